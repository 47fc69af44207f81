package dev.tzaar.infra.local;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Where a local function's {@link LambdaLogger} lines go: a stream of the launcher's, or nowhere. */
public final class FunctionLogs {
    private FunctionLogs() {
    }

    /** Each message on a line of its own, whole even when several invocations log at once. */
    public static LambdaLogger printingTo(PrintStream out) {
        return new LambdaLogger() {
            @Override
            public void log(String message) {
                // println on a PrintStream is synchronized: concurrent lines do not interleave.
                out.println(message.endsWith("\n") ? message.substring(0, message.length() - 1) : message);
            }

            @Override
            public void log(byte[] message) {
                log(new String(message, StandardCharsets.UTF_8));
            }
        };
    }

    public static LambdaLogger discarding() {
        return new LambdaLogger() {
            @Override
            public void log(String message) {
            }

            @Override
            public void log(byte[] message) {
            }
        };
    }
}
