package dev.tzaar.infra.local;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One handler per worker thread, made on the thread's first invocation. Lambda runs each concurrent
 * invocation in an execution environment of its own, and an environment handles one invocation at a
 * time; a worker thread here plays one environment, so a handler written for Lambda (which need not
 * be thread-safe) behaves here as it does there, cold start included.
 */
final class ExecutionEnvironments implements AutoCloseable {
    private final Supplier<? extends RequestStreamHandler> factory;
    private final ThreadLocal<RequestStreamHandler> perThread = new ThreadLocal<>();
    private final Set<RequestStreamHandler> made = Collections.synchronizedSet(
            Collections.newSetFromMap(new IdentityHashMap<>()));

    ExecutionEnvironments(Supplier<? extends RequestStreamHandler> factory) {
        this.factory = factory;
    }

    /**
     * This thread's handler. When making it fails, nothing is kept and the next invocation tries
     * again, as Lambda starts a fresh environment after a failed init.
     */
    RequestStreamHandler current() {
        RequestStreamHandler handler = perThread.get();
        if (handler == null) {
            handler = factory.get();
            if (handler == null) {
                throw new IllegalStateException("the handler factory returned null");
            }
            perThread.set(handler);
            made.add(handler);
        }
        return handler;
    }

    /** Closes the handlers that are {@link AutoCloseable} (each once, even if shared), ignoring failures. */
    @Override
    public void close() {
        RequestStreamHandler[] handlers;
        synchronized (made) {
            handlers = made.toArray(new RequestStreamHandler[0]);
            made.clear();
        }
        for (RequestStreamHandler handler : handlers) {
            if (handler instanceof AutoCloseable) {
                try {
                    ((AutoCloseable) handler).close();
                } catch (Exception e) {
                    // Stopping goes on: a handler that cannot close has nothing left to lose.
                }
            }
        }
    }
}
