package dev.tzaar.infra.tournaments;

import dev.tzaar.infra.stack.LocalStack;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A tournament through the gateway bot: a real JDA on the fake Discord's gateway, relaying to the function. */
@Tag("end-to-end")
class TournamentThroughTheGatewayTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.withGateway();

    @Nested
    class ByTaps extends TournamentByTaps {
    }
}
