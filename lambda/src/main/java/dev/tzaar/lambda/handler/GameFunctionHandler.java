package dev.tzaar.lambda.handler;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Clock;
import java.util.Map;
import org.crac.Core;

/**
 * The Lambda entry point ({@code dev.tzaar.lambda.handler.GameFunctionHandler::handleRequest}):
 * wires the function from the environment once per execution environment and registers the
 * SnapStart hooks (priming before the snapshot, fresh chance after each restore).
 */
public final class GameFunctionHandler implements RequestStreamHandler {
    private final GameFunction function;
    // Kept: org.crac holds its resources weakly, and the hooks must live as long as the handler.
    private final Priming priming;
    private final RestoreSafeRandom random;

    /** As Lambda constructs it: wired from the process environment. */
    public GameFunctionHandler() {
        this(System.getenv());
    }

    /** Wired from the given variables: how the local launcher hosts the function in its own JVM. */
    public GameFunctionHandler(Map<String, String> environment) {
        this(environment, Clock.systemUTC());
    }

    /** The same, on another clock: a test that moves time on by days. */
    public GameFunctionHandler(Map<String, String> environment, Clock clock) {
        FunctionWiring wiring = FunctionWiring.fromEnvironment(environment, clock);
        this.function = wiring.function();
        this.priming = new Priming(wiring);
        this.random = wiring.random;
        Core.getGlobalContext().register(priming);
        Core.getGlobalContext().register(random);
    }

    @Override
    public void handleRequest(InputStream input, OutputStream output, Context context) throws IOException {
        function.handle(input, output, context == null ? "none" : context.getAwsRequestId());
    }

    /** Primes the function as before a SnapStart snapshot: for local runs and measurements. */
    public void prime() {
        priming.prime();
    }
}
