package dev.tzaar.engine.reference;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects every disagreement of a comparison, so that one run shows them all; each message names
 * the position in notation and what differs, enough to reproduce it.
 */
final class Disagreements {
    private static final int SHOWN = 30;

    private final List<String> shown = new ArrayList<>();
    private int count;
    private int compared;

    void compared() {
        compared++;
    }

    int comparedCount() {
        return compared;
    }

    void add(String position, String detail) {
        count++;
        if (shown.size() < SHOWN) {
            shown.add("position \"" + position + "\": " + detail);
        }
    }

    void check(boolean agree, String position, String detail) {
        if (!agree) {
            add(position, detail);
        }
    }

    void assertNone(String what) {
        if (count > 0) {
            fail(count + " disagreement(s) between the engine and the reference on " + what
                    + " (out of " + compared + " compared); the first " + shown.size() + ":\n  "
                    + String.join("\n  ", shown));
        }
    }
}
