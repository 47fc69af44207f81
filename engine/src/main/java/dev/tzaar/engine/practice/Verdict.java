package dev.tzaar.engine.practice;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Refusal;
import java.util.List;
import java.util.Optional;

/** What the engine makes of the actions a player tried in an exercise. */
public sealed interface Verdict {

    /**
     * The last action is not allowed: the rules' own reason, in English and as a stable kind (the
     * engine gives a kind for every refusal of an action). The actions before it stand.
     */
    record Illegal(Action action, String reason, Optional<Refusal> refusal) implements Verdict {
    }

    /** Legal so far, and the turn goes on: the next action is due from {@code now}. */
    record Unfinished(Attempt attempt) implements Verdict {
        public Position now() {
            return attempt.after();
        }
    }

    /** Legal, but the task is not done: why, and what the actions did instead ({@link Attempt#deeds()}). */
    record Missed(Attempt attempt, Shortfall shortfall) implements Verdict {
    }

    /**
     * The task is done. Where the exercise has the other side answer, {@code answer} is its turn and
     * {@code answered} the position after it; otherwise the answer is empty and {@code answered} is the
     * attempt's last position.
     */
    record Solved(Attempt attempt, List<Action> answer, Position answered) implements Verdict {
        public Solved {
            answer = List.copyOf(answer);
        }
    }
}
