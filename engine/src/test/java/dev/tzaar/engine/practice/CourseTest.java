package dev.tzaar.engine.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Refusal;
import dev.tzaar.engine.Side;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every exercise of the course can be done, and does not accept just anything: the answers each accepts
 * are found among the engine's own legal actions and pinned here, so that a changed exercise or rule
 * cannot leave a task impossible or let a wrong answer through unnoticed.
 */
class CourseTest {
    /** Every accepted answer of every exercise, as the listing writes them. */
    private static final Map<String, String> ACCEPTED = accepted("""
            board.1      C4xF6
            board.2      E3xG3
            moves.1      I1xI5
            moves.2      C1xF3
            moves.3      B2xF1
            capture.1    D3xD6
            capture.2    C7xC4
            capture.3    G2xG5
            stacking.1   A1-A2 A1-B1 A2-D2 B1-D3 D2-A2 D2-D3 D3-B1 D3-D2
            stacking.2   A1-B1 F2-F3
            stacking.3   A1-A2 A1-B1 A1-C3 A2-D5 D4-C3 D4-D5 D5-A2
            turn.1       A5xA4 B1xA1 B1xB2 B5xA4 B5xB4 C2xB2 C2xC3 C5xB4 C5xC4 D3xC3 D3xD4 D5xC4 D5xD4 D5xE6 \
            D6xE6 D6xE7 D7xE7 D7xE8 D8xE8 D8xE9 E1xF1 E2xF1 E2xF2 E3xF2 E3xF3 E4xD4 E4xF3 E4xF4 F5xE6 F5xF4 \
            F5xF6 G4xF4 G4xG3 G5xF6 G5xG6 H3xG3 H3xH2 H5xG6 H5xH6 I2xH2 I2xI1 I5xH6
            turn.2       A2xD5+D5-D3 D3xD5+A2-D5
            turn.3       B1xF4+F4xF8 B1xF4+F4xG4 F2xF4+F4xF8 F2xF4+F4xG4
            last.1       E6xE9
            last.2       F3xF5+F5xF8
            nocapture.1  A2xC2+C2-D2 D2xC2+A2-C2
            strategy.1   A2xB2+A1xA4 A2xB2+pass
            strategy.2   G2-G3 G3-G2
            """);

    @Test
    void theLessonsComeInTheOrderAPersonLearns() {
        assertEquals(List.of("board", "moves", "capture", "stacking", "turn", "last", "nocapture", "strategy"),
                Course.lessons().stream().map(Lesson::id).toList());
        assertEquals(List.copyOf(ACCEPTED.keySet()), Course.exercises().stream().map(Exercise::key).toList());
    }

    @Test
    void everyExerciseAcceptsExactlyItsListedAnswersAmongTheLegalOnes() {
        for (Exercise exercise : Course.exercises()) {
            List<String> accepted = exercise.acceptedAnswers().stream().map(Turns::notation).toList();
            assertFalse(accepted.isEmpty(), exercise.key() + " cannot be done");
            assertEquals(ACCEPTED.get(exercise.key()), String.join(" ", accepted), exercise.key());
        }
    }

    @Test
    void everyExerciseButTheOpeningRefusesSomeLegalAnswer() {
        for (Exercise exercise : Course.exercises()) {
            if (exercise.task() instanceof Task.AnyTurn) {
                continue;
            }
            List<List<Action>> legal = Turns.of(exercise.position(), exercise.scope());
            assertTrue(legal.size() > exercise.acceptedAnswers().size(), exercise.key() + " accepts every legal answer");
        }
    }

    @Test
    void everyExerciseStartsInAGameStillGoingOnAndMarksItsHintedPiece() {
        for (Exercise exercise : Course.exercises()) {
            Position position = exercise.position();
            assertFalse(position.isOver(), exercise.key());
            Cell hint = exercise.hint(List.of()).orElseThrow();
            assertEquals(position.sideToMove(), position.stackAt(hint).orElseThrow().owner(), exercise.key());
            for (Cell mark : exercise.marks()) {
                assertTrue(position.stackAt(mark).isPresent(), exercise.key() + " marks the empty " + mark);
            }
        }
    }

    @Test
    void anIllegalAnswerGetsTheRulesOwnRefusal() {
        assertEquals(Refusal.Kind.NOT_IN_LINE, refusal("board.1", "C4xG4"));
        assertEquals(Refusal.Kind.CENTRE_BLOCKS, refusal("board.2", "E3xE7"));
        assertEquals(Refusal.Kind.IN_THE_WAY, refusal("moves.2", "C1xC6"));
        assertEquals(Refusal.Kind.IN_THE_WAY, refusal("moves.3", "B2xB6"));
        assertEquals(Refusal.Kind.TOO_HIGH, refusal("capture.1", "D3xG4"));
        assertEquals(Refusal.Kind.TOO_HIGH, refusal("capture.2", "C3xC4"));
        assertEquals(Refusal.Kind.NOTHING_TO_PASS, refusal("turn.1", "pass"));
        assertEquals(Refusal.Kind.CAPTURE_FIRST, refusal("turn.2", "A1-A2"));
    }

    @Test
    void aLegalWrongAnswerIsToldWhatItDidAndWhatTheTaskWanted() {
        Verdict.Missed tott = missed("moves.2", "C1xC3");
        assertEquals(Shortfall.Kind.NOT_CAPTURED_TYPE, tott.shortfall().kind());
        assertEquals(List.of(new Deed.Captured(Cell.of("C1"), Cell.of("C3"),
                new dev.tzaar.engine.Stack(Side.WHITE, PieceType.TZAAR, 1),
                new dev.tzaar.engine.Stack(Side.BLACK, PieceType.TOTT, 1))), tott.attempt().deeds());
        assertEquals(Shortfall.Kind.MOVED_OTHER, missed("board.1", "B1xG4").shortfall().kind());
        assertEquals(Shortfall.of(Shortfall.Kind.WRONG_TOP, PieceType.TZAAR, PieceType.TOTT),
                missed("stacking.2", "F3-F2").shortfall());
        assertEquals(Shortfall.Kind.MOVER_LOST, missed("stacking.3", "D5-D4").shortfall().kind());
        assertEquals(Shortfall.of(Shortfall.Kind.WRONG_SECOND, Task.SecondAction.Kind.STACK),
                missed("turn.2", "D3xD5", "pass").shortfall());
        assertEquals(Shortfall.of(Shortfall.Kind.STILL_SHOWS, Side.BLACK, PieceType.TOTT, 1),
                missed("last.2", "F3xF5", "pass").shortfall());
        assertEquals(Shortfall.Kind.CAN_STILL_CAPTURE, missed("nocapture.1", "D2xD5", "pass").shortfall().kind());
        Shortfall threat = missed("strategy.1", "A2xA4", "pass").shortfall();
        assertEquals(Shortfall.Kind.ANSWER_TAKES_LAST, threat.kind());
        List<?> answer = (List<?>) threat.details().get(2);
        assertTrue(Turns.play(Course.exercise("strategy.1").orElseThrow().position().play("A2xA4 pass").orElseThrow(),
                answer.stream().map(Action.class::cast).toList()).result().isPresent(), "the answer named wins");
    }

    /**
     * The turn lesson's "capture, then stack" once took four turns after which Black's Tzarra on D8 takes
     * White's last Tzarra or last Tott on D5 and wins at once: a right answer must leave Black no winning
     * answer, checked here over every legal answer of Black's, apart from the task's own rule.
     */
    @Test
    void aCaptureThenAStackThatHandsBlackTheGameIsNoRightTurn() {
        Exercise exercise = Course.exercise("turn.2").orElseThrow();
        Shortfall tzarra = missed("turn.2", "A2xD5", "A1-B1").shortfall();
        assertEquals(Shortfall.Kind.ANSWER_WINS, tzarra.kind());
        assertEquals(List.of(Side.BLACK, List.of(new Action.Capture(Cell.of("D8"), Cell.of("D5"))),
                new dev.tzaar.engine.Result.LastOfType(Side.WHITE, PieceType.TZARRA)), tzarra.details());
        assertEquals(new dev.tzaar.engine.Result.LastOfType(Side.WHITE, PieceType.TOTT),
                missed("turn.2", "D3xD5", "A1-B1").shortfall().details().get(2));
        for (String weak : List.of("A2xD5 B1-D3", "A2xD5 D3-B1")) {
            assertEquals(Shortfall.Kind.ANSWER_WINS, missed("turn.2", weak.split(" ")).shortfall().kind(), weak);
        }
        for (List<Action> answer : exercise.acceptedAnswers()) {
            Position after = Turns.play(exercise.position(), answer);
            for (List<Action> reply : Turns.of(after, Scope.TURN)) {
                assertFalse(Turns.play(after, reply).result().map(r -> r.loser() == Side.WHITE).orElse(false),
                        Turns.notation(answer) + " / " + Turns.notation(reply) + " wins for Black");
            }
        }
    }

    @Test
    void aTurnIsJudgedOnlyWhenItIsOverAndTheHintThenMarksTheNextPiece() {
        Exercise exercise = Course.exercise("turn.2").orElseThrow();
        Verdict first = exercise.judge(actions(exercise, "D3xD5"));
        assertInstanceOf(Verdict.Unfinished.class, first);
        Cell hint = exercise.hint(actions(exercise, "D3xD5")).orElseThrow();
        assertTrue(exercise.acceptedAnswers().stream().anyMatch(answer -> answer.get(0).toString().equals("D3xD5")
                && answer.get(1) instanceof Action.Stack stack && stack.from().equals(hint)), "hint " + hint);
    }

    @Test
    void whereTheExerciseSaysSoTheOtherSideAnswersWithALegalTurn() {
        for (Exercise exercise : Course.exercises()) {
            Verdict.Solved solved = (Verdict.Solved) exercise.judge(exercise.acceptedAnswers().get(0));
            assertEquals(exercise.botAnswers() && !solved.attempt().after().isOver(), !solved.answer().isEmpty(),
                    exercise.key());
            if (exercise.botAnswers()) {
                assertEquals(Turns.play(solved.attempt().after(), solved.answer()), solved.answered());
                assertTrue(solved.answered().isOver() || solved.answered().sideToMove() == Side.WHITE,
                        exercise.key() + ": Black's whole turn");
            }
        }
    }

    private static Refusal.Kind refusal(String key, String... typed) {
        Exercise exercise = Course.exercise(key).orElseThrow();
        List<Action> actions = new java.util.ArrayList<>();
        Position now = exercise.position();
        for (String text : typed) {
            Action action = now.parseAction(text).orElseThrow();
            actions.add(action);
            if (now.isLegal(action)) {
                now = now.apply(action).value();
            }
        }
        Verdict verdict = exercise.judge(actions);
        return assertInstanceOf(Verdict.Illegal.class, verdict, key).refusal().orElseThrow().kind();
    }

    private static Verdict.Missed missed(String key, String... typed) {
        Exercise exercise = Course.exercise(key).orElseThrow();
        return assertInstanceOf(Verdict.Missed.class, exercise.judge(actions(exercise, typed)), key);
    }

    private static List<Action> actions(Exercise exercise, String... typed) {
        return exercise.position().parseActions(String.join(" ", typed)).orElseThrow();
    }

    private static Map<String, String> accepted(String table) {
        return table.lines().map(String::strip).filter(l -> !l.isEmpty())
                .map(l -> l.split("\\s+", 2))
                .collect(Collectors.toMap(p -> p[0], p -> p[1].replaceAll("\\s+", " "), (a, b) -> a,
                        LinkedHashMap::new));
    }
}
