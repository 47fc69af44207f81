package dev.tzaar.bot.activity;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.Player;
import dev.tzaar.bot.rest.DiscordCalls;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
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
 * client id and secret), the application and scopes an access token was issued for ({@code GET
 * /oauth2/@me}: only this application's, with {@code identify}, are read on), the user it belongs to
 * ({@code GET /users/@me} with it as a Bearer token), and the servers that user is a member of ({@code GET /users/@me/guilds}, the
 * {@code guilds} scope the page asks for). A refusal (400, 401, 403) is an empty answer.
 *
 * <p>Each call is made by {@link DiscordCalls}, as the bot's own are: Discord's rate limits honoured
 * (a 429's wait, the global limit, an empty bucket's reset), a failed read tried again with backoff.
 * A page waits on these calls, so they are given {@link #PATIENCE} in all, not the bot's longer one: a
 * rate limit longer than that is not waited for but said ({@link RateLimited}, with Discord's wait), and
 * anything else that is not an answer is {@link Unavailable}. The code exchange uses up a one-time code:
 * it is tried again only when Discord surely did not take it ({@link DiscordCalls.Call#repeatable()}
 * false: after a 429, or when no connection was made). No token or secret is ever part of a message.
 */
public final class DiscordOAuth {
    /**
     * How long a page's request waits on Discord, attempts, backoff and rate limits included: the code
     * exchange, or the three reads of whose a token is. Short, since the page shows nothing meanwhile; well
     * within the function's 15 s.
     */
    public static final Duration PATIENCE = Duration.ofSeconds(4);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final DiscordCalls calls;
    private final String api;
    private final String clientId;
    private final Supplier<Optional<String>> clientSecret;

    /**
     * @param calls the Activity's calls to Discord, whose rate limits they share
     * @param discordApi like {@code https://discord.com/api/v10}
     * @param clientSecret the application's client secret, when the host has given one
     */
    public DiscordOAuth(DiscordCalls calls, URI discordApi, String clientId,
            Supplier<Optional<String>> clientSecret) {
        this.calls = calls;
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
        // The code serves once: not repeatable, so tried again only when Discord surely did not take it.
        DiscordCalls.Result response = send(new DiscordCalls.Call("POST", URI.create(api + "/oauth2/token"),
                "POST oauth2/token", clientId, Map.of(), "application/x-www-form-urlencoded",
                body.getBytes(StandardCharsets.UTF_8), false, false, DiscordCalls.within(PATIENCE)));
        if (refused(response.status())) {
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
     * does not know the token (forged, expired, revoked) or it was not issued to this application.
     *
     * <p>{@code GET /users/@me} answers any token with the {@code identify} scope, whichever application
     * obtained it: a token another application's server holds (any "Log in with Discord" site) would act
     * here as its user. So Discord is first asked what the token was issued for ({@code GET /oauth2/@me}:
     * its application and scopes), and only a token of this application with {@code identify} is read on.
     */
    public Optional<Viewer> currentUser(String accessToken) {
        long giveUpAt = DiscordCalls.within(PATIENCE);
        if (!issuedHere(accessToken, giveUpAt)) {
            return Optional.empty();
        }
        Optional<JsonNode> answer = asUser(accessToken, "/users/@me", giveUpAt);
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
                servers(accessToken, giveUpAt)));
    }

    /** Whether Discord says the token was issued to this application with the {@code identify} scope. */
    private boolean issuedHere(String accessToken, long giveUpAt) {
        Optional<JsonNode> answer = asUser(accessToken, "/oauth2/@me", giveUpAt);
        if (answer.isEmpty()) {
            return false;
        }
        JsonNode authorization = answer.get();
        boolean identify = false;
        for (JsonNode scope : authorization.path("scopes")) {
            identify |= "identify".equals(scope.asText());
        }
        return identify && clientId.equals(authorization.path("application").path("id").asText(null));
    }

    /**
     * The servers of the token's user: one page of {@code GET /users/@me/guilds} at its largest (200, as
     * many servers as a user may join). A token without the {@code guilds} scope is refused: then none, and
     * the viewer reads only their own games. Only a refusal means none: a rate limit or a failure is thrown,
     * so that no viewer is taken to be in no server for want of Discord's answer.
     */
    private Set<String> servers(String accessToken, long giveUpAt) {
        Optional<JsonNode> answer = asUser(accessToken, "/users/@me/guilds?limit=200", giveUpAt);
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

    /**
     * {@code GET} a route with the user's access token: its JSON, or empty when Discord refuses the token.
     * A user's routes are rate-limited per token: the token's hash is the call's top-level resource.
     */
    private Optional<JsonNode> asUser(String accessToken, String route, long giveUpAt) {
        String path = route.replaceFirst("\\?.*", "");
        DiscordCalls.Result response = send(new DiscordCalls.Call("GET", URI.create(api + route),
                "GET " + path.substring(1), DiscordViewers.hash(accessToken),
                Map.of("Authorization", "Bearer " + accessToken), null, null, true, false, giveUpAt));
        return refused(response.status()) ? Optional.empty() : Optional.of(json(response, "GET " + path));
    }

    private static boolean refused(int status) {
        return status == 400 || status == 401 || status == 403;
    }

    /** The call's answer when it is one (a success or a refusal); else why there is none, thrown. */
    private DiscordCalls.Result send(DiscordCalls.Call call) {
        DiscordCalls.Result result = calls.send(call);
        if (result.ok() || refused(result.status())) {
            return result;
        }
        String after = " (" + result.attempts() + (result.attempts() == 1 ? " attempt)" : " attempts)");
        if (result.status() == 429) {
            throw new RateLimited(call + ": rate limited past what a page waits" + after, calls.waitFor(call));
        }
        throw new Unavailable(call + ": " + (result.status() == 0
                ? "Discord could not be reached (" + (result.failure() == null ? "no answer"
                        : result.failure().getClass().getSimpleName()) + ")"
                : "Discord answered " + result.status()) + (result.uncertain() ? ", perhaps having done it" : "")
                + after);
    }

    private static JsonNode json(DiscordCalls.Result response, String what) {
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new Unavailable(what + ": Discord's answer is not JSON");
        }
    }

    /** Discord could not answer: the page is told to try again; nothing changed. */
    public static class Unavailable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unavailable(String why) {
            super(why);
        }
    }

    /** Discord's rate limit is longer than a page waits: the page is told when to try again; nothing changed. */
    public static final class RateLimited extends Unavailable {
        private static final long serialVersionUID = 1L;
        private final Duration retryAfter;

        RateLimited(String why, Duration retryAfter) {
            super(why);
            this.retryAfter = retryAfter;
        }

        /** How long Discord said to wait, from now: zero when the wait is over already. */
        public Duration retryAfter() {
            return retryAfter;
        }
    }
}
