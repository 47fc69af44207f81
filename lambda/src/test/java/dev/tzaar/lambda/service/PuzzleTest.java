package dev.tzaar.lambda.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.Command;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleProver;
import dev.tzaar.engine.puzzle.PuzzleTheme;
import dev.tzaar.engine.puzzle.TurnText;
import dev.tzaar.lambda.puzzles.PuzzleRecord;
import dev.tzaar.lambda.puzzles.ShippedPuzzles;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar puzzle}: a proven puzzle near the player's puzzle rating, played privately by taps on
 * the lessons' panel. Solved raises the player's puzzle rating and lowers the puzzle's, and the streak
 * grows; a turn that lets the win go shows the defender's refutation, lowers the rating and ends the
 * streak; a try counts once, however often its last press arrives.
 */
class PuzzleTest {
    private static final AtomicLong SOLVERS = new AtomicLong(100_000_000_000_291_000L);
    private static final Pattern PUZZLE_ID = Pattern.compile("`(pz[0-9a-f]{10})`");

    private final Table table = new Table(291);
    /** A new solver for each test: their puzzle record is kept in the table all tests share. */
    private final Player ann = new Player(String.valueOf(SOLVERS.incrementAndGet()), "Ann", false);
    private String locale;
    private String guild = table.guild;

    @Test
    void aPuzzleOpensPrivatelyWithItsTaskInWordsAndThePlayersStanding() {
        GameReply panel = open();
        Puzzle puzzle = shown(panel);

        assertTrue(panel.ephemeral());
        String side = puzzle.position().sideToMove() == dev.tzaar.engine.Side.WHITE ? "White" : "Black";
        long puzzleRating = Math.round(table.store.puzzleStanding(puzzle).rating().rating());
        assertTrue(panel.text().startsWith("Your puzzle rating: 1500 · this puzzle: " + puzzleRating + " · streak: 0\n"
                + "**Puzzle** `" + puzzle.id() + "`: " + side + " to play and win in "
                + (puzzle.turns() == 1 ? "one turn." : puzzle.turns() + " turns.")), panel.text());
        assertEquals("exercise " + puzzle.position(), Table.shows(panel));
        assertFalse(panel.menus().isEmpty(), "the pieces to choose from");
    }

    @Test
    void aNewcomerGetsAPuzzleNearTheirRatingAndNotOneTheyJustFinished() {
        Puzzle first = shown(open());
        List<Integer> ratings = ShippedPuzzles.all().stream().map(p -> Math.abs(p.rating() - 1500)).sorted().toList();
        assertTrue(Math.abs(first.rating() - 1500) <= ratings.get(4), "among the five nearest 1500: " + first.rating());

        GameReply solved = solve(open(first));
        Puzzle next = shown(tap(solved, "Next puzzle"));
        assertFalse(next.id().equals(first.id()), "a puzzle just finished is not picked again");
    }

    @Test
    void solvingRaisesThePlayersPuzzleRatingLowersThePuzzlesAndStartsAStreak() {
        Puzzle puzzle = shown(open());
        double puzzleBefore = table.store.puzzleStanding(puzzle).rating().rating();
        GameReply solved = solve(open(puzzle));

        assertTrue(solved.text().startsWith("**Solved!** " + TurnText.format(puzzle.mainLine().get(
                puzzle.mainLine().size() - 1)) + " wins."), solved.text());
        PuzzleRecord record = table.store.puzzleRecord(ann.id());
        assertTrue(record.rating().rating() > 1500, "up: " + record.rating());
        assertEquals(1, record.streak());
        assertEquals(List.of(puzzle.id()), record.recent());
        assertTrue(table.store.puzzleStanding(puzzle).rating().rating() < puzzleBefore, "the puzzle's goes down");
        long rating = Math.round(record.rating().rating());
        assertTrue(solved.text().contains("Puzzle rating " + rating + " (+" + (rating - 1500) + ") · streak 1, best 1."),
                solved.text());
        assertEquals(List.of("Next puzzle", "Try again"), solved.buttons().stream().map(ActionButton::label).toList());
    }

    @Test
    void aWrongTurnShowsTheRefutationLowersTheRatingAndEndsTheStreak() {
        solve(open(shown(open())));
        Puzzle puzzle = shown(open());
        List<Action> wrong = wrongFirstTurn(puzzle);
        double puzzleBefore = table.store.puzzleStanding(puzzle).rating().rating();

        GameReply missed = play(open(puzzle), wrong);

        PuzzleRecord record = table.store.puzzleRecord(ann.id());
        List<Action> refutation = new PuzzleProver(PuzzleProver.UNLIMITED).escape(TurnText.after(puzzle.position(),
                wrong), puzzle.turns() - 1).orElseThrow();
        assertTrue(missed.text().startsWith("**Not the win.** You played " + TurnText.format(wrong) + "; "), missed.text());
        assertTrue(missed.text().contains(" answers " + TurnText.format(refutation) + ", and the win is gone"),
                missed.text());
        assertEquals("exercise " + TurnText.after(TurnText.after(puzzle.position(), wrong), refutation),
                Table.shows(missed), "the refutation drawn");
        assertEquals(0, record.streak());
        assertEquals(1, record.bestStreak());
        assertTrue(missed.text().contains("· streak 0, best 1."), missed.text());
        assertTrue(table.store.puzzleStanding(puzzle).rating().rating() > puzzleBefore, "the puzzle's goes up");
    }

    @Test
    void theSolvingPressSentTwiceCountsOnce() {
        Puzzle puzzle = shown(open());
        GameReply panel = open(puzzle);
        List<Action> solution = puzzle.solution();
        for (Action action : solution.subList(0, solution.size() - 1)) {
            panel = play(panel, action);
        }
        Action last = solution.get(solution.size() - 1);
        ControlId solving = last instanceof Action.Pass ? control(panel, "passed=yes")
                : control(choose(panel, origin(last)), "to=" + target(last));

        assertTrue(press(solving, null).text().startsWith(puzzle.turns() == 1 ? "**Solved!**" : "Right!"));
        GameReply again = press(solving, null);

        if (puzzle.turns() == 1) {
            assertTrue(again.text().contains("a puzzle counts at its first try only"), again.text());
        }
        PuzzleRecord record = table.store.puzzleRecord(ann.id());
        assertEquals(puzzle.turns() == 1 ? 2 : 1, record.version(), "written once when shown, once when solved");
    }

    @Test
    void aPuzzleShownAndLeftIsNotOfferedAgainAtOnceAndLaterItIsNotRated() {
        List<Puzzle> shown = new java.util.ArrayList<>();
        for (int i = 0; i < 6; i++) {
            shown.add(shown(open()));
        }

        assertEquals(6, shown.stream().distinct().count(), "each /tzaar puzzle a new one: " + shown);
        PuzzleRecord record = table.store.puzzleRecord(ann.id());
        assertEquals(6, record.version(), "one write a puzzle shown");
        assertEquals(1500, Math.round(record.rating().rating()), "leaving one rates nothing");
        GameReply solved = solve(open(shown.get(0)));
        assertTrue(solved.text().contains("a puzzle counts at its first try only"), solved.text());
    }

    @Test
    void tryAgainSetsThePuzzleAgainAndItsSolveIsNotRated() {
        Puzzle puzzle = shown(open());
        GameReply missed = play(open(puzzle), wrongFirstTurn(puzzle));
        PuzzleRecord after = table.store.puzzleRecord(ann.id());

        GameReply again = tap(missed, "Try again");
        assertTrue(again.text().startsWith("**Puzzle** `" + puzzle.id() + "`"), again.text());
        GameReply solved = solve(again);

        assertTrue(solved.text().startsWith("**Solved!**"), solved.text());
        assertTrue(solved.text().contains("a puzzle counts at its first try only"), solved.text());
        assertEquals(after, table.store.puzzleRecord(ann.id()), "nothing moved");
    }

    @Test
    void aTwoTurnPuzzleIsAnsweredWithTheDefencesBestReplyBetweenTheSolversTurns() {
        GameReply panel = table.handle(request(Command.PUZZLE, Map.of(Option.THEME, "combination")));
        Puzzle puzzle = shown(panel);
        assertEquals(2, puzzle.turns());
        assertTrue(panel.text().contains(" to play and win in 2 turns."), panel.text());

        GameReply answered = play(panel, puzzle.mainLine().get(0));
        assertTrue(answered.text().startsWith("Right! " + (puzzle.position().sideToMove() == dev.tzaar.engine.Side.WHITE
                ? "Black" : "White") + " answers " + TurnText.format(puzzle.mainLine().get(1)) + ". Now win in one turn."),
                answered.text());
        Position reached = TurnText.after(TurnText.after(puzzle.position(), puzzle.mainLine().get(0)),
                puzzle.mainLine().get(1));
        assertEquals("exercise " + reached, Table.shows(answered));

        GameReply solved = play(answered, puzzle.mainLine().get(2));
        assertTrue(solved.text().startsWith("**Solved!**"), solved.text());
        assertTrue(answered.buttons().stream().noneMatch(b -> b.label().equals("Next puzzle")));
        assertTrue(solved.buttons().get(0).id().contains("theme=combination"), "Next keeps to the theme");
    }

    @Test
    void aThemeIsKeptToAndAnUnknownOneIsAnsweredWithTheThemes() {
        GameReply panel = table.handle(request(Command.PUZZLE, Map.of(Option.THEME, "stacking")));
        assertTrue(shown(panel).themes().contains(PuzzleTheme.STACKING));

        GameReply refused = table.handle(request(Command.PUZZLE, Map.of(Option.THEME, "chess")));
        assertTrue(refused.ephemeral());
        assertTrue(refused.text().startsWith("There is no puzzle theme chess. The themes are `last-of-type`, "), refused.text());
    }

    @Test
    void aForgedOrLeftOverPressChangesNothing() {
        Puzzle puzzle = shown(open());
        PuzzleRecord shown = table.store.puzzleRecord(ann.id());
        GameReply refused = table.handle(request(Command.PUZZLE, Map.of(Option.GAME, puzzle.id(), Option.LINE, "A1xA2",
                Option.PLAYED, "1")));
        assertTrue(refused.text().startsWith("That button is not part of any puzzle now"), refused.text());
        GameReply unknown = table.handle(request(Command.PUZZLE, Map.of(Option.GAME, "pz0000000000", Option.PLAYED, "0")));
        assertTrue(unknown.text().startsWith("That button is not part of any puzzle now"), unknown.text());
        assertEquals(shown, table.store.puzzleRecord(ann.id()), "nothing written after the puzzle was shown");
    }

    @Test
    void aPuzzleIsPlayedInADirectMessageToo() {
        guild = null;
        GameReply solved = solve(open());
        assertTrue(solved.text().startsWith("**Solved!**"), solved.text());
    }

    @Test
    void aFrenchPlayerSolvesAndFailsInFrench() {
        locale = "fr";
        GameReply panel = open();
        Puzzle puzzle = shown(panel);
        assertTrue(panel.text().contains("**Problème** `" + puzzle.id() + "` : "), panel.text());
        assertTrue(panel.text().contains(" joue et gagne en "), panel.text());
        assertTrue(Table.shows(panel).endsWith(" in fr"), Table.shows(panel));
        GameReply solved = solve(panel);
        assertTrue(solved.text().startsWith("**Résolu !**") && solved.text().contains("série 1, record 1"), solved.text());
        GameReply next = tap(solved, "Problème suivant");
        GameReply missed = play(next, wrongFirstTurn(shown(next)));
        assertTrue(missed.text().startsWith("**Ce n’est pas le gain.** Vous avez joué "), missed.text());
        assertEquals(List.of("Problème suivant", "Réessayer"), missed.buttons().stream().map(ActionButton::label).toList());
    }

    // ---- playing by taps ----

    private GameReply open() {
        return table.handle(request(Command.PUZZLE, Map.of()));
    }

    /** The same puzzle again from its start, as Try again sets it (a control with no line). */
    private GameReply open(Puzzle puzzle) {
        return table.handle(request(Command.PUZZLE, Map.of(Option.GAME, puzzle.id(), Option.PLAYED, "0"))).panel();
    }

    private static Puzzle shown(GameReply panel) {
        Matcher id = PUZZLE_ID.matcher(panel.text());
        assertTrue(id.find(), panel.text());
        return ShippedPuzzles.byId(id.group(1)).orElseThrow();
    }

    /** Plays the main line's turns of the solver from the panel of the puzzle's start. */
    private GameReply solve(GameReply panel) {
        Puzzle puzzle = shown(panel);
        GameReply shown = panel;
        for (int turn = 0; turn < puzzle.mainLine().size(); turn += 2) {
            shown = play(shown, puzzle.mainLine().get(turn));
        }
        return shown;
    }

    private GameReply play(GameReply panel, List<Action> turn) {
        GameReply shown = panel;
        for (Action action : turn) {
            shown = play(shown, action);
        }
        return shown;
    }

    private GameReply play(GameReply panel, Action action) {
        if (action instanceof Action.Pass) {
            return press(control(panel, "passed=yes"), null);
        }
        return press(control(choose(panel, origin(action)), "from=" + origin(action) + ":to=" + target(action)), null);
    }

    /** A legal first turn that is not the solution. */
    private static List<Action> wrongFirstTurn(Puzzle puzzle) {
        return PuzzleProver.turns(puzzle.position()).stream().filter(turn -> !puzzle.isSolvedBy(turn)).findFirst()
                .orElseThrow();
    }

    private static String origin(Action action) {
        return action instanceof Action.Capture c ? c.from().toString() : ((Action.Stack) action).from().toString();
    }

    private static String target(Action action) {
        return action instanceof Action.Capture c ? c.to().toString() : ((Action.Stack) action).to().toString();
    }

    private GameReply choose(GameReply panel, String cell) {
        var menu = panel.menus().get(0);
        assertTrue(menu.items().stream().anyMatch(item -> item.value().equals(cell)), cell + " in " + menu.items());
        return press(ControlId.parse(menu.id()).orElseThrow(), cell);
    }

    private GameReply tap(GameReply panel, String label) {
        ActionButton button = panel.buttons().stream().filter(b -> b.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no button " + label + " in " + panel.buttons()));
        return press(ControlId.parse(button.id()).orElseThrow(), null);
    }

    private static ControlId control(GameReply panel, String part) {
        return panel.buttons().stream().filter(b -> b.id().contains(part)).findFirst()
                .map(b -> ControlId.parse(b.id()).orElseThrow())
                .orElseThrow(() -> new AssertionError("no button " + part + " in " + panel.buttons()));
    }

    private GameReply press(ControlId control, String chosen) {
        GameReply reply = table.handle(request(control.command(), control.options(chosen)));
        assertNotNull(reply.panel(), "a press is answered in the panel's place: " + reply.text());
        assertTrue(reply.panel().ephemeral());
        return reply.panel();
    }

    private GameRequest request(Command command, Map<String, String> options) {
        return GameRequest.of(Table.nextInteraction(), guild, table.channel, ann, command, options)
                .withLocales(locale, null);
    }
}
