package dev.tzaar.lambda.game;

import java.util.Locale;
import java.util.Optional;

/** The colour a challenger asks for: White, Black, or decided by lot when the challenge is accepted. */
public enum ColourChoice {
    RANDOM,
    WHITE,
    BLACK;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<ColourChoice> parse(String text) {
        for (ColourChoice choice : values()) {
            if (choice.wireName().equalsIgnoreCase(text.strip())) {
                return Optional.of(choice);
            }
        }
        return Optional.empty();
    }
}
