package dev.tzaar.bot.ping;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.UnsentPing;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.DiscordCalls;
import dev.tzaar.bot.rest.DiscordFailed;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The ping of a public reply already shown, in a message of its own (an edit pings nobody), so that the
 * player to act is told, once, whatever Discord answers: a lost turn ping in a correspondence game can cost
 * a player their clock, and a ping twice is a nuisance.
 *
 * <ul>
 *   <li>Taken: done.</li>
 *   <li>Surely not taken (a refusal, a 429 that outlasted the call's patience, no connection): reported to the
 *       function ({@link UnsentPing}), which keeps it on the game for the channel's next public reply.</li>
 *   <li>Perhaps taken (a 500, an answer lost): the channel's messages since the reply was asked for are read
 *       with the bot's token, after a short wait (Discord may still be posting it). There: done. Not there:
 *       posted again, up to {@value #ATTEMPTS} times in all, while the interaction's token lasts; then
 *       reported. Without a token, or when the channel cannot be read, it cannot be known: reported, so that
 *       the player is told with the next public reply, perhaps a second time.</li>
 * </ul>
 * Whatever becomes of it, the correspondence clock's reminder (a day left) and last warning (three hours)
 * still come, posted by the clock's sweep: they do not depend on the turn's ping.
 */
public final class PingDelivery {
    /** How many times one ping is posted at most, when Discord's answers leave it uncertain. */
    static final int ATTEMPTS = 3;
    /** How many of the channel's newest messages are read: a ping follows its board within seconds. */
    static final int LOOKED_AT = 50;
    /** An interaction's token lasts 15 minutes; a ping is not posted through it later than this. */
    static final Duration TOKEN_LIFE = Duration.ofMinutes(14);
    private static final Logger LOG = LoggerFactory.getLogger(PingDelivery.class);

    /** Waits between attempts: the relay's thread, on its channel's lane. */
    public interface Pause {
        Pause SLEEP = wait -> {
            try {
                Thread.sleep(wait.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };

        void pause(Duration wait);
    }

    /** Where a ping goes: through the interaction (its webhook, good for 15 minutes), or with the bot's token. */
    public interface Poster {
        void post(MessageCreateData ping);
    }

    private final FunctionClient function;
    private final BotRestClient rest;
    private final ReplyMessages messages;
    private final Clock clock;
    private final Pause pause;

    public PingDelivery(FunctionClient function, BotRestClient rest, ReplyMessages messages, Clock clock, Pause pause) {
        this.function = function;
        this.rest = rest;
        this.messages = messages;
        this.clock = clock;
        this.pause = pause;
    }

    /**
     * Pings the players {@code reply} names in {@code channelId}, through {@code poster}.
     *
     * @param since when the reply was asked for: a ping in the channel before then is an earlier turn's
     * @param tokenLasts whether {@code poster} may still be used: the interaction's token lives 15 minutes
     * @param what names the reply in the log (a command and an interaction id, or a game)
     */
    public void ping(GameReply reply, String channelId, Instant since, boolean tokenLasts, Poster poster, String what) {
        Optional<MessageCreateData> ping = messages.ping(reply);
        if (ping.isEmpty()) {
            return;
        }
        for (int attempt = 1; ; attempt++) {
            try {
                poster.post(ping.get());
                if (attempt > 1) {
                    LOG.info("{}: the ping was posted at attempt {}", what, attempt);
                }
                return;
            } catch (RuntimeException e) {
                boolean perhaps = e instanceof DiscordFailed failed && failed.uncertain();
                LOG.warn("{}: the ping was not sent{}: {}", what, perhaps ? " (or perhaps it was)" : "", e.toString());
                if (!perhaps) {
                    report(reply, channelId);
                    return;
                }
            }
            if (!rest.canPost()) {
                LOG.info("{}: no bot token to look in the channel with: the ping goes with the next public reply, "
                        + "perhaps a second time", what);
                report(reply, channelId);
                return;
            }
            pause.pause(Duration.ofNanos(DiscordCalls.backoff(attempt)));
            Optional<Boolean> posted = shown(channelId, ping.get().getContent(), since, what);
            if (posted.isEmpty()) {
                report(reply, channelId);
                return;
            }
            if (posted.get()) {
                LOG.info("{}: the ping was posted after all", what);
                return;
            }
            if (attempt == ATTEMPTS || !tokenLasts || clock.instant().isAfter(since.plus(TOKEN_LIFE))) {
                report(reply, channelId);
                return;
            }
        }
    }

    /** Whether the channel shows the ping since {@code since}; empty when it cannot be read. */
    private Optional<Boolean> shown(String channelId, String content, Instant since, String what) {
        try {
            List<BotRestClient.ChannelMessage> recent = rest.messagesSince(channelId, since, LOOKED_AT);
            return Optional.of(recent.stream().anyMatch(m -> m.byBot() && m.content().equals(content)));
        } catch (RuntimeException e) {
            LOG.warn("{}: the channel could not be read to see whether the ping went: {}", what, e.toString());
            return Optional.empty();
        }
    }

    private void report(GameReply reply, String channelId) {
        UnsentPing.of(reply, channelId).ifPresent(reporting(function));
    }

    private static Consumer<UnsentPing> reporting(FunctionClient function) {
        return unsent -> {
            try {
                boolean kept = function.reportUnsentPing(unsent);
                LOG.info("Game {}: the ping that was not sent {}", unsent.gameId(),
                        kept ? "waits for the channel's next public reply" : "is moot (the game moved on)");
            } catch (RuntimeException e) {
                LOG.warn("Game {}: the ping that was not sent could not be reported either: {}", unsent.gameId(),
                        e.toString());
            }
        };
    }
}
