package dev.tzaar.infra.tournaments;

import dev.tzaar.infra.stack.LocalStack;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A tournament through the interactions endpoint (the frontend {@code sam deploy} runs): signed POSTs to the function URL on loopback. */
@Tag("end-to-end")
class TournamentThroughInteractionsTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.withInteractions();

    @Nested
    class ByTaps extends TournamentByTaps {
    }
}
