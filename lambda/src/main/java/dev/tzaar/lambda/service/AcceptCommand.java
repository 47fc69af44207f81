package dev.tzaar.lambda.service;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

/** {@code /tzaar accept}: the challenged player accepts, and the game begins. */
final class AcceptCommand implements CommandHandler {
    private final Tools tools;

    AcceptCommand(Tools tools) {
        this.tools = tools;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = Challenges.find(tools, request, now, false);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game challenge = found.value();
        String user = request.user().id();
        if (challenge.challenger().id().equals(user)) {
            return Decision.refuse(Wording.forUser(request).say("accept.ownChallenge", Wording.name(challenge.opponent())));
        }
        if (!challenge.opponent().id().equals(user)) {
            return Decision.refuse(Wording.forUser(request).say("accept.notForYou", Wording.name(challenge.opponent())));
        }
        boolean challengerWhite = switch (challenge.colour()) {
            case WHITE -> true;
            case BLACK -> false;
            case RANDOM -> tools.random().nextBoolean();
        };
        // Cleaned again: a challenge stored before names were cleaned at the door may hold a blank or
        // multi-line name, which a record refuses.
        Player white = Names.clean(challengerWhite ? challenge.challenger() : challenge.opponent());
        Player black = Names.clean(challengerWhite ? challenge.opponent() : challenge.challenger());
        GameRecord record = newRecord(tools, challenge.setup(), white, black, challenge.id(), now);
        Game game = challenge.next(GameStatus.ACTIVE, white, black, record, now,
                now.plus(tools.settings().idleGameKept()));

        Player first = game.toAct().orElseThrow();
        Wording channel = Wording.forChannel(request);
        String text = channel.say("accept.begins", Wording.name(challenge.opponent()), game.id(), channel.players(game),
                channel.setup(game), channel.nextUp(game))
                + (game.isTimed() ? "\n" + ClockWording.line(channel, game, now) : "");
        boolean pingFirst = !first.id().equals(user);
        GameReply reply = new GameReply(text, false, null, pingFirst ? List.of(first.id()) : List.of(),
                pingFirst ? channel.yourTurn(game) : null, Buttons.forGame(game, channel), Summaries.of(game), null,
                null);
        return new Decision.Change(game, reply, true);
    }

    /** The record of a game beginning now: its setup (a random one drawn here), players, id and date. */
    static GameRecord newRecord(Tools tools, Setup.Kind kind, Player white, Player black, String gameId, Instant now) {
        Setup setup = switch (kind) {
            case FIXED -> Setup.fixed();
            case TOURNAMENT -> Setup.tournament();
            case RANDOM -> Setup.random(tools.random().nextLong());
        };
        return GameRecord.of(setup)
                .withPlayer(Side.WHITE, white.name())
                .withPlayer(Side.BLACK, black.name())
                .withTag("Game", gameId)
                .withTag("Date", now.atOffset(ZoneOffset.UTC).toLocalDate().toString());
    }
}
