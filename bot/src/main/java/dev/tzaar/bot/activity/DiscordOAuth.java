package dev.tzaar.bot.activity;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.Player;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Discord's OAuth2, the calls the Activity makes: the code the page got from Discord's client
 * exchanged for an access token ({@code POST /oauth2/token}, form-encoded, with the application's
 * client id and secret), the user an access token belongs to ({@code GET /users/@me} with it as a
 * Bearer token), and the servers that user is a member of ({@code GET /users/@me/guilds}, the
 * {@code guilds} scope the page asks for). A refusal (400, 401, 403) is an empty answer; anything else that is not a success
 * (Discord down, slow, rate limiting) is {@link Unavailable}. No token or secret is ever part of a
 * message.
 */
public final class DiscordOAuth {
    static final Duration TIMEOUT = Duration.ofSeconds(5);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Supplier<HttpClient> http;
    private final String api;
    private final String clientId;
    private final Supplier<Optional<String>> clientSecret;

    /**
     * @param discordApi like {@code https://discord.com/api/v10}
     * @param clientSecret the application's client secret, when the host has given one
     */
    public DiscordOAuth(Supplier<HttpClient> http, URI discordApi, String clientId,
            Supplier<Optional<String>> clientSecret) {
        this.http = http;
        String base = discordApi.toString();
        this.api = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        this.clientId = clientId;
        this.clientSecret = clientSecret;
    }

    /** The access token for the code, or empty when Discord refuses the code. */
    public Optional<String> exchange(String code) {
        String secret = clientSecret.get().orElseThrow(() -> new Unavailable(
                "no client secret: the host has not given the Activity its secret (ActivityClientSecret)"));
        Map<String, String> form = new LinkedHashMap<>();
        form.put("client_id", clientId);
        form.put("client_secret", secret);
        form.put("grant_type", "authorization_code");
        form.put("code", code);
        String body = form.entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(api + "/oauth2/token"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)), "the code exchange");
        if (refused(response.statusCode())) {
            return Optional.empty();
        }
        JsonNode token = json(response, "the code exchange").path("access_token");
        if (!token.isTextual() || token.asText().isEmpty()) {
            throw new Unavailable("the code exchange answered no access_token");
        }
        return Optional.of(token.asText());
    }

    /**
     * The user the access token belongs to, with the servers they are a member of, or empty when Discord
     * does not know the token (forged, expired, revoked).
     */
    public Optional<Viewer> currentUser(String accessToken) {
        Optional<JsonNode> answer = asUser(accessToken, "/users/@me");
        if (answer.isEmpty()) {
            return Optional.empty();
        }
        JsonNode user = answer.get();
        String id = user.path("id").asText("");
        if (id.isEmpty()) {
            throw new Unavailable("GET /users/@me answered a user without an id");
        }
        String name = user.path("global_name").isTextual() && !user.path("global_name").asText().isBlank()
                ? user.path("global_name").asText() : user.path("username").asText(id);
        String locale = user.path("locale").isTextual() ? user.path("locale").asText() : null;
        return Optional.of(new Viewer(new Player(id, name, user.path("bot").asBoolean(false)), locale,
                servers(accessToken)));
    }

    /**
     * The servers of the token's user: one page of {@code GET /users/@me/guilds} at its largest (200, as
     * many servers as a user may join). A token without the {@code guilds} scope is refused: then none, and
     * the viewer reads only their own games.
     */
    private Set<String> servers(String accessToken) {
        Optional<JsonNode> answer = asUser(accessToken, "/users/@me/guilds?limit=200");
        if (answer.isEmpty()) {
            return Set.of();
        }
        JsonNode guilds = answer.get();
        if (!guilds.isArray()) {
            throw new Unavailable("GET /users/@me/guilds answered no list");
        }
        Set<String> servers = new HashSet<>();
        guilds.forEach(guild -> servers.add(guild.path("id").asText("")));
        servers.remove("");
        return servers;
    }

    /** {@code GET} a route with the user's access token: its JSON, or empty when Discord refuses the token. */
    private Optional<JsonNode> asUser(String accessToken, String route) {
        String what = "GET " + route.replaceFirst("\\?.*", "");
        HttpResponse<String> response = send(HttpRequest.newBuilder(URI.create(api + route))
                .header("Authorization", "Bearer " + accessToken).GET(), what);
        return refused(response.statusCode()) ? Optional.empty() : Optional.of(json(response, what));
    }

    private static boolean refused(int status) {
        return status == 400 || status == 401 || status == 403;
    }

    private HttpResponse<String> send(HttpRequest.Builder request, String what) {
        HttpResponse<String> response;
        try {
            response = http.get().send(request.timeout(TIMEOUT)
                    .header("User-Agent", "DiscordBot (https://github.com/tzaar, 1) tzaar-activity").build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new Unavailable(what + ": Discord could not be reached (" + e.getClass().getSimpleName() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Unavailable(what + ": interrupted");
        }
        if (!refused(response.statusCode()) && response.statusCode() / 100 != 2) {
            throw new Unavailable(what + ": Discord answered " + response.statusCode());
        }
        return response;
    }

    private static JsonNode json(HttpResponse<String> response, String what) {
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new Unavailable(what + ": Discord's answer is not JSON");
        }
    }

    /** Discord could not answer: the page is told to try again; nothing changed. */
    public static final class Unavailable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unavailable(String why) {
            super(why);
        }
    }
}
