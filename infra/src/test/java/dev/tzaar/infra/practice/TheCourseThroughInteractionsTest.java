package dev.tzaar.infra.practice;

import dev.tzaar.infra.stack.LocalStack;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The course through the interactions endpoint: signed POSTs to the function URL on loopback. */
@Tag("end-to-end")
class TheCourseThroughInteractionsTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.withInteractions();

    @Nested
    class ByTaps extends TheCourseByTaps {
    }
}
