package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameRequest;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import dev.tzaar.lambda.shared.ActiveGames;
import dev.tzaar.lambda.shared.ClockWording;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Outcomes;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;

/** {@code /tzaar claim}: win a game the opponent has left waiting too long (72 hours by default). */
public final class ClaimCommand implements CommandHandler {
    private final CommandServices services;

    public ClaimCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = ActiveGames.find(services, request, now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        Wording wording = Wording.forUser(request);
        Side side = ActiveGames.sideOf(game, request);
        Side due = game.position().sideToMove();
        if (due == side) {
            return Decision.refuse(wording.say("claim.yourTurn", game.id()));
        }
        if (game.isTimed()) {
            if (game.clock().due(due, now) == GameClock.Due.FLAG) {
                return Outcomes.flagFall(services, game, Wording.forChannel(request), now);
            }
            return Decision.refuse(wording.say("clock.noClaim", game.id(), Wording.name(game.player(due)),
                    ClockWording.until(game.clock().deadline(due))));
        }
        Instant deadline = game.updatedAt().plus(services.limits().claimAfter());
        if (now.isBefore(deadline)) {
            return Decision.refuse(wording.say("claim.tooSoon", Wording.name(game.player(due)),
                    String.valueOf(deadline.getEpochSecond()), Wording.relative(deadline)));
        }
        GameRecord record = game.record().timeOut(due).orElseThrow();
        Wording channel = Wording.forChannel(request);
        return Outcomes.after(services, game, record, request.user(), channel, channel.say("claim.done",
                Wording.name(request.user()), Wording.name(game.player(due)),
                channel.duration(services.limits().claimAfter())), now);
    }
}
