package dev.tzaar.bot.threads;

import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.ThreadKind;
import dev.tzaar.api.ThreadWork;
import dev.tzaar.api.UnsentPing;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.FunctionClient.FunctionUnavailable;
import dev.tzaar.bot.ping.PingDelivery;
import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.reply.Responder;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.BotRestClient.PostFailed;
import dev.tzaar.bot.rest.WebhookMessage;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A game's own thread, as both Discord frontends do it (the relay calls it): what the function's reply
 * asks ({@link ThreadWork}, {@link dev.tzaar.api.Announcement}) done with the bot's token, since an
 * interaction's webhook can only answer where the interaction happened.
 *
 * <ul>
 *   <li><b>Starting.</b> The accepted challenge's message starts a public thread; a private one is
 *       started on its own (Discord starts none from a message). The bot tells the function (its {@link
 *       Command#THREAD} request, with the thread's id as the interaction's, so that it is recorded once),
 *       adds the players, and posts the function's first message (the Follow buttons) and the accept's
 *       reply (the board, the ping): both in a public thread; the first in the channel for a private
 *       one, whose messages spectators cannot see.</li>
 *   <li><b>Following.</b> Follow and Unfollow add or take off the presser as a thread member.</li>
 *   <li><b>The end.</b> One line in the thread's parent channel.</li>
 * </ul>
 *
 * <p>Every failure leaves the game where it was and says so kindly: a thread Discord refuses (no
 * permission: 403) means the game is played in the channel, with a note; a thread the function could
 * not be told of (after retries) too, with a note about our side and a pointer in the empty thread; a
 * private thread Discord will not add a player to is never recorded (its players are added before the
 * function is told), and the game is played in the channel with the same note; a
 * thread already started from the message (a repeated accept: 160004) is the game's, and nothing is
 * posted again; a post Discord refuses in the thread shows the board in the channel with a link; the
 * challenge's buttons are retired in every case. A follower Discord will not take off (no Manage
 * Threads) is told how to leave by themselves; a member refused otherwise, a private "nothing changed";
 * a lost end line is only logged.
 */
public final class GameThreads {
    private static final Logger LOG = LoggerFactory.getLogger(GameThreads.class);
    /** How many times the bot tells the function the thread (idempotent: the thread's id is the interaction's). */
    private static final int RECORD_ATTEMPTS = 3;

    private final FunctionClient function;
    private final SummaryCache cache;
    private final BotRestClient rest;
    private final ReplyMessages messages;
    private final RoundThreads rounds;

    public GameThreads(FunctionClient function, SummaryCache cache, BotRestClient rest, ReplyMessages messages) {
        this.function = function;
        this.cache = cache;
        this.rest = rest;
        this.messages = messages;
        this.rounds = new RoundThreads(function, rest, messages);
    }

    /** True for {@code /tzaar challenge thread:public} or {@code private} (or {@code true}, from a cached command). */
    public static boolean asksForAThread(GameRequest request) {
        return request.command() == Command.CHALLENGE
                && request.option(Option.THREAD).map(ThreadKind::asksForAThread).orElse(false);
    }

    /**
     * The request as the function must see it: without the bot's token (the interactions function
     * without its optional secret) the bot cannot start a thread, whatever the frontend read from the
     * interaction, so that a server's default of threads plays the game in the channel instead.
     */
    public GameRequest asTheBotCan(GameRequest request) {
        return rest.canPost() ? request
                : request.without(Capability.START_THREADS).without(Capability.START_PRIVATE_THREADS);
    }

    /**
     * Why this request cannot be answered here before the function is asked: a thread asked for where
     * the bot has no token to start one (the interactions function without its optional secret).
     */
    public Optional<GameReply> refusal(GameRequest request) {
        if (asksForAThread(request) && !rest.canPost()) {
            return Optional.of(GameReply.privately(Texts.forDiscord(request.locale()).text("bot.threadsNeedToken")));
        }
        return Optional.empty();
    }

    /**
     * Shows a reply that has thread work, doing the work; {@code plain} shows a reply as the relay
     * would without it (in the interaction's channel).
     */
    public void show(GameRequest request, GameReply reply, Acknowledgement acknowledgement, Responder responder,
            Consumer<GameReply> plain) {
        ThreadWork work = reply.thread();
        if (work.starts()) {
            start(request, reply, acknowledgement, responder, plain);
        } else {
            members(request, reply, plain);
        }
    }

    private void start(GameRequest request, GameReply reply, Acknowledgement acknowledgement, Responder responder,
            Consumer<GameReply> plain) {
        ThreadWork work = reply.thread();
        boolean pressed = acknowledgement == Acknowledgement.UPDATE;
        if (!rest.canPost()) {
            plain.accept(withNote(reply, threadFailed(request, work.gameId())));
            return;
        }
        try {
            startAndMoveIn(request, reply, pressed, responder, plain);
        } finally {
            if (pressed) {
                // Whatever happened, the challenge is answered: its Accept and Decline must not stay live.
                retireButtons(responder, work.gameId());
            }
        }
    }

    private void startAndMoveIn(GameRequest request, GameReply reply, boolean pressed, Responder responder,
            Consumer<GameReply> plain) {
        ThreadWork work = reply.thread();
        String threadId;
        boolean startedBefore = false;
        try {
            if (!pressed) {
                // Accepted by typing: the answer itself, in the channel, starts a public thread.
                plain.accept(reply);
            }
            if (work.privateThread()) {
                // Discord starts a private thread only on its own, never from a message.
                threadId = rest.startPrivateThread(request.channelId(), work.startName());
            } else {
                String messageId = responder.originalMessageId();
                try {
                    threadId = rest.startThread(request.channelId(), messageId, work.startName());
                } catch (PostFailed e) {
                    if (e.code() != PostFailed.THREAD_ALREADY_CREATED) {
                        throw e;
                    }
                    // The same accept delivered again (its kept reply asks for the thread again): a thread
                    // started from a message has the message's id, and the game went there the first time.
                    threadId = messageId;
                    startedBefore = true;
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("Game {}: no thread could be started in channel {}: {}", work.gameId(), request.channelId(),
                    e.getMessage());
            inChannel(request, reply, pressed, responder, plain, threadFailed(request, work.gameId()));
            return;
        }
        if (work.privateThread() && !addPlayers(work, threadId)) {
            // Only its members see a private thread: a player left out could never reach the game, so it
            // is not moved there at all.
            inChannel(request, reply, pressed, responder, plain, threadFailed(request, work.gameId()));
            return;
        }
        Optional<GameReply> recorded = record(request, work, threadId);
        if (recorded.isPresent() && inAnotherThread(recorded.get(), threadId, request)) {
            // A repeated accept of a game in a private thread: a second thread was started (none can be
            // found again by its message), and the game stays in its first; the second is left to the bot.
            LOG.info("Game {}: already played in thread {}; thread {} is left unused", work.gameId(),
                    recorded.get().game().channelId(), threadId);
            takeOff(work, threadId, work.join());
            return;
        }
        if (recorded.isEmpty() || recorded.get().ephemeral()) {
            // Our side could not move the game into the thread (the function did not answer, or the game
            // changed meanwhile): the game goes on in the channel, and the empty thread says where.
            LOG.warn("Game {}: thread {} started but not recorded: {}", work.gameId(), threadId,
                    recorded.map(GameReply::text).orElse("the function did not answer"));
            if (!startedBefore) {
                tryPost(threadId, GameReply.privately(channelText(request).text("bot.threadLeftEmpty", work.gameId(),
                        request.channelId())).withEphemeral(false), work.gameId());
            }
            inChannel(request, reply, pressed, responder, plain, channelText(request).text("bot.threadNotUsed",
                    work.gameId()));
            return;
        }
        GameReply intro = recorded.get();
        cache.remember(intro);
        if (!work.privateThread()) {
            // Anyone can open a public thread: a player who could not be added still finds the game there.
            addPlayers(work, threadId);
        }
        if (startedBefore) {
            // A repeated accept: the thread had its first messages the first time; nothing to post again.
            return;
        }
        try {
            if (work.privateThread()) {
                // Spectators cannot see into a private thread: its Follow buttons go to the channel, and the
                // board, with its ping, to the players in the thread; after a typed accept the answer in the
                // channel pinged already, so the thread gets the board alone.
                post(request.channelId(), intro);
                if (pressed) {
                    post(threadId, reply);
                } else {
                    rest.postMessage(threadId, WebhookMessage.create(messages.message(reply), false));
                }
            } else {
                post(threadId, intro);
                if (pressed) {
                    post(threadId, reply);
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("Game {}: a message could not be posted in thread {}: {}", work.gameId(), threadId, e.getMessage());
            if (pressed) {
                // Nobody would see the board: show it here, with the way to the thread where the game goes on.
                plain.accept(withNote(reply, channelText(request).text("bot.threadPostFailed", work.gameId(),
                        threadId)));
            }
        }
    }

    /**
     * Adds the players to the thread. A private thread is the game's only if all of them are in it: false
     * at the first one Discord refuses, those added before taken off again. In a public thread a refused
     * player is only logged (anyone can open it).
     */
    private boolean addPlayers(ThreadWork work, String threadId) {
        List<String> refused = refusedMembers(rest, work, threadId);
        return refused.isEmpty() || !work.privateThread();
    }

    /**
     * Adds the work's players to the thread and returns those Discord refused; in a private thread it stops at the
     * first refusal, taking off those added before (a player left out could never reach the game there).
     */
    static java.util.List<String> refusedMembers(BotRestClient rest, ThreadWork work, String threadId) {
        java.util.List<String> added = new java.util.ArrayList<>();
        java.util.List<String> refused = new java.util.ArrayList<>();
        for (String player : work.join()) {
            try {
                rest.addThreadMember(threadId, player);
                added.add(player);
            } catch (RuntimeException e) {
                LOG.warn("Game {}: a player could not be added to thread {}: {}", work.gameId(), threadId,
                        e.getMessage());
                refused.add(player);
                if (work.privateThread()) {
                    takeOff(rest, work, threadId, added);
                    return refused;
                }
            }
        }
        return refused;
    }

    /** Best effort: the creator of a private thread takes members off without Manage Threads. */
    private void takeOff(ThreadWork work, String threadId, java.util.List<String> users) {
        takeOff(rest, work, threadId, users);
    }

    static void takeOff(BotRestClient rest, ThreadWork work, String threadId, java.util.List<String> users) {
        for (String user : users) {
            try {
                rest.removeThreadMember(threadId, user);
            } catch (RuntimeException e) {
                LOG.warn("Game {}: {} could not be taken off unused thread {}: {}", work.gameId(), user, threadId,
                        e.getMessage());
            }
        }
    }

    /** The function's word that the game is played in another thread than the one just started. */
    private static boolean inAnotherThread(GameReply recorded, String threadId, GameRequest request) {
        if (!recorded.ephemeral() || recorded.game() == null) {
            return false;
        }
        String playedIn = recorded.game().channelId();
        return playedIn != null && !playedIn.equals(threadId) && !playedIn.equals(request.channelId());
    }

    private Optional<GameReply> record(GameRequest request, ThreadWork work, String threadId) {
        return recorded(function, GameRequest.of(threadId, request.guildId(), request.channelId(), request.user(),
                Command.THREAD, Map.of(Option.GAME, work.gameId(), Option.THREAD, threadId))
                .withLocales(request.locale(), request.guildLocale()).in(request.context()), work, threadId);
    }

    /**
     * The function's answer to the bot's word that it started the game's thread ({@link Command#THREAD}), tried
     * {@value #RECORD_ATTEMPTS} times (idempotent: the thread's id is the interaction's); empty when it never came.
     */
    static Optional<GameReply> recorded(FunctionClient function, GameRequest thread, ThreadWork work,
            String threadId) {
        for (int attempt = 1; ; attempt++) {
            try {
                return Optional.of(function.call(thread));
            } catch (FunctionUnavailable e) {
                LOG.warn("Game {}: thread {} not recorded (attempt {} of {}): {}", work.gameId(), threadId, attempt,
                        RECORD_ATTEMPTS, e.getMessage());
                if (attempt == RECORD_ATTEMPTS) {
                    return Optional.empty();
                }
            }
        }
    }

    /** The game stays in the channel: the accept's reply with a note there, or the note alone after a typed accept. */
    private void inChannel(GameRequest request, GameReply reply, boolean pressed, Responder responder,
            Consumer<GameReply> plain, String note) {
        if (pressed) {
            plain.accept(withNote(reply, note));
        } else {
            note(request, note, responder);
        }
    }

    private void tryPost(String threadId, GameReply reply, String gameId) {
        try {
            post(threadId, reply);
        } catch (RuntimeException e) {
            LOG.warn("Game {}: nothing could be posted in thread {}: {}", gameId, threadId, e.getMessage());
        }
    }

    private static void retireButtons(Responder responder, String gameId) {
        try {
            responder.removeOriginalButtons();
        } catch (RuntimeException e) {
            LOG.warn("Game {}: the challenge's buttons could not be retired: {}", gameId, e.getMessage());
        }
    }

    /**
     * A public reply posted in a thread with the bot's token, then its ping, as the relay shows one in a
     * channel. The reply shown, a ping Discord will not take does not undo it: it is reported to the
     * function, for the thread's next public reply ({@link #pingOrReport}).
     */
    private void post(String threadId, GameReply reply) {
        rest.postMessage(threadId, WebhookMessage.create(messages.message(reply), false));
        pingOrReport(function, rest, messages, threadId, reply);
    }

    /**
     * Posts the ping of a reply already shown in {@code channelId} with the bot's token, as {@link PingDelivery}
     * delivers one: when Discord will not take it (after its retries), the function is told ({@link UnsentPing}),
     * so that the channel's next public reply carries it. Best effort: a failure is logged. Also the clock's
     * notices' way.
     */
    public static void pingOrReport(FunctionClient function, BotRestClient rest, ReplyMessages messages,
            String channelId, GameReply reply) {
        Clock clock = Clock.systemUTC();
        new PingDelivery(function, rest, messages, clock, PingDelivery.Pause.SLEEP).ping(reply, channelId,
                clock.instant(), true, ping -> rest.postMessage(channelId, WebhookMessage.create(ping, false)),
                "Game " + (reply.game() == null ? "?" : reply.game().id()) + " in channel " + channelId);
    }

    private void members(GameRequest request, GameReply reply, Consumer<GameReply> plain) {
        ThreadWork work = reply.thread();
        try {
            if (!rest.canPost()) {
                throw new IllegalStateException("no bot token");
            }
            work.join().forEach(user -> rest.addThreadMember(work.threadId(), user));
            work.leave().forEach(user -> rest.removeThreadMember(work.threadId(), user));
        } catch (PostFailed e) {
            if (e.status() == 403 && !work.leave().isEmpty()) {
                // Taking someone else off a public thread needs Manage Threads, which the bot does not ask
                // for: each member can leave by themselves, from the thread's menu.
                LOG.info("Game {}: Discord refused to take a follower off thread {}: {}", work.gameId(),
                        work.threadId(), e.getMessage());
                plain.accept(GameReply.privately(Texts.forDiscord(request.locale()).text("bot.leaveThreadYourself",
                        work.gameId())));
                return;
            }
            if (e.code() == PostFailed.THREAD_ARCHIVED) {
                plain.accept(GameReply.privately(Texts.forDiscord(request.locale()).text("bot.threadArchived",
                        work.gameId())));
                return;
            }
            LOG.warn("Game {}: the members of thread {} could not be changed: {}", work.gameId(), work.threadId(),
                    e.getMessage());
            plain.accept(GameReply.privately(Texts.forDiscord(request.locale()).text("bot.followFailed")));
            return;
        } catch (RuntimeException e) {
            LOG.warn("Game {}: the members of thread {} could not be changed: {}", work.gameId(), work.threadId(),
                    e.getMessage());
            plain.accept(GameReply.privately(Texts.forDiscord(request.locale()).text("bot.followFailed")));
            return;
        }
        plain.accept(reply);
    }

    /**
     * Posts the line a reply has for another channel (a game's end, in the thread's parent), if it has one,
     * and edits the message it names (the daily puzzle's count), if it names one; then what it asks of a
     * tournament's round ({@link RoundThreads}), the reply having been shown in the request's channel.
     */
    public void announce(GameRequest request, GameReply reply) {
        announce(rest, messages, reply);
        rounds.follow(reply, request.channelId(), request.guildId());
    }

    /**
     * The same for any poster with the bot's token (the clock's sweep too, whose flag fall may end a
     * game in its thread): best effort, a failure is logged.
     */
    public static void announce(BotRestClient rest, ReplyMessages messages, GameReply reply) {
        recount(rest, reply);
        if (reply.announce() == null) {
            return;
        }
        String channel = reply.announce().channelId();
        if (!rest.canPost()) {
            LOG.info("No bot token: the end of a game was not told in channel {}", channel);
            return;
        }
        try {
            rest.postMessage(channel, WebhookMessage.create(messages.message(
                    GameReply.privately(reply.announce().text()).withEphemeral(false)), false));
        } catch (RuntimeException e) {
            LOG.warn("The end of a game could not be told in channel {}: {}", channel, e.getMessage());
        }
    }

    /**
     * Edits the message a reply names for it ({@link GameReply#recount()}: the daily puzzle's post, its count
     * of solvers), best effort: a failure is logged, and the next solver's edit carries the count.
     */
    private static void recount(BotRestClient rest, GameReply reply) {
        if (reply.recount() == null) {
            return;
        }
        String channel = reply.recount().channelId();
        if (!rest.canPost()) {
            LOG.info("No bot token: the daily puzzle's count was not edited in channel {}", channel);
            return;
        }
        try {
            rest.editMessage(channel, reply.recount().messageId(), reply.recount().text());
        } catch (RuntimeException e) {
            LOG.warn("The daily puzzle's count could not be edited in channel {}: {}", channel, e.getMessage());
        }
    }

    private static GameReply withNote(GameReply reply, String note) {
        return reply.withText(reply.text() + "\n" + note, reply.pingText());
    }

    private void note(GameRequest request, String note, Responder responder) {
        try {
            responder.followUp(messages.message(GameReply.privately(note).withEphemeral(false)), false);
        } catch (RuntimeException e) {
            LOG.warn("Interaction {}: the note about the game's thread could not be shown: {}",
                    request.interactionId(), e.getMessage());
        }
    }

    /** Discord refused the thread: the one case that is about the bot's permissions. */
    private static String threadFailed(GameRequest request, String gameId) {
        return channelText(request).text("bot.threadFailed", gameId);
    }

    /** The words of a public note: the server's language. */
    private static Texts channelText(GameRequest request) {
        return Texts.forDiscord(request.guildLocale() != null ? request.guildLocale() : request.locale());
    }
}
