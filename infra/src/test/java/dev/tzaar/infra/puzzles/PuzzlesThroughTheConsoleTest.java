package dev.tzaar.infra.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.console.Console;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleProver;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.lambda.puzzles.ShippedPuzzles;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code /tzaar puzzle} in {@code ./tzaar console}, typed as a person at a terminal types it: the slash
 * command, then for each of the solver's actions {@code choose <piece>} and {@code press <target>} (or
 * {@code press Pass}); the typist reads the puzzle's id off the panel before typing its answer, as a
 * person reads the picture. One puzzle solved, Next puzzle, one missed, Try again; the real console on
 * the real function.
 */
@Tag("end-to-end")
class PuzzlesThroughTheConsoleTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.functionAndDiscord();

    private static final Pattern PUZZLE_ID = Pattern.compile("`(pz[0-9a-f]{10})`");

    @TempDir
    Path files;

    @Test
    void aPuzzleTypedToSolvedThenOneMissedAndTriedAgain() throws Exception {
        Words english = new Words("/tzaar puzzle", "Pass", "Next puzzle", "Try again");
        Typist typist = new Typist(null, "pia", english);

        typist.type();

        String out = typist.printed();
        assertEquals(0, typist.unreadable, out);
        assertTrue(out.contains("Your puzzle rating: 1500 · "), out);
        assertTrue(out.contains("Solved! ") && out.contains("· streak 1, best 1."), out);
        assertTrue(out.contains("Not the win. You played ") && out.contains("· streak 0, best 1."), out);
        assertNotEquals(typist.solved(), typist.afterNext(), "Next puzzle sets another");
        assertEquals(typist.afterNext(), typist.afterTryAgain(), "Try again sets the same one");
        assertTrue(!out.contains("No menu offers") && !out.contains("button is showing") && !out.contains("failed"), out);
    }

    @Test
    void aFrenchConsoleSolvesAndMissesWithTheFrenchWords() throws Exception {
        Words french = new Words("/tzaar problème", "Passer", "Problème suivant", "Réessayer");
        Typist typist = new Typist("fr", "paule", french);

        typist.type();

        String out = typist.printed();
        assertEquals(0, typist.unreadable, out);
        assertTrue(out.contains("Résolu ! "), out);
        assertTrue(out.contains("Ce n’est pas le gain. Vous avez joué "), out);
        assertEquals(typist.afterNext(), typist.afterTryAgain(), "Réessayer sets the same one");
        assertTrue(!out.contains("Solved!") && !out.contains("Not the win") && !out.contains("Next puzzle"),
                "no English left: " + out);
    }

    private record Words(String slash, String pass, String next, String again) {
    }

    /**
     * Types the lines of one sitting, each batch made from what the console printed so far: the
     * slash command, the solution of the puzzle shown, Next puzzle, a miss of the one shown then, Try again.
     */
    private final class Typist {
        private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
        private final Console console;
        private final String who;
        private final Iterator<Function<Puzzle, List<String>>> batches;
        private final Deque<String> queued = new ArrayDeque<>();
        private final List<Puzzle> puzzles = new ArrayList<>();
        private int read;
        private int unreadable;

        Typist(String locale, String who, Words words) {
            this.console = new Console(stack.function().newRelay(), files,
                    new PrintStream(printed, true, StandardCharsets.UTF_8), System::currentTimeMillis, locale);
            this.who = who;
            this.batches = List.<Function<Puzzle, List<String>>>of(
                    shown -> List.of(words.slash()),
                    shown -> turns(mainLineOfTheSolver(shown), words),
                    shown -> List.of("press " + words.next()),
                    shown -> turns(List.of(aMiss(shown)), words),
                    shown -> List.of("press " + words.again()),
                    shown -> List.of()).iterator();
        }

        void type() throws Exception {
            unreadable = console.run(prompt -> next(), true, "");
        }

        /** The puzzles shown before each batch after the slash command's: solved, solved, next, missed, again. */
        Puzzle solved() {
            return puzzles.get(0);
        }

        Puzzle afterNext() {
            return puzzles.get(2);
        }

        Puzzle afterTryAgain() {
            return puzzles.get(4);
        }

        String printed() {
            return printed.toString(StandardCharsets.UTF_8);
        }

        private String next() {
            while (queued.isEmpty()) {
                if (!batches.hasNext()) {
                    return null;
                }
                Puzzle shown = newlyShown();
                List<String> batch = batches.next().apply(shown);
                if (batch.isEmpty()) {
                    return null;
                }
                batch.forEach(line -> queued.add(who + ": " + line));
            }
            return queued.poll();
        }

        /**
         * The puzzle shown now: the last one named by what was printed since the last look, else the
         * one before; kept in {@link #puzzles}, one a batch typed.
         */
        private Puzzle newlyShown() {
            String out = printed();
            Matcher id = PUZZLE_ID.matcher(out.substring(read));
            read = out.length();
            String last = null;
            while (id.find()) {
                last = id.group(1);
            }
            if (last != null) {
                puzzles.add(ShippedPuzzles.byId(last).orElseThrow());
            } else if (!puzzles.isEmpty()) {
                puzzles.add(puzzles.get(puzzles.size() - 1));
            }
            return puzzles.isEmpty() ? null : puzzles.get(puzzles.size() - 1);
        }
    }

    private static List<List<Action>> mainLineOfTheSolver(Puzzle puzzle) {
        List<List<Action>> turns = new ArrayList<>();
        for (int turn = 0; turn < puzzle.mainLine().size(); turn += 2) {
            turns.add(puzzle.mainLine().get(turn));
        }
        return turns;
    }

    private static List<Action> aMiss(Puzzle puzzle) {
        return PuzzleProver.turns(puzzle.position()).stream().filter(turn -> !puzzle.isSolvedBy(turn)).findFirst()
                .orElseThrow();
    }

    private static List<String> turns(List<List<Action>> turns, Words words) {
        List<String> lines = new ArrayList<>();
        for (List<Action> turn : turns) {
            for (Action action : turn) {
                if (action instanceof Action.Capture capture) {
                    lines.add("choose " + capture.from());
                    lines.add("press " + capture.to());
                } else if (action instanceof Action.Stack stack) {
                    lines.add("choose " + stack.from());
                    lines.add("press " + stack.to());
                } else {
                    lines.add("press " + words.pass());
                }
            }
        }
        return lines;
    }
}
