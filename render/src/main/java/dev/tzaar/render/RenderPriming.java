package dev.tzaar.render;

import java.util.Locale;

/**
 * What a fresh JVM draws before it serves anyone, so that no player's picture is drawn by cold code: the game
 * function runs it before its SnapStart snapshot ({@code Priming}), whose memory, the JIT's compiled code
 * with it, every restored instance then starts from. The sample boards load the fonts, Java2D, the palette
 * and the PNG encoder; replays of a sample game warm what only a replay runs (the frames' difference, the
 * shared palette, the GIF's LZW), which the boards alone leave cold: a 40-turn replay took 3.4 s of CPU in a
 * JVM that had drawn only boards, 0.64 s warm (docs/measurements.md). Pure drawing: nothing is kept, nothing
 * read but the classpath's fonts.
 */
public final class RenderPriming {
    /**
     * How many replays are drawn, and of how many turns: one 40-turn replay runs the replay's loops enough for
     * the JIT to compile them, at about a second of the snapshot's making; a second one bought nothing more
     * (measured by {@code ./tzaar bench replay}, docs/measurements.md).
     */
    public static final int REPLAYS = 1;
    public static final int REPLAY_TURNS = 40;
    /** Not the game the benchmark measures ({@code sampleGame(1, 40)}), so that its first replay is a new game. */
    private static final long SAMPLE_SEED = 500;

    private RenderPriming() {
    }

    /** The sample boards, then {@link #REPLAYS} replays of a {@link #REPLAY_TURNS}-turn sample game. */
    public static void prime() {
        prime(REPLAYS, REPLAY_TURNS);
    }

    /** The sample boards, then {@code replays} replays of a sample game of {@code turns} turns (none for 0). */
    public static void prime(int replays, int turns) {
        BoardRenderer boards = new BoardRenderer();
        for (RenderRequest sample : SampleBoards.all().values()) {
            boards.render(sample);
        }
        if (replays > 0) {
            var game = SampleBoards.sampleGame(SAMPLE_SEED, turns);
            ReplayRenderer renderer = new ReplayRenderer();
            for (int i = 0; i < replays; i++) {
                renderer.render(game, SampleBoards.players(), Locale.ENGLISH);
            }
        }
    }
}
