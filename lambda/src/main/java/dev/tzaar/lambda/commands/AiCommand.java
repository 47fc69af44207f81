package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.BotPlayer;
import dev.tzaar.lambda.shared.Buttons;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.GameIds;
import dev.tzaar.lambda.shared.Names;
import dev.tzaar.lambda.shared.NewRecords;
import dev.tzaar.lambda.shared.Places;
import dev.tzaar.lambda.shared.Summaries;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Function;

/**
 * {@code /tzaar ai level:<easy|medium|hard> [setup:] [colour:]}: a game against the bot, begun at
 * once (the bot needs no asking). The bot is the user the request names as {@code opponent}, a bot
 * user: the frontend fills that in with its own user, so the function needs no setting to know
 * it. When the bot has the first action, it plays it before the reply.
 */
public final class AiCommand implements CommandHandler {
    private final CommandServices services;

    public AiCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Wording user = Wording.forUser(request);
        Optional<String> refusedHere = Places.botGameRefused(request);
        if (refusedHere.isPresent()) {
            return Decision.refuse(user.say(refusedHere.get()));
        }
        Checked<Level> level = Level.parse(request.option(Option.LEVEL).orElse("medium"));
        if (!level.isOk()) {
            return Decision.refuse(user.say("ai.badLevel", Wording.echo(request.option(Option.LEVEL).orElse(""))));
        }
        Player bot = request.option(Option.OPPONENT).map(id -> request.mentioned().get(id)).orElse(null);
        if (bot == null || !bot.bot()) {
            return Decision.refuse(user.say("ai.whichBot"));
        }
        if (request.user().bot()) {
            return Decision.refuse(user.say("ai.botsDontPlay"));
        }
        Optional<Setup.Kind> setup = ChallengeCommand.setup(request.option(Option.SETUP).orElse("random"));
        if (setup.isEmpty()) {
            return Decision.refuse(user.say("challenge.badSetup"));
        }
        Optional<ColourChoice> colour = ColourChoice.parse(request.option(Option.COLOUR).orElse("random"));
        if (colour.isEmpty()) {
            return Decision.refuse(user.say("challenge.badColour"));
        }
        return start(services, request, bot.id(), level.value(), setup.get(), colour.get(), now);
    }

    /**
     * A new game of the request's user against the bot, in the request's channel, in play from the
     * start, with the bot's first turn played when it has it. One such game at a time per person
     * and channel, so that commands there never have to ask which game they mean.
     */
    static Decision start(CommandServices services, GameRequest request, String botUserId, Level level,
            Setup.Kind setupKind, ColourChoice colour, Instant now) {
        Player human = Names.clean(request.user());
        String channelId = request.channelId();
        // Read strongly from the game's place, which the new game takes only when free (GameWrite): two
        // presses at once make one game, and the second is told of it here when the service decides again.
        // The index read finds the games begun before places existed.
        Optional<Game> playing = services.store().botGame(channelId, human.id(), now).or(() -> services.store()
                .openGamesIn(channelId, now).stream()
                .filter(g -> g.status() == GameStatus.ACTIVE && g.involves(human.id()) && g.otherThan(human.id()).bot())
                .findFirst());
        if (playing.isPresent()) {
            return Decision.refuse(Wording.forUser(request).say("ai.already", playing.get().id()));
        }
        Player bot = BotPlayer.player(botUserId, level, Wording.forChannel(request));
        boolean humanWhite = switch (colour) {
            case WHITE -> true;
            case BLACK -> false;
            case RANDOM -> services.random().nextBoolean();
        };
        Player white = humanWhite ? human : bot;
        Player black = humanWhite ? bot : human;
        String id = GameIds.next(services.random());
        GameRecord record = BotPlayer.tagged(NewRecords.of(services, setupKind, white, black, id, now), level,
                services.random().nextLong());
        Function<GameRecord, Game> withRecord = played -> Game.startedAtOnce(id, request.guildId(), channelId, human,
                bot, setupKind, colour, white, black, played, now, now.plus(services.limits().idleGameKept()));
        Wording channel = Wording.forChannel(request);
        BotPlayer.Played first = services.bot().play(withRecord.apply(record), record, channel);
        Game begun = withRecord.apply(first.record());
        String text = channel.say("ai.begins", Wording.name(human), begun.id(), channel.players(begun),
                channel.setup(begun), first.sentence().isEmpty() ? "" : first.sentence() + " ", channel.nextUp(begun));
        GameReply reply = GameReply.publicly(text).withButtons(Buttons.forGame(begun, channel))
                .withGame(Summaries.of(begun));
        return new Decision.Change(begun, reply, true);
    }
}
