package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.review.GameReview;
import dev.tzaar.engine.review.ReviewBudget;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.ReviewReport;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;

/**
 * {@code /tzaar analyze [game:]}: a finished game (by default the user's latest here) reviewed by the
 * AI, privately ({@link GameReview}, told by {@link ReviewReport}; docs/review.md). Only once a game is
 * over, so that it helps nobody in play; then for anyone in the game's channel.
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
        Checked<Game> found = HistoryCommand.namedOrLatestHere(services, request, now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        Wording wording = Wording.forUser(request);
        if (game.status() != GameStatus.FINISHED) {
            return Decision.refuse(wording.say(game.isStarted() ? "analyze.notOver" : "analyze.neverStarted", game.id()));
        }
        GameReview review = GameReview.of(game.record(), ReviewBudget.STANDARD, GameReview.SEED,
                GameReview.Progress.NONE);
        return new Decision.Answer(ReviewReport.of(game, review, ReviewBudget.STANDARD,
                ReviewReport.readerSide(game, request.user()), wording, services.pictures()));
    }
}
