package dev.tzaar.engine.ai;

import dev.tzaar.engine.Checked;
import java.util.Locale;

/**
 * How strongly the AI plays. Easy sees one turn ahead and only what each type has left, and blurs
 * its judgement with noise: it takes what is offered, and a beginner who sets a trap catches it.
 * Medium sees two turns with the full evaluation and a little noise. Hard searches as deep as its
 * time allows.
 */
public enum Level {
    EASY(new MaterialEvaluation(), 1, 60, 16),
    MEDIUM(null, 2, 15, 18),
    HARD(null, 60, 2, 20);

    private final Evaluation fixedEvaluation;
    private final int maxTurns;
    private final int noise;
    private final int tableBits;

    Level(Evaluation fixedEvaluation, int maxTurns, int noise, int tableBits) {
        this.fixedEvaluation = fixedEvaluation;
        this.maxTurns = maxTurns;
        this.noise = noise;
        this.tableBits = tableBits;
    }

    /** The level's evaluation: a new one where it keeps scratch state. */
    Evaluation evaluation() {
        return fixedEvaluation != null ? fixedEvaluation : new TzaarEvaluation();
    }

    int maxTurns() {
        return maxTurns;
    }

    /** The most a position's score is blurred, in hundredths of a piece. */
    int noise() {
        return noise;
    }

    int tableBits() {
        return tableBits;
    }

    /** The level's name in lower case: easy, medium, hard. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads easy, medium or hard, in any case. */
    public static Checked<Level> parse(String text) {
        for (Level level : values()) {
            if (level.label().equals(text.strip().toLowerCase(Locale.ROOT))) {
                return Checked.ok(level);
            }
        }
        return Checked.refused("\"" + text.strip() + "\" is not a level: write easy, medium or hard.");
    }
}
