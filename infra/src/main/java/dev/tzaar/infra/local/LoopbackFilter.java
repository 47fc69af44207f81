package dev.tzaar.infra.local;

import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Optional;

/**
 * {@link LoopbackRequests}' rule in front of a JDK {@link HttpServer}: a refused request is answered
 * {@code {"message": ...}} with the rule's status, and its handler never runs.
 */
final class LoopbackFilter extends Filter {
    /**
     * The JDK server drops, unanswered, a request of 200 header names or more
     * ({@code sun.net.httpserver.maxReqHeaders}, read once, when its first server is made). Raised far
     * past {@link LoopbackRequests#MOST_HEADERS} so that the rule answers 431 instead; its other bound, 380
     * KB of headers in all, still drops a larger head. A value given on the command line stands.
     */
    static final String JDK_HEADER_LIMIT = "sun.net.httpserver.maxReqHeaders";

    static {
        if (System.getProperty(JDK_HEADER_LIMIT) == null) {
            System.setProperty(JDK_HEADER_LIMIT, "100000");
        }
    }

    private final LoopbackRequests rule;

    private LoopbackFilter(LoopbackRequests rule) {
        this.rule = rule;
    }

    /** A server on 127.0.0.1 at {@code port} (0: any free one) serving {@code handler} behind the rule. */
    static HttpServer serve(int port, int backlog, LoopbackRequests rule, HttpHandler handler) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), backlog);
        server.createContext("/", handler).getFilters().add(new LoopbackFilter(rule));
        return server;
    }

    @Override
    public void doFilter(HttpExchange exchange, Chain chain) throws IOException {
        Optional<LoopbackRequests.Refusal> refusal = rule.refusal(exchange.getLocalAddress().getPort(),
                exchange.getRequestHeaders());
        if (refusal.isEmpty()) {
            chain.doFilter(exchange);
            return;
        }
        try (exchange) {
            byte[] body = refusal.get().json();
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            // The body is left unread: the connection ends with the answer.
            exchange.getResponseHeaders().set("Connection", "close");
            exchange.sendResponseHeaders(refusal.get().status(), body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    @Override
    public String description() {
        return "answers only this machine's own clients (" + rule + ")";
    }
}
