package dev.tzaar.bench.probe;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import dev.tzaar.lambda.handler.FunctionWiring;
import dev.tzaar.lambda.handler.GameFunctionHandler;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Run by {@code ./tzaar bench function} in a fresh JVM, as a cold Lambda environment: builds the
 * real handler against DynamoDB Local, optionally primes it (what SnapStart does before its
 * snapshot), then answers one move. Prints one line, in milliseconds:
 * {@code jvm-start-to-main handler-built priming first-request jvm-start-to-reply reply-bytes}.
 *
 * <p>Arguments: the DynamoDB endpoint, the table, {@code prime} or {@code cold}, the request JSON.
 */
public final class FirstRequest {
    private FirstRequest() {
    }

    public static void main(String[] args) throws Exception {
        long mainStarted = System.currentTimeMillis();
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        long t0 = System.nanoTime();
        GameFunctionHandler handler = new GameFunctionHandler(Map.of(
                FunctionWiring.TABLE, args[1],
                FunctionWiring.DYNAMODB_ENDPOINT, args[0],
                FunctionWiring.LOG_FILE, "/dev/null"));
        long built = System.nanoTime();
        if (args[2].equals("prime")) {
            handler.prime();
        }
        long primed = System.nanoTime();
        byte[] reply = answer(handler, args[3]);
        long answered = System.nanoTime();
        long replied = System.currentTimeMillis();
        System.out.printf("%d %.1f %.1f %.1f %d %d%n", mainStarted - jvmStart, (built - t0) / 1e6,
                (primed - built) / 1e6, (answered - primed) / 1e6, replied - jvmStart, reply.length);
    }

    public static byte[] answer(RequestStreamHandler handler, String json) throws java.io.IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        handler.handleRequest(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), out, null);
        return out.toByteArray();
    }
}
