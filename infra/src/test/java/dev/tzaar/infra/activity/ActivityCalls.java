package dev.tzaar.infra.activity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.FirstUse;
import dev.tzaar.bot.activity.ActivityApi;
import dev.tzaar.bot.activity.ActivityEvents;
import dev.tzaar.bot.activity.DiscordActivity;
import dev.tzaar.infra.local.FunctionUrlServer;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The Activity function as it is deployed (DiscordActivity: viewers signed in by the fake Discord's OAuth2,
 * no bot token, the relay function asked what takes one), on a loopback function URL in front of the stack's game function, and a page's calls to
 * it.
 */
final class ActivityCalls implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final FunctionUrlServer server;
    private final URI base;
    private final FakeDiscord discord;
    private final HttpClient http = HttpClient.newHttpClient();

    private ActivityCalls(FunctionUrlServer server, FakeDiscord discord) {
        this.server = server;
        this.base = server.url();
        this.discord = discord;
    }

    /** @param clock the Activity's clock (how long Discord's answers are kept) */
    static ActivityCalls start(LocalStack stack, Clock clock) throws IOException {
        FakeDiscord discord = stack.discord();
        ActivityApi api = DiscordActivity.api(URI.create(discord.restBaseUrl()), discord.applicationId(),
                () -> Optional.of(FakeDiscord.CLIENT_SECRET), stack.relay(), Optional.of(stack.liveBoardRelay()),
                FirstUse.of(HttpClient::newHttpClient), clock);
        return new ActivityCalls(FunctionUrlServer.start(0, ActivityEvents.servedBy(api)), discord);
    }

    @Override
    public void close() {
        server.close();
    }

    /** The page's sign-in: the client's code, exchanged by the function for the access token. */
    String signIn(DiscordUser user) {
        HttpResponse<String> token = send("POST", "/api/token", null,
                "{\"code\":\"" + discord.authorizeActivity(user) + "\"}");
        assertEquals(200, token.statusCode(), token.body());
        return "Bearer " + json(token).path("access_token").asText();
    }

    /** The ids of the games the channel's listing shows, the page naming the fake's server. */
    List<String> listed(String authorization, String channel) {
        HttpResponse<String> response = sendPatiently("GET", "/api/games?channel=" + channel + "&guild="
                + discord.guildId(), authorization, null);
        assertEquals(200, response.statusCode(), response.body());
        List<String> ids = new ArrayList<>();
        json(response).path("games").forEach(game -> ids.add(game.path("id").asText()));
        return ids;
    }

    int status(String method, String path, String authorization) {
        return send(method, path, authorization, null).statusCode();
    }

    HttpResponse<String> send(String method, String path, String authorization, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path.substring(1)))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /**
     * A request as a well-behaved client sends it: answered 429, it waits as long as the Retry-After the
     * API gave (which must be there) and sends it again, a few times at most. A script taps far faster than a
     * person, so the per-viewer limit must slow it down without refusing the course.
     */
    HttpResponse<String> sendPatiently(String method, String path, String authorization, String body) {
        for (int tries = 1; ; tries++) {
            HttpResponse<String> response = send(method, path, authorization, body);
            if (response.statusCode() != 429 || tries == 10) {
                return response;
            }
            String wait = response.headers().firstValue("Retry-After")
                    .orElseThrow(() -> new AssertionError("a 429 without Retry-After: " + response.body()));
            try {
                Thread.sleep(Long.parseLong(wait) * 1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    static JsonNode json(HttpResponse<String> response) {
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new AssertionError(response.body(), e);
        }
    }
}
