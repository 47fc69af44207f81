package dev.tzaar.bot.core;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.FunctionClient.FunctionUnavailable;
import dev.tzaar.bot.reply.Acknowledgement;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.reply.Responder;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.threads.GameThreads;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Relays one acknowledged interaction to the game function and shows its reply: acknowledge at
 * once on the event thread, call the function on a worker, then show the answer where the
 * acknowledgement left room for it.
 *
 * <p>A placeholder cannot change its visibility, so when the reply's visibility differs from the
 * guess the placeholder is deleted and the reply follows up as a new message (a follow-up sent
 * while the placeholder still shows would take the placeholder's visibility: a private answer
 * must never go out that way, so a failed delete stops there). Pings follow public replies in a
 * message of their own: an edit pings nobody.
 *
 * <p>After a press of a control on a player's private panel ({@link Acknowledgement#UPDATE}), the panel
 * the reply carries is put in the pressed panel's place, and the rest of the reply, a move told to the
 * channel or a refusal, is a new message, so that a refusal never takes the place of a panel.
 *
 * <p>A reply with work on a game's thread, or a line for another channel, is shown by {@link
 * GameThreads}, which does that work with the bot's token.
 *
 * <p>The player never sees a stack trace: the function being unavailable is told in its own words,
 * anything else as a short apology, both only to them; the details go to the log, without the
 * token or any message's contents.
 */
public final class Relay {
    /** What a player reads when something unexpected went wrong on our side. */
    public static final String APOLOGY = Texts.ENGLISH.text("bot.apology");

    private static final Logger LOG = LoggerFactory.getLogger(Relay.class);

    /**
     * Where the rest of a relay (asking the function, showing its answer) runs once the interaction is
     * acknowledged, when not on a worker thread of this process: on Lambda, another invocation, since
     * a function cannot go on working after it has answered. It ends in {@link #answer(Pending)}.
     */
    public interface Handoff {
        /** Hands the work on; throws when it could not, while the acknowledgement can still be changed. */
        void handOff(Pending pending);
    }

    /** A relay acknowledged and not yet answered: everything {@link #answer(Pending)} needs. */
    public record Pending(GameRequest request, Acknowledgement acknowledgement, boolean retireButtons,
            Responder responder) {}

    private final FunctionClient function;
    private final SummaryCache cache;
    private final Executor workers;
    private final Handoff handoff;
    private final ReplyMessages messages;
    private final GameThreads threads;

    /** A relay that answers on the given worker threads, without a bot token (no games' threads). */
    public Relay(FunctionClient function, SummaryCache cache, Executor workers, ReplyMessages messages) {
        this(function, cache, workers, messages, BotRestClient.none());
    }

    /** A relay that answers on the given worker threads, starting games' threads with {@code rest}'s token. */
    public Relay(FunctionClient function, SummaryCache cache, Executor workers, ReplyMessages messages,
            BotRestClient rest) {
        this(function, cache, workers, null, messages, rest);
    }

    /** A relay that hands its work on (to another Lambda invocation). */
    public static Relay handingOff(FunctionClient function, SummaryCache cache, Handoff handoff,
            ReplyMessages messages, BotRestClient rest) {
        return new Relay(function, cache, null, handoff, messages, rest);
    }

    private Relay(FunctionClient function, SummaryCache cache, Executor workers, Handoff handoff,
            ReplyMessages messages, BotRestClient rest) {
        this.function = function;
        this.cache = cache;
        this.workers = workers;
        this.handoff = handoff;
        this.messages = messages;
        this.threads = new GameThreads(function, cache, rest, messages);
    }

    /**
     * Acknowledges the interaction now, then asks the function on a worker thread and shows the answer.
     *
     * @param retireButtons after {@link Acknowledgement#UPDATE}: a public answer takes the buttons
     *     off the pressed message (an answered challenge, a used confirmation)
     */
    public void relay(GameRequest request, Acknowledgement acknowledgement, boolean retireButtons, Responder responder) {
        responder.acknowledge(acknowledgement);
        Pending pending = new Pending(request, acknowledgement, retireButtons, responder);
        if (handoff != null) {
            handoff.handOff(pending);
            return;
        }
        try {
            workers.execute(() -> answer(pending));
        } catch (RejectedExecutionException e) {
            LOG.warn("Interaction {} ({}) not relayed: the bot is shutting down", request.interactionId(),
                    request.command().wireName());
        }
    }

    /** Asks the function and shows its answer: the second half of {@link #relay}, on a worker or handed off. */
    public void answer(Pending pending) {
        GameRequest request = pending.request();
        Acknowledgement acknowledgement = pending.acknowledgement();
        boolean retireButtons = pending.retireButtons();
        Responder responder = pending.responder();
        long start = System.nanoTime();
        GameReply reply;
        boolean apology = false;
        try {
            reply = threads.refusal(request).orElse(null);
            if (reply == null) {
                reply = function.call(threads.asTheBotCan(request));
                cache.remember(reply);
            }
            LOG.info("{} {} answered in {} ms{}", request.command().wireName(), request.interactionId(),
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), reply.ephemeral() ? ", privately" : "");
        } catch (FunctionUnavailable e) {
            LOG.warn("{} {}: the function is unavailable", request.command().wireName(), request.interactionId(), e);
            reply = GameReply.privately(e.toldIn(Texts.forDiscord(request.locale())));
        } catch (RuntimeException e) {
            LOG.error("{} {} failed", request.command().wireName(), request.interactionId(), e);
            reply = GameReply.privately(Texts.forDiscord(request.locale()).text("bot.apology"));
            apology = true;
        }
        try {
            if (reply.thread() != null) {
                GameReply withThread = reply;
                threads.show(request, withThread, acknowledgement, responder,
                        shown -> show(shown, acknowledgement, retireButtons, responder));
            } else {
                show(reply, acknowledgement, retireButtons, responder);
            }
            threads.announce(reply);
        } catch (RuntimeException e) {
            LOG.warn("{} {}: the answer could not be shown", request.command().wireName(), request.interactionId(), e);
            if (!apology) {
                apologize(request, acknowledgement, responder);
            }
        }
    }

    /** Best effort: the placeholder must not keep "thinking" until Discord gives up on it. */
    private void apologize(GameRequest request, Acknowledgement acknowledgement, Responder responder) {
        try {
            show(GameReply.privately(APOLOGY), acknowledgement, false, responder);
        } catch (RuntimeException e) {
            LOG.warn("{} {}: not even the apology could be shown", request.command().wireName(),
                    request.interactionId(), e);
        }
    }

    /** Shows a reply after the given acknowledgement; package-private for tests. */
    void show(GameReply reply, Acknowledgement acknowledgement, boolean retireButtons, Responder responder) {
        boolean isPrivate = reply.ephemeral();
        switch (acknowledgement) {
            case UPDATE -> {
                if (reply.panel() != null) {
                    // A control of the player's private panel: its next step takes the pressed panel's place.
                    responder.editOriginal(messages.message(reply.panel()));
                }
                if (reply.saysMoreThanItsPanel()) {
                    responder.followUp(messages.message(reply), isPrivate);
                    if (retireButtons && !isPrivate) {
                        responder.removeOriginalButtons();
                    }
                }
            }
            case PUBLIC_REPLY, PRIVATE_REPLY -> {
                boolean placeholderPrivate = acknowledgement == Acknowledgement.PRIVATE_REPLY;
                if (isPrivate == placeholderPrivate) {
                    responder.editOriginal(messages.message(reply));
                } else {
                    responder.deleteOriginal();
                    responder.followUp(messages.message(reply), isPrivate);
                }
            }
        }
        if (!isPrivate) {
            messages.ping(reply).ifPresent(ping -> responder.followUp(ping, false));
        }
    }
}
