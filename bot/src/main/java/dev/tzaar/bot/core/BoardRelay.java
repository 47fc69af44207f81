package dev.tzaar.bot.core;

import dev.tzaar.api.GameReply;
import dev.tzaar.bot.access.ChannelAccess;
import dev.tzaar.bot.access.DiscordChannelAccess;
import dev.tzaar.bot.access.SightQuestion;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.bot.rest.DiscordCalls;
import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the relay function does for the live board's function, which holds no bot token: a move made on the
 * board shown in its channel ({@link EchoEvent}, handed on asynchronously: the page's answer does not wait on
 * Discord), and who may view a channel ({@link SightQuestion}, asked synchronously: the page waits for it).
 */
public final class BoardRelay {
    /**
     * How long each of Discord's answers on who may view a channel may be waited for: the page waits on them (up
     * to four), within the live board's 15 s, not the bot's 12 s each.
     */
    public static final Duration SIGHT_PATIENCE = Duration.ofSeconds(3);
    private static final Logger LOG = LoggerFactory.getLogger(BoardRelay.class);

    private final Consumer<GameReply> echo;
    private final ChannelAccess access;

    /**
     * @param echo shows a move in its channel
     * @param access says who may view a channel
     */
    public BoardRelay(Consumer<GameReply> echo, ChannelAccess access) {
        this.echo = echo;
        this.access = access;
    }

    /** With the bot's token, on Discord at {@code discordApi}: what the deployed relay function does. */
    public static BoardRelay withToken(DiscordCalls calls, URI discordApi, BotToken token, FunctionClient function,
            Clock clock) {
        return new BoardRelay(new ChannelEcho(new BotRestClient(calls, discordApi, token), function),
                new DiscordChannelAccess(new BotRestClient(calls, discordApi, token, SIGHT_PATIENCE), clock));
    }

    /**
     * The answer to an invocation's event when it is the live board's, else empty. A move is shown before this
     * returns (on Lambda, an asynchronous invocation: the Activity has had its answer); a move that cannot be
     * read is logged and dropped, not thrown: Lambda would try it again.
     */
    public Optional<Map<String, Object>> handle(Map<String, Object> event) {
        if (EchoEvent.isEcho(event)) {
            GameReply reply;
            try {
                reply = EchoEvent.reply(event);
            } catch (IOException e) {
                LOG.error("A move handed on by the live board could not be read: not shown", e);
                return Optional.of(Map.of("shown", false));
            }
            echo.accept(reply);
            return Optional.of(Map.of("shown", true));
        }
        if (SightQuestion.isAsked(event)) {
            return Optional.of(SightQuestion.answer(event, access));
        }
        return Optional.empty();
    }
}
