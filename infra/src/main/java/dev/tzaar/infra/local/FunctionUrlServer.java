package dev.tzaar.infra.local;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A Lambda function URL on loopback: each HTTP request becomes the event a function URL delivers
 * (payload format 2.0: {@code headers} with lower-case names, {@code body} as text or Base64 with
 * {@code isBase64Encoded}, {@code requestContext.http}), the handler answers with
 * {@code statusCode}, {@code headers} and {@code body}, and that is the HTTP response.
 *
 * <p>Only this machine's own clients are answered, never a page of another site open in its browser,
 * which in {@code ./tzaar local} would act as any player: {@link LoopbackRequests#PAGES} (a foreign
 * {@code Host} is 421, a cross-site request 403) refuses them before the handler sees them. Bodies are
 * bounded as a function URL's are ({@link #MOST_BODY_BYTES}, 413), and one over it is refused unread
 * when its length is declared.
 */
public final class FunctionUrlServer implements AutoCloseable {
    /** Lambda's own limit on a synchronous invocation's payload, which a function URL's body must fit. */
    static final int MOST_BODY_BYTES = 6 * 1_024 * 1_024;
    private final HttpServer server;
    private final ExecutorService threads;

    private FunctionUrlServer(HttpServer server, ExecutorService threads) {
        this.server = server;
        this.threads = threads;
    }

    /** Serves {@code handler} on loopback at {@code port} (0 for any free port). */
    public static FunctionUrlServer start(int port, Function<Map<String, Object>, Map<String, Object>> handler)
            throws IOException {
        AtomicInteger count = new AtomicInteger();
        ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "function-url-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        HttpServer server = LoopbackFilter.serve(port, 64, LoopbackRequests.PAGES, exchange -> serve(exchange, handler));
        server.setExecutor(threads);
        server.start();
        return new FunctionUrlServer(server, threads);
    }

    /** Like {@code http://127.0.0.1:9002/}. */
    public URI url() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }

    private static void serve(HttpExchange exchange, Function<Map<String, Object>, Map<String, Object>> handler)
            throws IOException {
        try (exchange) {
            Map<String, Object> response;
            long declared = declaredLength(exchange);
            byte[] raw = declared > MOST_BODY_BYTES ? null : exchange.getRequestBody().readNBytes(MOST_BODY_BYTES + 1);
            if (raw == null || raw.length > MOST_BODY_BYTES) {
                response = Map.of("statusCode", 413, "body", "{\"Message\":\"Request Entity Too Large\"}");
            } else {
                try {
                    response = handler.apply(event(exchange, raw));
                } catch (RuntimeException e) {
                    // What Lambda answers when the handler throws.
                    response = Map.of("statusCode", 502, "body", "{\"Message\":\"Internal Server Error\"}");
                }
            }
            byte[] body = body(response);
            if (response.get("headers") instanceof Map<?, ?> headers) {
                headers.forEach((name, value) -> exchange.getResponseHeaders().set(String.valueOf(name),
                        String.valueOf(value)));
            }
            exchange.getResponseHeaders().set("Connection", "close");
            int status = response.get("statusCode") instanceof Number n ? n.intValue() : 200;
            exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
            if (body.length > 0) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        }
    }

    /** The body's length as the request declares it, or -1 when it does not (chunked, or none). */
    private static long declaredLength(HttpExchange exchange) {
        try {
            return Long.parseLong(String.valueOf(exchange.getRequestHeaders().getFirst("Content-Length")).strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The function URL event (payload format 2.0) for one request, whose body is {@code raw}. */
    static Map<String, Object> event(HttpExchange exchange, byte[] raw) {
        Map<String, String> headers = new LinkedHashMap<>();
        exchange.getRequestHeaders().forEach((name, values) -> headers.put(name.toLowerCase(Locale.ROOT),
                String.join(",", values)));
        String contentType = headers.getOrDefault("content-type", "");
        boolean text = contentType.startsWith("application/json") || contentType.startsWith("text/");
        Map<String, Object> http = new LinkedHashMap<>();
        http.put("method", exchange.getRequestMethod());
        http.put("path", exchange.getRequestURI().getRawPath());
        http.put("protocol", exchange.getProtocol());
        http.put("sourceIp", exchange.getRemoteAddress().getAddress().getHostAddress());
        http.put("userAgent", headers.getOrDefault("user-agent", ""));
        Map<String, Object> context = new LinkedHashMap<>();
        context.put("http", http);
        context.put("requestId", UUID.randomUUID().toString());
        context.put("timeEpoch", Instant.now().toEpochMilli());
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("version", "2.0");
        event.put("routeKey", "$default");
        event.put("rawPath", exchange.getRequestURI().getRawPath());
        event.put("rawQueryString", exchange.getRequestURI().getRawQuery() == null ? ""
                : exchange.getRequestURI().getRawQuery());
        event.put("headers", headers);
        event.put("requestContext", context);
        if (raw.length > 0) {
            event.put("body", text ? new String(raw, StandardCharsets.UTF_8) : Base64.getEncoder().encodeToString(raw));
        }
        event.put("isBase64Encoded", raw.length > 0 && !text);
        return event;
    }

    private static byte[] body(Map<String, Object> response) {
        Object body = response.get("body");
        if (body == null) {
            return new byte[0];
        }
        return Boolean.TRUE.equals(response.get("isBase64Encoded")) ? Base64.getDecoder().decode(body.toString())
                : body.toString().getBytes(StandardCharsets.UTF_8);
    }

}
