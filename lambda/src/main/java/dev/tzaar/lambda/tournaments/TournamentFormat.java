package dev.tzaar.lambda.tournaments;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** How a tournament pairs its rounds: FIDE's Dutch Swiss, or the Berger tables once or twice over. */
public enum TournamentFormat {
    SWISS("swiss"), ROUND_ROBIN("round-robin"), DOUBLE_ROUND_ROBIN("double-round-robin");

    private final String wireName;

    TournamentFormat(String wireName) {
        this.wireName = wireName;
    }

    /** The name kept in the store and given as the command's choice. */
    public String wireName() {
        return wireName;
    }

    public boolean roundRobin() {
        return this != SWISS;
    }

    public static Optional<TournamentFormat> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String wanted = text.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(format -> format.wireName.equals(wanted)).findFirst();
    }
}
