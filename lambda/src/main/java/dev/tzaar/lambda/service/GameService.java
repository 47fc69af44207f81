package dev.tzaar.lambda.service;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.BoardImage;
import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.UnsentPing;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.commands.AcceptCommand;
import dev.tzaar.lambda.commands.ActivityCommand;
import dev.tzaar.lambda.commands.AiCommand;
import dev.tzaar.lambda.commands.AnalyzeCommand;
import dev.tzaar.lambda.commands.BoardCommand;
import dev.tzaar.lambda.commands.CancelCommand;
import dev.tzaar.lambda.commands.ChallengeCommand;
import dev.tzaar.lambda.commands.ChannelGamesCommand;
import dev.tzaar.lambda.commands.ClaimCommand;
import dev.tzaar.lambda.commands.CommandHandler;
import dev.tzaar.lambda.commands.DeclineCommand;
import dev.tzaar.lambda.commands.FollowCommand;
import dev.tzaar.lambda.commands.GamesCommand;
import dev.tzaar.lambda.commands.HelpCommand;
import dev.tzaar.lambda.commands.HintCommand;
import dev.tzaar.lambda.commands.HistoryCommand;
import dev.tzaar.lambda.commands.ImportCommand;
import dev.tzaar.lambda.commands.LeaderboardCommand;
import dev.tzaar.lambda.commands.LearnCommand;
import dev.tzaar.lambda.commands.PanelCommand;
import dev.tzaar.lambda.commands.PlayCommand;
import dev.tzaar.lambda.commands.PuzzleCommand;
import dev.tzaar.lambda.commands.RematchCommand;
import dev.tzaar.lambda.commands.ReplayCommand;
import dev.tzaar.lambda.commands.ResignCommand;
import dev.tzaar.lambda.commands.RulesCommand;
import dev.tzaar.lambda.commands.SettingsCommand;
import dev.tzaar.lambda.commands.StatsCommand;
import dev.tzaar.lambda.commands.SuggestCommand;
import dev.tzaar.lambda.commands.ThreadCommand;
import dev.tzaar.lambda.commands.TournamentCommand;
import dev.tzaar.lambda.commands.ViewCommand;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.rating.Glicko2;
import dev.tzaar.lambda.rating.RatedGamePolicy;
import dev.tzaar.lambda.shared.AiTime;
import dev.tzaar.lambda.shared.BoardPictures;
import dev.tzaar.lambda.shared.BotPlayer;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.GameFinder;
import dev.tzaar.lambda.shared.RecordFiles;
import dev.tzaar.lambda.shared.TimeLimits;
import dev.tzaar.lambda.shared.TournamentPlay;
import dev.tzaar.lambda.shared.Wording;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The game function's logic: one request in, one reply out. A command decides; the service writes
 * the change together with its answer (conditionally on the game's version), so that a repeated
 * interaction gets the first answer and changes nothing, and a lost race is read again and
 * decided once more before the player is told.
 */
public final class GameService {
    private static final int NEW_ID_ATTEMPTS = 5;
    /** A game's ending retried after another ending changed a player's rating first (each retry reads afresh). */
    private static final int RATING_ATTEMPTS = 5;

    private final GameStore store;
    private final BoardPictures pictures;
    private final TimeLimits limits;
    private final GameEnds ends;
    private final Map<Command, CommandHandler> handlers = new EnumMap<>(Command.class);
    private final ClockSweeper clocks;
    private final DailySweeper dailies;
    private final OwedPings owedPings;
    private final TournamentPlay tournaments;

    /** A service whose bot thinks {@link AiTime#defaults() the default time} by the system's clock. */
    public GameService(GameStore store, BoardPictures pictures, TimeLimits limits, RandomGenerator random) {
        this(store, pictures, limits, random, AiTime.defaults());
    }

    /** A service that fetches no attached file ({@link RecordFiles#NONE}): {@code /tzaar import} takes its text only. */
    public GameService(GameStore store, BoardPictures pictures, TimeLimits limits, RandomGenerator random,
            AiTime aiTime) {
        this(store, pictures, limits, random, aiTime, RecordFiles.NONE);
    }

    /** @param files where {@code /tzaar import} fetches an attached record file (Discord's CDN) */
    public GameService(GameStore store, BoardPictures pictures, TimeLimits limits, RandomGenerator random,
            AiTime aiTime, RecordFiles files) {
        this.store = store;
        this.pictures = pictures;
        this.limits = limits;
        this.ends = new GameEnds(store, RatedGamePolicy.STANDARD, Glicko2.STANDARD);
        CommandServices services = new CommandServices(store, new GameFinder(store), pictures, limits, random,
                new BotPlayer(aiTime));
        handlers.put(Command.CHALLENGE, new ChallengeCommand(services));
        handlers.put(Command.ACCEPT, new AcceptCommand(services));
        handlers.put(Command.DECLINE, new DeclineCommand(services));
        handlers.put(Command.CANCEL, new CancelCommand(services));
        handlers.put(Command.MOVE, new PlayCommand(services, Command.MOVE));
        handlers.put(Command.PASS, new PlayCommand(services, Command.PASS));
        handlers.put(Command.PLACE, new PlayCommand(services, Command.PLACE));
        handlers.put(Command.RESIGN, new ResignCommand(services, false));
        handlers.put(Command.CONFIRM_RESIGN, new ResignCommand(services, true));
        handlers.put(Command.CLAIM, new ClaimCommand(services));
        handlers.put(Command.BOARD, new BoardCommand(services));
        handlers.put(Command.GAMES, new GamesCommand(services));
        handlers.put(Command.HISTORY, new HistoryCommand(services));
        handlers.put(Command.HELP, new HelpCommand(HelpCommand.HELP));
        handlers.put(Command.RULES, new RulesCommand(services));
        handlers.put(Command.REMATCH, new RematchCommand(services));
        handlers.put(Command.SUGGEST, new SuggestCommand(services));
        handlers.put(Command.AI, new AiCommand(services));
        handlers.put(Command.HINT, new HintCommand(services));
        handlers.put(Command.ANALYZE, new AnalyzeCommand(services));
        handlers.put(Command.LEADERBOARD, new LeaderboardCommand(services));
        handlers.put(Command.STATS, new StatsCommand(services));
        handlers.put(Command.SETTINGS, new SettingsCommand(services));
        handlers.put(Command.THREAD, new ThreadCommand(services));
        handlers.put(Command.FOLLOW, new FollowCommand(services, true));
        handlers.put(Command.UNFOLLOW, new FollowCommand(services, false));
        handlers.put(Command.VIEW, new ViewCommand(services));
        handlers.put(Command.CHANNEL_GAMES, new ChannelGamesCommand(services));
        handlers.put(Command.ACTIVITY, new ActivityCommand());
        handlers.put(Command.PANEL, new PanelCommand(services));
        handlers.put(Command.LEARN, new LearnCommand(services));
        handlers.put(Command.PUZZLE, new PuzzleCommand(services));
        handlers.put(Command.REPLAY, new ReplayCommand(services));
        handlers.put(Command.IMPORT, new ImportCommand(services, files));
        handlers.put(Command.EXERCISE, new LearnCommand(services, true));
        handlers.put(Command.PUZZLE_TRY, new PuzzleCommand(services, true));
        handlers.put(Command.TOURNAMENT, new TournamentCommand(services));
        this.tournaments = new TournamentPlay(services);
        this.clocks = new ClockSweeper(services, ends);
        this.dailies = new DailySweeper(services);
        this.owedPings = new OwedPings(services);
        if (handlers.size() != Command.values().length) {
            throw new IllegalStateException("a command has no handler");
        }
    }

    /**
     * The reply to a request: refused privately when it is not one Discord could send ({@link
     * RequestChecks}), and never longer than a Discord message ({@link ReplyLimits}).
     */
    public GameReply handle(GameRequest request, Instant now) {
        Checked<GameRequest> checked = RequestChecks.check(request);
        if (!checked.isOk()) {
            return GameReply.privately(checked.reason());
        }
        GameRequest clean = checked.value();
        return ReplyLimits.fit(ActivityButton.offered(withChannelsDues(answer(clean, now), clean, now), clean));
    }

    /**
     * A public reply with what its channel is owed: the clocks' reminders that could not be posted, and
     * the pings that never got through. One read of the channel's open games serves both. A repeated
     * answer is no new message in the channel, and carries nothing.
     */
    private GameReply withChannelsDues(GameReply reply, GameRequest request, Instant now) {
        if (reply.ephemeral() || reply.repeat() || request.channelId() == null || request.command() == Command.SUGGEST) {
            return reply;
        }
        List<Game> here = store.openGamesIn(request.channelId(), now);
        return owedPings.carried(clocks.withUnpostedReminders(reply, request, here, now), request, here, now);
    }

    /**
     * A frontend's report that a reply's ping never got through ({@link OwedPings}); true when the game
     * keeps it for the channel's next public reply.
     */
    public boolean keepUnsentPing(UnsentPing report, Instant now) {
        return owedPings.keep(report, now);
    }

    /**
     * The sweep: the correspondence clocks' reminders, last warnings and flag falls due at {@code now},
     * for at most {@code sweep.limit()} games ({@link ClockSweeper}), and the servers' daily puzzles due, as
     * many at most ({@link DailySweeper}); what the channels must be told comes back.
     */
    public ClockSweep.Notices sweepClocks(ClockSweep sweep, Instant now) {
        clocks.keepUnposted(sweep.unposted(), now);
        dailies.posted(sweep.posted(), now);
        dailies.refused(sweep.refused());
        List<ClockSweep.Notice> notices = clocks.sweep(now, sweep.limit(), sweep.posting());
        return new ClockSweep.Notices(notices, dailies.sweep(now, sweep.limit(), sweep.posting()));
    }

    private GameReply answer(GameRequest request, Instant now) {
        CommandHandler handler = handlers.get(request.command());
        if (!handler.changesGames()) {
            return decideAnswer(handler, request, now);
        }
        for (int attempt = 1; ; attempt++) {
            // Asked on every attempt: a copy of this very interaction (Discord or the SDK sending it
            // twice) may have won the race this attempt lost, and its answer is the one to give.
            Optional<StoredReply> earlier = store.replyTo(request.interactionId(), now);
            if (earlier.isPresent()) {
                return again(earlier.get(), request, now);
            }
            Decision decision = handler.decide(request, now);
            if (decision instanceof Decision.Answer answer) {
                // The game may be refusing because such a copy changed it between the two reads.
                return store.replyTo(request.interactionId(), now).map(r -> again(r, request, now)).orElse(answer.reply());
            }
            // The one place a game's ending is settled: every change passes here on its way to the store.
            GameEnds.Settlement settled = ends.settle(((Decision.Change) decision).game(), Wording.forChannel(request),
                    now);
            Decision.Change change = withLine((Decision.Change) decision, settled.line());
            GameReply reply = change.picture()
                    ? change.reply().withImage(pictures.draw(change.game(), change.game().record(), false,
                            Wording.forChannel(request).texts().locale()))
                    : change.reply();
            StoredReply kept = keep(request, change, now);
            switch (store.write(change.game(), kept, settled.write())) {
                case WRITTEN:
                    // Not kept with the answer: the line is posted once, by the bot that asked. A tournament's game
                    // counts once its end is written; the call whose result ends the round begins the next.
                    return ThreadEndings.announced(tournaments.afterGame(change.game(), reply,
                            Wording.forChannel(request), now), change.game(), Wording.forChannel(request));
                case ALREADY_ANSWERED:
                    return store.replyTo(request.interactionId(), now).map(r -> again(r, request, now)).orElse(reply);
                case CHALLENGE_PENDING:
                    // The same challenge was made a moment ago: deciding again finds it and says so.
                    if (attempt == NEW_ID_ATTEMPTS) {
                        return GameReply.privately(Wording.forUser(request).say("service.sameChallengeNow"));
                    }
                    break;
                case RATINGS_CHANGED:
                    // Another game ending at this moment moved one of the players' ratings: settle again.
                    if (attempt >= RATING_ATTEMPTS) {
                        return GameReply.privately(Wording.forUser(request).say("rating.busy"));
                    }
                    break;
                case GAME_CHANGED:
                default:
                    if (change.game().version() == 1) {
                        // A new game drew an id in use: draw again (28 million ids, so rarely twice).
                        if (attempt == NEW_ID_ATTEMPTS) {
                            throw new IllegalStateException("no free game id in " + attempt + " draws");
                        }
                    } else if (attempt >= 2) {
                        return GameReply.privately(Wording.forUser(request).say("service.gameChanged",
                                change.game().id()));
                    }
            }
        }
    }

    /** The change with a line added to its reply's text, such as the rating change at a game's end. */
    private static Decision.Change withLine(Decision.Change change, String line) {
        if (line.isEmpty()) {
            return change;
        }
        GameReply r = change.reply();
        return new Decision.Change(change.game(), r.withText(r.text() + "\n" + line, r.pingText()), change.picture());
    }

    private static GameReply decideAnswer(CommandHandler handler, GameRequest request, Instant now) {
        Decision decision = handler.decide(request, now);
        if (decision instanceof Decision.Answer answer) {
            return answer.reply();
        }
        throw new IllegalStateException(request.command() + " changed a game but said it never does");
    }

    private StoredReply keep(GameRequest request, Decision.Change change, Instant now) {
        Game game = change.game();
        GameReply reply = change.reply();
        boolean panelPictured = reply.panel() != null && reply.panel().image() != null;
        if (panelPictured) {
            reply = reply.withPanel(reply.panel().withImage(null));
        }
        KeptAnswer answer = new KeptAnswer(request.user().id(), reply,
                change.picture() ? game.record().actions().size() : null,
                change.picture() && game.record().declaredResult().isPresent(), panelPictured);
        return new StoredReply(request.interactionId(), game.id(), ApiJson.write(answer),
                now.plus(limits.replyKept()));
    }

    /**
     * The first answer to an interaction, given again: its picture redrawn as the game stood then, and
     * marked as a repeat, so that the frontend does not show it in the channel a second time.
     */
    private GameReply again(StoredReply stored, GameRequest request, Instant now) {
        KeptAnswer answer;
        try {
            answer = ApiJson.read(stored.payload(), KeptAnswer.class);
        } catch (IOException e) {
            throw new UncheckedIOException("the kept answer to interaction " + stored.interactionId()
                    + " cannot be read", e);
        }
        // Discord never gives two users one interaction id: a reused one is not given someone
        // else's answer (answers kept before users were kept with them have none to compare).
        if (answer.userId() != null && !answer.userId().equals(request.user().id())) {
            return GameReply.privately(Wording.forUser(request).say("service.someoneElsesInteraction"));
        }
        GameReply given = answer.reply().asRepeat();
        if (answer.pictureActions() == null) {
            return given;
        }
        Optional<Game> game = store.find(stored.gameId(), now);
        if (game.isEmpty() || !game.get().isStarted()
                || game.get().record().actions().size() < answer.pictureActions()) {
            return given;
        }
        GameRecord record = game.get().record();
        GameRecord then = answer.pictureWithDeclaredResult() && record.actions().size() == answer.pictureActions()
                ? record : record.upTo(answer.pictureActions());
        BoardImage picture = pictures.draw(game.get(), then, false, Wording.forChannel(request).texts().locale());
        GameReply reply = given.withImage(picture);
        if (answer.panelPictured()) {
            // The panel showed the same position, to the player, turned round for Black, in their language.
            boolean flipped = game.get().sideOf(answer.userId()).orElse(Side.WHITE) == Side.BLACK;
            reply = reply.withPanel(reply.panel().withImage(pictures.draw(game.get(), then, flipped,
                    Wording.forUser(request).texts().locale())));
        }
        return reply;
    }
}
