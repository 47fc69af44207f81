package dev.tzaar.bot.activity;

import dev.tzaar.bot.FirstUse;
import dev.tzaar.bot.access.DiscordChannelAccess;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.bot.rest.DiscordCalls;
import java.net.URI;
import java.net.http.HttpClient;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The Activity as Discord reaches it, wired once: viewers known by Discord's access tokens, the OAuth2
 * exchange with the application's client secret, the game function, the page from the class path, and
 * the channel shown each move when there is a bot token. The Lambda function wires itself with it from
 * its environment; the tests wire it against the fake Discord on loopback.
 */
public final class DiscordActivity {
    /**
     * How long each of the channel's posts of a move made on the board (its picture, the ping, a game's end)
     * may wait on Discord. The page's answer waits for them, and the function has 15 s in all, the game
     * function's turn included: at the bot's patience (12 s a call) a rate-limited or hanging channel would
     * run it out, and the player would be told of a failure for a move that was played. A post that gives
     * up leaves the move standing, and a ping surely not sent is carried by the channel's next reply.
     */
    static final Duration ECHO_PATIENCE = Duration.ofSeconds(3);

    private DiscordActivity() {
    }

    /**
     * @param discordApi like {@code https://discord.com/api/v10}
     * @param clientId the application's id, its OAuth2 client id
     * @param clientSecret the application's client secret, when the host has given one
     * @param botToken the bot's token, to post moves in their channels; none for a host who gave none
     * @param clock how long Discord's word on a token is kept, and the rate limits
     */
    public static ActivityApi api(URI discordApi, String clientId, Supplier<Optional<String>> clientSecret,
            FunctionClient function, BotToken botToken, FirstUse<HttpClient> http, Clock clock) {
        // Its own calls: a viewer's rate limits (even a "global" one, said of their token) never hold the bot's posts.
        DiscordOAuth oauth = new DiscordOAuth(new DiscordCalls(http), discordApi, clientId, clientSecret);
        BotRestClient bot = new BotRestClient(new DiscordCalls(http), discordApi, botToken, ECHO_PATIENCE);
        return new ActivityApi(new DiscordViewers(oauth, clientId, clock), function, PageFiles.fromClassPath(), clock,
                new SecureRandom(), new ChannelEcho(bot, function), new DiscordChannelAccess(bot, clock));
    }
}
