package dev.tzaar.bot.activity;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bot.FirstUse;
import dev.tzaar.bot.function.FunctionClient;
import java.net.http.HttpClient;
import java.util.Map;
import org.crac.Context;
import org.crac.Resource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the Activity function does before SnapStart takes its snapshot, so that a restored instance
 * answers its first poll warm: the page read and served, the config, a request refused for want of a
 * viewer (the JSON and error paths, the bundles), the JDK's HTTP client made (its TLS context included),
 * which reaches Discord, and one question to the game function about a game id that cannot exist (the
 * AWS SDK's invoke pipeline, a third of a cold poll; the function answers it without reading its table,
 * as the game function primes itself with a read of an id never drawn). Nothing reaches Discord.
 */
final class ActivityPriming implements Resource {
    private static final Logger LOG = LoggerFactory.getLogger(ActivityPriming.class);
    /** Not a game id (ids have no 1): the function refuses it before its store is asked. */
    static final String NO_SUCH_GAME = "11111";

    private final ActivityApi api;
    private final FirstUse<HttpClient> http;
    private final FunctionClient function;

    ActivityPriming(ActivityApi api, FirstUse<HttpClient> http, FunctionClient function) {
        this.api = api;
        this.http = http;
        this.function = function;
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) {
        prime();
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) {
    }

    void prime() {
        api.handle(new ActivityRequest("GET", "/", "", Map.of("accept-encoding", "gzip"), null, "127.0.0.1"));
        api.handle(new ActivityRequest("GET", "/api/config", "", Map.of(), null, "127.0.0.1"));
        api.handle(new ActivityRequest("GET", "/api/games/k7m2q", "after=1", Map.of("accept-language", "fr"), null,
                "127.0.0.1"));
        http.get();
        try {
            function.call(GameRequest.of("1300000000000000000", null, ActivityApi.NO_CHANNEL,
                    new Player("100000000000000000", "priming", false), Command.VIEW, Map.of(Option.GAME, NO_SUCH_GAME)));
        } catch (RuntimeException e) {
            // A snapshot without it is only slower on its first poll.
            LOG.warn("The Activity's priming could not reach the game function: {}", e.getMessage());
        }
    }
}
