package dev.tzaar.lambda.commands;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.GameIds;
import dev.tzaar.lambda.shared.Summaries;
import dev.tzaar.lambda.shared.TournamentPlay;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The bot's word that it started the thread a game asked for (not a command people type): from now on
 * the game is played in the thread ({@link Game#playedIn()}), and the answer is the thread's first
 * message, with the spectators' Follow and Unfollow buttons (for a private thread, which spectators
 * cannot see, a message the bot posts in the channel instead). The bot sends it with the thread's id as
 * the interaction's, so that sending it twice records the thread once.
 *
 * <p>Refused, changing nothing, unless the request comes from the game's channel, the game asked for
 * a thread and has none yet (the same thread again is answered as the first time), is being played,
 * and the user plays in it.
 */
public final class ThreadCommand implements CommandHandler {
    private final CommandServices services;

    public ThreadCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Wording user = Wording.forUser(request);
        String gameId = request.option(Option.GAME).orElse("");
        Optional<String> thread = request.option(Option.THREAD).filter(RequestLimits::isSnowflake);
        Optional<Game> found = GameIds.isWellFormed(gameId) ? services.store().find(gameId, now) : Optional.empty();
        if (thread.isEmpty() || found.isEmpty()) {
            return Decision.refuse(user.say("thread.notRecorded", Wording.echo(gameId)));
        }
        Game game = found.get();
        if (game.hasThread() && !game.thread().threadId().equals(thread.get()) && game.sideOf(request.user().id())
                .isPresent()) {
            // A repeated accept asked for the thread again, and a private one cannot be found again by
            // its message: the game stays in its first thread, which the summary names for the bot.
            return new Decision.Answer(GameReply.privately(user.say("thread.alreadyIn", game.id(), game.playedIn()))
                    .withGame(Summaries.of(game)));
        }
        boolean recordable = game.channelId().equals(request.channelId()) && game.thread() != null
                && !game.thread().isStarted() && game.status() == GameStatus.ACTIVE
                && game.sideOf(request.user().id()).isPresent();
        if (!recordable) {
            return Decision.refuse(user.say("thread.notRecorded", game.id()));
        }
        Game inThread = game.inThread(thread.get());
        Optional<GameReply> round = new TournamentPlay(services).threadIntro(inThread, Wording.forChannel(request), now);
        if (round.isPresent()) {
            // A tournament's game begins in its thread (public or private alike): the board, with its players pinged
            // (the round's message in the channel pinged nobody); spectators follow a public one.
            GameReply intro = round.get();
            if (!game.thread().privateThread()) {
                List<ActionButton> buttons = new java.util.ArrayList<>(intro.buttons());
                buttons.addAll(followButtons(game, Wording.forChannel(request)));
                intro = intro.withButtons(buttons);
            }
            return new Decision.Change(inThread, intro.withGame(Summaries.of(inThread)), true);
        }
        Wording channel = Wording.forChannel(request);
        // A private thread's first message is for the channel: spectators cannot see into the thread.
        String introKey = game.thread().privateThread() ? "thread.introPrivate" : "thread.intro";
        GameReply intro = GameReply.publicly(channel.say(introKey, game.id(), channel.players(game)))
                .withButtons(followButtons(game, channel)).withGame(Summaries.of(inThread));
        return new Decision.Change(inThread, intro, false);
    }

    static List<ActionButton> followButtons(Game game, Wording wording) {
        return List.of(
                ActionButton.of(Command.FOLLOW, game.id(), wording.say("button.follow"), ButtonStyle.PRIMARY),
                ActionButton.of(Command.UNFOLLOW, game.id(), wording.say("button.unfollow"), ButtonStyle.SECONDARY));
    }
}
