package dev.tzaar.infra.importing;

import dev.tzaar.infra.stack.LocalStack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code /tzaar import} through the gateway bot (a real JDA client), as {@code ./tzaar local} runs it. */
@Tag("end-to-end")
class ImportThroughTheGatewayTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.withGateway();

    @Test
    void aLittleGolemRecordAttachedIsImportedReplayedAndAnIllegalOneRefused() {
        ImportsThroughDiscord.aLittleGolemRecordIsImportedAndReplayed(stack.discord());
    }
}
