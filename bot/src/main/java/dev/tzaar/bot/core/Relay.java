package dev.tzaar.bot.core;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.UnsentPing;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.FunctionClient.FunctionUnavailable;
import dev.tzaar.bot.function.UntilAnswered;
import dev.tzaar.bot.ping.PingDelivery;
import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.reply.Responder;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.DiscordFailed;
import dev.tzaar.bot.threads.GameThreads;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Relays one acknowledged interaction to the game function and shows its reply: acknowledge at
 * once on the event thread, call the function on a worker, then show the answer where the
 * acknowledgement left room for it, on the lane of the answer's channel ({@link ChannelLanes}: a slow
 * Discord holds that channel's answers, never the workers nor another channel).
 *
 * <p>A placeholder cannot change its visibility, so when the reply's visibility differs from the
 * guess the placeholder is deleted and the reply follows up as a new message (a follow-up sent
 * while the placeholder still shows would take the placeholder's visibility: a private answer
 * must never go out that way, so a failed delete stops there). Pings follow public replies in a
 * message of their own: an edit pings nobody.
 *
 * <p>What the player is told is true, whatever Discord does: after the function changed a game, an answer
 * that could not be shown is told as done ({@code bot.movePlayedNotShown}, {@code bot.doneNotShown}), never
 * as "nothing was done" ({@link #APOLOGY}); the whole rule, the ping ({@link PingDelivery}: looked for in the
 * channel after a 500, posted again or reported as {@link UnsentPing}) and the retries, is docs/architecture.md,
 * "When Discord fails".
 *
 * <p>An answer the function gives again ({@link GameReply#repeat()}: the same interaction delivered
 * twice) was shown the first time: it is shown again only in the interaction's own response (its
 * placeholder, or a private message after a button), never as a second public message, nor pinged,
 * nor its thread started again.
 *
 * <p>After a press of a control on a player's private panel ({@link Acknowledgement#UPDATE}), the panel
 * the reply carries is put in the pressed panel's place, and the rest of the reply, a move told to the
 * channel or a refusal, is a new message, so that a refusal never takes the place of a panel.
 *
 * <p>A public answer about a game that ends a turn takes the buttons off the board that offered that turn's
 * Pass ({@link PassBoards}), as a press of that board's own Pass does, however the turn ended.
 *
 * <p>A reply with work on a game's thread, or a line for another channel, is shown by {@link
 * GameThreads}, which does that work with the bot's token.
 *
 * <p>A work the function does in steps (a review, {@link GameReply#underWay()}) is asked again until its answer
 * ({@link UntilAnswered}), each step's progress line shown in the private placeholder, within the token's time
 * ({@link #UNDER_WAY_FOR}; handed off, {@link #UNDER_WAY_IN_ONE_INVOCATION} of the invocation).
 *
 * <p>The player never sees a stack trace: the function being unavailable is told in its own words,
 * anything else as a short apology, both only to them; the details go to the log, without the
 * token or any message's contents.
 */
public final class Relay {
    /** What a player reads when something unexpected went wrong on our side before anything was done. */
    public static final String APOLOGY = Texts.ENGLISH.text("bot.apology");

    private static final Logger LOG = LoggerFactory.getLogger(Relay.class);
    /** The commands whose answer, when shown nowhere, is told as a move played. */
    private static final Set<Command> MOVES = Set.of(Command.MOVE, Command.PASS, Command.PLACE);
    /**
     * How long after the acknowledgement a work under way ({@link GameReply#underWay()}: a review) is asked
     * again: the interaction's token lasts 15 minutes, and its answer, a minute at worst to show, comes after.
     */
    static final Duration UNDER_WAY_FOR = Duration.ofMinutes(14);
    /**
     * How long one invocation asks again when handed off: the relay function stops at 30 s (template.yaml),
     * and a step of the game function takes up to 12 s at worst.
     */
    static final Duration UNDER_WAY_IN_ONE_INVOCATION = Duration.ofSeconds(15);

    /**
     * Where the rest of a relay (asking the function, showing its answer) runs once the interaction is
     * acknowledged, when not on a worker thread of this process: on Lambda, another invocation, since
     * a function cannot go on working after it has answered. It ends in {@link #answer(Pending)}.
     */
    public interface Handoff {
        /** Hands the work on; throws when it could not, while the acknowledgement can still be changed. */
        void handOff(Pending pending);
    }

    /**
     * Where a relay is written down before its acknowledgement goes out, and crossed off once its answer
     * is shown: a frontend that may be stopped at any moment ({@code ./tzaar local --interactions}) takes up
     * after a restart what it acknowledged and did not answer ({@link #resume}).
     */
    public interface Journal {
        /** Nothing is written down: what is under way when the process stops is lost. */
        Journal NONE = new Journal() {
            @Override
            public void begun(Pending pending) {
            }

            @Override
            public void ended(Pending pending) {
            }
        };

        /** Written down for good when it returns; throws when it could not be, while the acknowledgement can still change. */
        void begun(Pending pending);

        void ended(Pending pending);
    }

    /**
     * A relay acknowledged and not yet answered: everything {@link #answer(Pending)} needs.
     *
     * @param acknowledgedAt when the interaction was acknowledged: its token is good for 15 minutes from then
     * @param resumed taken up again after a restart ({@link #resume}): its answer may never have been shown,
     *     so an answer the function gives again is shown as the first time
     */
    public record Pending(GameRequest request, Acknowledgement acknowledgement, boolean retireButtons,
            Responder responder, Instant acknowledgedAt, boolean resumed) {

        /** A relay acknowledged now. */
        public Pending(GameRequest request, Acknowledgement acknowledgement, boolean retireButtons,
                Responder responder) {
            this(request, acknowledgement, retireButtons, responder, Instant.now(), false);
        }

        /** The same relay, taken up after a restart. */
        public Pending asResumed() {
            return new Pending(request, acknowledgement, retireButtons, responder, acknowledgedAt, true);
        }
    }

    /** The function's answer, and whether it is an answer at all or the word that none came. */
    private record Asked(GameReply reply, boolean nothingDone) {}

    /**
     * How far a message got: shown, surely not, or perhaps; whether the placeholder still stands; whether
     * the panel the reply carries, if any, took the pressed panel's place; and, once shown, how to take its
     * buttons off later (null when it cannot be told which message it is).
     */
    private record Shown(boolean shown, boolean perhaps, boolean placeholderLeft, boolean panelShown,
            Runnable retire) {
    }

    private final FunctionClient function;
    private final UntilAnswered untilAnswered;
    private final SummaryCache cache;
    private final Executor workers;
    private final ChannelLanes lanes;
    private final Handoff handoff;
    private final Journal journal;
    private final ReplyMessages messages;
    private final GameThreads threads;
    private final Clock clock;
    private final PassBoards passBoards = new PassBoards();
    private final PingDelivery pings;

    /** A relay that answers on the given worker threads, without a bot token (no games' threads). */
    public Relay(FunctionClient function, SummaryCache cache, Executor workers, ReplyMessages messages) {
        this(function, cache, workers, messages, BotRestClient.none());
    }

    /** A relay that asks and shows on the given worker threads, starting games' threads with {@code rest}'s token. */
    public Relay(FunctionClient function, SummaryCache cache, Executor workers, ReplyMessages messages,
            BotRestClient rest) {
        this(function, cache, workers, workers, null, Journal.NONE, messages, rest, Clock.systemUTC());
    }

    /**
     * A relay that asks the function on {@code workers} and shows the answers on {@code lanes}' threads, one
     * lane per channel, writing each relay down in {@code journal} first.
     */
    public static Relay onWorkers(FunctionClient function, SummaryCache cache, Executor workers, Executor lanes,
            Journal journal, ReplyMessages messages, BotRestClient rest, Clock clock) {
        return new Relay(function, cache, workers, lanes, null, journal, messages, rest, clock);
    }

    /** A relay that hands its work on (to another Lambda invocation). */
    public static Relay handingOff(FunctionClient function, SummaryCache cache, Handoff handoff,
            ReplyMessages messages, BotRestClient rest) {
        return new Relay(function, cache, null, null, handoff, Journal.NONE, messages, rest, Clock.systemUTC());
    }

    private Relay(FunctionClient function, SummaryCache cache, Executor workers, Executor lanes, Handoff handoff,
            Journal journal, ReplyMessages messages, BotRestClient rest, Clock clock) {
        this.function = function;
        this.untilAnswered = new UntilAnswered(function, clock);
        this.cache = cache;
        this.workers = workers;
        this.lanes = lanes == null ? null : new ChannelLanes(lanes);
        this.handoff = handoff;
        this.journal = journal;
        this.messages = messages;
        this.threads = new GameThreads(function, cache, rest, messages);
        this.clock = clock;
        this.pings = new PingDelivery(function, rest, messages, clock, PingDelivery.Pause.SLEEP);
    }

    /**
     * Acknowledges the interaction now, then asks the function on a worker thread and shows the answer.
     *
     * @param retireButtons after {@link Acknowledgement#UPDATE}: a public answer takes the buttons
     *     off the pressed message (an answered challenge, a used confirmation)
     */
    public void relay(GameRequest request, Acknowledgement acknowledgement, boolean retireButtons, Responder responder) {
        responder.acknowledge(acknowledgement);
        Pending pending = new Pending(request, acknowledgement, retireButtons, responder, clock.instant(), false);
        if (handoff != null) {
            handoff.handOff(pending);
            return;
        }
        journal.begun(pending);
        submit(pending);
    }

    /** Takes up a relay acknowledged before a restart and never answered: asked again (the function answers a repeat once) and shown. */
    public void resume(Pending pending) {
        submit(pending.asResumed());
    }

    private void submit(Pending pending) {
        try {
            workers.execute(() -> {
                Asked asked = ask(pending);
                lanes.run(asked.reply().ephemeral() ? null : pending.request().channelId(), () -> show(pending, asked));
            });
        } catch (RejectedExecutionException e) {
            LOG.warn("Interaction {} ({}) not relayed: the bot is shutting down", pending.request().interactionId(),
                    pending.request().command().wireName());
        }
    }

    /** Asks the function and shows its answer, in this thread: the second half of {@link #relay}, handed off. */
    public void answer(Pending pending) {
        show(pending, ask(pending));
    }

    private Asked ask(Pending pending) {
        GameRequest request = pending.request();
        long start = System.nanoTime();
        try {
            Optional<GameReply> refused = threads.refusal(request);
            if (refused.isPresent()) {
                return new Asked(refused.get(), true);
            }
            GameReply reply = untilAnswered.call(threads.asTheBotCan(request), line -> showInPlace(pending, line),
                    askedUntil(pending));
            LOG.info("{} {} answered in {} ms{}{}", request.command().wireName(), request.interactionId(),
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), reply.ephemeral() ? ", privately" : "",
                    reply.repeat() ? ", again" : "");
            remember(reply);
            return new Asked(reply, false);
        } catch (FunctionUnavailable e) {
            LOG.warn("{} {}: the function is unavailable", request.command().wireName(), request.interactionId(), e);
            return new Asked(GameReply.privately(e.toldIn(Texts.forDiscord(request.locale()))), true);
        } catch (RuntimeException e) {
            LOG.error("{} {} failed", request.command().wireName(), request.interactionId(), e);
            return new Asked(GameReply.privately(Texts.forDiscord(request.locale()).text("bot.apology")), true);
        }
    }

    /**
     * Until when a work under way is asked again: within the interaction's token, and, handed off, within
     * the invocation's own time (the player is then told to ask again, and the work resumes where it stopped).
     */
    private Instant askedUntil(Pending pending) {
        Instant untilTheToken = pending.acknowledgedAt().plus(UNDER_WAY_FOR);
        if (handoff == null) {
            return untilTheToken;
        }
        Instant untilTheInvocation = clock.instant().plus(UNDER_WAY_IN_ONE_INVOCATION);
        return untilTheInvocation.isBefore(untilTheToken) ? untilTheInvocation : untilTheToken;
    }

    /**
     * A progress line shown in the place of the answer to come: the private placeholder, edited each step.
     * Nowhere else: a public placeholder cannot show a private line, and after a press the original is the
     * pressed message; the answer then comes as it would have.
     */
    private void showInPlace(Pending pending, GameReply line) {
        if (pending.acknowledgement() == Acknowledgement.PRIVATE_REPLY && line.ephemeral()) {
            attempt(pending, "the progress line could not be shown",
                    () -> pending.responder().editOriginal(messages.message(line)));
        }
    }

    /** Autocomplete's cache learns the game: a failure there must not be taken for the function's. */
    private void remember(GameReply reply) {
        try {
            cache.remember(reply);
        } catch (RuntimeException e) {
            LOG.warn("A reply's game could not be cached", e);
        }
    }

    private void show(Pending pending, Asked asked) {
        GameRequest request = pending.request();
        GameReply reply = asked.reply();
        try {
            if (reply.repeat() && !pending.resumed()) {
                showAgain(pending, reply);
            } else if (reply.thread() != null) {
                threads.show(request, reply, pending.acknowledgement(), pending.responder(),
                        shown -> showNew(pending, shown, asked.nothingDone()));
                threads.announce(request, reply);
            } else {
                showNew(pending, reply, asked.nothingDone());
                threads.announce(request, reply);
            }
        } catch (RuntimeException e) {
            LOG.error("{} {}: the answer could not be shown", request.command().wireName(), request.interactionId(), e);
        } finally {
            journal.ended(pending);
        }
    }

    /**
     * Shows an answer the first time: the message, then (when public) the pressed buttons retired and the
     * ping. A message that could not be shown is followed by the truth about it.
     */
    private void showNew(Pending pending, GameReply reply, boolean nothingDone) {
        Shown shown = showMessage(pending, reply);
        if (!shown.shown() || !shown.panelShown()) {
            tellTheTruth(pending, reply, nothingDone, shown);
        }
        if (reply.ephemeral()) {
            return;
        }
        if (pending.retireButtons() && pending.acknowledgement() == Acknowledgement.UPDATE) {
            // The pressed message's question is answered (a challenge, a confirmation), shown or not.
            attempt(pending, "the pressed buttons could not be retired", () -> pending.responder().removeOriginalButtons());
        }
        ping(pending, reply);
        retireTheTurnsBoard(pending, reply, shown);
    }

    /**
     * A public answer about a game ends the turn whose board offered Pass (a pass from a panel or typed, a
     * second action, the game's end): that board's buttons are retired, as a press of its own Pass retires
     * them ({@link PassBoards}). The answer, if it offers Pass itself, is the board to retire next.
     */
    private void retireTheTurnsBoard(Pending pending, GameReply reply, Shown shown) {
        if (reply.game() == null || handoff != null) {
            // Handed off, each answer is shown in an invocation of its own, and a webhook's calls end with it.
            return;
        }
        passBoards.spentBy(reply.game(), clock.instant()).ifPresent(retire -> attempt(pending,
                "the buttons of the board whose turn is over could not be retired", retire));
        if (shown.shown() && shown.retire() != null && PassBoards.offersPass(reply)) {
            passBoards.offered(reply.game(), shown.retire(), pending.acknowledgedAt());
        }
    }

    /** Shows the reply after the acknowledgement; how far it got. */
    private Shown showMessage(Pending pending, GameReply reply) {
        Responder responder = pending.responder();
        boolean isPrivate = reply.ephemeral();
        boolean placeholderLeft = pending.acknowledgement() != Acknowledgement.UPDATE;
        // After a press on a player's private panel its next step takes the pressed panel's place, whatever
        // becomes of it: a move played from the panel is told to the channel even when the panel cannot change.
        boolean panelShown = reply.panel() == null || showPanel(pending, reply.panel());
        try {
            Runnable retire = null;
            switch (pending.acknowledgement()) {
                case UPDATE -> {
                    if (reply.saysMoreThanItsPanel()) {
                        retire = retirer(responder, responder.followUp(messages.message(reply), isPrivate));
                    }
                }
                case PUBLIC_REPLY, PRIVATE_REPLY -> {
                    MessageCreateData message = messages.message(reply);
                    boolean placeholderPrivate = pending.acknowledgement() == Acknowledgement.PRIVATE_REPLY;
                    if (isPrivate == placeholderPrivate) {
                        responder.editOriginal(message);
                        retire = responder::removeOriginalButtons;
                    } else {
                        responder.deleteOriginal();
                        placeholderLeft = false;
                        retire = retirer(responder, responder.followUp(message, isPrivate));
                    }
                }
            }
            return new Shown(true, false, false, panelShown, retire);
        } catch (RuntimeException e) {
            LOG.warn("{} {}: Discord did not take the answer: {}", pending.request().command().wireName(),
                    pending.request().interactionId(), e.toString());
            boolean perhaps = e instanceof DiscordFailed failed && failed.uncertain();
            return new Shown(false, perhaps, placeholderLeft, panelShown, null);
        }
    }

    /** Takes the buttons off the follow-up {@code messageId}, when Discord named it. */
    private static Runnable retirer(Responder responder, String messageId) {
        return messageId == null ? null : () -> responder.removeButtons(messageId);
    }

    /**
     * Puts a panel's next step in the pressed panel's place (the interaction's own response); whether
     * Discord took it.
     */
    private boolean showPanel(Pending pending, GameReply panel) {
        try {
            pending.responder().editOriginal(messages.message(panel));
            return true;
        } catch (RuntimeException e) {
            LOG.warn("{} {}: Discord did not take the panel's next step: {}", pending.request().command().wireName(),
                    pending.request().interactionId(), e.toString());
            return false;
        }
    }

    /**
     * The player is told what happened to what they asked, when its answer could not be shown: done (when
     * the function did it), or nothing done (when the function said so itself, in the answer not shown).
     * In the placeholder while it still stands, else privately; best effort, on a second way if the first fails.
     */
    private void tellTheTruth(Pending pending, GameReply reply, boolean nothingDone, Shown shown) {
        GameRequest request = pending.request();
        String truth = truth(request, reply, nothingDone, shown);
        MessageCreateData told = messages.message(GameReply.privately(truth));
        Responder responder = pending.responder();
        if (shown.placeholderLeft()) {
            try {
                responder.editOriginal(told);
                return;
            } catch (RuntimeException e) {
                LOG.warn("{} {}: the placeholder could not be told what happened either", request.command().wireName(),
                        request.interactionId());
            }
        }
        attempt(pending, "not even what happened could be told", () -> responder.followUp(told, true));
    }

    /** What the player is told when the answer, or the panel it carries, could not be shown. */
    private static String truth(GameRequest request, GameReply reply, boolean nothingDone, Shown shown) {
        Texts texts = Texts.forDiscord(request.locale());
        if (nothingDone) {
            // The function was not asked, failed or refused: the answer not shown said as much, and is the truth.
            return reply.text();
        }
        if (!reply.ephemeral() && reply.game() != null) {
            if (shown.shown()) {
                // Only the panel is behind: the channel shows the move, and the board offers a new panel by
                // the button named as it shows itself.
                return texts.text("bot.panelNotShown", reply.game().id(), texts.text("button.play"));
            }
            return texts.text(MOVES.contains(request.command()) ? "bot.movePlayedNotShown" : "bot.doneNotShown",
                    reply.game().id());
        }
        return texts.text("bot.answerNotShown");
    }

    /** The ping of a public reply, in a message of its own, through the interaction ({@link PingDelivery}). */
    private void ping(Pending pending, GameReply reply) {
        GameRequest request = pending.request();
        pings.ping(reply, request.channelId(), pending.acknowledgedAt(), true,
                ping -> pending.responder().followUp(ping, false),
                request.command().wireName() + " " + request.interactionId());
    }

    /**
     * An answer given before to this same interaction: shown only in the interaction's own response (its
     * placeholder; the player's panel, after a press on it; after another button, a message only the
     * presser sees), never again in the channel, nor pinged.
     */
    private void showAgain(Pending pending, GameReply reply) {
        GameRequest request = pending.request();
        Responder responder = pending.responder();
        LOG.info("{} {}: answered before, shown again only where it does no harm", request.command().wireName(),
                request.interactionId());
        MessageCreateData message = messages.message(reply.withPing(null, null));
        attempt(pending, "the answer given again could not be shown", () -> {
            switch (pending.acknowledgement()) {
                case UPDATE -> {
                    if (reply.panel() != null) {
                        // The pressed panel is the interaction's own response: its next step again, and nothing more.
                        responder.editOriginal(messages.message(reply.panel()));
                        return;
                    }
                    responder.followUp(message, true);
                    if (pending.retireButtons() && !reply.ephemeral()) {
                        responder.removeOriginalButtons();
                    }
                }
                case PUBLIC_REPLY, PRIVATE_REPLY -> {
                    if (reply.ephemeral() && pending.acknowledgement() == Acknowledgement.PUBLIC_REPLY) {
                        responder.deleteOriginal();
                        responder.followUp(message, true);
                    } else {
                        responder.editOriginal(message);
                    }
                }
            }
        });
    }

    /** A step whose failure is only logged. */
    private static void attempt(Pending pending, String whenFailed, Runnable step) {
        try {
            step.run();
        } catch (RuntimeException e) {
            LOG.warn("{} {}: {}: {}", pending.request().command().wireName(), pending.request().interactionId(),
                    whenFailed, e.toString());
        }
    }
}
