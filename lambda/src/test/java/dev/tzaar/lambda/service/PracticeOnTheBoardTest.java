package dev.tzaar.lambda.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.PracticeView;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleProver;
import dev.tzaar.lambda.shared.PracticePanel;
import dev.tzaar.lambda.puzzles.ShippedPuzzles;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Lessons and puzzles on the live board ({@link Command#EXERCISE}, {@link Command#PUZZLE_TRY}): the same
 * exercise and puzzle as the private panel, judged by the same code and said in the same words, as a view the
 * page draws: the position, the actions a tap may try (the panel's own controls), the verdict of the last try
 * and what to send back with the next. No picture is drawn: the board draws itself.
 */
class PracticeOnTheBoardTest {
    private static final AtomicLong LEARNERS = new AtomicLong(100_000_000_000_292_000L);

    private final Table table = new Table(292);
    private final Player ann = new Player(String.valueOf(LEARNERS.incrementAndGet()), "Ann", false);
    private String locale;

    @Test
    void aNewcomerGoesThroughTheWholeCourseOnTheBoardToTheFirstGame() {
        PracticeView view = exercise(Map.of());
        assertEquals(PracticeView.LESSON, view.kind());
        assertEquals("board-1", view.id());
        assertEquals(PracticeView.Verdict.NONE, view.verdict());
        List<Exercise> exercises = Course.exercises();
        for (int i = 0; i < exercises.size(); i++) {
            Exercise exercise = exercises.get(i);
            assertEquals(PracticePanel.controlName(exercise), view.id());
            for (Action action : exercise.acceptedAnswers().get(0)) {
                assertTrue(view.actions().contains(action.toString()), action + " offered in " + view.actions());
                view = tried(view, action);
            }
            assertEquals(PracticeView.Verdict.RIGHT, view.verdict(), view.said().toString());
            assertTrue(view.actions().isEmpty(), "nothing more to try");
            assertEquals(PracticePanel.controlName(exercise), view.again());
            if (i + 1 < exercises.size()) {
                assertFalse(view.firstGame());
                view = exercise(Map.of(Option.GAME, view.next()));
            }
        }
        assertNull(view.next(), "the course's end");
        assertTrue(view.firstGame(), "a first game against the easiest bot is offered");
        assertTrue(view.said().stream().anyMatch(line -> line.contains("You have finished the course")), view.said().toString());
        assertEquals(exercises.get(0), table.store.lessonProgress(ann.id()).resumeAt(), "done: from the start again");
        assertTrue(table.store.lessonProgress(ann.id()).courseDone());
    }

    @Test
    void theBoardSaysWhatThePanelSaysAndDrawsNoPicture() {
        GameReply panel = table.handle(request(Command.LEARN, Map.of()));
        GameReply board = table.handle(request(Command.EXERCISE, Map.of()));
        assertNull(board.image(), "the board draws itself");
        assertEquals("", board.text());
        PracticeView view = board.practice();
        assertEquals(panel.practice(), view, "the panel's own view");
        assertTrue(panel.text().contains(view.heading() + "\n" + view.task()), panel.text());
        assertEquals(Course.exercises().get(0).position().toString(), view.position());
        assertFalse(view.stacks().isEmpty());
        assertNotNull(view.skip(), "the next lesson's first exercise");
    }

    @Test
    void aWrongTryIsToldTheTrueReasonAndAfterTwoMissesTheHintMarksThePiece() {
        Exercise capture = Course.lesson("capture").orElseThrow().exercises().get(0);
        PracticeView view = exercise(Map.of(Option.GAME, PracticePanel.controlName(capture)));
        List<Action> right = capture.acceptedAnswers().get(0);
        String wrong = view.actions().stream().filter(a -> !a.equals(right.get(0).toString())).findFirst().orElseThrow();
        PracticeView missed = tried(view, action(wrong));
        assertTrue(missed.verdict() == PracticeView.Verdict.WRONG || missed.verdict() == PracticeView.Verdict.ILLEGAL,
                missed.verdict().toString());
        assertFalse(missed.said().isEmpty());
        assertEquals("1", missed.state().get(Option.MISSES));
        assertNull(missed.hint());

        PracticeView twice = tried(missed, action(wrong));
        assertEquals("2", twice.state().get(Option.MISSES));
        assertEquals(capture.hint(List.of()).orElseThrow().toString(), twice.hint());
        assertEquals(PracticeView.Verdict.RIGHT, tried(twice, right.get(0)).verdict());
    }

    @Test
    void inFrenchTheBoardSpeaksFrench() {
        locale = "fr";
        PracticeView view = exercise(Map.of());
        assertEquals("fr", view.locale());
        GameReply panel = table.handle(request(Command.LEARN, Map.of()));
        assertTrue(panel.text().contains(view.task()), panel.text());
        assertTrue(view.heading().contains("exercice"), view.heading());
    }

    @Test
    void aPuzzleIsSolvedOnTheBoardAndAnotherMissedWithItsRefutation() {
        Puzzle puzzle = ShippedPuzzles.all().stream().filter(p -> p.turns() == 1).findFirst().orElseThrow();
        PracticeView view = puzzle(Map.of(Option.GAME, puzzle.id()));
        assertEquals(PracticeView.PUZZLE, view.kind());
        assertEquals(puzzle.id(), view.id());
        for (Action action : puzzle.solution()) {
            assertTrue(view.actions().contains(action.toString()), action + " in " + view.actions());
            view = puzzleTried(view, action);
        }
        assertEquals(PracticeView.Verdict.SOLVED, view.verdict(), view.said().toString());
        assertEquals("next", view.next());
        assertEquals(1, table.store.puzzleRecord(ann.id()).streak());

        Puzzle other = ShippedPuzzles.all().stream().filter(p -> p.turns() == 1 && !p.id().equals(puzzle.id()))
                .findFirst().orElseThrow();
        List<Action> wrong = PuzzleProver.turns(other.position()).stream().filter(turn -> !other.isSolvedBy(turn))
                .findFirst().orElseThrow();
        PracticeView missed = puzzle(Map.of(Option.GAME, other.id()));
        for (Action action : wrong) {
            missed = puzzleTried(missed, action);
        }
        assertEquals(PracticeView.Verdict.MISSED, missed.verdict(), missed.said().toString());
        assertEquals(other.id(), missed.again());
        assertEquals(0, table.store.puzzleRecord(ann.id()).streak());
    }

    @Test
    void aNewPuzzleIsPickedWhenNoneIsNamed() {
        PracticeView view = puzzle(Map.of());
        assertTrue(ShippedPuzzles.byId(view.id()).isPresent(), view.id());
        assertTrue(view.said().get(0).startsWith("Your puzzle rating: 1500"), view.said().toString());
    }

    private PracticeView exercise(Map<String, String> options) {
        GameReply reply = table.handle(request(Command.EXERCISE, options));
        assertNotNull(reply.practice(), reply.text());
        return reply.practice();
    }

    private PracticeView puzzle(Map<String, String> options) {
        GameReply reply = table.handle(request(Command.PUZZLE_TRY, options));
        assertNotNull(reply.practice(), reply.text());
        return reply.practice();
    }

    /** A tap's try, as the live board sends it: the view's state, and the action. */
    private PracticeView tried(PracticeView view, Action action) {
        return exercise(withAction(view, action));
    }

    private PracticeView puzzleTried(PracticeView view, Action action) {
        return puzzle(withAction(view, action));
    }

    private static Map<String, String> withAction(PracticeView view, Action action) {
        Map<String, String> options = new HashMap<>(view.state());
        options.put(Option.GAME, view.id());
        if (action instanceof Action.Pass) {
            options.put(Option.PASSED, "yes");
        } else if (action instanceof Action.Capture c) {
            options.put(Option.FROM, c.from().toString());
            options.put(Option.TO, c.to().toString());
        } else {
            Action.Stack s = (Action.Stack) action;
            options.put(Option.FROM, s.from().toString());
            options.put(Option.TO, s.to().toString());
        }
        return options;
    }

    private static Action action(String written) {
        if (written.equals("pass")) {
            return Action.PASS;
        }
        dev.tzaar.engine.Cell from = dev.tzaar.engine.Cell.parse(written.substring(0, 2)).value();
        dev.tzaar.engine.Cell to = dev.tzaar.engine.Cell.parse(written.substring(3, 5)).value();
        return written.charAt(2) == 'x' ? new Action.Capture(from, to) : new Action.Stack(from, to);
    }

    private GameRequest request(Command command, Map<String, String> options) {
        return GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ann, command, options)
                .withLocales(locale, null);
    }
}
