package dev.tzaar.bench.probe;

import dev.tzaar.infra.local.FunctionLogs;
import dev.tzaar.infra.local.LambdaInvokeServer;
import dev.tzaar.infra.local.LocalDynamoDb;
import dev.tzaar.infra.local.LocalFunction;
import dev.tzaar.infra.local.LocalGameFunction;
import dev.tzaar.lambda.handler.FunctionWiring;
import dev.tzaar.lambda.handler.GameFunctionHandler;
import java.lang.management.ManagementFactory;
import java.util.Map;

/**
 * Run by {@code ./tzaar bench discord} in a fresh JVM, as a Lambda execution environment starting
 * cold without SnapStart: it serves the Lambda Invoke API on loopback with one environment, whose
 * handler is built on the first invocation and is not primed. Prints {@code listening PORT MILLIS}
 * (the port, and the milliseconds from the JVM's start) once it accepts requests; stops when its
 * standard input closes, so that it never outlives the benchmark.
 *
 * <p>Arguments: the DynamoDB endpoint and the table.
 */
public final class FreshFunction {
    private FreshFunction() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> environment = Map.of(
                FunctionWiring.TABLE, args[1],
                FunctionWiring.DYNAMODB_ENDPOINT, args[0],
                FunctionWiring.REGION, LocalDynamoDb.REGION.id(),
                FunctionWiring.LOG_FILE, "/dev/null");
        // The supplier runs on the first invocation, as Lambda's init phase does on a cold start.
        LocalFunction function = LocalFunction.of(LocalGameFunction.FUNCTION,
                () -> new GameFunctionHandler(environment), FunctionLogs.discarding());
        try (LambdaInvokeServer server = LambdaInvokeServer.start(function, 0, 1)) {
            long sinceJvmStart = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
            System.out.println("listening " + server.port() + " " + sinceJvmStart);
            System.out.flush();
            while (System.in.read() != -1) {
                // nothing is expected; end of input is the signal to stop
            }
        }
    }
}
