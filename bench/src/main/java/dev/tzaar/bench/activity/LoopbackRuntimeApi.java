package dev.tzaar.bench.activity;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Lambda's Runtime API on loopback, for one invocation: what AWS's runtime interface client asks of
 * Lambda ({@code GET /2018-06-01/runtime/invocation/next}, {@code POST .../invocation/{id}/response}, and
 * for SnapStart {@code GET .../restore/next}), so that a deployment jar runs in a fresh JVM exactly as
 * Lambda runs it, and its start can be timed: when the runtime first asked for work (its init done), when
 * the event was handed to it, when it answered. Later requests for work wait until it is closed.
 */
final class LoopbackRuntimeApi implements AutoCloseable {
    private static final String BASE = "/2018-06-01/runtime/";

    private final HttpServer server;
    private final ExecutorService threads;
    private final byte[] event;
    private final String requestId = UUID.randomUUID().toString();
    private final CountDownLatch answered = new CountDownLatch(1);
    private final CountDownLatch closed = new CountDownLatch(1);
    private volatile long askedNanos;
    private volatile long handedNanos;
    private volatile long answeredNanos;
    private volatile String answer;
    private volatile boolean handed;

    private LoopbackRuntimeApi(HttpServer server, ExecutorService threads, byte[] event) {
        this.server = server;
        this.threads = threads;
        this.event = event;
    }

    static LoopbackRuntimeApi start(String event) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 8);
        ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "loopback-runtime-api");
            thread.setDaemon(true);
            return thread;
        });
        LoopbackRuntimeApi api = new LoopbackRuntimeApi(server, threads, event.getBytes(StandardCharsets.UTF_8));
        server.createContext("/", api::handle);
        server.setExecutor(threads);
        server.start();
        return api;
    }

    /** What {@code AWS_LAMBDA_RUNTIME_API} names: {@code 127.0.0.1:<port>}. */
    String address() {
        return "127.0.0.1:" + server.getAddress().getPort();
    }

    /** Waits for the function's answer; its body, or null when none came in time. */
    String awaitAnswer(long seconds) throws InterruptedException {
        return answered.await(seconds, TimeUnit.SECONDS) ? answer : null;
    }

    /** When the runtime first asked for work: its init (and, for SnapStart, its priming) done. */
    long askedNanos() {
        return askedNanos;
    }

    long handedNanos() {
        return handedNanos;
    }

    long answeredNanos() {
        return answeredNanos;
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getPath();
            byte[] body = exchange.getRequestBody().readAllBytes();
            if (path.equals(BASE + "restore/next")) {
                send(exchange, 200, new byte[0]);
            } else if (path.equals(BASE + "invocation/next")) {
                if (handed) {
                    closed.await();
                    send(exchange, 500, new byte[0]);
                    return;
                }
                handed = true;
                askedNanos = System.nanoTime();
                exchange.getResponseHeaders().set("Lambda-Runtime-Aws-Request-Id", requestId);
                exchange.getResponseHeaders().set("Lambda-Runtime-Deadline-Ms",
                        Long.toString(System.currentTimeMillis() + 60_000));
                exchange.getResponseHeaders().set("Lambda-Runtime-Invoked-Function-Arn",
                        "arn:aws:lambda:us-east-1:123456789012:function:tzaar-activity:live");
                exchange.getResponseHeaders().set("Lambda-Runtime-Trace-Id", "Root=1-00000000-000000000000000000000000");
                exchange.getResponseHeaders().set("Content-Type", "application/json");
                handedNanos = System.nanoTime();
                send(exchange, 200, event);
            } else if (path.endsWith("/response") || path.endsWith("/error")) {
                answeredNanos = System.nanoTime();
                answer = (path.endsWith("/error") ? "ERROR " : "") + new String(body, StandardCharsets.UTF_8);
                send(exchange, 202, new byte[0]);
                answered.countDown();
            } else {
                send(exchange, 404, new byte[0]);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void send(HttpExchange exchange, int status, byte[] body) throws IOException {
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    @Override
    public void close() {
        closed.countDown();
        server.stop(0);
        threads.shutdownNow();
    }
}
