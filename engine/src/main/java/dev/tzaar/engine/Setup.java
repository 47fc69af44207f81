package dev.tzaar.engine;

import java.util.Locale;
import java.util.Objects;

/**
 * How the pieces first stand. Written as {@code fixed}, {@code tournament} or {@code random <seed>}.
 */
public final class Setup {
    public enum Kind {
        /** The rulebook's fixed position (Diagram 4). */
        FIXED,
        /** A uniform shuffle of the 60 pieces over the 60 cells, reproducible from a seed. */
        RANDOM,
        /** An empty board: the players place their pieces one at a time, White first. */
        TOURNAMENT
    }

    private static final Position EMPTY_FOR_PLACING =
            Position.of("-----/------/-------/--------/--------/--------/-------/------/----- w p");

    private final Kind kind;
    private final long seed;

    private Setup(Kind kind, long seed) {
        this.kind = Objects.requireNonNull(kind);
        this.seed = seed;
    }

    public static Setup fixed() {
        return new Setup(Kind.FIXED, 0);
    }

    public static Setup random(long seed) {
        return new Setup(Kind.RANDOM, seed);
    }

    public static Setup tournament() {
        return new Setup(Kind.TOURNAMENT, 0);
    }

    /** Reads {@code fixed}, {@code tournament} or {@code random <seed>}, in any case. */
    public static Checked<Setup> parse(String text) {
        String[] words = text.strip().toLowerCase(Locale.ROOT).split("\\s+");
        switch (words[0]) {
            case "fixed":
                return words.length == 1 ? Checked.ok(fixed()) : Checked.refused("The fixed setup takes no seed.");
            case "tournament":
                return words.length == 1 ? Checked.ok(tournament())
                        : Checked.refused("The tournament setup takes no seed.");
            case "random":
                if (words.length != 2) {
                    return Checked.refused("A random setup needs its seed, like \"random 42\".");
                }
                try {
                    return Checked.ok(random(Long.parseLong(words[1])));
                } catch (NumberFormatException e) {
                    return Checked.refused("The seed \"" + words[1] + "\" is not a whole number.");
                }
            default:
                return Checked.refused("\"" + text.strip() + "\" is not a setup: write fixed, random <seed> or tournament.");
        }
    }

    public Kind kind() {
        return kind;
    }

    /** The seed of a random setup; 0 for the others. */
    public long seed() {
        return seed;
    }

    /** The position the game starts from. */
    public Position position() {
        return switch (kind) {
            case FIXED -> Position.START;
            case TOURNAMENT -> EMPTY_FOR_PLACING;
            case RANDOM -> shuffled(seed);
        };
    }

    /** A Fisher-Yates shuffle driven by {@link SplitMix64}: a seed gives the same board forever. */
    private static Position shuffled(long seed) {
        int[] pieces = new int[Geometry.CELLS];
        int n = 0;
        for (int side = 0; side < 2; side++) {
            for (PieceType type : PieceType.values()) {
                for (int i = 0; i < type.perSide(); i++) {
                    pieces[n++] = side * 3 + type.ordinal();
                }
            }
        }
        SplitMix64 random = new SplitMix64(seed);
        for (int i = pieces.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = pieces[i];
            pieces[i] = pieces[j];
            pieces[j] = swap;
        }
        Board board = new Board();
        for (int cell = 0; cell < Geometry.CELLS; cell++) {
            board.put(cell, pieces[cell] / 3, pieces[cell] % 3, 1);
        }
        board.side = Board.WHITE;
        board.step = Board.STEP_FIRST;
        return Position.own(board);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Setup s && s.kind == kind && s.seed == seed;
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + Long.hashCode(seed);
    }

    @Override
    public String toString() {
        return kind == Kind.RANDOM ? "random " + seed : kind.name().toLowerCase(Locale.ROOT);
    }
}
