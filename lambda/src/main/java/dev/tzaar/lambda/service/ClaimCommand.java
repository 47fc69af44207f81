package dev.tzaar.lambda.service;

import dev.tzaar.api.Durations;
import dev.tzaar.api.GameRequest;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import java.time.Instant;

/** {@code /tzaar claim}: win a game the opponent has left waiting too long (72 hours by default). */
final class ClaimCommand implements CommandHandler {
    private final Tools tools;

    ClaimCommand(Tools tools) {
        this.tools = tools;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = ActiveGames.find(tools, request, now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        Side side = ActiveGames.sideOf(game, request);
        Side due = game.position().sideToMove();
        if (due == side) {
            return Decision.refuse("It is your turn in " + Wording.game(game) + ": the game waits for you.");
        }
        if (game.isTimed()) {
            if (game.clock().due(due, now) == GameClock.Due.FLAG) {
                return Outcomes.flagFall(tools, game, now);
            }
            return Decision.refuse(Wording.gameFirst(game) + " has a clock: it ends by itself if "
                    + Wording.name(game.player(due)) + " has not moved by <t:"
                    + game.clock().deadline(due).getEpochSecond() + ":f>. Nothing to claim.");
        }
        Instant deadline = game.updatedAt().plus(tools.settings().claimAfter());
        if (now.isBefore(deadline)) {
            return Decision.refuse(Wording.name(game.player(due)) + " has until <t:" + deadline.getEpochSecond()
                    + ":f> (" + Wording.relative(deadline) + ") to act; after that you can claim the win.");
        }
        GameRecord record = game.record().timeOut(due).orElseThrow();
        return Outcomes.after(tools, game, record, request.user(), "claims the win: "
                + Wording.name(game.player(due)) + " did not act for " + Durations.humane(tools.settings().claimAfter()) + ".", now);
    }
}
