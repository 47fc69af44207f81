package dev.tzaar.engine;

import java.util.Objects;
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

    boolean isOk();

    /** The value; only when {@link #isOk()}. */
    T value();

    /** Why it was refused; only when not {@link #isOk()}. */
    String reason();

    default <U> Checked<U> map(Function<? super T, ? extends U> f) {
        return isOk() ? ok(f.apply(value())) : refused(reason());
    }

    default <U> Checked<U> flatMap(Function<? super T, Checked<U>> f) {
        return isOk() ? f.apply(value()) : refused(reason());
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
    }

    record Refused<T>(String reason) implements Checked<T> {
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
