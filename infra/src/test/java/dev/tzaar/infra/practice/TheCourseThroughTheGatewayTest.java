package dev.tzaar.infra.practice;

import dev.tzaar.infra.stack.LocalStack;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The course through the gateway bot: a real JDA on the fake Discord's gateway, relaying to the function. */
@Tag("end-to-end")
class TheCourseThroughTheGatewayTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.withGateway();

    @Nested
    class ByTaps extends TheCourseByTaps {
    }
}
