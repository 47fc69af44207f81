package dev.tzaar.bench.puzzle;

import dev.tzaar.bench.Benchmark;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleGenerator;
import dev.tzaar.engine.puzzle.PuzzleListing;
import dev.tzaar.engine.puzzle.PuzzleProver;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The puzzles (docs/puzzles.md): a fresh search confirms that every shipped puzzle has its one
 * solution, timed and counted per puzzle; and the set is made again from its seeds (all of it, or
 * the first games with --quick), with the generation's figures and a check that it is byte-identical.
 */
public final class PuzzleBenchmark implements Benchmark {
    private static final String RESOURCE = "/dev/tzaar/engine/puzzle/puzzles.tsv";
    private static final int QUICK_GAMES = 3;

    @Override
    public String name() {
        return "puzzles";
    }

    @Override
    public String summary() {
        return "every shipped puzzle's uniqueness searched afresh; the set made again from its seeds";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        String shipped = shippedText();
        List<Puzzle> puzzles = PuzzleListing.parseAll(shipped).orElseThrow();
        confirmAll(out, puzzles);
        PuzzleGenerator.Settings settings = PuzzleGenerator.Settings.SHIPPED;
        if (quick) {
            settings = new PuzzleGenerator.Settings(settings.firstSeed(), QUICK_GAMES, settings.wanted(), settings.maxTurns(),
                    settings.actionLimit());
        }
        PuzzleGenerator.Generated made = new PuzzleGenerator(settings, System::nanoTime).generate();
        String text = PuzzleListing.format(made.puzzles());
        boolean same = quick ? shipped.startsWith(text) : shipped.equals(text);
        out.printf("generation (%s): %d games, %d candidates examined, %d puzzles kept in %.1f s (%s)%n",
                quick ? "the first " + QUICK_GAMES + " games" : "the whole set", made.games(), made.candidates(),
                made.puzzles().size(), made.nanos() / 1e9, same ? "byte-identical to the shipped set"
                        : "DIFFERENT from the shipped set");
        long[] actions = made.proofs().stream().mapToLong(PuzzleGenerator.Proof::actions).toArray();
        long[] nanos = made.proofs().stream().mapToLong(PuzzleGenerator.Proof::nanos).toArray();
        if (actions.length > 0) {
            out.printf("  per kept puzzle, its proof while generating: %s actions, %s ms%n", medianAndMax(actions, 1),
                    medianAndMax(nanos, 1e6));
        }
    }

    /** Searches each puzzle from its position alone, as if it were a new candidate. */
    private static void confirmAll(PrintStream out, List<Puzzle> puzzles) {
        long[] actions = new long[puzzles.size()];
        long[] nanos = new long[puzzles.size()];
        int confirmed = 0;
        long start = System.nanoTime();
        for (int i = 0; i < puzzles.size(); i++) {
            Puzzle puzzle = puzzles.get(i);
            PuzzleProver prover = new PuzzleProver(PuzzleProver.UNLIMITED);
            long began = System.nanoTime();
            Optional<PuzzleProver.Solution> fresh = prover.solve(puzzle.position(), puzzle.turns());
            nanos[i] = System.nanoTime() - began;
            actions[i] = prover.actionsPlayed();
            if (fresh.isPresent() && fresh.get().turns() == puzzle.turns() && puzzle.isSolvedBy(fresh.get().firstTurn())) {
                confirmed++;
            } else {
                out.println("  NOT CONFIRMED: " + puzzle.id());
            }
        }
        out.printf("uniqueness searched afresh: %d of %d shipped puzzles confirmed in %.1f s%n", confirmed, puzzles.size(),
                (System.nanoTime() - start) / 1e9);
        if (puzzles.size() > 0) {
            out.printf("  per puzzle: %s actions played, %s ms%n", medianAndMax(actions, 1), medianAndMax(nanos, 1e6));
        }
    }

    private static String medianAndMax(long[] values, double unit) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return String.format(java.util.Locale.ROOT, "median %,.1f, max %,.1f", sorted[sorted.length / 2] / unit,
                sorted[sorted.length - 1] / unit);
    }

    private static String shippedText() {
        try (InputStream in = PuzzleGenerator.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the engine's jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
