package dev.tzaar.engine.practice;

import static dev.tzaar.engine.PieceType.TOTT;
import static dev.tzaar.engine.PieceType.TZAAR;
import static dev.tzaar.engine.PieceType.TZARRA;

import dev.tzaar.engine.Cell;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The course of {@code /tzaar learn}: the lessons in the order a person learns the game, from the
 * board's lines to a first idea of strategy; after the last, a first game against the easiest bot.
 *
 * <p>In most positions White keeps a reserve in the lower left corner (a Tzaar on A1, a Tzarra on A2, a
 * Tott on B1) and Black one at the top (a Tzaar on E9, a Tzarra on D8, a Tott on F8), so that both sides
 * show every type and the game is not already over; an exercise is about the other pieces. That the
 * tasks can be done, and which answers each accepts, is proven from the engine's legal actions by
 * {@code CourseTest} and listed by {@code ./tzaar lessons --list}.
 */
public final class Course {
    private static final List<Lesson> LESSONS = List.of(
            lesson("board",
                    exercise(1, "ZA---/T-----/---T---/-------a/-------z/-----t-t/---t---/------/----- w 1", Scope.ACTION,
                            all(new Task.MoveFrom(cell("C4")), new Task.CaptureTopped(TOTT)), "C4 F6 G4"),
                    exercise(2, "ZA---/T-----/-------/--t----a/--T--a-z/-------t/--a----/------/----- w 1", Scope.ACTION,
                            all(new Task.MoveFrom(cell("E3")), new Task.CaptureTopped(TZARRA)), "E3 D3 E7 G3")),
            lesson("moves",
                    exercise(1, "ZA---/T-----/-------/-------a/-------z/-------t/tz-----/------/T---z w 1", Scope.ACTION,
                            new Task.CaptureTopped(TZAAR), "I1 I5 G1 G2"),
                    exercise(2, "ZA---/T-----/Z-t--a-/-------a/-------z/--a----t/-------/------/----- w 1", Scope.ACTION,
                            all(new Task.MoveFrom(cell("C1")), new Task.CaptureTopped(TZARRA)), "C1 C3 C6 F3"),
                    exercise(3, "ZA---/TZ-T-t/-------/-------a/-------z/t------t/-------/------/----- w 1", Scope.ACTION,
                            all(new Task.MoveFrom(cell("B2")), new Task.CaptureTopped(TOTT)), "B2 B4 B6 F1")),
            lesson("capture",
                    exercise(1, "ZA---/T-----/-------/-tT2--a2-a/-------z/-------t/---a3---/------/----- w 1",
                            Scope.ACTION, all(new Task.MoveFrom(cell("D3")), new Task.CaptureTopped(TZARRA)), "D3 D2 D6 G4"),
                    exercise(2, "ZA---/T-----/--Tz2--A2/-------a/-------z/-------t/-------/------/----- w 1",
                            Scope.ACTION, new Task.CaptureOn(cell("C4")), "C3 C4 C7"),
                    exercise(3, "ZA---/T-----/-------/-------a/-------z/-------t/tT--z--/------/----- w 1", Scope.ACTION,
                            all(new Task.MoveFrom(cell("G2")), new Task.CaptureTopped(TZAAR)), "G2 G1 G5")),
            lesson("stacking",
                    exercise(1, "ZA---/T-----/-------/-TA----a/-------z/----t--t/-------/------/----- w 2", Scope.ACTION,
                            build(2, null), "D2 D3"),
                    exercise(2, "ZA---/T-----/-------/-------a/-------z/-ZT--a-t/-------/------/----- w 2", Scope.ACTION,
                            build(2, TZAAR), "F2 F3"),
                    exercise(3, "ZT---/T-----/--T----/---AT--a/-------z/-------t/----t--/------/----- w 2", Scope.ACTION,
                            build(2, null), "D4")),
            lesson("turn",
                    exercise(1, Position.START.toString(), Scope.TURN, new Task.AnyTurn(), ""),
                    answered(exercise(2, "ZA---/T-----/-------/--T-t--a/-------z/-------t/-------/------/----- w 1",
                            Scope.TURN, all(new Task.SecondAction(Task.SecondAction.Kind.STACK), new Task.NoWinningAnswer()),
                            "D3 D5")),
                    answered(exercise(3, "ZA---/T-----/-------/-------a/-------z/-T-t---t/---a---/------/----- w 1",
                            Scope.TURN, new Task.SecondAction(Task.SecondAction.Kind.CAPTURE), "F2 F4 G4"))),
            lesson("last",
                    exercise(1, "ZA---/T-----/-------/-------a/----T--z/-----t-t/-------/------/----- w 1", Scope.ACTION,
                            new Task.TakeLast(TZAAR), "E6 E9 F6"),
                    exercise(2, "ZA---/T-----/-------/-------a/-------z/--T-t--t/-------/------/----- w 1", Scope.TURN,
                            new Task.TakeLast(TOTT), "F3 F5 F8")),
            lesson("nocapture",
                    exercise(1, "ZA---/T-----/-t-----/-T--t--a/-------z/-------t/-------/------/----- w 1", Scope.TURN,
                            new Task.LeaveNoCapture(), "D2 C2 D5")),
            lesson("strategy",
                    answered(exercise(1, "ZA-t-/Tt----/-------/-------a/-------z/-------t/-------/------/----- w 1",
                            Scope.TURN, new Task.KeepSafe(TZARRA), "A2 A4")),
                    answered(exercise(2, "ZA---/T-----/-------/-------a/-------z/-------t/-TT2----/---t2--/----- w 2",
                            Scope.ACTION, build(3, null), "G2 G3 H4"))));

    private Course() {
    }

    /** The lessons, in the order they are taught. */
    public static List<Lesson> lessons() {
        return LESSONS;
    }

    /** The lesson with an id, like {@code capture}. */
    public static Optional<Lesson> lesson(String id) {
        return LESSONS.stream().filter(l -> l.id().equals(id)).findFirst();
    }

    /** Every exercise of the course, in order. */
    public static List<Exercise> exercises() {
        return LESSONS.stream().flatMap(l -> l.exercises().stream()).toList();
    }

    /** The exercise with a key, like {@code capture.2}. */
    public static Optional<Exercise> exercise(String key) {
        return exercises().stream().filter(e -> e.key().equals(key)).findFirst();
    }

    /** The exercise after this one, in this lesson or the next; empty after the last. */
    public static Optional<Exercise> after(Exercise exercise) {
        List<Exercise> all = exercises();
        int at = all.indexOf(exercise);
        return at >= 0 && at + 1 < all.size() ? Optional.of(all.get(at + 1)) : Optional.empty();
    }

    // ---- how the lessons above are written ----

    private record Draft(int number, Position position, Scope scope, Task task, List<Cell> marks,
            boolean answered) {
    }

    private static Lesson lesson(String id, Draft... drafts) {
        List<Exercise> exercises = new ArrayList<>();
        for (Draft d : drafts) {
            exercises.add(new Exercise(id, d.number, d.position, d.scope, d.task, d.marks, d.answered));
        }
        return new Lesson(id, exercises);
    }

    private static Draft exercise(int number, String position, Scope scope, Task task, String marks) {
        List<Cell> cells = marks.isBlank() ? List.of()
                : Arrays.stream(marks.split(" ")).map(Course::cell).toList();
        return new Draft(number, Position.of(position), scope, task, cells, false);
    }

    /** The other side answers once the task is done. */
    private static Draft answered(Draft draft) {
        return new Draft(draft.number, draft.position, draft.scope, draft.task, draft.marks, true);
    }

    private static Task all(Task... tasks) {
        return new Task.AllOf(List.of(tasks));
    }

    private static Task build(int height, PieceType top) {
        return new Task.Build(height, Optional.ofNullable(top));
    }

    private static Cell cell(String label) {
        return Cell.of(label);
    }
}
