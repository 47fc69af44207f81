package dev.tzaar.bot;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What {@code maker} makes, made on the first {@link #get()} and kept: the bot's one way of putting off
 * what a cold start should not pay for (the JDK's HTTP client, the AWS SDK's client, the bot token's
 * secret) until something needs it. Safe across threads: made once however many ask at the same time.
 * A making that throws leaves nothing kept, so the next {@code get()} tries again (a secret that could
 * not be read is read again next time).
 */
public final class FirstUse<T> implements Supplier<T> {
    private final Supplier<? extends T> maker;
    private volatile T made;

    private FirstUse(Supplier<? extends T> maker) {
        this.maker = Objects.requireNonNull(maker, "maker");
    }

    /** What {@code maker} makes, when it is first asked for; {@code maker} must not make null. */
    public static <T> FirstUse<T> of(Supplier<? extends T> maker) {
        return new FirstUse<>(maker);
    }

    /** The thing, made now if it was not yet. */
    @Override
    public T get() {
        T thing = made;
        if (thing == null) {
            synchronized (this) {
                thing = made;
                if (thing == null) {
                    thing = Objects.requireNonNull(maker.get(), "made nothing");
                    made = thing;
                }
            }
        }
        return thing;
    }

    /** The thing if it has been made, without making it (to close only what was opened). */
    public Optional<T> ifMade() {
        return Optional.ofNullable(made);
    }
}
