package dev.tzaar.bot.activity;

import dev.tzaar.api.GameReply;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.WebhookMessage;
import dev.tzaar.bot.threads.GameThreads;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An action played on the live board, shown in the game's channel as if it had been typed there: the
 * function's public reply (the text, the picture, the buttons) posted with the bot's token, then the
 * ping of the player whose turn it now is. So the channel's picture and pings go on whichever way a
 * player plays. Without a token (a host who gave none) nothing is posted: the channel sees the game as
 * it stands at its next command, and nobody is pinged. Best effort: a post that fails is logged, and the
 * move stands.
 */
public final class ChannelEcho implements Consumer<GameReply> {
    private static final Logger LOG = LoggerFactory.getLogger(ChannelEcho.class);

    private final BotRestClient rest;
    private final ReplyMessages messages = new ReplyMessages();

    public ChannelEcho(BotRestClient rest) {
        this.rest = rest;
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
            messages.ping(shown).ifPresent(ping -> rest.postMessage(channel, WebhookMessage.create(ping, false)));
        } catch (RuntimeException e) {
            LOG.warn("A move of game {} made on the live board could not be shown in channel {}: {}",
                    reply.game().id(), channel, e.getMessage());
        }
        GameThreads.announce(rest, messages, shown);
    }
}
