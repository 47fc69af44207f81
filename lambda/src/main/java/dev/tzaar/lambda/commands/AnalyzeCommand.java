package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.review.ReviewBudget;
import dev.tzaar.engine.review.ReviewRun;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.ReviewReport;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/**
 * {@code /tzaar analyze [game:]}: a finished game (by default the user's latest here) reviewed by the AI,
 * privately ({@link dev.tzaar.engine.review.GameReview}, told by {@link ReviewReport}; docs/review.md). Only
 * once a game is over, so that it helps nobody in play; then for anyone in the game's channel.
 *
 * <p>A review is made in steps ({@link ReviewRun}), so that no request runs long and the player sees it
 * move: each request reviews turns for as long as a hard turn of the bot may think (1.5 s; at least one
 * turn), keeps what it found with the game ({@link KeptReviewRun}), and, until the last turn is reviewed,
 * answers a progress line ({@link GameReply#underWay}, "Reviewing game **x**: turn 12 of 38…") which the bot
 * shows in place and asks again with ({@link GameRequest#resuming}: the game's id). The review's state is
 * kept for {@link KeptReviewRun#KEPT}: the game's review asked again meanwhile, by anyone (or its "learn from
 * your mistakes"), starts where it stopped, or at once from the finished state.
 */
public final class AnalyzeCommand implements CommandHandler {
    private final CommandServices services;

    public AnalyzeCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = HistoryCommand.namedOrLatestHere(services, resumed(request), now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        Wording wording = Wording.forUser(request);
        if (game.status() != GameStatus.FINISHED) {
            return Decision.refuse(wording.say(game.isStarted() ? "analyze.notOver" : "analyze.neverStarted", game.id()));
        }
        ReviewRun run = KeptReviewRun.stepped(services, game, now);
        if (!run.finished()) {
            return new Decision.Answer(KeptReviewRun.underWay(run, game, wording));
        }
        return new Decision.Answer(ReviewReport.of(game, run.review(), ReviewBudget.STANDARD,
                ReviewReport.readerSide(game, request.user()), wording, services.pictures()));
    }

    /** A request resuming a review names its game, as the first one may not have (the latest here). */
    private static GameRequest resumed(GameRequest request) {
        if (request.resume() == null) {
            return request;
        }
        Map<String, String> options = new HashMap<>(request.options());
        options.put(Option.GAME, request.resume());
        return request.withOptions(options);
    }
}
