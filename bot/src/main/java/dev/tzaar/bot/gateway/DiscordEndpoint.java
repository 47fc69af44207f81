package dev.tzaar.bot.gateway;

import dev.tzaar.bot.rest.BotRestClient;
import java.net.URI;
import java.util.Objects;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;
import net.dv8tion.jda.api.utils.SessionController;

/**
 * Where Discord is: the real one, or a stand-in on loopback for end-to-end tests (its REST API at a
 * base URL, its gateway at a WebSocket URL, one shard, uncompressed).
 */
public final class DiscordEndpoint {
    private final String restBaseUrl;
    private final String gatewayUrl;

    private DiscordEndpoint(String restBaseUrl, String gatewayUrl) {
        this.restBaseUrl = restBaseUrl;
        this.gatewayUrl = gatewayUrl;
    }

    /** The real Discord, as JDA finds it. */
    public static DiscordEndpoint discord() {
        return new DiscordEndpoint(null, null);
    }

    /**
     * A stand-in Discord.
     *
     * @param restBaseUrl like {@code http://127.0.0.1:8123/api/v10/} (with the trailing slash)
     * @param gatewayUrl like {@code ws://127.0.0.1:8124/}
     */
    public static DiscordEndpoint at(URI restBaseUrl, URI gatewayUrl) {
        String rest = restBaseUrl.toString();
        return new DiscordEndpoint(rest.endsWith("/") ? rest : rest + "/", Objects.requireNonNull(gatewayUrl).toString());
    }

    /** Points the builder at this Discord. */
    public void configure(DefaultShardManagerBuilder builder) {
        if (restBaseUrl == null) {
            return;
        }
        builder.setRestConfig(new RestConfig().setBaseUrl(restBaseUrl))
                .setSessionController(new FixedGateway(gatewayUrl))
                .setCompression(Compression.NONE)
                .setShardsTotal(1);
    }

    /** The base URL of this Discord's REST API, like {@code https://discord.com/api/v10/}. */
    public URI restBase() {
        return URI.create(restBaseUrl == null ? BotRestClient.DISCORD_API + "/" : restBaseUrl);
    }

    @Override
    public String toString() {
        return restBaseUrl == null ? "Discord" : "Discord at " + restBaseUrl + " / " + gatewayUrl;
    }

    /** A session controller that knows the gateway's address instead of asking Discord for it. */
    private static final class FixedGateway extends ConcurrentSessionController {
        private final String gateway;

        FixedGateway(String gateway) {
            this.gateway = gateway;
        }

        @Override
        public String getGateway() {
            return gateway;
        }

        @Override
        public SessionController.ShardedGateway getShardedGateway(JDA api) {
            return new SessionController.ShardedGateway(gateway, 1);
        }
    }
}
