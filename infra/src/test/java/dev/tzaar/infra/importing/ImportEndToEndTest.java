package dev.tzaar.infra.importing;

import dev.tzaar.infra.stack.LocalStack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code /tzaar import} through the interactions endpoint, the frontend {@code sam deploy} runs (docs/importing.md). */
@Tag("end-to-end")
class ImportEndToEndTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.withInteractions();

    @Test
    void aLittleGolemRecordAttachedIsImportedReplayedAndAnIllegalOneRefused() {
        ImportsThroughDiscord.aLittleGolemRecordIsImportedAndReplayed(stack.discord());
    }
}
