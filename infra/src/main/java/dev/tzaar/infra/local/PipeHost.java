package dev.tzaar.infra.local;

import com.amazonaws.services.lambda.runtime.ClientContext;
import com.amazonaws.services.lambda.runtime.CognitoIdentity;
import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.bot.interactions.EventInvoker;
import dev.tzaar.bot.interactions.FirstUseFunctionClient;
import dev.tzaar.bot.interactions.InteractionsFrontend;
import dev.tzaar.bot.interactions.InteractionsLambda;
import dev.tzaar.bot.interactions.InteractionsPriming;
import dev.tzaar.bot.interactions.InteractionsSettings;
import dev.tzaar.bot.rest.BotToken;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The interactions function's code in a JVM of its own, driven through standard input and output: one
 * function URL event per line in (JSON), its response per line out. This is how the deployment jar
 * is run by itself, in a fresh JVM, by the test that proves it complete and by
 * {@code ./tzaar bench interactions}: {@code java -cp tzaar-interactions.jar:<infra's classes>
 * dev.tzaar.infra.local.PipeHost [--prime]}. It is no part of the jar that is deployed (Lambda hosts
 * the function there), so {@link InteractionsJarProcess} adds where this class was loaded from to the
 * class path; it uses nothing of infra but itself, so every other class still comes from the jar.
 *
 * <p>The first line out is {@code {"ready":true}}, once the frontend is built (and, with
 * {@code --prime}, once {@link InteractionsPriming} has run, as before a SnapStart snapshot). The
 * relay runs on worker threads of this JVM, as under {@code ./tzaar local --interactions}: the game
 * function through the AWS SDK at {@code TZAAR_FUNCTION_ENDPOINT} (named {@code TZAAR_FUNCTION}), the
 * answers through the interaction webhook at {@code TZAAR_DISCORD_API}. Logs go to standard error.
 *
 * <p>With {@code TZAAR_SELF_ENDPOINT} (a Lambda Invoke API on loopback, as {@code ./tzaar bench
 * interactions} serves it) the JVM runs as on Lambda instead: {@link InteractionsLambda}'s handler, one
 * invocation at a time, each relay handed on by a signed POST to that endpoint for another invocation
 * of {@code TZAAR_RELAY_FUNCTION} (the relay function's alias ARN, served by another JVM) or, without
 * it, of {@code TZAAR_SELF} (this function's alias ARN: the endpoint gives the event back to this JVM). The
 * bot's token, for what the relay posts outside an interaction (a tournament's threads and its round's news), is
 * {@value #BOT_TOKEN} itself, where Lambda's function reads it from a secret once per instance; without it, nothing
 * is posted so.
 */
public final class PipeHost {
    /** The environment variable holding the bot's token itself (a fake Discord's): none when unset or blank. */
    public static final String BOT_TOKEN = "TZAAR_BOT_TOKEN";
    private static final ObjectMapper JSON = new ObjectMapper();

    private PipeHost() {
    }

    public static void main(String[] args) throws IOException {
        boolean prime = args.length == 1 && args[0].equals("--prime");
        if (args.length > (prime ? 1 : 0)) {
            System.err.println("usage: PipeHost [--prime]");
            System.exit(2);
        }
        Map<String, String> environment = System.getenv();
        InteractionsSettings settings = InteractionsSettings.fromEnvironment(environment);
        URI endpoint = URI.create(Objects.requireNonNull(environment.get("TZAAR_FUNCTION_ENDPOINT"),
                "TZAAR_FUNCTION_ENDPOINT: the game function's Invoke endpoint"));
        String function = Objects.requireNonNull(environment.get("TZAAR_FUNCTION"), "TZAAR_FUNCTION");
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        String selfEndpoint = environment.get("TZAAR_SELF_ENDPOINT");
        // Made on first use, as on Lambda: the acknowledgement does not need it.
        try (FirstUseFunctionClient game = new FirstUseFunctionClient(() -> LambdaFunctionClient.local(endpoint,
                function))) {
            Function<Map<String, Object>, Map<String, Object>> handler;
            InteractionsFrontend workers = null;
            if (selfEndpoint != null) {
                String self = Objects.requireNonNull(environment.get("TZAAR_SELF"), "TZAAR_SELF: its alias ARN");
                EventInvoker.Credentials local = new EventInvoker.Credentials("local", "local", null);
                InteractionsLambda lambda = new InteractionsLambda(settings, game, new EventInvoker(
                        URI.create(selfEndpoint), "us-east-1", () -> local, Clock.systemUTC()),
                        environment.get(InteractionsLambda.RELAY_FUNCTION), BotToken.of(environment.get(BOT_TOKEN)));
                if (prime) {
                    lambda.beforeSnapshot();
                    game.make();
                }
                Context invocation = new Invocation(self);
                handler = event -> lambda.handleRequest(event, invocation);
            } else {
                workers = InteractionsFrontend.start(settings, game, Clock.systemUTC());
                if (prime) {
                    // As before a SnapStart snapshot (InteractionsLambda's hook).
                    new InteractionsPriming(Clock.systemUTC(), game::make).beforeCheckpoint(null);
                }
                handler = workers::handle;
            }
            out.println("{\"ready\":true}");
            out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                Map<String, Object> event = JSON.readValue(line, new TypeReference<Map<String, Object>>() {});
                out.println(JSON.writeValueAsString(handler.apply(event)));
                out.flush();
            }
            if (workers != null) {
                workers.close();
            }
        }
    }

    /** What the handler reads of Lambda's context: the ARN it was invoked by (its alias). */
    private record Invocation(String invokedFunctionArn) implements Context {
        @Override
        public String getAwsRequestId() {
            return "pipe";
        }

        @Override
        public String getLogGroupName() {
            return null;
        }

        @Override
        public String getLogStreamName() {
            return null;
        }

        @Override
        public String getFunctionName() {
            return invokedFunctionArn.split(":")[6];
        }

        @Override
        public String getFunctionVersion() {
            return "1";
        }

        @Override
        public String getInvokedFunctionArn() {
            return invokedFunctionArn;
        }

        @Override
        public CognitoIdentity getIdentity() {
            return null;
        }

        @Override
        public ClientContext getClientContext() {
            return null;
        }

        @Override
        public int getRemainingTimeInMillis() {
            return 30_000;
        }

        @Override
        public int getMemoryLimitInMB() {
            return 1024;
        }

        @Override
        public LambdaLogger getLogger() {
            return null;
        }
    }
}
