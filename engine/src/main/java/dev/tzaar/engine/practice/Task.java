package dev.tzaar.engine.practice;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Stack;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What an exercise asks, as a rule over the legal actions played and the positions they lead to: the
 * engine decides, so an answer is right because of what it does on the board, never because of how it
 * is written. Whatever the task, an attempt in which the mover loses does not do it.
 */
public sealed interface Task {

    /** Why the attempt does not do the task, or empty when it does. */
    Optional<Shortfall> shortfall(Attempt attempt);

    /** Moves the stack on a cell first: which piece the exercise is about. */
    record MoveFrom(dev.tzaar.engine.Cell from) implements Task {
        public MoveFrom {
            Objects.requireNonNull(from);
        }

        @Override
        public Optional<Shortfall> shortfall(Attempt attempt) {
            Action first = attempt.actions().get(0);
            boolean done = first instanceof Action.Capture c && c.from().equals(from)
                    || first instanceof Action.Stack s && s.from().equals(from);
            return done ? Optional.empty() : Optional.of(Shortfall.of(Shortfall.Kind.MOVED_OTHER, from));
        }
    }

    /** Captures the stack on a cell. */
    record CaptureOn(dev.tzaar.engine.Cell target) implements Task {
        public CaptureOn {
            Objects.requireNonNull(target);
        }

        @Override
        public Optional<Shortfall> shortfall(Attempt attempt) {
            boolean done = attempt.actions().stream()
                    .anyMatch(a -> a instanceof Action.Capture c && c.to().equals(target));
            return done ? Optional.empty() : Optional.of(Shortfall.of(Shortfall.Kind.NOT_CAPTURED_ON, target,
                    attempt.before().stackAt(target).orElseThrow()));
        }
    }

    /** Captures a stack topped by a type. */
    record CaptureTopped(PieceType type) implements Task {
        public CaptureTopped {
            Objects.requireNonNull(type);
        }

        @Override
        public Optional<Shortfall> shortfall(Attempt attempt) {
            boolean done = attempt.deeds().stream()
                    .anyMatch(d -> d instanceof Deed.Captured c && c.taken().top() == type);
            return done ? Optional.empty() : Optional.of(Shortfall.of(Shortfall.Kind.NOT_CAPTURED_TYPE, type));
        }
    }

    /**
     * Stacks onto one's own stack, making a stack at least {@code height} high and, when {@code top} is
     * given, topped by that type.
     */
    record Build(int height, Optional<PieceType> top) implements Task {
        public Build {
            Objects.requireNonNull(top);
        }

        @Override
        public Optional<Shortfall> shortfall(Attempt attempt) {
            List<Stack> made = attempt.deeds().stream()
                    .flatMap(d -> d instanceof Deed.Stacked s ? java.util.stream.Stream.of(s.made())
                            : java.util.stream.Stream.empty())
                    .filter(s -> s.height() >= height).toList();
            if (made.isEmpty()) {
                return Optional.of(Shortfall.of(Shortfall.Kind.NOT_BUILT, height));
            }
            if (top.isPresent() && made.stream().noneMatch(s -> s.top() == top.get())) {
                return Optional.of(Shortfall.of(Shortfall.Kind.WRONG_TOP, top.get(), made.get(0).top()));
            }
            return Optional.empty();
        }
    }

    /** Any legal turn: the exercise is about what may be played at all (White's opening capture). */
    record AnyTurn() implements Task {
        @Override
        public Optional<Shortfall> shortfall(Attempt attempt) {
            return Optional.empty();
        }
    }

    /** A whole turn whose second action is of a kind. */
    record SecondAction(Kind kind) implements Task {
        /** The three second actions a turn allows. */
        public enum Kind {
            CAPTURE, STACK, PASS
        }

        public SecondAction {
            Objects.requireNonNull(kind);
        }

        @Override
        public Optional<Shortfall> shortfall(Attempt attempt) {
            List<Action> actions = attempt.actions();
            boolean done = actions.size() == 2 && switch (kind) {
                case CAPTURE -> actions.get(1) instanceof Action.Capture;
                case STACK -> actions.get(1) instanceof Action.Stack;
                case PASS -> actions.get(1) instanceof Action.Pass;
            };
            return done ? Optional.empty() : Optional.of(Shortfall.of(Shortfall.Kind.WRONG_SECOND, kind));
        }
    }

    /** Leaves the opponent without a stack topped by a type: the opponent has lost. */
    record TakeLast(PieceType type) implements Task {
        public TakeLast {
            Objects.requireNonNull(type);
        }

        @Override
        public Optional<Shortfall> shortfall(Attempt attempt) {
            Side opponent = attempt.mover().opponent();
            Optional<Result> result = attempt.after().result();
            if (result.isPresent() && result.get().equals(new Result.LastOfType(opponent, type))) {
                return Optional.empty();
            }
            if (result.isPresent()) {
                return Optional.of(Shortfall.of(Shortfall.Kind.WON_OTHERWISE, result.get()));
            }
            return Optional.of(Shortfall.of(Shortfall.Kind.STILL_SHOWS, opponent, type,
                    attempt.after().visible(opponent, type)));
        }
    }

    /** Ends the turn with the opponent unable to capture: the opponent has lost. */
    record LeaveNoCapture() implements Task {
        @Override
        public Optional<Shortfall> shortfall(Attempt attempt) {
            Side opponent = attempt.mover().opponent();
            Optional<Result> result = attempt.after().result();
            if (result.isPresent() && result.get().equals(new Result.NoCapture(opponent))) {
                return Optional.empty();
            }
            if (result.isPresent()) {
                return Optional.of(Shortfall.of(Shortfall.Kind.WON_OTHERWISE, result.get()));
            }
            Action capture = attempt.after().legalActions().get(0);
            return Optional.of(Shortfall.of(Shortfall.Kind.CAN_STILL_CAPTURE, opponent, capture));
        }
    }

    /** Ends the turn so that no answer of the opponent takes the mover's last stacks of a type. */
    record KeepSafe(PieceType type) implements Task {
        public KeepSafe {
            Objects.requireNonNull(type);
        }

        @Override
        public Optional<Shortfall> shortfall(Attempt attempt) {
            Side mover = attempt.mover();
            return answerEnding(attempt, new Result.LastOfType(mover, type)::equals)
                    .map(answer -> Shortfall.of(Shortfall.Kind.ANSWER_TAKES_LAST, mover.opponent(), type, answer));
        }
    }

    /**
     * Ends the turn so that no answer of the opponent wins: whatever turn comes in reply, the mover still
     * shows every type and can still capture. The lesson of a turn asks this beside its second action,
     * so that a turn which hands the opponent the game is not taught as a right one.
     */
    record NoWinningAnswer() implements Task {
        @Override
        public Optional<Shortfall> shortfall(Attempt attempt) {
            Side mover = attempt.mover();
            return answerEnding(attempt, result -> result.loser() == mover).map(answer -> Shortfall.of(
                    Shortfall.Kind.ANSWER_WINS, mover.opponent(), answer,
                    Turns.play(attempt.after(), answer).result().orElseThrow()));
        }
    }

    /**
     * The opponent's first turn in reply to the attempt, in the engine's order, that ends the game with a
     * result {@code ending} accepts; none when the attempt ended the game already, or no answer does.
     */
    private static Optional<List<Action>> answerEnding(Attempt attempt, java.util.function.Predicate<Result> ending) {
        Position after = attempt.after();
        if (after.isOver()) {
            return Optional.empty();
        }
        return Turns.of(after, Scope.TURN).stream()
                .filter(answer -> Turns.play(after, answer).result().filter(ending).isPresent()).findFirst();
    }

    /** Every one of the tasks. */
    record AllOf(List<Task> tasks) implements Task {
        public AllOf {
            tasks = List.copyOf(tasks);
        }

        @Override
        public Optional<Shortfall> shortfall(Attempt attempt) {
            return tasks.stream().map(t -> t.shortfall(attempt)).flatMap(Optional::stream).findFirst();
        }
    }
}
