package dev.tzaar.cli;

import dev.tzaar.infra.local.LocalGameFunction;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * {@code ./tzaar local}: the game function on this machine, no AWS account needed: DynamoDB Local
 * with its data under {@code ./data} and the function behind the Lambda Invoke API on loopback,
 * until Ctrl-C.
 */
final class LocalCommand implements Command {
    static final int FUNCTION_PORT = 9001;
    static final int DYNAMODB_PORT = 8000;

    @Override
    public String name() {
        return "local";
    }

    @Override
    public String arguments() {
        return "[--data DIR] [--port N]";
    }

    @Override
    public String summary() {
        return "run the game function and DynamoDB Local on this machine (Ctrl-C stops)";
    }

    @Override
    public int run(List<String> args, Terminal terminal) throws Exception {
        Path chosenData = Path.of("data");
        int port = FUNCTION_PORT;
        int dynamoDbPort = DYNAMODB_PORT;
        try {
            for (int i = 0; i < args.size(); i += 2) {
                String value = args.get(i + 1);
                switch (args.get(i)) {
                    case "--data" -> chosenData = Path.of(value);
                    case "--port" -> port = Integer.parseInt(value);
                    case "--dynamodb-port" -> dynamoDbPort = Integer.parseInt(value);
                    default -> throw new IllegalArgumentException(args.get(i));
                }
            }
        } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
            terminal.err().println("usage: ./tzaar local [--data DIR] [--port N] [--dynamodb-port N]");
            return USAGE;
        }
        Path data = chosenData;
        PrintStream out = terminal.out();
        out.println("Starting DynamoDB Local (data in " + data.toAbsolutePath() + ") and the game function...");
        LocalGameFunction local;
        try {
            local = LocalGameFunction.start(data, dynamoDbPort, port);
        } catch (java.net.BindException e) {
            terminal.err().println("tzaar local: a port is taken (" + e.getMessage() + "). Choose others with --port N "
                    + "and --dynamodb-port N, or stop what uses them.");
            return REFUSED;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            out.println("Stopping...");
            local.close();
            out.println("Stopped. The games are kept in " + data.toAbsolutePath() + ".");
            out.flush();
            stopped.countDown();
        }));
        String endpoint = local.functionEndpoint().toString();
        out.println();
        out.println("The game function answers on " + endpoint + " (Lambda Invoke API), as function \""
                + LocalGameFunction.FUNCTION + "\", alias \"" + local.function().alias() + "\".");
        out.println("DynamoDB Local answers on " + local.dynamoDbEndpoint() + " (table " + LocalGameFunction.TABLE
                + "); the function's log is in " + data.resolve(LocalGameFunction.LOG) + ".");
        out.println();
        out.println("Try it with the AWS CLI (any credentials will do):");
        out.println("  aws lambda invoke --endpoint-url " + endpoint + " --function-name " + LocalGameFunction.FUNCTION
                + " --payload '{\"interactionId\":\"1\",\"channelId\":\"c\",\"user\":{\"id\":\"u\",\"name\":\"me\"},"
                + "\"command\":\"help\"}' reply.json");
        out.println();
        out.println("Press Ctrl-C to stop.");
        out.flush();
        stopped.await();
        return OK;
    }
}
