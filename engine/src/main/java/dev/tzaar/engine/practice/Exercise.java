package dev.tzaar.engine.practice;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One exercise: a position, the task the engine checks there, how much is played before it is judged,
 * the cells its picture marks, and whether the other side answers a solved turn (so the player sees
 * what the answer can and cannot do).
 *
 * @param lesson the lesson's id, like {@code capture}
 * @param number from 1 within the lesson
 */
public record Exercise(String lesson, int number, Position position, Scope scope, Task task, List<Cell> marks,
        boolean botAnswers) {
    public Exercise {
        Objects.requireNonNull(lesson);
        Objects.requireNonNull(position);
        Objects.requireNonNull(scope);
        Objects.requireNonNull(task);
        marks = List.copyOf(marks);
        if (number < 1) {
            throw new IllegalArgumentException("exercises are numbered from 1");
        }
    }

    /** {@code <lesson>.<number>}: its words' keys in the bundles start with {@code practice.<key>.}. */
    public String key() {
        return lesson + "." + number;
    }

    /**
     * Judges the actions tried so far, from the exercise's position: the first illegal one is refused
     * with the rules' reason; a turn still going on is unfinished; a finished attempt does the task or
     * falls short of it.
     */
    public Verdict judge(List<Action> actions) {
        List<Position> positions = new ArrayList<>(List.of(position));
        List<Action> played = new ArrayList<>();
        for (Action action : actions) {
            Position now = positions.get(positions.size() - 1);
            if (finished(played, now)) {
                break;
            }
            Checked<Position> next = now.apply(action);
            if (!next.isOk()) {
                return new Verdict.Illegal(action, next.reason(), next.refusal());
            }
            played.add(action);
            positions.add(next.value());
        }
        Attempt attempt = new Attempt(played, positions);
        if (!finished(played, attempt.after())) {
            return new Verdict.Unfinished(attempt);
        }
        Optional<Result> result = attempt.after().result();
        if (result.isPresent() && result.get().loser() == attempt.mover()) {
            return new Verdict.Missed(attempt, Shortfall.of(Shortfall.Kind.MOVER_LOST, result.get()));
        }
        Optional<Shortfall> shortfall = task.shortfall(attempt);
        if (shortfall.isPresent()) {
            return new Verdict.Missed(attempt, shortfall.get());
        }
        List<Action> answer = botAnswers ? BotAnswer.to(attempt.after()) : List.of();
        return new Verdict.Solved(attempt, answer, Turns.play(attempt.after(), answer));
    }

    private boolean finished(List<Action> played, Position now) {
        if (played.isEmpty()) {
            return false;
        }
        return scope == Scope.ACTION || Turns.ends(position, now);
    }

    /** Every answer the exercise accepts, from the engine's legal actions, in the engine's order. */
    public List<List<Action>> acceptedAnswers() {
        return Turns.of(position, scope).stream().filter(answer -> judge(answer) instanceof Verdict.Solved)
                .toList();
    }

    /**
     * The piece a hint marks once {@code played} stands: the one an accepted answer that begins so
     * moves next, one the picture marks first where there is a choice; empty when the answer goes on
     * with a pass, or no accepted answer begins so.
     */
    public Optional<Cell> hint(List<Action> played) {
        List<Cell> moved = acceptedAnswers().stream()
                .filter(answer -> answer.size() > played.size() && answer.subList(0, played.size()).equals(played))
                .map(answer -> answer.get(played.size()))
                .flatMap(action -> Turns.origin(action).stream()).toList();
        return moved.stream().filter(marks::contains).findFirst().or(() -> moved.stream().findFirst());
    }
}
