package dev.tzaar.lambda.tournaments;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Where a tournament is: taking sign-ups, playing its rounds, over, or called off before its end. */
public enum TournamentState {
    SIGNUP, RUNNING, FINISHED, CANCELLED;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether nothing more can happen to it. */
    public boolean over() {
        return this == FINISHED || this == CANCELLED;
    }

    public static Optional<TournamentState> parse(String text) {
        return Arrays.stream(values()).filter(state -> state.wireName().equals(text)).findFirst();
    }
}
