package dev.tzaar.infra.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.console.Console;
import dev.tzaar.bot.console.ConsoleSweep;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.lambda.puzzles.ShippedPuzzles;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The daily puzzle in {@code ./tzaar console} (issue 29), typed as a person at a terminal types it: {@code
 * /tzaar settings daily:here} names the console's channel (its users manage its one server); the console's
 * sweep ({@link ConsoleSweep}, which {@code ./tzaar console} and {@code ./tzaar local --console} run every
 * minute), on the next day of the function's clock, posts the puzzle of the day in the channel once, with its
 * picture and its Solve it button; Solve it opens the puzzle privately, and its solve prints the post's new count
 * of solvers. In French too, on the day after. The real console on the real function.
 */
@Tag("end-to-end")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DailyPuzzleThroughTheConsoleTest {
    private static final DailyPuzzleEndToEndTest.MovableClock clock = new DailyPuzzleEndToEndTest.MovableClock(
            Instant.now());
    @RegisterExtension
    static final LocalStack stack = LocalStack.functionAndDiscord().onClock(clock);
    private static final Pattern PUZZLE_ID = Pattern.compile("`(pz[0-9a-f]{10})`");

    @TempDir
    Path files;

    @Test
    @Order(1)
    void theConsolesChannelNamedInTheSettingsGetsThePuzzleOfTheDayOnceAndASolvePrintsItsCount() throws Exception {
        Typed typed = new Typed(null);
        typed.lines("alice: /tzaar settings daily:here");
        assertTrue(typed.out().contains("Done: from now on, the daily puzzle is posted in this channel every day"),
                typed.out());

        nextDay();
        assertEquals(1, typed.sweep.sweep(), "the day's puzzle, posted once: " + typed.out());
        assertEquals(0, typed.sweep.sweep(), "a second sweep posts nothing");
        String post = typed.out();
        assertTrue(post.contains("🧩 Puzzle of the day, "), post);
        assertTrue(post.contains("Press Solve it to try it, privately.") && post.contains("Nobody has solved it here "
                + "yet."), post);
        assertTrue(post.contains("[Solve it]"), "its button: " + post);
        assertPictureSaved();

        Puzzle puzzle = typed.puzzleShown();
        List<String> solving = new ArrayList<>(List.of("bob: press Solve it"));
        solving.addAll(solution(puzzle, "bob", "Pass"));
        typed.lines(solving.toArray(String[]::new));
        String out = typed.out();
        assertTrue(out.contains("(only bob sees this)"), "the panel is bob's alone: " + out);
        assertTrue(out.contains("Solved!"), out);
        assertTrue(out.contains("The post of the puzzle of the day now says: Solved here by one member so far."), out);
        assertTrue(!out.contains("failed") && !out.contains("button is showing"), out);
    }

    @Test
    @Order(2)
    void aFrenchConsoleGetsItsPuzzleOfTheDayInFrench() throws Exception {
        Typed typed = new Typed("fr");
        // Named again in French, the channel's language now: the post speaks it from the next day on.
        typed.lines("alice: /tzaar réglages problème-du-jour:off", "alice: /tzaar réglages problème-du-jour:here");
        assertTrue(typed.out().contains("C’est fait : désormais, le problème du jour est publié chaque jour dans ce "
                + "salon"), typed.out());
        nextDay();

        assertEquals(1, typed.sweep.sweep(), typed.out());
        String out = typed.out();
        assertTrue(out.contains("🧩 Problème du jour, ") && out.contains("Personne ne l’a encore résolu ici."), out);
        assertTrue(out.contains("[Le résoudre]"), out);
        assertTrue(!out.contains("Puzzle of the day") && !out.contains("Solve it"), "no English left: " + out);
    }

    /** The function's clock a few minutes into its next day: the day's puzzle is due. */
    private static void nextDay() {
        clock.set(LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC).plusDays(1).atStartOfDay(ZoneOffset.UTC)
                .toInstant().plus(Duration.ofMinutes(5)));
    }

    private void assertPictureSaved() throws Exception {
        try (Stream<Path> saved = Files.list(files)) {
            assertTrue(saved.anyMatch(file -> file.toString().endsWith(".png")), "the post's picture is saved in "
                    + files);
        }
    }

    /** One console, the lines typed into it so far and what it printed, and its sweep posting in its channel. */
    private final class Typed {
        private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
        private final Console console;
        private final ConsoleSweep sweep;

        Typed(String locale) {
            console = new Console(stack.function().newRelay(), files, new PrintStream(printed, true,
                    StandardCharsets.UTF_8), System::currentTimeMillis, locale);
            sweep = new ConsoleSweep(stack.function().newRelay(), console::shownInTheChannel);
        }

        void lines(String... lines) throws Exception {
            int unreadable = console.run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")), true,
                    "");
            assertEquals(0, unreadable, out());
        }

        String out() {
            return printed.toString(StandardCharsets.UTF_8);
        }

        /** The puzzle the last post names, as a person reads it off the picture. */
        Puzzle puzzleShown() {
            Matcher id = PUZZLE_ID.matcher(out());
            String last = null;
            while (id.find()) {
                last = id.group(1);
            }
            assertTrue(last != null, "a puzzle's id: " + out());
            return ShippedPuzzles.byId(last).orElseThrow();
        }
    }

    /** The solver's turns of the puzzle's main line, as {@code choose} and {@code press} lines. */
    private static List<String> solution(Puzzle puzzle, String who, String pass) {
        List<String> lines = new ArrayList<>();
        for (int turn = 0; turn < puzzle.mainLine().size(); turn += 2) {
            for (Action action : puzzle.mainLine().get(turn)) {
                if (action instanceof Action.Capture capture) {
                    lines.add(who + ": choose " + capture.from());
                    lines.add(who + ": press " + capture.to());
                } else if (action instanceof Action.Stack stack) {
                    lines.add(who + ": choose " + stack.from());
                    lines.add(who + ": press " + stack.to());
                } else {
                    lines.add(who + ": press " + pass);
                }
            }
        }
        return lines;
    }
}
