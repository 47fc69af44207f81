package dev.tzaar.bot.core;

import dev.tzaar.api.GameReply;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.WebhookMessage;
import dev.tzaar.bot.threads.GameThreads;
import dev.tzaar.bot.threads.RoundThreads;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An action played on the live board, shown in the game's channel as if it had been typed there: the
 * function's public reply (the text, the picture, the buttons) posted with the bot's token, then the
 * ping of the player whose turn it now is, and a game's end where it is announced. So the channel's
 * picture and pings go on whichever way a player plays. The relay function does it, handed the reply by
 * the live board's function, which holds no token ({@link BoardRelay}). Without a token (a host who gave
 * none) nothing is posted: the channel sees the game as it stands at its next command, and nobody is
 * pinged. Best effort: a post that fails is logged, and the move stands; a ping Discord surely did not take
 * is reported to the function, so that the channel's next public reply carries it, as the relay does
 * ({@link GameThreads#pingOrReport}).
 */
public final class ChannelEcho implements Consumer<GameReply> {
    private static final Logger LOG = LoggerFactory.getLogger(ChannelEcho.class);

    private final BotRestClient rest;
    private final FunctionClient function;
    private final ReplyMessages messages = new ReplyMessages();

    /** @param function told of a ping that could not be posted */
    public ChannelEcho(BotRestClient rest, FunctionClient function) {
        this.rest = rest;
        this.function = function;
    }

    /** Whether actions are shown in their channels: there is a token to post with. */
    public boolean posts() {
        return rest.canPost();
    }

    @Override
    public void accept(GameReply reply) {
        if (reply.ephemeral() || reply.game() == null) {
            return;
        }
        String channel = reply.game().channelId();
        if (!rest.canPost()) {
            LOG.info("No bot token: a move of game {} made on the live board is not shown in channel {}",
                    reply.game().id(), channel);
            return;
        }
        GameReply shown = reply.withView(null);
        try {
            rest.postMessage(channel, WebhookMessage.create(messages.message(shown), false));
        } catch (RuntimeException e) {
            LOG.warn("A move of game {} made on the live board could not be shown in channel {}: {}",
                    reply.game().id(), channel, e.getMessage());
        }
        // Pinged even when the picture did not get through, as the relay does: whose turn it is matters most.
        GameThreads.pingOrReport(function, rest, messages, channel, shown);
        GameThreads.announce(rest, messages, shown);
        // A tournament's round ended by this move: its news and its games' threads.
        new RoundThreads(function, rest, messages).follow(shown, channel, null);
    }
}
