package dev.tzaar.lambda.commands;

import dev.tzaar.api.Capability;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.ThreadKind;
import dev.tzaar.engine.Setup;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import dev.tzaar.lambda.game.GameThread;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.shared.Buttons;
import dev.tzaar.lambda.shared.ClockWording;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.GameIds;
import dev.tzaar.lambda.shared.Names;
import dev.tzaar.lambda.shared.Places;
import dev.tzaar.lambda.shared.Summaries;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code /tzaar challenge [opponent:@bob] [setup:] [colour:] [days:] [thread:]}: invite someone to a game
 * here, or, without an opponent, anyone in the channel (the first to accept plays); with {@code
 * thread:public} or {@code private} the game is played in a thread of its own, with {@code thread:off}
 * in the channel, and without the option as the server's settings say ({@link SettingsCommand}).
 */
public final class ChallengeCommand implements CommandHandler {
    private final CommandServices services;

    public ChallengeCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Wording user = Wording.forUser(request);
        Optional<String> refusedHere = Places.challengeRefused(request);
        if (refusedHere.isPresent()) {
            return Decision.refuse(user.say(refusedHere.get()));
        }
        Optional<String> opponentId = request.option(Option.OPPONENT);
        Player opponent = null;
        if (opponentId.isPresent()) {
            opponent = request.mentioned().get(opponentId.get());
            if (opponent == null) {
                return Decision.refuse(user.say("challenge.unknownOpponent"));
            }
        }
        Player challenger = request.user();
        if (opponent != null && opponent.id().equals(challenger.id())) {
            return Decision.refuse(user.say("challenge.yourself"));
        }
        if (opponent != null && opponent.bot()) {
            return Decision.refuse(user.say("challenge.bot", Wording.name(opponent)));
        }
        Optional<Setup.Kind> setup = setup(request.option(Option.SETUP).orElse("random"));
        if (setup.isEmpty()) {
            return Decision.refuse(user.say("challenge.badSetup"));
        }
        Optional<ColourChoice> colour = ColourChoice.parse(request.option(Option.COLOUR).orElse("random"));
        if (colour.isEmpty()) {
            return Decision.refuse(user.say("challenge.badColour"));
        }
        Optional<String> days = request.option(Option.DAYS);
        if (days.isPresent() && daysPerMove(days.get()) == 0) {
            return Decision.refuse(user.say("clock.badDays", GameClock.MIN_DAYS, GameClock.MAX_DAYS));
        }
        GameClock clock = days.map(d -> GameClock.of(daysPerMove(d)).speaking(Wording.channelLanguage(request)))
                .orElse(null);
        Optional<String> threadAsked = request.option(Option.THREAD);
        Optional<ThreadKind> asked = threadAsked.flatMap(ThreadKind::parse);
        if (threadAsked.isPresent() && asked.isEmpty()) {
            return Decision.refuse(user.say("thread.badChoice", Wording.echo(threadAsked.get())));
        }
        if (asked.orElse(ThreadKind.OFF) != ThreadKind.OFF && request.place().orElse(null) != InteractionContext.GUILD) {
            // Only a server has threads, and only a member bot can start one (the frontend refuses
            // thread: where the app was installed by a user and is no member).
            return Decision.refuse(user.say("thread.notHere"));
        }
        Where where = asked.map(kind -> new Where(kind, ""))
                .orElseGet(() -> serverDefault(request, Wording.forChannel(request)));
        Decision made = opponent == null
                ? openChallenge(request, Names.clean(challenger), setup.get(), colour.get(), clock, now)
                : challenge(services, request, request.channelId(), challenger, opponent, setup.get(), colour.get(),
                clock, now);
        return inItsPlace(made, where, Wording.forChannel(request));
    }

    /** Where a challenge's game is played, and what the challenge says about it beyond the usual. */
    private record Where(ThreadKind kind, String note) {}

    /**
     * A challenge that does not say where follows the server's default (one read of its settings),
     * unless the bot cannot start a thread here (a thread, a user's install, no bot token): then it
     * is played in the channel, and the challenge says why it is not in a thread.
     */
    private Where serverDefault(GameRequest request, Wording channel) {
        if (request.guildId() == null || request.place().orElse(null) != InteractionContext.GUILD) {
            return new Where(ThreadKind.OFF, "");
        }
        ThreadKind kind = services.store().serverSettings(request.guildId()).threads();
        if (kind == ThreadKind.OFF || request.can(Capability.toStart(kind))) {
            return new Where(kind, "");
        }
        return new Where(ThreadKind.OFF, channel.say("thread.defaultNotHere"));
    }

    /**
     * The challenge asking for a thread of its own, which the bot starts when it is accepted, or for
     * none; either way it says where the game will be played when that is not the channel as usual.
     */
    private static Decision inItsPlace(Decision made, Where where, Wording channel) {
        if (!(made instanceof Decision.Change change)) {
            return made;
        }
        GameReply r = change.reply();
        String said = switch (where.kind()) {
            case OFF -> where.note();
            case PUBLIC -> channel.say("thread.challenge");
            case PRIVATE -> channel.say("thread.challengePrivate");
        };
        return new Decision.Change(change.game().withThread(GameThread.asked(where.kind())),
                r.withText(r.text() + said, r.pingText()), change.picture());
    }

    /** The days per move typed, or 0 when it is not a whole number from 1 to 14. */
    private static int daysPerMove(String text) {
        String days = text.strip();
        if (!days.matches("[0-9]{1,2}")) {
            return 0;
        }
        int value = Integer.parseInt(days);
        return value >= GameClock.MIN_DAYS && value <= GameClock.MAX_DAYS ? value : 0;
    }

    /** A challenge to anyone in the channel, unless the challenger has one waiting here already. */
    private Decision openChallenge(GameRequest request, Player challenger, Setup.Kind setup, ColourChoice colour,
            GameClock clock, Instant now) {
        Optional<Game> waiting = services.store().pendingChallenge(request.channelId(), challenger.id(), null, now);
        if (waiting.isPresent()) {
            return Decision.refuse(Wording.forUser(request).say("challenge.openAlready", waiting.get().id(),
                    Wording.relative(waiting.get().expiresAt())));
        }
        Instant expires = now.plus(services.limits().challengeLifetime());
        Game open = Game.openChallenge(GameIds.next(services.random()), request.guildId(), request.channelId(),
                challenger, setup, colour, now, expires);
        Game game = clock == null ? open : open.withClock(clock);
        Wording channel = Wording.forChannel(request);
        String colours = colours(game, channel) + (clock == null ? ""
                : channel.say("clock.challenge", ClockWording.control(channel, clock)));
        String text = channel.say("challenge.openMade", Wording.name(challenger), channel.setup(game), colours,
                game.id(), Wording.relative(expires));
        GameReply reply = GameReply.publicly(text).withButtons(Buttons.forOpenChallenge(game, channel))
                .withGame(Summaries.of(game));
        return new Decision.Change(game, reply, false);
    }

    /**
     * A new challenge in {@code channelId}, unless the same one is already waiting there. Rematches
     * come this way too, a rematch pressed in its game's thread with the thread's channel: the
     * waiting challenge is looked for in the place the new one would take.
     */
    static Decision challenge(CommandServices services, GameRequest request, String channelId, Player challenger,
            Player opponent, Setup.Kind setup, ColourChoice colour, GameClock clock, Instant now) {
        return challengeCleaned(services, request, channelId, Names.clean(challenger), Names.clean(opponent), setup,
                colour, clock, now);
    }

    private static Decision challengeCleaned(CommandServices services, GameRequest request, String channelId,
            Player challenger, Player opponent, Setup.Kind setup, ColourChoice colour, GameClock clock, Instant now) {
        String guildId = request.guildId();
        // Read strongly consistent by its place; the channel's listing (an eventually consistent
        // index) still finds a challenge made before challenges had places.
        Optional<Game> waiting = services.store().pendingChallenge(channelId, challenger.id(), opponent.id(), now)
                .or(() -> services.store().openGamesIn(channelId, now).stream()
                        .filter(g -> g.status() == GameStatus.CHALLENGED
                                && g.challenger().id().equals(challenger.id()) && g.isOpponent(opponent.id()))
                        .findFirst());
        if (waiting.isPresent()) {
            return Decision.refuse(Wording.forUser(request).say("challenge.already", Wording.name(opponent),
                    waiting.get().id(), Wording.relative(waiting.get().expiresAt())));
        }
        Instant expires = now.plus(services.limits().challengeLifetime());
        Game game = Game.challenge(GameIds.next(services.random()), guildId, channelId, challenger, opponent, setup,
                colour, now, expires).withClock(clock);
        Wording channel = Wording.forChannel(request);
        String colours = colours(game, channel) + (clock == null ? ""
                : channel.say("clock.challenge", ClockWording.control(channel, clock)));
        String text = channel.say("challenge.made", Wording.name(challenger), Wording.name(opponent),
                channel.setup(game), colours, game.id(), Wording.relative(expires));
        // A keyed read of the opponent's global standing: nobody who has finished a rated game lacks one.
        String ping = channel.say("challenge.ping", Wording.name(challenger))
                + (services.store().standing(Ladder.GLOBAL, opponent.id()).isEmpty() ? " " + channel.learnOffer() : "");
        GameReply reply = GameReply.publicly(text)
                .withPing(List.of(opponent.id()), ping)
                .withButtons(Buttons.forChallenge(game, channel)).withGame(Summaries.of(game));
        return new Decision.Change(game, reply, false);
    }

    private static String colours(Game game, Wording wording) {
        return wording.say("colours." + Wording.lower(game.colour()), Wording.name(game.challenger()));
    }

    static Optional<Setup.Kind> setup(String text) {
        try {
            return Optional.of(Setup.Kind.valueOf(text.strip().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
