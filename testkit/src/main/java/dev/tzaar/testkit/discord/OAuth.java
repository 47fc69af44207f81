package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * The fake's OAuth2, as an Activity meets it: the Discord client gives the page a one-time code
 * ({@link #authorize}, what {@code discordSdk.commands.authorize} returns), the app's server exchanges
 * it for an access token at {@code POST /oauth2/token} and learns the user with {@code GET /users/@me}
 * and that token as a Bearer token. Each token is tied to the application it was issued to: the user routes
 * answer any application's token, as Discord's do, and {@code GET /oauth2/@me} (operation {@code
 * get_my_oauth2_authorization}, answered as its {@code OAuth2GetAuthorizationResponse}) says which one.
 *
 * <p>The token exchange follows Discord's OAuth2 documentation ("Authorization Code Grant", "Access
 * Token Exchange Example"): a form-encoded body ({@code application/x-www-form-urlencoded}) of {@code
 * client_id}, {@code client_secret}, {@code grant_type=authorization_code} and {@code code}; answered
 * with {@code access_token}, {@code token_type}, {@code expires_in}, {@code refresh_token} and {@code scope},
 * or, refused, with OAuth2's own error shape ({@code {"error": "invalid_grant", "error_description": ...}},
 * 400; a wrong client, 401). Discord's OpenAPI description has no such operation (its only OAuth2 paths
 * are {@code /oauth2/@me}, {@code /oauth2/applications/@me}, {@code /oauth2/keys} and {@code
 * /oauth2/userinfo}), so this route is checked against the documentation's prose, here, rather than the
 * description. {@code GET /users/@me} is in the description (operation {@code get_my_user}, security
 * {@code OAuth2: [identify]}): the token must carry the {@code identify} scope, and the answer is held to
 * the description's {@code UserPIIResponse}. So is {@code GET /users/@me/guilds} (operation {@code
 * list_my_guilds}, security {@code OAuth2: [guilds]}): the servers the token's user is a member of, each a
 * {@code MyGuildResponse}.
 *
 * <p>Codes last 10 minutes and serve once; tokens last a week, as Discord's do, unless a test expires
 * them sooner ({@link #expireAccessTokens}) or makes the next exchanges fail ({@link #failExchanges}).
 */
final class OAuth {
    /** The application's client secret in this fake: what the code exchange must send. */
    static final String CLIENT_SECRET = "fake-discord-client-secret";
    static final Duration CODE_LIFETIME = Duration.ofMinutes(10);
    static final Duration TOKEN_LIFETIME = Duration.ofDays(7);
    private static final String SCOPE = "identify guilds";

    /** An answer with a status and a JSON body. */
    record Reply(int status, JsonNode body) {
    }

    /** A code's or token's user and scopes, the application it was issued to, and how long it serves. */
    private record Grant(DiscordUser user, String application, List<String> scopes, Instant until) {
    }

    private final String clientId;
    private final Function<String, String> localeOf;
    private final Function<String, List<String>> serversOf;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Grant> codes = new ConcurrentHashMap<>();
    private final Map<String, Grant> tokens = new ConcurrentHashMap<>();
    private final AtomicInteger failures = new AtomicInteger();
    private volatile int failureStatus;
    private final List<String> exchanged = new java.util.concurrent.CopyOnWriteArrayList<>();

    /**
     * @param localeOf a user's client language, by id
     * @param serversOf the servers a user is a member of, by id
     */
    OAuth(String clientId, Function<String, String> localeOf, Function<String, List<String>> serversOf) {
        this.clientId = clientId;
        this.localeOf = localeOf;
        this.serversOf = serversOf;
    }

    /** The code the Discord client hands the Activity of {@code user} when it authorizes ({@code prompt: none}). */
    String authorize(DiscordUser user) {
        String code = secret(15);
        codes.put(code, new Grant(user, clientId, List.of(SCOPE.split(" ")), Instant.now().plus(CODE_LIFETIME)));
        return code;
    }

    /**
     * An access token {@code user} granted ANOTHER application (its id {@code application}), as that
     * application's server holds it after its own sign-in: Discord's user routes answer it as they answer
     * any token; only {@code GET /oauth2/@me} says whose it is.
     */
    String tokenOfAnotherApplication(DiscordUser user, String application) {
        if (application.equals(clientId)) {
            throw new IllegalArgumentException("that is this application: " + application);
        }
        String token = secret(30);
        tokens.put(token, new Grant(user, application, List.of(SCOPE.split(" ")), Instant.now().plus(TOKEN_LIFETIME)));
        return token;
    }

    /** Every access token issued so far stops working now, as when it runs out or the user revokes it. */
    void expireAccessTokens() {
        tokens.replaceAll((token, grant) -> new Grant(grant.user(), grant.application(), grant.scopes(),
                Instant.EPOCH));
    }

    /** The next {@code count} code exchanges fail with {@code status} (400, 401, 500...), whatever they send. */
    void failExchanges(int status, int count) {
        failureStatus = status;
        failures.set(count);
    }

    /** The codes exchanged successfully, in order. */
    List<String> exchanged() {
        return List.copyOf(exchanged);
    }

    Reply token(String contentType, byte[] body) {
        if (failures.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
            return failureStatus >= 500 ? new Reply(failureStatus, JSON.createObjectNode()
                    .put("message", "Internal Server Error").put("code", 0))
                    : error(failureStatus, failureStatus == 401 ? "invalid_client" : "invalid_grant", "refused by the test");
        }
        if (contentType == null || !contentType.startsWith("application/x-www-form-urlencoded")) {
            return error(400, "invalid_request", "the body must be application/x-www-form-urlencoded, not " + contentType);
        }
        Map<String, String> form = form(new String(body, StandardCharsets.UTF_8));
        if (!clientId.equals(form.get("client_id")) || !CLIENT_SECRET.equals(form.get("client_secret"))) {
            return error(401, "invalid_client", null);
        }
        if (!"authorization_code".equals(form.get("grant_type"))) {
            return error(400, "unsupported_grant_type", null);
        }
        String code = form.getOrDefault("code", "");
        Grant grant = codes.remove(code);
        if (grant == null || Instant.now().isAfter(grant.until())) {
            return error(400, "invalid_grant", "Invalid \"code\" in request.");
        }
        String token = secret(30);
        tokens.put(token, new Grant(grant.user(), grant.application(), grant.scopes(),
                Instant.now().plus(TOKEN_LIFETIME)));
        exchanged.add(code);
        ObjectNode answer = JSON.createObjectNode()
                .put("access_token", token)
                .put("token_type", "Bearer")
                .put("expires_in", TOKEN_LIFETIME.toSeconds())
                .put("refresh_token", secret(30))
                .put("scope", String.join(" ", grant.scopes()));
        return new Reply(200, answer);
    }

    /** The user of a Bearer token, as {@code GET /users/@me} answers it; empty for a token it does not know. */
    Optional<ObjectNode> currentUser(String bearerToken) {
        Grant grant = tokens.get(bearerToken);
        // The description's security for get_my_user: OAuth2 with the identify scope.
        if (grant == null || Instant.now().isAfter(grant.until()) || !grant.scopes().contains("identify")) {
            return Optional.empty();
        }
        ObjectNode user = DiscordJson.user(grant.user(), false);
        user.put("global_name", grant.user().username().substring(0, 1).toUpperCase()
                + grant.user().username().substring(1));
        user.put("mfa_enabled", false);
        user.put("locale", localeOf.apply(grant.user().id()));
        return Optional.of(user);
    }

    /**
     * What a Bearer token was issued for, as {@code GET /oauth2/@me} answers it (the description's {@code
     * OAuth2GetAuthorizationResponse}): the application (its id and name; the rest of {@code
     * ApplicationResponse}'s required fields, plainly), the scopes, when it expires, and its user when it
     * has {@code identify}; empty for a token it does not know or that has expired (Discord's 401).
     */
    Optional<ObjectNode> authorization(String bearerToken) {
        Grant grant = tokens.get(bearerToken);
        if (grant == null || Instant.now().isAfter(grant.until())) {
            return Optional.empty();
        }
        ObjectNode answer = JSON.createObjectNode();
        ObjectNode application = answer.putObject("application").put("id", grant.application())
                .put("name", grant.application().equals(clientId) ? "TZAAR" : "another application")
                .put("description", "").put("verify_key", "00".repeat(32)).put("flags", 0).put("flags_new", "0");
        application.putNull("icon");
        application.putNull("type");
        grant.scopes().forEach(answer.putArray("scopes")::add);
        answer.put("expires", grant.until().toString());
        if (grant.scopes().contains("identify")) {
            answer.set("user", DiscordJson.user(grant.user(), false));
        }
        return Optional.of(answer);
    }

    /**
     * The servers of a Bearer token's user, as {@code GET /users/@me/guilds} answers them; empty for a token
     * it does not know or that lacks the {@code guilds} scope (Discord refuses both, 401 and 403).
     */
    Optional<ArrayNode> servers(String bearerToken) {
        Grant grant = tokens.get(bearerToken);
        // The description's security for list_my_guilds: OAuth2 with the guilds scope.
        if (grant == null || Instant.now().isAfter(grant.until()) || !grant.scopes().contains("guilds")) {
            return Optional.empty();
        }
        ArrayNode servers = JSON.createArrayNode();
        for (String id : serversOf.apply(grant.user().id())) {
            ObjectNode server = servers.addObject().put("id", id).put("name", "TZAAR's test server")
                    .putNull("icon").putNull("banner").put("owner", false).put("permissions", "0");
            server.putArray("features");
        }
        return Optional.of(servers);
    }

    private static Reply error(int status, String error, String description) {
        ObjectNode body = JSON.createObjectNode().put("error", error);
        if (description != null) {
            body.put("error_description", description);
        }
        return new Reply(status, body);
    }

    private static Map<String, String> form(String body) {
        Map<String, String> form = new LinkedHashMap<>();
        for (String pair : body.split("&")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                form.put(URLDecoder.decode(pair.substring(0, equals), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8));
            }
        }
        return form;
    }

    private String secret(int bytes) {
        byte[] raw = new byte[bytes];
        random.nextBytes(raw);
        return HexFormat.of().formatHex(raw);
    }
}
