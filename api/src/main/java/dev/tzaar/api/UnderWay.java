package dev.tzaar.api;

import java.util.Objects;

/**
 * How far a long work has got (a review of a game, a turn at a time), when the function answers before it
 * is done so that no invocation runs long and the player sees it move: {@link GameReply#underWay()}.
 *
 * @param done how many of its steps are done (turns reviewed)
 * @param total how many there are
 * @param resume what to ask again with ({@link GameRequest#resuming}): the work's own name (a review's game)
 */
public record UnderWay(int done, int total, String resume) {
    public UnderWay {
        Objects.requireNonNull(resume, "resume");
        if (done < 0 || total < 0 || done > total) {
            throw new IllegalArgumentException("done " + done + " of " + total);
        }
    }
}
