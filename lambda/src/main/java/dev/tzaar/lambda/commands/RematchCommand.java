package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Side;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import dev.tzaar.lambda.shared.BotPlayer;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Summaries;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.Optional;

/**
 * The Rematch button of a finished game: a new challenge to the same opponent, colours swapped; in
 * the game's own thread when pressed there.
 */
public final class RematchCommand implements CommandHandler {
    private final CommandServices services;

    public RematchCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        String user = request.user().id();
        Wording wording = Wording.forUser(request);
        Checked<Game> found = request.option(dev.tzaar.api.Option.GAME).isPresent()
                ? services.finder().named(request, now)
                : Checked.refused(wording.say("rematch.sayGame"));
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game finished = found.value();
        if (finished.status() != GameStatus.FINISHED) {
            return Decision.refuse(wording.say("rematch.notOver", finished.id()));
        }
        Optional<Side> side = finished.sideOf(user);
        if (side.isEmpty()) {
            return Decision.refuse(wording.say("rematch.onlyPlayers", wording.players(finished)));
        }
        ColourChoice swapped = side.get() == Side.WHITE ? ColourChoice.BLACK : ColourChoice.WHITE;
        Optional<BotPlayer.Opponent> bot = BotPlayer.in(finished);
        if (bot.isPresent()) {
            return AiCommand.start(services, request, finished.otherThan(user).id(), bot.get().level(),
                    finished.setup(), swapped, now);
        }
        boolean inItsThread = finished.hasThread() && finished.playedIn().equals(request.channelId());
        Decision challenge = ChallengeCommand.challenge(services, request,
                inItsThread ? finished.channelId() : request.channelId(), request.user(), finished.otherThan(user),
                finished.setup(), swapped, finished.isTimed()
                        ? GameClock.of(finished.clock().daysPerMove()).speaking(Wording.channelLanguage(request)) : null,
                now);
        return inItsThread ? inTheSameThread(finished, challenge) : challenge;
    }

    /**
     * A rematch pressed in its game's own thread is challenged there and played there: the thread has
     * both players and the followers already, and the channel is told its end in one line, as for the
     * first game. It belongs to the thread's channel, like any game in a thread (its place, its
     * server, its end line), and is played in the same thread ({@link Game#playedIn()}), where the
     * bot's cache is told to keep it.
     */
    private static Decision inTheSameThread(Game finished, Decision decided) {
        if (!(decided instanceof Decision.Change change)) {
            return decided;
        }
        Game rematch = change.game().withThread(finished.thread());
        return new Decision.Change(rematch, change.reply().withGame(Summaries.of(rematch)), change.picture());
    }
}
