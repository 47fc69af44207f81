package dev.tzaar.infra.local;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback stand-in for the Lambda Invoke API, hosting one function in this JVM, so that the bot's
 * {@code LambdaClient} takes the same code path locally as on AWS: only its endpoint differs.
 *
 * <p>It answers {@code POST /2015-03-31/functions/{name}/invocations}, the name given plain, with a
 * {@code :qualifier}, as a partial or full ARN, or with {@code ?Qualifier=} (see {@link LocalFunction}
 * for the versions it knows). Status codes, headers and error bodies are Lambda's, so SDK clients see
 * {@code executedVersion()}, {@code functionError()}, the request id and typed exceptions as on AWS.
 * The AWS CLI talks to it too:
 *
 * <pre>
 * aws lambda invoke --endpoint-url http://127.0.0.1:PORT --function-name tzaar \
 *     --cli-binary-format raw-in-base64-out --payload file://req.json out.json
 * </pre>
 *
 * (any credentials and region do: the request must be signed, but the signature is not checked;
 * {@code --cli-binary-format} is AWS CLI v2's and is left out with v1, which sends the payload as it is).
 * Only this machine's own clients are answered, not a web page open in its browser: see {@link
 * LoopbackRequests#SIGNED_ONLY}.
 *
 * <p>Invocations run on a fixed pool of worker threads, each playing one Lambda execution environment
 * with a handler of its own (see {@link ExecutionEnvironments}); requests beyond the pool wait their
 * turn, so a burst of 50 is served, {@code threads} at a time. Not modelled: the timeout is reported by
 * the context but not enforced, {@code X-Amz-Log-Type: Tail} returns no log, and the client context
 * header is ignored. It prints nothing: the function's lines go to {@link LocalFunction#log()}.
 */
public final class LambdaInvokeServer implements AutoCloseable {
    /** Enough for the bursts the bot and the benchmarks send, on a laptop. */
    public static final int DEFAULT_THREADS = 8;

    private final HttpServer server;
    private final ExecutorService workers;
    private final ExecutionEnvironments environments;
    private final LocalFunction function;
    private final Draining draining;

    private LambdaInvokeServer(HttpServer server, ExecutorService workers, ExecutionEnvironments environments,
            LocalFunction function, Draining draining) {
        this.server = server;
        this.workers = workers;
        this.environments = environments;
        this.function = function;
        this.draining = draining;
    }

    /** Starts serving {@code function} on 127.0.0.1 with {@value #DEFAULT_THREADS} worker threads. */
    public static LambdaInvokeServer start(LocalFunction function, int port) throws IOException {
        return start(function, port, DEFAULT_THREADS);
    }

    /**
     * Starts serving {@code function} on 127.0.0.1.
     *
     * @param port the port, or 0 for a free one (see {@link #port()})
     * @param threads how many invocations run at once, each in an environment of its own
     * @throws IOException when the port cannot be bound
     */
    public static LambdaInvokeServer start(LocalFunction function, int port, int threads) throws IOException {
        if (threads < 1) {
            throw new IllegalArgumentException("at least one worker thread, not " + threads);
        }
        // The backlog is above the largest burst we expect (50), so no connection is refused while
        // the workers are busy.
        ExecutorService workers = Executors.newFixedThreadPool(threads, named(function.name()));
        ExecutionEnvironments environments = new ExecutionEnvironments(function.handlers());
        Draining draining = new Draining(new InvokeEndpoint(function, environments, workers));
        HttpServer server = LoopbackFilter.serve(port, 256, LoopbackRequests.SIGNED_ONLY, draining);
        server.setExecutor(workers);
        server.start();
        return new LambdaInvokeServer(server, workers, environments, function, draining);
    }

    public int port() {
        return server.getAddress().getPort();
    }

    /** What a client's endpoint override is set to: {@code http://127.0.0.1:<port>}. */
    public URI endpoint() {
        return URI.create("http://" + server.getAddress().getAddress().getHostAddress() + ":" + port());
    }

    public LocalFunction function() {
        return function;
    }

    /**
     * Refuses new requests, lets the running invocations finish and answer (up to 5 s), stops
     * listening, then closes the handlers that are {@link AutoCloseable}. Idempotent.
     */
    @Override
    public void close() {
        draining.drain(Duration.ofSeconds(5));
        // Not stop(5): before JDK 21 that waits the full delay even when nothing is running.
        server.stop(0);
        workers.shutdown();
        try {
            if (!workers.awaitTermination(5, TimeUnit.SECONDS)) {
                workers.shutdownNow();
            }
        } catch (InterruptedException e) {
            workers.shutdownNow();
            Thread.currentThread().interrupt();
        }
        environments.close();
    }

    private static ThreadFactory named(String functionName) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, "lambda-" + functionName + "-" + count.incrementAndGet());
            // A forgotten close() must not keep the JVM alive.
            thread.setDaemon(true);
            return thread;
        };
    }
}
