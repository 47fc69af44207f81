package dev.tzaar.api;

import java.util.Locale;
import java.util.Optional;

/**
 * Where a challenge's game is played: in its channel ({@link #OFF}), or in a thread of its own, public
 * or private. A challenge's {@code thread:} option and a server's default both say it.
 */
public enum ThreadKind {
    OFF,
    PUBLIC,
    PRIVATE;

    /** The name in options and in the store: lower case, like {@code private}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** True when an option's value asks for a thread of its own (public or private). */
    public static boolean asksForAThread(String value) {
        return parse(value).filter(kind -> kind != OFF).isPresent();
    }

    /**
     * The kind an option's value names: {@code off}, {@code public}, {@code private}, and {@code true}
     * and {@code false}, which a client whose cached command still has the boolean {@code thread:} sends
     * ({@code true} was a public thread). Empty for anything else.
     */
    public static Optional<ThreadKind> parse(String value) {
        String text = value.strip().toLowerCase(Locale.ROOT);
        return switch (text) {
            case "true" -> Optional.of(PUBLIC);
            case "false" -> Optional.of(OFF);
            default -> {
                for (ThreadKind kind : values()) {
                    if (kind.wireName().equals(text)) {
                        yield Optional.of(kind);
                    }
                }
                yield Optional.empty();
            }
        };
    }
}
