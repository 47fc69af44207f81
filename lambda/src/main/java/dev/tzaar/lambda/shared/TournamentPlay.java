package dev.tzaar.lambda.shared;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonId;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Picture;
import dev.tzaar.api.Player;
import dev.tzaar.api.Posting;
import dev.tzaar.api.TextFile;
import dev.tzaar.api.ThreadKind;
import dev.tzaar.api.ThreadWork;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.GameThread;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.TournamentRecord;
import dev.tzaar.lambda.tournament.tiebreak.Standings;
import dev.tzaar.lambda.tournament.tiebreak.TournamentStanding;
import dev.tzaar.lambda.tournament.trf.TrfWriter;
import dev.tzaar.lambda.tournaments.Tournament;
import dev.tzaar.lambda.tournaments.TournamentBoard;
import dev.tzaar.lambda.tournaments.TournamentPlayer;
import dev.tzaar.lambda.tournaments.TournamentRounds;
import dev.tzaar.lambda.tournaments.TournamentState;
import dev.tzaar.lambda.tournaments.TournamentStore;
import dev.tzaar.render.StandingsSheet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A tournament played: the games of each round paired begun at once, each in a thread of its own where the
 * tournament has them (the bot starts them: {@link GameReply#gameThreads()}) or in its channel, on the
 * correspondence clock or none (a live pace), each by the id its board gives it ({@link #gameId}), so that
 * whoever reaches a board first creates its game and nobody creates it twice; a game's end counted for its board ({@link #afterGame}),
 * the call whose result ends the round beginning the next one, or posting the final standings
 * (docs/tournaments.md, "On Discord").
 */
public final class TournamentPlay {
    /** The record's tags that make a game a tournament's: its id, the round and the board. */
    public static final String TOURNAMENT_TAG = "Tournament";
    public static final String ROUND_TAG = "Round";
    public static final String BOARD_TAG = "Board";
    /** The record's tag of a game of a tournament that is not rated ({@code Rated: No}): it moves no rating. */
    public static final String RATED_TAG = "Rated";
    /** The most characters the round's list of boards takes in a message; the rest is in {@code action:pairings}. */
    static final int BOARDS_TEXT = 1_400;
    /**
     * How few boards of a round may be left without a result for a game's end to catch up on them: a result nobody
     * could count keeps a round open only at its end, and each catch-up reads the games of those boards.
     */
    static final int CATCH_UP_WHEN_LEFT = 3;
    /** A tournament's days per move on the correspondence clock when its organiser does not say. */
    public static final int DEFAULT_DAYS = 3;

    private final CommandServices services;
    private final TournamentCatchUp catchUp;
    private final WithdrawalForfeits forfeits;

    public TournamentPlay(CommandServices services) {
        this.services = services;
        this.catchUp = new TournamentCatchUp(services, this);
        this.forfeits = new WithdrawalForfeits(services);
    }

    /** The id of a board's game: the same for everyone who reaches the board. */
    public static String gameId(String tournamentId, int round, int board) {
        return GameIds.derived("tournament/" + tournamentId + "/" + round + "/" + board);
    }

    /** Whether the game is one of an unrated tournament: it moves no rating. */
    public static boolean unrated(Game game) {
        return game.record() != null && "No".equals(game.record().tags().get(RATED_TAG));
    }

    /** The announcement as the tournament stands: what it is, who joined, and the buttons its state allows. */
    public static GameReply announcement(Tournament tournament, List<TournamentPlayer> players, Wording channel) {
        List<String> in = players.stream().filter(p -> p.status() != TournamentPlayer.Status.LEFT)
                .map(p -> "**" + Wording.literal(p.name()) + "**"
                        + (p.status() == TournamentPlayer.Status.WITHDRAWN ? " " + channel.say("tournament.withdrawnMark") : ""))
                .toList();
        StringBuilder text = new StringBuilder(channel.say("tournament.announcement", Wording.literal(tournament.name()),
                tournament.id(), terms(tournament, channel), tournament.organiserId()));
        String list = in.isEmpty() ? channel.say("tournament.nobodyYet") : names(in);
        text.append('\n').append(channel.say("tournament.players", in.size(), list));
        List<ActionButton> buttons = new ArrayList<>();
        switch (tournament.state()) {
            case SIGNUP -> {
                text.append('\n').append(tournament.closesAt().map(time -> channel.say("tournament.signUpUntil",
                        time.getEpochSecond())).orElse(channel.say("tournament.signUp")));
                buttons.add(button(tournament, "join", channel.say("tournament.button.join"), ButtonStyle.SUCCESS));
                buttons.add(button(tournament, "leave", channel.say("tournament.button.leave"), ButtonStyle.SECONDARY));
                buttons.add(button(tournament, "start", channel.say("tournament.button.start"), ButtonStyle.PRIMARY));
                buttons.add(button(tournament, "cancel", channel.say("tournament.button.cancel"), ButtonStyle.DANGER));
            }
            case RUNNING -> {
                text.append('\n').append(channel.say("tournament.underWay", tournament.round(), tournament.rounds()));
                buttons.add(button(tournament, "standings", channel.say("tournament.button.standings"),
                        ButtonStyle.PRIMARY));
                buttons.add(button(tournament, "pairings", channel.say("tournament.button.pairings"),
                        ButtonStyle.SECONDARY));
            }
            case FINISHED -> {
                text.append('\n').append(channel.say("tournament.overLine"));
                buttons.add(button(tournament, "standings", channel.say("tournament.button.standings"),
                        ButtonStyle.PRIMARY));
            }
            case CANCELLED -> text.append('\n').append(channel.say("tournament.cancelledLine"));
        }
        return GameReply.publicly(text.toString()).withButtons(buttons);
    }

    /** "**ada**, **bo** and 14 more": the list kept within a message. */
    private static String names(List<String> in) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < in.size(); i++) {
            if (out.length() + in.get(i).length() > 1_200) {
                return out + " … +" + (in.size() - i);
            }
            out.append(i == 0 ? "" : ", ").append(in.get(i));
        }
        return out.toString();
    }

    private static ActionButton button(Tournament tournament, String action, String label, ButtonStyle style) {
        return ActionButton.of(new ButtonId(Command.TOURNAMENT, tournament.id() + "." + action), label, style);
    }

    /** "Swiss, 5 rounds · 3 days a move · rated · at most 16 players". */
    public static String terms(Tournament tournament, Wording channel) {
        List<String> parts = new ArrayList<>();
        parts.add(switch (tournament.format()) {
            case SWISS -> channel.say("tournament.format.swiss", tournament.rounds());
            case ROUND_ROBIN -> channel.say("tournament.format.roundRobin");
            case DOUBLE_ROUND_ROBIN -> channel.say("tournament.format.doubleRoundRobin");
        });
        parts.add(channel.say("tournament.setup." + tournament.setup().name().toLowerCase(java.util.Locale.ROOT)));
        parts.add(tournament.daysPerMove().map(days -> channel.say("tournament.pace", days))
                .orElse(channel.say("tournament.livePace")));
        parts.add(channel.say(tournament.rated() ? "tournament.rated" : "tournament.unrated"));
        tournament.cap().ifPresent(cap -> parts.add(channel.say("tournament.cap", cap)));
        if (tournament.threads() != ThreadKind.OFF) {
            parts.add(channel.say("tournament.threads." + tournament.threads().wireName()));
        }
        return String.join(" · ", parts);
    }

    /** The organiser's Start: round 1 paired once, however many press it, and its games begun. */
    public Decision start(GameRequest request, Tournament tournament, boolean byButton, Instant now) {
        Wording user = Wording.forUser(request);
        if (!runs(request, tournament)) {
            return Decision.refuse(user.say("tournament.onlyOrganiserStarts", tournament.organiserId()));
        }
        TournamentRounds.Step step = rounds().start(tournament.id());
        Wording channel = Wording.forChannel(request);
        return switch (step.kind()) {
            case TOO_FEW -> Decision.refuse(user.say("tournament.tooFew", Wording.literal(tournament.name()),
                    tournament.players()));
            case PAIRED, FINISHED -> {
                Tournament started = step.tournament().orElseThrow();
                GameReply reply = begun(started, step, channel, now);
                yield new Decision.Answer(byButton ? reply.withPanel(announcement(started, store().players(started),
                        channel).withEphemeral(true)) : reply);
            }
            default -> Decision.refuse(step.tournament().filter(t -> t.state() == TournamentState.RUNNING).isPresent()
                    ? user.say("tournament.alreadyStarted", Wording.literal(tournament.name()))
                    : closed(user, step.tournament().orElse(tournament)));
        };
    }

    /**
     * The sign-up closed at its time, by the clock's sweep: round 1 paired once (a Start pressed meanwhile, or a
     * sweep before, did it already: nothing) and its games begun, or, with fewer than two players, the tournament
     * called off. Empty when there is nothing to tell.
     */
    public Optional<GameReply> closeSignUp(Tournament tournament, Wording channel, Instant now) {
        TournamentRounds.Step step = rounds().start(tournament.id());
        return switch (step.kind()) {
            case PAIRED, FINISHED -> {
                Tournament started = step.tournament().orElseThrow();
                GameReply begun = begun(started, step, channel, now);
                yield Optional.of(begun.withText(channel.say("tournament.signUpClosed",
                        Wording.literal(started.name()), started.players()) + "\n" + begun.text(), begun.pingText()));
            }
            case TOO_FEW -> {
                TournamentRounds.Step cancelled = rounds().cancel(tournament.id());
                yield cancelled.kind() == TournamentRounds.Kind.CANCELLED
                        ? Optional.of(GameReply.publicly(channel.say("tournament.closedTooFew",
                                Wording.literal(tournament.name()), tournament.organiserId())))
                        : Optional.empty();
            }
            default -> Optional.empty();
        };
    }

    /**
     * The clock's sweep at a sign-up whose time has come: its round 1 begun (or the tournament called off), as a
     * notice for the tournament's channel, and the closing forgotten; nothing for one started or over meanwhile
     * (forgotten too), nor for one not due yet (the index is read before the header).
     */
    public Optional<dev.tzaar.api.ClockSweep.Notice> closedSignUp(TournamentStore.Closing closing, Instant now) {
        Optional<Tournament> read = store().tournament(closing.tournamentId());
        if (read.isPresent() && read.get().state() == TournamentState.SIGNUP && !read.get().signUpOver(now)) {
            return Optional.empty();
        }
        Optional<GameReply> told = read.filter(t -> t.state() == TournamentState.SIGNUP).flatMap(t -> closeSignUp(t,
                Wording.in(dev.tzaar.api.i18n.Texts.forDiscord(closing.language())), now));
        store().forgetClosing(closing.tournamentId(), now);
        return told.map(reply -> new dev.tzaar.api.ClockSweep.Notice(read.get().channelId(), read.get().id(), reply,
                dev.tzaar.api.ClockSweep.Unposted.UNKNOWN_VERSION));
    }

    /** The organiser's Cancel: the tournament called off; games under way play on, outside it. */
    public Decision cancel(GameRequest request, Tournament tournament, boolean byButton) {
        Wording user = Wording.forUser(request);
        if (!runs(request, tournament)) {
            return Decision.refuse(user.say("tournament.onlyOrganiserCancels", tournament.organiserId()));
        }
        TournamentRounds.Step step = rounds().cancel(tournament.id());
        if (step.kind() != TournamentRounds.Kind.CANCELLED) {
            return Decision.refuse(user.say("tournament.alreadyOver", Wording.literal(tournament.name())));
        }
        Wording channel = Wording.forChannel(request);
        Tournament cancelled = step.tournament().orElseThrow();
        GameReply reply = GameReply.publicly(channel.say("tournament.cancelled", Wording.literal(tournament.name()),
                request.user().id()));
        return new Decision.Answer(byButton ? reply.withPanel(announcement(cancelled, store().players(cancelled),
                channel).withEphemeral(true)) : reply);
    }

    /** The organiser's Remove: a withdrawal; the game of this round is forfeited, and they are not paired again. */
    public Decision remove(GameRequest request, Tournament tournament, Instant now) {
        Wording user = Wording.forUser(request);
        if (!runs(request, tournament)) {
            return Decision.refuse(user.say("tournament.onlyOrganiserRemoves", tournament.organiserId()));
        }
        Optional<String> player = request.option(Option.PLAYER);
        if (player.isEmpty()) {
            return Decision.refuse(user.say("tournament.needsPlayer"));
        }
        if (tournament.state() != TournamentState.RUNNING) {
            return Decision.refuse(user.say("tournament.removeNotRunning", Wording.literal(tournament.name())));
        }
        Optional<TournamentPlayer> known = store().player(tournament.id(), player.get());
        if (known.isEmpty() || known.get().status() == TournamentPlayer.Status.LEFT) {
            return Decision.refuse(user.say("tournament.notAPlayer", Wording.literal(tournament.name())));
        }
        Wording channel = Wording.forChannel(request);
        // Their board of the round, read before the withdrawal: a forfeit that ends the round moves the tournament on.
        Optional<TournamentBoard> playing = store().boards(tournament, tournament.round()).stream()
                .filter(board -> !board.isBye() && board.involves(player.get())).findFirst();
        if (known.get().status() == TournamentPlayer.Status.WITHDRAWN) {
            // Withdrawn by a call cut short before their game ended: it ends now.
            GameReply already = GameReply.privately(user.say("tournament.removedAlready",
                    Wording.literal(known.get().name())));
            return new Decision.Answer(told(already, forfeited(playing, known.get(), now), known.get(), tournament,
                    request, channel));
        }
        TournamentRounds.Step step = rounds().withdraw(tournament.id(), player.get());
        Optional<Game> ended = forfeited(playing.flatMap(board -> store().board(tournament.id(), board.round(),
                board.board())), known.get(), now);
        GameReply removed = told(GameReply.publicly(channel.say("tournament.removed",
                Wording.literal(known.get().name()), Wording.literal(tournament.name()))), ended, known.get(),
                tournament, request, channel);
        return new Decision.Answer(followed(removed, step, channel, now));
    }

    /** The withdrawn player's game, ended now when its board records their forfeit and the game went on. */
    private Optional<Game> forfeited(Optional<TournamentBoard> board, TournamentPlayer withdrawn, Instant now) {
        return board.flatMap(b -> forfeits.end(b, withdrawn.userId(), now));
    }

    /**
     * The reply, with the ended game's place told why it ended: in the reply when the game is played where the
     * remove was typed and the reply is public, else in a message posted there.
     */
    private static GameReply told(GameReply reply, Optional<Game> ended, TournamentPlayer withdrawn,
            Tournament tournament, GameRequest request, Wording channel) {
        if (ended.isEmpty()) {
            return reply;
        }
        String why = channel.say("tournament.withdrawnForfeit", Wording.literal(withdrawn.name()),
                Wording.literal(tournament.name()));
        if (ended.get().playedIn().equals(request.channelId()) && !reply.ephemeral()) {
            return appended(reply, why);
        }
        return reply.withPostings(postings(reply, new Posting(ended.get().playedIn(), GameReply.publicly(why))));
    }

    /**
     * What a finished game of a tournament adds to its reply: that it counts, and, when it ended its round, the
     * standings and the next round begun, or the final standings. Nothing for any other game, nor for a result
     * counted already (a repeated delivery, a second ending of the same game).
     */
    public GameReply afterGame(Game game, GameReply reply, Wording channel, Instant now) {
        if (game.record() == null || game.record().result().isEmpty()) {
            return reply;
        }
        Map<String, String> tags = game.record().tags();
        String tournamentId = tags.get(TOURNAMENT_TAG);
        Optional<Integer> round = number(tags.get(ROUND_TAG));
        Optional<Integer> board = number(tags.get(BOARD_TAG));
        if (tournamentId == null || round.isEmpty() || board.isEmpty()
                || !game.id().equals(gameId(tournamentId, round.get(), board.get()))) {
            return reply;
        }
        Outcome forWhite = game.record().result().orElseThrow().winner() == Side.WHITE ? Outcome.WIN : Outcome.LOSS;
        TournamentRounds.Step step;
        try {
            step = rounds().record(tournamentId, round.get(), board.get(), forWhite);
        } catch (RuntimeException busyOrUnreachable) {
            // The game's end is written already: the reply says so, and that the tournament has yet to count it.
            return appended(reply, channel.say("tournament.notCounted", tournamentId));
        }
        if (step.kind() == TournamentRounds.Kind.RECORDED) {
            Tournament tournament = step.tournament().orElseThrow();
            GameReply counted = appended(reply, channel.say("tournament.counted", Wording.literal(tournament.name()),
                    round.get(), tournament.results(), tournament.boardsOf(round.get())));
            if (tournament.boardsOf(round.get()) - tournament.results() > CATCH_UP_WHEN_LEFT) {
                // Its other results are still coming: a catch-up now would read every game being played, for nothing.
                return counted;
            }
            // The round is nearly over: a result of its other boards that nobody could count may keep it open.
            return caughtUp(counted, tournament, !game.hasThread(), channel, now);
        }
        boolean news = step.kind() == TournamentRounds.Kind.PAIRED || step.kind() == TournamentRounds.Kind.FINISHED;
        if (game.hasThread() && news) {
            // Ended in its own thread: the round's news are for the tournament's channel, where its threads start.
            Tournament tournament = step.tournament().orElseThrow();
            String there = step.kind() == TournamentRounds.Kind.PAIRED
                    ? channel.say("tournament.nextRoundThere", Wording.literal(tournament.name()), tournament.round(),
                            tournament.channelId())
                    : channel.say("tournament.finishedThere", Wording.literal(tournament.name()), tournament.channelId());
            return appended(reply, there).withPostings(postings(reply, new Posting(tournament.channelId(),
                            followed(GameReply.publicly(""), step, channel, now))));
        }
        return followed(reply, step, channel, now);
    }

    /**
     * The reply, with what was left undone in the running tournament's round done now ({@link TournamentCatchUp})
     * and posted in its channel, whatever the reply's own place or privacy. Best effort: a store that fails leaves
     * it for the next call, and the reply as it was.
     */
    public GameReply caughtUp(GameReply reply, Tournament tournament, boolean inChannel, Wording channel,
            Instant now) {
        TournamentCatchUp.Done done;
        try {
            done = catchUp.run(tournament, reply, inChannel, channel, now);
        } catch (RuntimeException busyOrUnreachable) {
            return reply;
        }
        return done.message().map(news -> done.reply().withPostings(postings(done.reply(),
                new Posting(tournament.channelId(), news)))).orElse(done.reply());
    }

    private static List<Posting> postings(GameReply reply, Posting more) {
        List<Posting> all = new ArrayList<>(reply.postings());
        all.add(more);
        return all;
    }

    /** The reply followed by what the step brought: the next round begun, or the final standings. */
    GameReply followed(GameReply reply, TournamentRounds.Step step, Wording channel, Instant now) {
        return switch (step.kind()) {
            case PAIRED -> {
                Tournament tournament = step.tournament().orElseThrow();
                GameReply begun = begun(tournament, step, channel, now);
                GameReply done = appended(reply, channel.say("tournament.roundOver", tournament.round() - 1,
                        Wording.literal(tournament.name())) + "\n" + begun.text());
                // The ending's own ping (the opponent told of it) goes on, followed by the round's.
                String pingText = reply.ping().isEmpty() || reply.pingText() == null || reply.pingText().isBlank()
                        ? begun.pingText() : reply.pingText() + "\n" + begun.pingText();
                List<ActionButton> buttons = new ArrayList<>(reply.buttons());
                int room = (GameReply.MAX_ROWS - reply.menus().size()) * GameReply.BUTTONS_PER_ROW;
                begun.buttons().stream().limit(Math.max(0, room - buttons.size())).forEach(buttons::add);
                yield done.withPing(merged(reply.ping(), begun.ping()), pingText).withButtons(buttons)
                        .withPictures(withRoom(reply, standingsPictures(tournament, channel)))
                        .withGameThreads(begun.gameThreads());
            }
            case FINISHED -> {
                Tournament tournament = step.tournament().orElseThrow();
                StandingsSheet sheet = sheet(tournament, channel);
                yield appended(reply, channel.say("tournament.finished", Wording.literal(tournament.name()),
                        podium(sheet))).withPictures(withRoom(reply, StandingsPicture.pictures(sheet)));
            }
            default -> reply;
        };
    }

    private static List<String> merged(List<String> first, List<String> second) {
        Set<String> all = new LinkedHashSet<>(first);
        all.addAll(second);
        return List.copyOf(all);
    }

    private static List<Picture> withRoom(GameReply reply, List<Picture> standings) {
        List<Picture> all = new ArrayList<>(reply.pictures());
        for (Picture page : standings) {
            if (all.size() < GameReply.MAX_PICTURES) {
                all.add(page);
            }
        }
        return all;
    }

    private static GameReply appended(GameReply reply, String line) {
        return reply.withText(reply.text().isEmpty() ? line : reply.text() + "\n" + line, reply.pingText());
    }

    /** "🥇 **ada** · 🥈 **bo** · 🥉 **cy**": the first three places. */
    private static String podium(StandingsSheet sheet) {
        String[] medals = {"🥇", "🥈", "🥉"};
        List<String> places = new ArrayList<>();
        for (StandingsSheet.Row row : sheet.rows()) {
            if (row.place() <= 3) {
                places.add(medals[row.place() - 1] + " **" + Wording.literal(row.name()) + "**");
            }
        }
        return String.join(" · ", places);
    }

    /**
     * The message of a round begun: its boards, each game created now (once: its id is the board's) on the
     * correspondence clock, White to move; the byes; a button per game for its board; every player pinged.
     */
    private GameReply begun(Tournament tournament, TournamentRounds.Step step, Wording channel, Instant now) {
        Map<String, String> names = names(tournament);
        List<TournamentBoard> boards = step.paired().stream()
                .filter(b -> b.round() == tournament.round()).toList();
        String where = "tournament.roundWhere." + (tournament.threads() == ThreadKind.OFF ? "channel" : "threads")
                + (tournament.daysPerMove().isEmpty() ? "Live" : "");
        StringBuilder text = new StringBuilder(channel.say("tournament.roundBegins", Wording.literal(tournament.name()),
                tournament.round(), tournament.rounds(), channel.say(where)));
        RoundGames games = new RoundGames();
        int shown = 0;
        for (TournamentBoard board : boards) {
            String line;
            if (board.isBye()) {
                line = channel.say("tournament.bye", Wording.literal(names.getOrDefault(board.whiteId(), "?")),
                        channel.say(board.result().orElseThrow() == Outcome.ZERO_POINT_BYE ? "tournament.byeRest"
                                : "tournament.byePoints"));
            } else if (board.decided()) {
                line = channel.say("tournament.forfeited", board.board(), board.whiteId(), board.blackId().orElseThrow(),
                        result(board.result().orElseThrow()));
            } else {
                String id = gameId(tournament.id(), board.round(), board.board());
                games.add(tournament, board, names, started(tournament, board, names, channel, now), channel);
                line = channel.say("tournament.board", board.board(), board.whiteId(), board.blackId().orElseThrow(), id);
            }
            if (text.length() + line.length() < BOARDS_TEXT) {
                text.append('\n').append(line);
                shown++;
            }
        }
        if (shown < boards.size()) {
            text.append('\n').append(channel.say("tournament.moreBoards", boards.size() - shown, tournament.id()));
        }
        return games.message(tournament, text.toString(), channel);
    }

    /** Each player's name by their user id. */
    Map<String, String> names(Tournament tournament) {
        return store().players(tournament).stream()
                .collect(Collectors.toMap(TournamentPlayer::userId, TournamentPlayer::name));
    }

    /** The thread the bot starts for a board's game: its players in it, the organiser told if Discord refuses it. */
    static ThreadWork thread(Tournament tournament, TournamentBoard board, Map<String, String> names,
            Wording channel) {
        String name = channel.say("tournament.threadName", tournament.name(), board.round(),
                board.board(), names.getOrDefault(board.whiteId(), "?"),
                names.getOrDefault(board.blackId().orElseThrow(), "?"));
        String id = gameId(tournament.id(), board.round(), board.board());
        List<String> players = List.of(board.whiteId(), board.blackId().orElseThrow());
        return (tournament.threads() == ThreadKind.PRIVATE ? ThreadWork.startPrivate(id, name, players)
                : ThreadWork.start(id, name, players))
                .telling(tournament.organiserId(), channel.texts().locale().toLanguageTag());
    }

    /** Creates the board's game, once: a second call finds it written and leaves it (false). */
    boolean started(Tournament tournament, TournamentBoard board, Map<String, String> names, Wording channel,
            Instant now) {
        String id = gameId(tournament.id(), board.round(), board.board());
        Player white = new Player(board.whiteId(), names.getOrDefault(board.whiteId(), "?"), false);
        Player black = new Player(board.blackId().orElseThrow(), names.getOrDefault(board.blackId().get(), "?"), false);
        GameRecord record = NewRecords.of(services, tournament.setup(), white, black, id, now)
                .withTag(TOURNAMENT_TAG, tournament.id())
                .withTag(ROUND_TAG, String.valueOf(board.round()))
                .withTag(BOARD_TAG, String.valueOf(board.board()));
        if (!tournament.rated()) {
            record = record.withTag(RATED_TAG, "No");
        }
        Game game = Game.startedAtOnce(id, tournament.guildId(), tournament.channelId(), white, black,
                tournament.setup(), ColourChoice.WHITE, white, black, record, now,
                now.plus(services.limits().idleGameKept())).withThread(GameThread.asked(tournament.threads()));
        if (tournament.daysPerMove().isPresent()) {
            // A live pace has no clock: its players play at once, and the organiser withdraws one who does not.
            game = game.withClock(GameClock.of(tournament.daysPerMove().get())
                    .speaking(channel.texts().locale().toLanguageTag()).started(now));
        }
        // Written with an answer of its own name: the write is refused when the board's game exists already.
        StoredReply once = new StoredReply("tournament-" + tournament.id() + "-" + board.round() + "-" + board.board(),
                id, "{}", now.plus(services.limits().replyKept()));
        GameStore.WriteOutcome written = services.store().write(game, once);
        if (written != GameStore.WriteOutcome.WRITTEN) {
            return false;
        }
        store().write(board.playedIn(id));
        return true;
    }

    /**
     * A round's game's first message in the thread the bot started for it (empty for any other game): the
     * tournament, round and board, who plays whom and who begins, the board's buttons; both players pinged. In the
     * tournament channel's language, which the bot's request carries (the thread's work says it).
     */
    public Optional<GameReply> threadIntro(Game game, Wording channel, Instant now) {
        Map<String, String> tags = game.record() == null ? Map.of() : game.record().tags();
        Optional<Integer> round = number(tags.get(ROUND_TAG));
        Optional<Integer> board = number(tags.get(BOARD_TAG));
        if (tags.get(TOURNAMENT_TAG) == null || round.isEmpty() || board.isEmpty()) {
            return Optional.empty();
        }
        String name = store().tournament(tags.get(TOURNAMENT_TAG)).map(Tournament::name).orElse(tags.get(TOURNAMENT_TAG));
        String text = channel.say("tournament.threadIntro", Wording.literal(name), round.get(), board.get(), game.id(),
                channel.players(game), channel.nextUp(game))
                + (game.isTimed() ? "\n" + ClockWording.line(channel, game, now) : "");
        return Optional.of(GameReply.publicly(text).withButtons(Buttons.forGame(game, channel))
                .withPing(List.of(game.white().id(), game.black().id()), channel.say("tournament.threadPing",
                        Wording.literal(name), round.get())));
    }

    /** The standings as they stand, privately: the picture, and the table in words for who cannot see it. */
    public GameReply standings(Tournament tournament, Wording user) {
        if (tournament.state() == TournamentState.SIGNUP || tournament.round() == 0) {
            return GameReply.privately(user.say("tournament.notStarted", Wording.literal(tournament.name()),
                    tournament.players()));
        }
        StandingsSheet sheet = sheet(tournament, user);
        return GameReply.privately(StandingsTable.markdown(sheet)).withPictures(StandingsPicture.pictures(sheet)
                .stream().limit(GameReply.MAX_PICTURES).toList());
    }

    private List<Picture> standingsPictures(Tournament tournament, Wording channel) {
        return StandingsPicture.pictures(sheet(tournament, channel));
    }

    /** The tournament's rounds whose every result is in. */
    private TournamentRecord playedRecord(Tournament tournament) {
        TournamentRounds.Numbered numbered = TournamentRounds.Numbered.of(store().players(tournament));
        int over = tournament.roundOver() ? tournament.round() : tournament.round() - 1;
        return rounds().record(tournament, numbered, over);
    }

    private StandingsSheet sheet(Tournament tournament, Wording words) {
        TournamentRecord record = playedRecord(tournament);
        return StandingsPicture.sheet(record, tournament.format().roundRobin() ? StandingsSheet.Format.ROUND_ROBIN
                : StandingsSheet.Format.SWISS, words.texts().locale());
    }

    /**
     * The rounds played so far as FIDE's Tournament Report File, privately, so that any pairing program can check
     * the pairings (docs/tournaments.md, "The Tournament Report File").
     */
    public GameReply export(Tournament tournament, Wording user) {
        if (tournament.round() == 0) {
            return GameReply.privately(user.say("tournament.notStarted", Wording.literal(tournament.name()),
                    tournament.players()));
        }
        TournamentRecord record = playedRecord(tournament);
        List<TournamentStanding> standings = tournament.format().roundRobin() ? Standings.roundRobin(record)
                : Standings.swiss(record);
        List<Integer> places = new ArrayList<>(java.util.Collections.nCopies(record.players().size(), 0));
        standings.forEach(standing -> places.set(standing.player() - 1, standing.place()));
        String system = tournament.format().roundRobin() ? "Round robin (FIDE C.05, Berger tables)"
                : "Swiss Dutch system (FIDE C.04.3)";
        return GameReply.privately(user.say("tournament.exported", Wording.literal(tournament.name()),
                record.roundsPlayed())).withFiles(List.of(new TextFile("tournament-" + tournament.id() + ".trf",
                        TrfWriter.write(record, system, places))));
    }

    /** The round being played, board by board, with each game's id and result so far. */
    public String pairings(Tournament tournament, Wording user) {
        if (tournament.round() == 0) {
            return user.say("tournament.notStarted", Wording.literal(tournament.name()), tournament.players());
        }
        Map<String, String> names = store().players(tournament).stream()
                .collect(Collectors.toMap(TournamentPlayer::userId, TournamentPlayer::name));
        Function<String, String> name = id -> "**" + Wording.literal(names.getOrDefault(id, "?")) + "**";
        StringBuilder text = new StringBuilder(user.say("tournament.pairingsOf", Wording.literal(tournament.name()),
                tournament.round(), tournament.rounds()));
        for (TournamentBoard board : store().boards(tournament, tournament.round())) {
            String line = board.isBye()
                    ? user.say("tournament.bye", Wording.literal(names.getOrDefault(board.whiteId(), "?")), user.say(
                            board.result().orElseThrow() == Outcome.ZERO_POINT_BYE ? "tournament.byeRest"
                                    : "tournament.byePoints"))
                    : user.say("tournament.pairing", board.board(), name.apply(board.whiteId()),
                            name.apply(board.blackId().orElseThrow()),
                            gameId(tournament.id(), board.round(), board.board()),
                            board.result().map(TournamentPlay::result).orElse(user.say("tournament.playing")));
            if (text.length() + line.length() > 1_900) {
                break;
            }
            text.append('\n').append(line);
        }
        return text.toString();
    }

    /** A board's result as a score sheet writes it: 1–0, 0–1, or +/− for a forfeit. */
    static String result(Outcome forWhite) {
        return switch (forWhite) {
            case WIN -> "1–0";
            case LOSS -> "0–1";
            case DRAW -> "½–½";
            case FORFEIT_WIN -> "+/−";
            case FORFEIT_LOSS -> "−/+";
            default -> "";
        };
    }

    private static Optional<Integer> number(String text) {
        return text != null && text.matches("[0-9]{1,4}") ? Optional.of(Integer.parseInt(text)) : Optional.empty();
    }

    /**
     * Whether the user may start, cancel or remove from the tournament: its organiser, or someone with Manage Server
     * (who says so by typing the action: a button's press carries no permissions).
     */
    private static boolean runs(GameRequest request, Tournament tournament) {
        return request.user().id().equals(tournament.organiserId()) || request.can(dev.tzaar.api.Capability.MANAGE_SERVER);
    }

    /** Why nobody joins or leaves it now: it started, or it is over. */
    public static String closed(Wording user, Tournament tournament) {
        return user.say(tournament.state() == TournamentState.RUNNING ? "tournament.closedStarted"
                : "tournament.closedOver", Wording.literal(tournament.name()));
    }

    private TournamentStore store() {
        return services.store().tournaments();
    }

    private TournamentRounds rounds() {
        return new TournamentRounds(store());
    }
}
