package dev.tzaar.bench;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.tzaar.bench.probe.FreshFunction;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The Lambda service's side of a cold start, on loopback: an Invoke endpoint that, when the first
 * invocation arrives, starts the function in a new JVM ({@link FreshFunction}), holds the request
 * until that JVM listens, then passes it (and any later one) through. A client thus waits for the
 * JVM's start, the handler's init and the first answer, as a caller of a cold function does. Only
 * Lambda's own share (placing the environment, fetching the code) is missing.
 */
final class ColdStartEndpoint implements AutoCloseable {
    /** Headers that belong to one connection, not to the request or answer passed through. */
    private static final Set<String> HOP_BY_HOP = Set.of("host", "connection", "content-length",
            "transfer-encoding", "keep-alive", "expect", "date");

    private final HttpServer server;
    private final ExecutorService threads;
    private final List<String> command;
    private final Path log;
    /** Set under this object's lock; read without it by close(), which must not wait behind a start. */
    private volatile Process function;
    private URI functionEndpoint; // guarded by this
    private long functionListeningMillis = -1; // guarded by this
    private long firstAnswerMillis = -1; // guarded by this

    private ColdStartEndpoint(HttpServer server, ExecutorService threads, List<String> command, Path log) {
        this.server = server;
        this.threads = threads;
        this.command = command;
        this.log = log;
    }

    /**
     * Listens on a free loopback port; no function runs until the first invocation.
     *
     * @param log where the function JVM's standard error goes
     */
    static ColdStartEndpoint start(String dynamoDbEndpoint, String table, Path log) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(java, "-cp", System.getProperty("java.class.path"),
                FreshFunction.class.getName(), dynamoDbEndpoint, table);
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
        ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "cold-start-endpoint");
            thread.setDaemon(true);
            return thread;
        });
        ColdStartEndpoint endpoint = new ColdStartEndpoint(server, threads, command, log);
        server.createContext("/", endpoint::handle);
        server.setExecutor(threads);
        server.start();
        return endpoint;
    }

    URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** Milliseconds from the function JVM's start until it listened, or -1 while none was started. */
    synchronized long functionListeningMillis() {
        return functionListeningMillis;
    }

    /**
     * Milliseconds from the first invocation's arrival to its answer: the JVM's start, the handler's
     * init and the first answer; -1 while none was answered.
     */
    synchronized long firstAnswerMillis() {
        return firstAnswerMillis;
    }

    /** Stops the function's JVM (by closing its input, forcibly after 5 s) and the endpoint. */
    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
        // Not under the lock: a start still waiting for the JVM to listen holds it, and ends when the
        // JVM is stopped here.
        Process running = function;
        if (running != null) {
            try {
                running.getOutputStream().close();
                if (!running.waitFor(5, TimeUnit.SECONDS)) {
                    running.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                }
            } catch (IOException e) {
                running.destroyForcibly();
            } catch (InterruptedException e) {
                running.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }

    private void handle(HttpExchange exchange) throws IOException {
        long arrived = System.nanoTime();
        try (exchange) {
            URI target;
            try {
                target = functionStarted();
            } catch (IOException | UncheckedIOException e) {
                byte[] body = ("{\"message\":\"the function's JVM did not start\"}").getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("x-amzn-ErrorType", "ServiceException");
                exchange.sendResponseHeaders(500, body.length);
                exchange.getResponseBody().write(body);
                return;
            }
            URI request = exchange.getRequestURI();
            passThrough(exchange, target.resolve(request.getRawPath()
                    + (request.getRawQuery() == null ? "" : "?" + request.getRawQuery())));
            synchronized (this) {
                if (firstAnswerMillis < 0) {
                    firstAnswerMillis = (System.nanoTime() - arrived) / 1_000_000;
                }
            }
        }
    }

    /** The running function's endpoint, starting its JVM first if none runs; later requests wait for it. */
    private synchronized URI functionStarted() throws IOException {
        if (functionEndpoint != null) {
            return functionEndpoint;
        }
        if (function != null) {
            throw new IOException("the function's JVM did not start: see " + log);
        }
        function = new ProcessBuilder(command).redirectError(log.toFile()).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(function.getInputStream(), StandardCharsets.UTF_8));
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith("listening ")) {
                String[] words = line.split(" ");
                functionEndpoint = URI.create("http://127.0.0.1:" + words[1]);
                functionListeningMillis = Long.parseLong(words[2]);
                return functionEndpoint;
            }
        }
        throw new IOException("the function's JVM ended before it listened: " + lastLines(log));
    }

    private static void passThrough(HttpExchange exchange, URI target) throws IOException {
        HttpURLConnection call = (HttpURLConnection) target.toURL().openConnection();
        call.setRequestMethod(exchange.getRequestMethod());
        copyHeaders(exchange.getRequestHeaders(), call::addRequestProperty);
        byte[] request = exchange.getRequestBody().readAllBytes();
        if (request.length > 0) {
            call.setDoOutput(true);
            call.setFixedLengthStreamingMode(request.length);
            try (OutputStream body = call.getOutputStream()) {
                body.write(request);
            }
        }
        int status = call.getResponseCode();
        byte[] answer;
        try (InputStream body = status >= 400 ? call.getErrorStream() : call.getInputStream()) {
            answer = body == null ? new byte[0] : body.readAllBytes();
        }
        copyHeaders(call.getHeaderFields(), exchange.getResponseHeaders()::add);
        exchange.sendResponseHeaders(status, answer.length == 0 ? -1 : answer.length);
        if (answer.length > 0) {
            exchange.getResponseBody().write(answer);
        }
    }

    private static void copyHeaders(Map<String, List<String>> from, java.util.function.BiConsumer<String, String> to) {
        from.forEach((name, values) -> {
            // The status line comes as the null name.
            if (name != null && !HOP_BY_HOP.contains(name.toLowerCase(Locale.ROOT))) {
                values.forEach(value -> to.accept(name, value));
            }
        });
    }

    private static String lastLines(Path file) {
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
        } catch (IOException e) {
            return "(no output: " + e.getMessage() + ")";
        }
    }
}
