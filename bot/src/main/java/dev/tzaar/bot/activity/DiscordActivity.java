package dev.tzaar.bot.activity;

import dev.tzaar.bot.FirstUse;
import dev.tzaar.bot.access.ChannelAccess;
import dev.tzaar.bot.access.RelayedChannelAccess;
import dev.tzaar.bot.core.EchoEvent;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.RelayFunction;
import dev.tzaar.bot.rest.DiscordCalls;
import java.net.URI;
import java.net.http.HttpClient;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The Activity as Discord reaches it, wired once: viewers known by Discord's access tokens, the OAuth2
 * exchange with the application's client secret, the game function, the page from the class path, and
 * the relay function for what takes the bot's token, which this function never holds behind its public
 * URL: each move handed on to be shown in its channel, and who may view a channel. The Lambda function
 * wires itself with it from its environment; the tests wire it against the fake Discord on loopback.
 */
public final class DiscordActivity {
    private DiscordActivity() {
    }

    /**
     * @param discordApi like {@code https://discord.com/api/v10}
     * @param clientId the application's id, its OAuth2 client id
     * @param clientSecret the application's client secret, when the host has given one
     * @param relay the relay function, which holds the bot's token; none where the stack runs none (then moves
     *     are not shown in their channels, and only a game's players read it)
     * @param clock how long Discord's word on a token is kept, and the rate limits
     */
    public static ActivityApi api(URI discordApi, String clientId, Supplier<Optional<String>> clientSecret,
            FunctionClient function, Optional<RelayFunction> relay, FirstUse<HttpClient> http, Clock clock) {
        DiscordOAuth oauth = new DiscordOAuth(new DiscordCalls(http), discordApi, clientId, clientSecret);
        ChannelAccess access = relay.<ChannelAccess>map(to -> new RelayedChannelAccess(to::ask, clock))
                .orElse((user, channel) -> ChannelAccess.Sight.NONE);
        return new ActivityApi(new DiscordViewers(oauth, clientId, clock), function, PageFiles.fromClassPath(), clock,
                new SecureRandom(), reply -> relay.ifPresent(to -> to.handOn(EchoEvent.of(reply))), access);
    }
}
