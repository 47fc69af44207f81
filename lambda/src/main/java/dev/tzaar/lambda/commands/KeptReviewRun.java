package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.UnderWay;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.engine.review.GameReview;
import dev.tzaar.engine.review.ReviewBudget;
import dev.tzaar.engine.review.ReviewRun;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.KeptReview;
import dev.tzaar.lambda.shared.AiTime;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Wording;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A finished game's review as the game keeps it ({@link KeptReview}, {@code review#<game>}), taken a step
 * further: the one place that reads the kept state, reviews turns from there for a hard turn's time (at least
 * one turn) and writes what it found back. {@code /tzaar analyze} and "learn from your mistakes" both go
 * through it, so a game reviewed by either is reviewed for the other too: its mistakes open at once after its
 * review, instead of reviewing the whole game again (docs/review.md).
 */
final class KeptReviewRun {
    /** How long a review's state is kept after its last step. */
    static final Duration KEPT = Duration.ofHours(1);

    private KeptReviewRun() {
    }

    /**
     * The game's review, one step further than kept: finished at once when the kept state is (no search), else
     * after up to a hard turn's time of turns; what was found is kept for {@link #KEPT}.
     */
    static ReviewRun stepped(CommandServices services, Game game, Instant now) {
        AiTime time = services.bot().time();
        long start = time.nanoClock().getAsLong();
        KeptReview kept = services.store().keptReview(game.id(), now);
        ReviewRun run = resumedOrFresh(game, kept);
        int before = run.done();
        long step = TimeUnit.MILLISECONDS.toNanos(time.budget(Level.HARD));
        while (!run.finished() && (run.done() == before || time.nanoClock().getAsLong() - start < step)) {
            run.step();
        }
        if (run.done() > before || !kept.state().equals(run.state())) {
            // A write lost to another step of the same review is no loss: its state is as good as this one.
            services.store().write(kept.next(run.state()), now.plus(KEPT));
        }
        return run;
    }

    /** The review, when the state kept for the game is a finished one: no search made. */
    static Optional<GameReview> finished(CommandServices services, Game game, Instant now) {
        KeptReview kept = services.store().keptReview(game.id(), now);
        if (kept.state().isEmpty()) {
            return Optional.empty();
        }
        ReviewRun run = resumedOrFresh(game, kept);
        return run.finished() ? Optional.of(run.review()) : Optional.empty();
    }

    /**
     * The progress line of a review not finished yet ("Reviewing game **x**: turn 12 of 38…"), which the bot
     * shows in place and asks again with, the game's id to resume.
     */
    static GameReply underWay(ReviewRun run, Game game, Wording wording) {
        return GameReply.underWay(wording.say("review.progress", game.id(), run.done(), run.total()),
                new UnderWay(run.done(), run.total(), game.id()));
    }

    /** The review where its kept state stopped; from the start when none is kept, or it cannot be read. */
    private static ReviewRun resumedOrFresh(Game game, KeptReview kept) {
        if (!kept.state().isEmpty()) {
            Checked<ReviewRun> resumed = ReviewRun.resumed(game.record(), ReviewBudget.STANDARD, GameReview.SEED,
                    kept.state());
            if (resumed.isOk()) {
                return resumed.value();
            }
        }
        return ReviewRun.of(game.record(), ReviewBudget.STANDARD, GameReview.SEED);
    }
}
