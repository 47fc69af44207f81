package dev.tzaar.engine;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * A value, or the reason it could not be had, worded for the player who asked. The engine answers
 * every request that a person can get wrong (parsing, playing an action) with one of these rather
 * than with an exception.
 */
public sealed interface Checked<T> {

    static <T> Checked<T> ok(T value) {
        return new Ok<>(Objects.requireNonNull(value));
    }

    static <T> Checked<T> refused(String reason) {
        return new Refused<>(Objects.requireNonNull(reason));
    }

    /** Refused with the English {@code reason} and its stable kind, for callers that word it themselves. */
    static <T> Checked<T> refused(String reason, Refusal refusal) {
        return new Refused<>(Objects.requireNonNull(reason), Objects.requireNonNull(refusal));
    }

    boolean isOk();

    /** The value; only when {@link #isOk()}. */
    T value();

    /** Why it was refused, in English; only when not {@link #isOk()}. */
    String reason();

    /**
     * Why it was refused as a stable kind and details ({@link Refusal}), when the engine gives one:
     * what a caller words in another language. Only when not {@link #isOk()}.
     */
    Optional<Refusal> refusal();

    /** The same refusal (reason and kind) for a value of another type; only when not {@link #isOk()}. */
    default <U> Checked<U> refusedAs() {
        return new Refused<>(reason(), refusal().orElse(null));
    }

    default <U> Checked<U> map(Function<? super T, ? extends U> f) {
        return isOk() ? ok(f.apply(value())) : refusedAs();
    }

    default <U> Checked<U> flatMap(Function<? super T, Checked<U>> f) {
        return isOk() ? f.apply(value()) : refusedAs();
    }

    /** The value, or an IllegalArgumentException carrying the reason: for input known to be right. */
    default T orElseThrow() {
        if (!isOk()) {
            throw new IllegalArgumentException(reason());
        }
        return value();
    }

    record Ok<T>(T value) implements Checked<T> {
        @Override
        public boolean isOk() {
            return true;
        }

        @Override
        public String reason() {
            throw new IllegalStateException("accepted, there is no reason");
        }

        @Override
        public Optional<Refusal> refusal() {
            throw new IllegalStateException("accepted, there is no refusal");
        }
    }

    /** @param kind the reason's stable kind, or null when the engine gives none */
    record Refused<T>(String reason, Refusal kind) implements Checked<T> {
        public Refused(String reason) {
            this(reason, null);
        }

        @Override
        public Optional<Refusal> refusal() {
            return Optional.ofNullable(kind);
        }

        @Override
        public boolean isOk() {
            return false;
        }

        @Override
        public T value() {
            throw new IllegalStateException("refused: " + reason);
        }
    }
}
