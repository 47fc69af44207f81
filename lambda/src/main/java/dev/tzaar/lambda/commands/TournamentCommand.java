package dev.tzaar.lambda.commands;

import dev.tzaar.api.Capability;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Option;
import dev.tzaar.api.Posting;
import dev.tzaar.api.ThreadKind;
import dev.tzaar.engine.Setup;
import dev.tzaar.lambda.game.GameClock;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.Standing;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.GameIds;
import dev.tzaar.lambda.shared.Names;
import dev.tzaar.lambda.shared.TournamentGamesList;
import dev.tzaar.lambda.shared.TournamentPlay;
import dev.tzaar.lambda.shared.Wording;
import dev.tzaar.lambda.tournaments.Tournament;
import dev.tzaar.lambda.tournaments.TournamentFormat;
import dev.tzaar.lambda.tournaments.TournamentPlayer;
import dev.tzaar.lambda.tournaments.TournamentRounds;
import dev.tzaar.lambda.tournaments.TournamentState;
import dev.tzaar.lambda.tournaments.TournamentStore;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code /tzaar tournament action:}: a server's tournament (docs/tournaments.md). {@code create} (Manage Server)
 * posts its announcement, whose Join and Leave buttons sign players up and whose organiser's Start pairs round 1
 * and begins its games at once, each in a thread of its own where the bot can start one ({@link TournamentPlay}); {@code standings}, {@code pairings} and
 * {@code games} ({@link TournamentGamesList}) show where it stands, privately, and {@code export} gives it as a
 * FIDE Tournament Report File; {@code cancel}
 * and {@code remove} are the organiser's. A press of the
 * announcement's buttons carries its action in its game ({@code <tournament>.<action>}) and is answered in the
 * announcement's place (the list of players as it now stands) and privately to the presser.
 */
public final class TournamentCommand implements CommandHandler {
    /** The actions, as {@code action:} and the buttons name them. */
    public static final List<String> ACTIONS = List.of("create", "join", "leave", "start", "cancel", "remove",
            "standings", "pairings", "export", "games");
    static final int DEFAULT_ROUNDS = 5;
    static final int MOST_ROUNDS = 15;
    /** The longest sign-up closing at a time: two weeks, in hours. */
    static final int MOST_HOURS_OPEN = 336;
    private static final int NEW_ID_ATTEMPTS = 5;

    private final CommandServices services;
    private final TournamentPlay play;

    public TournamentCommand(CommandServices services) {
        this.services = services;
        this.play = new TournamentPlay(services);
    }

    @Override
    public boolean changesGames() {
        // Its games are written by TournamentPlay, each once whoever races to start them.
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Wording user = Wording.forUser(request);
        Optional<String> pressed = request.option(Option.GAME).filter(game -> game.contains("."));
        String action = pressed.map(game -> game.substring(game.indexOf('.') + 1))
                .or(() -> request.option(Option.ACTION)).map(a -> a.strip().toLowerCase(Locale.ROOT))
                .orElse("standings");
        if (!ACTIONS.contains(action)) {
            return Decision.refuse(user.say("tournament.badAction", Wording.echo(action)));
        }
        if (action.equals("create")) {
            return create(request, now);
        }
        Optional<String> id = pressed.map(game -> game.substring(0, game.indexOf('.')))
                .or(() -> request.option(Option.TOURNAMENT)).map(String::strip);
        if (id.isEmpty()) {
            return Decision.refuse(user.say("tournament.which"));
        }
        TournamentStore store = services.store().tournaments();
        Optional<Tournament> read = GameIds.isWellFormed(id.get()) ? store.tournament(id.get()) : Optional.empty();
        if (read.isEmpty() || !read.get().channelId().equals(request.channelId())) {
            return Decision.refuse(user.say("tournament.unknown", Wording.echo(id.get())));
        }
        Tournament tournament = read.get();
        boolean byButton = pressed.isPresent();
        if ((action.equals("join") || action.equals("leave")) && tournament.signUpOver(now)) {
            // Its time has come, and the clock's sweep begins round 1 within a minute or so.
            return Decision.refuse(user.say("tournament.signUpOver", Wording.literal(tournament.name()),
                    tournament.closesAt().orElseThrow().getEpochSecond()));
        }
        // Any action on a running tournament first does what a call cut short left undone (a cancel would only
        // begin games to call them off), so that what it shows is as it stands; what that did is posted in the
        // tournament's channel, however private the action's answer.
        if (tournament.state() != TournamentState.RUNNING || action.equals("cancel")) {
            return act(action, request, tournament, byButton, now);
        }
        GameReply caughtUp = play.caughtUp(GameReply.publicly(""), tournament, false, Wording.forChannel(request), now);
        if (caughtUp.postings().isEmpty()) {
            return act(action, request, tournament, byButton, now);
        }
        Tournament after = store.tournament(tournament.id()).orElse(tournament);
        return posted(act(action, request, after, byButton, now), caughtUp.postings());
    }

    private Decision act(String action, GameRequest request, Tournament tournament, boolean byButton, Instant now) {
        Wording user = Wording.forUser(request);
        return switch (action) {
            case "join" -> join(request, tournament, byButton);
            case "leave" -> leave(request, tournament, byButton);
            case "start" -> play.start(request, tournament, byButton, now);
            case "cancel" -> play.cancel(request, tournament, byButton);
            case "remove" -> play.remove(request, tournament, now);
            case "pairings" -> Decision.privately(play.pairings(tournament, user));
            case "games" -> Decision.privately(new TournamentGamesList(services).text(tournament, user, now));
            case "export" -> new Decision.Answer(play.export(tournament, user));
            default -> new Decision.Answer(play.standings(tournament, user).withEphemeral(true));
        };
    }

    /** The decision's answer, followed by the catch-up's message in the tournament's channel. */
    private static Decision posted(Decision decision, List<Posting> news) {
        GameReply reply = ((Decision.Answer) decision).reply();
        List<Posting> postings = new java.util.ArrayList<>(reply.postings());
        postings.addAll(news);
        return new Decision.Answer(reply.withPostings(postings));
    }

    private Decision create(GameRequest request, Instant now) {
        Wording user = Wording.forUser(request);
        if (request.guildId() == null) {
            return Decision.refuse(user.say("tournament.notInServer"));
        }
        if (!request.can(Capability.MANAGE_SERVER)) {
            return Decision.refuse(user.say("tournament.needsManageServer"));
        }
        Optional<String> name = request.option(Option.NAME).map(String::strip).filter(n -> !n.isEmpty());
        if (name.isEmpty()) {
            return Decision.refuse(user.say("tournament.needsName", Tournament.NAME_LIMIT));
        }
        if (name.get().length() > Tournament.NAME_LIMIT || name.get().contains("\n")) {
            return Decision.refuse(user.say("tournament.badName", Tournament.NAME_LIMIT));
        }
        Optional<Setup.Kind> setup = ChallengeCommand.setup(request.option(Option.SETUP).orElse("random"));
        if (setup.isEmpty()) {
            return Decision.refuse(user.say("challenge.badSetup"));
        }
        Optional<TournamentFormat> format = TournamentFormat.parse(request.option(Option.FORMAT).orElse("swiss"));
        if (format.isEmpty()) {
            return Decision.refuse(user.say("tournament.badFormat", Wording.echo(request.option(Option.FORMAT).get())));
        }
        OptionalInt rounds = whole(request.option(Option.ROUNDS).orElse(String.valueOf(DEFAULT_ROUNDS)), 1,
                MOST_ROUNDS);
        if (rounds.isEmpty()) {
            return Decision.refuse(user.say("tournament.badRounds", MOST_ROUNDS,
                    Wording.echo(request.option(Option.ROUNDS).get())));
        }
        // 0 is a live pace: games played at once, on no clock.
        OptionalInt days = whole(request.option(Option.DAYS).orElse(String.valueOf(TournamentPlay.DEFAULT_DAYS)),
                0, GameClock.MAX_DAYS);
        if (days.isEmpty() || (days.getAsInt() > 0 && days.getAsInt() < GameClock.MIN_DAYS)) {
            return Decision.refuse(user.say("tournament.badDays", GameClock.MIN_DAYS, GameClock.MAX_DAYS,
                    Wording.echo(request.option(Option.DAYS).orElse(""))));
        }
        String rated = request.option(Option.RATED).map(r -> r.strip().toLowerCase(Locale.ROOT)).orElse("true");
        if (!rated.equals("true") && !rated.equals("false")) {
            return Decision.refuse(user.say("tournament.badRated", Wording.echo(rated)));
        }
        OptionalInt cap = OptionalInt.empty();
        if (request.option(Option.CAP).isPresent()) {
            cap = whole(request.option(Option.CAP).get(), 2, Tournament.MOST_PLAYERS);
            if (cap.isEmpty()) {
                return Decision.refuse(user.say("tournament.badCap", Tournament.MOST_PLAYERS,
                        Wording.echo(request.option(Option.CAP).get())));
            }
        }
        Optional<Instant> closesAt = Optional.empty();
        if (request.option(Option.CLOSES).isPresent()) {
            OptionalInt hours = whole(request.option(Option.CLOSES).get(), 1, MOST_HOURS_OPEN);
            if (hours.isEmpty()) {
                return Decision.refuse(user.say("tournament.badCloses", MOST_HOURS_OPEN,
                        Wording.echo(request.option(Option.CLOSES).get())));
            }
            closesAt = Optional.of(now.plus(java.time.Duration.ofHours(hours.getAsInt())));
        }
        TournamentStore store = services.store().tournaments();
        for (int attempt = 0; attempt < NEW_ID_ATTEMPTS; attempt++) {
            Tournament tournament = Tournament.created(GameIds.next(services.random()), request.guildId(),
                    request.channelId(), request.user().id(), name.get(), format.get(), rounds.getAsInt(),
                    Optional.of(days.getAsInt()).filter(d -> d > 0), rated.equals("true"), cap, now)
                    .playedFrom(setup.get()).playedIn(threads(request));
            if (closesAt.isPresent()) {
                tournament = tournament.closingAt(closesAt.get());
            }
            if (store.create(tournament)) {
                if (closesAt.isPresent()) {
                    store.scheduleClosing(tournament, Wording.forChannel(request).texts().locale().toLanguageTag());
                }
                return new Decision.Answer(TournamentPlay.announcement(tournament, List.of(),
                        Wording.forChannel(request)));
            }
        }
        throw new IllegalStateException("no free tournament id in " + NEW_ID_ATTEMPTS + " draws");
    }

    private Decision join(GameRequest request, Tournament tournament, boolean byButton) {
        Wording user = Wording.forUser(request);
        if (request.user().bot()) {
            return Decision.refuse(user.say("tournament.botsDoNotPlay"));
        }
        String name = Names.clean(request.user()).name();
        TournamentRounds.Joined joined = new TournamentRounds(services.store().tournaments()).join(tournament.id(),
                request.user().id(), name, rating(request));
        String line = switch (joined) {
            case JOINED -> null;
            case ALREADY_IN -> user.say("tournament.alreadyIn", Wording.literal(tournament.name()));
            case FULL -> user.say("tournament.full", Wording.literal(tournament.name()),
                    tournament.cap().orElse(Tournament.MOST_PLAYERS));
            case CLOSED -> TournamentPlay.closed(user, tournament);
            case UNKNOWN -> user.say("tournament.unknown", tournament.id());
        };
        if (line != null) {
            return Decision.refuse(line);
        }
        Tournament now = services.store().tournaments().tournament(tournament.id()).orElse(tournament);
        return new Decision.Answer(inPlace(GameReply.privately(user.say("tournament.joined",
                Wording.literal(tournament.name()), now.players())), now, request, byButton));
    }

    private Decision leave(GameRequest request, Tournament tournament, boolean byButton) {
        Wording user = Wording.forUser(request);
        TournamentRounds.Left left = new TournamentRounds(services.store().tournaments()).leave(tournament.id(),
                request.user().id());
        String line = switch (left) {
            case LEFT -> null;
            case NOT_IN -> user.say("tournament.notIn", Wording.literal(tournament.name()));
            case CLOSED -> TournamentPlay.closed(user, tournament);
            case UNKNOWN -> user.say("tournament.unknown", tournament.id());
        };
        if (line != null) {
            return Decision.refuse(line);
        }
        Tournament now = services.store().tournaments().tournament(tournament.id()).orElse(tournament);
        return new Decision.Answer(inPlace(GameReply.privately(user.say("tournament.left",
                Wording.literal(tournament.name()))), now, request, byButton));
    }

    /** The reply with the announcement, as the tournament now stands, put in the pressed announcement's place. */
    private GameReply inPlace(GameReply reply, Tournament tournament, GameRequest request, boolean byButton) {
        if (!byButton) {
            return reply;
        }
        List<TournamentPlayer> players = services.store().tournaments().players(tournament);
        return reply.withPanel(TournamentPlay.announcement(tournament, players, Wording.forChannel(request))
                .withEphemeral(true));
    }

    /**
     * Where the tournament's games are played, decided once (its later rounds begin on a move or the clock's sweep,
     * whose requests say nothing of the bot's permissions): each in a thread of its own, private where the server's
     * default is private threads, public otherwise; in the channel where the bot cannot start that kind of thread
     * here (a thread's channel, no bot token, no permission), as the announcement then says.
     */
    private ThreadKind threads(GameRequest request) {
        if (request.place().orElse(null) != InteractionContext.GUILD) {
            return ThreadKind.OFF;
        }
        ThreadKind kind = services.store().serverSettings(request.guildId()).threads() == ThreadKind.PRIVATE
                ? ThreadKind.PRIVATE : ThreadKind.PUBLIC;
        return request.can(Capability.toStart(kind)) ? kind : ThreadKind.OFF;
    }

    /** The player's rating on this server's ladder when they join (1500 for someone never rated), which orders the pairing numbers. */
    private int rating(GameRequest request) {
        return services.store().standing(Ladder.ofServer(request.guildId()), request.user().id())
                .map(Standing::rating).map(r -> (int) Math.round(r.rating())).orElse(1500);
    }

    /** The whole number typed, when it is one from {@code least} to {@code most}. */
    static OptionalInt whole(String text, int least, int most) {
        String typed = text.strip();
        if (!typed.matches("[0-9]{1,4}")) {
            return OptionalInt.empty();
        }
        int value = Integer.parseInt(typed);
        return value < least || value > most ? OptionalInt.empty() : OptionalInt.of(value);
    }
}
