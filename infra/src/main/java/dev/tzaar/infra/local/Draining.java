package dev.tzaar.infra.local;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;

/**
 * Counts the exchanges in progress so that stopping can wait for them: the JDK server's own
 * {@code stop(delay)} either cuts them off (0) or, before JDK 21, always waits the whole delay.
 * Once draining, new requests are refused with a 503 (the AWS SDK retries it, then reports it).
 */
final class Draining implements HttpHandler {
    private final HttpHandler next;
    private int inProgress;
    private boolean draining;

    Draining(HttpHandler next) {
        this.next = next;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        synchronized (this) {
            if (draining) {
                refuse(exchange);
                return;
            }
            inProgress++;
        }
        try {
            next.handle(exchange);
        } finally {
            synchronized (this) {
                inProgress--;
                notifyAll();
            }
        }
    }

    /** Refuses what comes next and waits until nothing is in progress, or until {@code patience} is up. */
    synchronized void drain(Duration patience) {
        draining = true;
        long deadline = System.nanoTime() + patience.toNanos();
        while (inProgress > 0) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return;
            }
            try {
                wait(Math.max(1, left / 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static void refuse(HttpExchange exchange) throws IOException {
        try (exchange) {
            byte[] body = ErrorBodies.serviceError("The local Lambda endpoint is stopping");
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.getResponseHeaders().set("x-amzn-ErrorType", "ServiceException");
            exchange.sendResponseHeaders(503, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }
}
