package dev.tzaar.lambda.puzzles;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleReferee;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Where a try of a puzzle stands, made again on every press from the solver's actions so far (the
 * panel keeps nothing): the position, the solver's turns left, the turn's actions so far, and the
 * defender's last reply. The engine's referee judges each whole turn ({@link PuzzleReferee}); between
 * the solver's turns the defender plays its best reply from the proof.
 *
 * @param line the solver's actions so far, every turn of them right
 */
public record PuzzleAttempt(Puzzle puzzle, List<Action> line, Position now, int turnsLeft, List<Action> turnSoFar,
        Optional<List<Action>> lastReply) {
    private static final Pattern ACTION = Pattern.compile("pass|[A-Z][0-9][x-][A-Z][0-9]");

    public PuzzleAttempt {
        line = List.copyOf(line);
        turnSoFar = List.copyOf(turnSoFar);
    }

    /** What an action led to. */
    public sealed interface Step {
        /** The turn goes on, or it was right and the defender replied: the try goes on. */
        record Going(PuzzleAttempt attempt) implements Step {
        }

        /** The turn won: solved. */
        record Solved(List<Action> turn, Position end) implements Step {
        }

        /** The turn does not force the win; {@code refutation} is a reply that escapes (none when the turn lost at once). */
        record Missed(List<Action> turn, Position after, Optional<List<Action>> refutation) implements Step {
        }
    }

    /** The puzzle as it is set: nothing played. */
    public static PuzzleAttempt start(Puzzle puzzle) {
        return new PuzzleAttempt(puzzle, List.of(), puzzle.position(), puzzle.turns(), List.of(), Optional.empty());
    }

    /**
     * The try after the solver's actions written as {@link #written} writes them, if they are legal
     * and every whole turn of them is right: a stored line never holds a finished try.
     */
    public static Optional<PuzzleAttempt> replay(Puzzle puzzle, String written) {
        PuzzleAttempt attempt = start(puzzle);
        Matcher matcher = ACTION.matcher(written);
        int at = 0;
        while (at < written.length()) {
            if (!matcher.find(at) || matcher.start() != at) {
                return Optional.empty();
            }
            at = matcher.end();
            Position position = attempt.position();
            Checked<Action> action = position.parseAction(matcher.group());
            if (!action.isOk() || !position.isLegal(action.value())) {
                return Optional.empty();
            }
            if (!(attempt.play(action.value()) instanceof Step.Going going)) {
                return Optional.empty();
            }
            attempt = going.attempt();
        }
        return Optional.of(attempt);
    }

    /** The line as a control carries it: the actions one after the other ({@code C5xD6passE4xE5}). */
    public String written() {
        return line.stream().map(Action::toString).collect(Collectors.joining());
    }

    /** The position the solver's turn has reached: the turn's start with its actions so far played. */
    public Position position() {
        Position position = now;
        for (Action action : turnSoFar) {
            position = position.apply(action).orElseThrow();
        }
        return position;
    }

    /** Plays one legal action of the solver's; a turn it ends is judged. */
    public Step play(Action action) {
        Position before = position();
        Checked<Position> played = before.apply(action);
        if (!played.isOk()) {
            throw new IllegalArgumentException(action + " is not legal here: " + played.reason());
        }
        Position after = played.value();
        List<Action> line = new ArrayList<>(this.line);
        line.add(action);
        List<Action> turn = new ArrayList<>(turnSoFar);
        turn.add(action);
        if (!after.isOver() && after.sideToMove() == now.sideToMove()) {
            return new Step.Going(new PuzzleAttempt(puzzle, line, now, turnsLeft, turn, lastReply));
        }
        PuzzleReferee.Verdict verdict = new PuzzleReferee(puzzle).judge(now, turn, turnsLeft);
        if (verdict instanceof PuzzleReferee.Verdict.Solved solved) {
            return new Step.Solved(turn, solved.end());
        }
        if (verdict instanceof PuzzleReferee.Verdict.Missed missed) {
            return new Step.Missed(turn, after, missed.refutation());
        }
        PuzzleReferee.Verdict.Continues continues = (PuzzleReferee.Verdict.Continues) verdict;
        return new Step.Going(new PuzzleAttempt(puzzle, line, continues.next(), continues.turnsLeft(), List.of(),
                Optional.of(continues.reply())));
    }
}
