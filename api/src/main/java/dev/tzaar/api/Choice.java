package dev.tzaar.api;

import java.util.Objects;

/** One autocomplete choice: what the user sees, and the value the option then takes. */
public record Choice(String name, String value) {
    /** Discord allows at most this many choices, each name and value at most 100 characters. */
    public static final int MAX_CHOICES = 25;
    public static final int MAX_LENGTH = 100;

    public Choice {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
        if (name.isEmpty() || name.length() > MAX_LENGTH || value.isEmpty() || value.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("a choice's name and value have 1 to 100 characters");
        }
    }
}
