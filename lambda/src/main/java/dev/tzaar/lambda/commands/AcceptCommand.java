package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Player;
import dev.tzaar.api.ThreadWork;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.Buttons;
import dev.tzaar.lambda.shared.Challenges;
import dev.tzaar.lambda.shared.ClockWording;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Names;
import dev.tzaar.lambda.shared.NewRecords;
import dev.tzaar.lambda.shared.Summaries;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

/** {@code /tzaar accept}: the challenged player accepts, and the game begins. */
public final class AcceptCommand implements CommandHandler {
    private final CommandServices services;

    public AcceptCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = Challenges.findToAccept(services, request, now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game challenge = found.value();
        String user = request.user().id();
        Wording wording = Wording.forUser(request);
        if (challenge.challenger().id().equals(user)) {
            return Decision.refuse(wording.say("accept.ownChallenge", challenge.awaitsAnyone()
                    ? wording.say("open.someone") : Wording.name(challenge.opponent())));
        }
        if (challenge.awaitsAnyone()) {
            if (request.user().bot()) {
                return Decision.refuse(wording.say("accept.bot"));
            }
            // The first to accept takes it: the write is conditional on the challenge's version, so
            // of several pressing at once exactly one succeeds, and the others are told it started.
            challenge = challenge.takenBy(request.user());
        }
        if (!challenge.isOpponent(user)) {
            return Decision.refuse(Wording.forUser(request).say("accept.notForYou", Wording.name(challenge.opponent())));
        }
        boolean challengerWhite = switch (challenge.colour()) {
            case WHITE -> true;
            case BLACK -> false;
            case RANDOM -> services.random().nextBoolean();
        };
        // Cleaned again: a challenge stored before names were cleaned at the door may hold a blank or
        // multi-line name, which a record refuses.
        Player white = Names.clean(challengerWhite ? challenge.challenger() : challenge.opponent());
        Player black = Names.clean(challengerWhite ? challenge.opponent() : challenge.challenger());
        GameRecord record = NewRecords.of(services, challenge.setup(), white, black, challenge.id(), now);
        Game game = challenge.accepted(white, black, record, now,
                now.plus(services.limits().idleGameKept()));

        Player first = game.toAct().orElseThrow();
        Wording channel = Wording.forChannel(request);
        String text = channel.say("accept.begins", Wording.name(challenge.opponent()), game.id(), channel.players(game),
                channel.setup(game), channel.nextUp(game))
                + (game.isTimed() ? "\n" + ClockWording.line(channel, game, now) : "");
        boolean pingFirst = !first.id().equals(user);
        GameReply reply = GameReply.publicly(text)
                .withPing(pingFirst ? List.of(first.id()) : List.of(), pingFirst ? channel.yourTurn(game) : null)
                .withButtons(Buttons.forGame(game, channel)).withGame(Summaries.of(game));
        if (game.thread() != null && !game.thread().isStarted()) {
            // (A rematch challenged in its game's thread is played there already.)
            // The bot starts the thread (a public one from the challenge's message, a private one on its
            // own), posts this reply there, and tells the function the thread (Command.THREAD); it adds
            // the players to it.
            String name = channel.say("thread.name", game.id(), game.white().name(), game.black().name());
            List<String> players = Stream.of(game.white(), game.black()).filter(p -> !p.bot()).map(Player::id)
                    .toList();
            reply = reply.withThread(game.thread().privateThread() ? ThreadWork.startPrivate(game.id(), name, players)
                    : ThreadWork.start(game.id(), name, players));
        }
        return new Decision.Change(game, reply, true);
    }
}
