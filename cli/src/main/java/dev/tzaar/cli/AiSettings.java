package dev.tzaar.cli;

import dev.tzaar.engine.Checked;
import dev.tzaar.engine.ai.Ai;

/** The values ./tzaar ai and ./tzaar match read alike: a time budget and a seed. */
final class AiSettings {
    /** Ten minutes: a budget beyond that is a typo, not a wish. */
    static final long MAX_MILLIS = 600_000;

    private AiSettings() {
    }

    static Checked<Long> millis(String text) {
        if (!text.matches("[0-9]{1,9}")) {
            return Checked.refused("--ms takes a whole number of milliseconds per turn, like " + Ai.DEFAULT_BUDGET_MILLIS
                    + ", not \"" + text + "\".");
        }
        long millis = Long.parseLong(text);
        if (millis < 1 || millis > MAX_MILLIS) {
            return Checked.refused("--ms is from 1 to " + MAX_MILLIS + " milliseconds per turn, not " + millis + ".");
        }
        return Checked.ok(millis);
    }

    static Checked<Long> seed(String text) {
        try {
            return Checked.ok(Long.parseLong(text));
        } catch (NumberFormatException e) {
            return Checked.refused("--seed takes a whole number, not \"" + text + "\".");
        }
    }
}
