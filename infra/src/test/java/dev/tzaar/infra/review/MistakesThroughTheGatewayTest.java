package dev.tzaar.infra.review;

import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.lambda.shared.AiTime;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.RegisterExtension;

/** "Learn from your mistakes" through the gateway bot: a real JDA on the fake Discord's gateway, relaying to the function. */
@Tag("end-to-end")
class MistakesThroughTheGatewayTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.withGateway()
            // A review's step of a millisecond: a turn a request, so its progress lines are seen every time.
            .functionSetting(AiTime.MILLIS, "1");

    @Nested
    class ByTaps extends MistakesByTaps {
    }
}
