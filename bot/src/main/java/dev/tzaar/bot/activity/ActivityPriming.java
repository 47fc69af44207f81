package dev.tzaar.bot.activity;

import dev.tzaar.bot.FirstUse;
import java.net.http.HttpClient;
import java.util.Map;
import org.crac.Context;
import org.crac.Resource;

/**
 * What the Activity function does before SnapStart takes its snapshot, so that a restored instance
 * answers its first poll warm: the page read and served, the config, a request refused for want of a
 * viewer (the JSON and error paths, the bundles), and the JDK's HTTP client made (its TLS context
 * included), which reaches Discord. Nothing is sent anywhere.
 */
final class ActivityPriming implements Resource {
    private final ActivityApi api;
    private final FirstUse<HttpClient> http;

    ActivityPriming(ActivityApi api, FirstUse<HttpClient> http) {
        this.api = api;
        this.http = http;
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
    }
}
