package dev.tzaar.infra.activity;

import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.core.BoardRelay;
import dev.tzaar.bot.core.EchoEvent;
import dev.tzaar.bot.function.RelayFunction;
import dev.tzaar.infra.local.FunctionLogs;
import dev.tzaar.infra.local.LambdaInvokeServer;
import dev.tzaar.infra.local.LocalFunction;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;

/**
 * A relay function on loopback, behind the Lambda Invoke API as the deployed one is behind Lambda's: what the
 * live board's function hands on (a move to show in its channel) and asks (who may view a channel) reaches it
 * through {@link RelayFunction}, the same client, the same invocations (Event, RequestResponse) as on AWS.
 */
public final class LocalBoardRelay implements AutoCloseable {
    /** Its name, as template.yaml names the relay function after the stack. */
    public static final String FUNCTION = "tzaar-relay";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final LambdaInvokeServer server;
    private final Shown shown;

    private LocalBoardRelay(LambdaInvokeServer server, Shown shown) {
        this.server = server;
        this.shown = shown;
    }

    /** How many moves handed on it has shown (or tried to: a post Discord refused counts), and waiting for more. */
    private static final class Shown {
        private long count;

        synchronized void one() {
            count++;
            notifyAll();
        }

        synchronized long count() {
            return count;
        }

        synchronized void await(long atLeast, Duration within) throws InterruptedException {
            long giveUpAt = System.nanoTime() + within.toNanos();
            while (count < atLeast) {
                long left = giveUpAt - System.nanoTime();
                if (left <= 0) {
                    throw new IllegalStateException("the relay showed " + count + " moves, not " + atLeast
                            + ", within " + within);
                }
                wait(Math.max(1, left / 1_000_000));
            }
        }
    }

    /** The live board's part of the relay ({@link BoardRelay}) on a free loopback port. */
    public static LocalBoardRelay start(BoardRelay relay) throws IOException {
        return serving((event, context) -> relay.handle(event)
                .orElseThrow(() -> new IllegalArgumentException("not an event of the live board's")));
    }

    /** A whole handler (the relay function's own, {@code InteractionsLambda}) on a free loopback port. */
    public static LocalBoardRelay serving(RequestHandler<Map<String, Object>, Map<String, Object>> handler)
            throws IOException {
        Shown shown = new Shown();
        RequestStreamHandler streaming = (in, out, context) -> {
            Map<String, Object> event = JSON.readValue(in, new TypeReference<Map<String, Object>>() { });
            try {
                out.write(JSON.writeValueAsString(handler.handleRequest(event, context))
                        .getBytes(StandardCharsets.UTF_8));
            } finally {
                if (EchoEvent.isEcho(event)) {
                    shown.one();
                }
            }
        };
        return new LocalBoardRelay(LambdaInvokeServer.start(
                LocalFunction.of(FUNCTION, () -> streaming, FunctionLogs.printingTo(System.err)), 0), shown);
    }

    /** A client of it, as the live board's function has of the deployed relay; the caller closes it. */
    public RelayFunction client() {
        return RelayFunction.local(endpoint(), FUNCTION + ":" + LocalFunction.TEMPLATE_ALIAS);
    }

    /** How many moves handed on it has shown so far (each tried once, whatever Discord answered). */
    public long shown() {
        return shown.count();
    }

    /** Waits until it has shown {@code atLeast} moves handed on; throws when it has not {@code within}. */
    public void awaitShown(long atLeast, Duration within) throws InterruptedException {
        shown.await(atLeast, within);
    }

    /** Where its Invoke API answers. */
    public URI endpoint() {
        return server.endpoint();
    }

    @Override
    public void close() {
        server.close();
    }
}
