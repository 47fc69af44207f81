package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The REST routes a JDA bot uses, on the JDK's HTTP server: who am I, the gateway, command registration,
 * interaction callbacks and the interaction webhook (edit, fetch and delete the original, follow-ups).
 * Every request is recorded; a route it does not know is answered 404 like Discord's.
 */
final class Rest {
    static final String PREFIX = "/api/v10/";
    /** Discord refuses an acknowledgement that comes later than this (the fake's default limit). */
    static final Duration ACKNOWLEDGE_WITHIN = Duration.ofSeconds(3);

    private static final Pattern CALLBACK = Pattern.compile("interactions/(\\d+)/([^/]+)/callback");
    private static final Pattern WEBHOOK = Pattern.compile("webhooks/(\\d+)/([^/]+)");
    private static final Pattern WEBHOOK_MESSAGE = Pattern.compile("webhooks/(\\d+)/([^/]+)/messages/([^/]+)");
    private static final Pattern CHANNEL_MESSAGES = Pattern.compile("channels/(\\d+)/messages");
    private static final Pattern CHANNEL_MESSAGE = Pattern.compile("channels/(\\d+)/messages/(\\d+)");
    private static final Pattern MESSAGE_THREADS = Pattern.compile("channels/(\\d+)/messages/(\\d+)/threads");
    private static final Pattern CHANNEL_THREADS = Pattern.compile("channels/(\\d+)/threads");
    private static final Pattern THREAD_MEMBER = Pattern.compile("channels/(\\d+)/thread-members/(\\d+)");
    private static final Pattern CHANNEL = Pattern.compile("channels/(\\d+)");
    private static final Pattern GUILD_MEMBER = Pattern.compile("guilds/(\\d+)/members/(\\d+)");
    private static final Pattern GUILD_ROLES = Pattern.compile("guilds/(\\d+)/roles");
    private static final Pattern COMMANDS = Pattern.compile("applications/(\\d+)(?:/guilds/(\\d+))?/commands");

    /** What one request is answered: a status and a JSON body, or none for 204, and headers of its own. */
    private record Answer(int status, JsonNode body, java.util.Map<String, String> headers) {
        Answer(int status, JsonNode body) {
            this(status, body, java.util.Map.of());
        }

        static Answer ok(JsonNode body) {
            return new Answer(200, body);
        }

        static Answer noContent() {
            return new Answer(204, null);
        }

        Answer with(java.util.Map<String, String> more) {
            java.util.Map<String, String> all = new java.util.LinkedHashMap<>(headers);
            all.putAll(more);
            return new Answer(status, body, all);
        }
    }

    /** Loaded once per JVM: the description is large, and every fake in a test run checks against it. */
    private static final class Reference {
        static final DiscordApiSchema SCHEMA = DiscordApiSchema.fromClassPath();
    }

    /** The same description, for the parts of the interactions the fake sends. */
    static DiscordApiSchema schemaOfParts() {
        return Reference.SCHEMA;
    }

    private final FakeDiscord discord;
    private final HttpServer server;
    private final ExecutorService threads;
    private final Recording<RestCall> calls = new Recording<>();

    private Rest(FakeDiscord discord, HttpServer server, ExecutorService threads) {
        this.discord = discord;
        this.server = server;
        this.threads = threads;
    }

    static Rest start(FakeDiscord discord) throws IOException {
        // Loaded now, so that a fake without Discord's description fails at its start, not at a first request.
        Objects.requireNonNull(Reference.SCHEMA);
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
        AtomicInteger count = new AtomicInteger();
        ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "fake-discord-rest-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        Rest rest = new Rest(discord, server, threads);
        server.createContext("/", rest::handle);
        server.setExecutor(threads);
        server.start();
        return rest;
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + PREFIX;
    }

    RestCall awaitCall(int from, java.util.function.Predicate<RestCall> matching, java.time.Duration timeout,
            String what) {
        return calls.awaitFirstFrom(from, matching, timeout, what, () -> "calls: " + calls.all());
    }

    List<RestCall> calls() {
        return calls.all();
    }

    /** Records what happened outside the REST API (an interaction POSTed to the bot's endpoint) with the rest. */
    void record(RestCall call, Interaction interaction) {
        calls.add(call);
        if (call.rejected()) {
            interaction.refused(call);
        }
    }

    void close() {
        server.stop(0);
        threads.shutdownNow();
    }

    private void handle(HttpExchange exchange) throws IOException {
        long arrived = System.nanoTime();
        if (exchange.getRequestURI().getRawPath().startsWith("/attachments/")) {
            cdn(exchange);
            return;
        }
        try (exchange) {
            String method = exchange.getRequestMethod();
            String path = exchange.getRequestURI().getRawPath();
            String query = exchange.getRequestURI().getRawQuery();
            String route = path.startsWith(PREFIX) ? path.substring(PREFIX.length()) : path;
            Request request = new Request(method, route, query, exchange.getRequestHeaders().getFirst("Content-Type"),
                    exchange.getRequestBody().readAllBytes(), arrived);
            request.authorization = exchange.getRequestHeaders().getFirst("Authorization");
            Answer answer;
            String error = null;
            boolean injected = false;
            RateLimits limits = discord.rateLimits();
            java.time.Duration closed = limits.closedFor(method, route);
            java.util.Optional<DiscordFault> fault = closed.isZero()
                    ? limits.faultFor(method, route, userOf(route)) : java.util.Optional.empty();
            if (!closed.isZero()) {
                // The bot came back before the bucket's reset: Discord refuses it again.
                answer = new Answer(429, RateLimits.tooManyRequests(closed, false),
                        limits.tooManyRequestsHeaders(method, route, closed, false));
                error = "rate limited: the bucket resets in " + closed.toMillis() + " ms";
            } else if (fault.isPresent() && fault.get().kind() == DiscordFault.Kind.SERVER_ERROR_AFTER_DOING_IT) {
                try {
                    answer(request);
                } catch (DiscordError refusal) {
                    // Refused: nothing was done, and the 500 says no more.
                }
                answer = injected(method, route, fault.get());
                error = fault.get() + " (done)";
                injected = true;
            } else if (fault.isPresent() && fault.get().kind() != DiscordFault.Kind.HANG) {
                answer = injected(method, route, fault.get());
                error = fault.get().toString();
                injected = true;
            } else {
                if (fault.isPresent()) {
                    hang(fault.get().duration());
                }
                try {
                    answer = answer(request);
                } catch (DiscordError refusal) {
                    answer = new Answer(refusal.status, DiscordJson.error(refusal));
                    error = refusal.getMessage();
                    // An edit that crossed the acknowledgement on its way is Discord's race, not the bot's mistake.
                    injected = refusal.code == 10015 && request.crossed;
                    if (injected) {
                        error += " (it crossed the acknowledgement on its way)";
                    }
                } catch (RuntimeException bug) {
                    answer = new Answer(500, JSON.createObjectNode().put("message", bug.toString()).put("code", 0));
                    error = "the fake failed: " + bug;
                }
                answer = answer.with(limits.headers(method, route));
            }
            RestCall call = new RestCall(method, route + (query == null ? "" : "?" + query),
                    exchange.getRequestHeaders().getFirst("Authorization"), answer.status(), error, injected);
            calls.add(call);
            if (call.rejected() && request.interaction != null) {
                request.interaction.refused(call);
            }
            send(exchange, answer);
        }
    }

    /** Discord's CDN: an attachment's file, to anyone who has its address (Discord's are signed, this is not). */
    private void cdn(HttpExchange exchange) throws IOException {
        try (exchange) {
            java.util.Optional<DiscordFile> file = "GET".equals(exchange.getRequestMethod())
                    ? discord.attachment(exchange.getRequestURI().getRawPath()) : java.util.Optional.empty();
            if (file.isEmpty()) {
                exchange.sendResponseHeaders(404, -1);
                return;
            }
            byte[] bytes = file.get().bytes();
            exchange.getResponseHeaders().add("Content-Type", file.get().contentType());
            exchange.sendResponseHeaders(200, bytes.length == 0 ? -1 : bytes.length);
            exchange.getResponseBody().write(bytes);
        }
    }

    /** Who made the interaction a webhook or callback route names, if it names one. */
    private String userOf(String route) {
        Matcher match;
        String token = (match = WEBHOOK_MESSAGE.matcher(route)).matches() || (match = WEBHOOK.matcher(route)).matches()
                || (match = CALLBACK.matcher(route)).matches() ? match.group(2) : null;
        return token == null ? null : discord.interaction(token).map(i -> i.user().id()).orElse(null);
    }

    /** The failure a test asked for, as Discord answers it. */
    private Answer injected(String method, String route, DiscordFault fault) {
        RateLimits limits = discord.rateLimits();
        return switch (fault.kind()) {
            case SERVER_ERROR, SERVER_ERROR_AFTER_DOING_IT -> new Answer(500, JSON.createObjectNode().put("message", "500: Internal Server Error")
                    .put("code", 0));
            case BAD_GATEWAY -> new Answer(502, JSON.createObjectNode().put("message", "502: Bad Gateway")
                    .put("code", 0));
            case TOO_LARGE -> new Answer(413, JSON.createObjectNode().put("message", "Request entity too large")
                    .put("code", 40005));
            case UNKNOWN_WEBHOOK -> new Answer(404, DiscordJson.error(DiscordError.unknownWebhook()));
            case RATE_LIMITED -> {
                limits.close(method, route, fault.duration(), fault.global());
                yield new Answer(429, RateLimits.tooManyRequests(fault.duration(), fault.global()),
                        limits.tooManyRequestsHeaders(method, route, fault.duration(), fault.global()));
            }
            case HANG -> throw new IllegalArgumentException("a hang is served late, not refused");
        };
    }

    private static void hang(java.time.Duration wait) {
        try {
            Thread.sleep(wait.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One request, and the interaction it concerns once known (to file a refusal with it). */
    private static final class Request {
        final String method;
        final String route;
        final String query;
        final String contentType;
        final byte[] body;
        final long arrivedNanos;
        Interaction interaction;
        String authorization;
        /** A webhook call made while the interaction response was on its way to Discord. */
        boolean crossed;

        Request(String method, String route, String query, String contentType, byte[] body, long arrivedNanos) {
            this.method = method;
            this.route = route;
            this.query = query;
            this.contentType = contentType;
            this.body = body;
            this.arrivedNanos = arrivedNanos;
        }

        boolean is(String method) {
            return this.method.equals(method);
        }

        boolean hasQuery(String parameter) {
            return query != null && List.of(query.split("&")).contains(parameter);
        }
    }

    private Answer answer(Request request) {
        Matcher match;
        if (request.route.equals("oauth2/token") && request.is("POST")) {
            OAuth.Reply reply = discord.oauth().token(request.contentType, request.body);
            return new Answer(reply.status(), reply.body());
        }
        if (request.route.equals("users/@me") && request.is("GET") && request.authorization != null
                && request.authorization.startsWith("Bearer ")) {
            return currentUser(request);
        }
        if (request.route.equals("oauth2/@me") && request.is("GET") && request.authorization != null
                && request.authorization.startsWith("Bearer ")) {
            return authorization(request);
        }
        if (request.route.equals("users/@me/guilds") && request.is("GET") && request.authorization != null
                && request.authorization.startsWith("Bearer ")) {
            return currentUsersServers(request);
        }
        if (request.route.equals("users/@me") && request.is("GET")) {
            return Answer.ok(DiscordJson.user(discord.botUser(), true).put("verified", true)
                    .put("mfa_enabled", false).put("flags", 0));
        }
        if ((request.route.equals("oauth2/applications/@me") || request.route.equals("applications/@me"))
                && request.is("GET")) {
            return Answer.ok(application());
        }
        if (request.route.equals("gateway") && request.is("GET")) {
            return Answer.ok(JSON.createObjectNode().put("url", discord.gatewayUrl()));
        }
        if (request.route.equals("gateway/bot") && request.is("GET")) {
            ObjectNode gateway = JSON.createObjectNode().put("url", discord.gatewayUrl()).put("shards", 1);
            gateway.putObject("session_start_limit").put("total", 1000).put("remaining", 999)
                    .put("reset_after", 0).put("max_concurrency", 1);
            return Answer.ok(gateway);
        }
        if ((match = matches(COMMANDS, request)) != null) {
            return commands(request, match.group(1), match.group(2));
        }
        if ((match = matches(CHANNEL_MESSAGES, request)) != null && request.is("POST")) {
            return channelMessage(request, match.group(1));
        }
        if ((match = matches(CHANNEL_MESSAGES, request)) != null && request.is("GET")) {
            return recentMessages(request, match.group(1));
        }
        if ((match = matches(CHANNEL_MESSAGE, request)) != null && request.is("PATCH")) {
            return editChannelMessage(request, match.group(1), match.group(2));
        }
        if ((match = matches(MESSAGE_THREADS, request)) != null && request.is("POST")) {
            return startThread(request, match.group(1), match.group(2));
        }
        if ((match = matches(CHANNEL_THREADS, request)) != null && request.is("POST")) {
            return startThreadWithoutMessage(request, match.group(1));
        }
        if ((match = matches(CHANNEL, request)) != null && request.is("GET")) {
            return channel(request, match.group(1));
        }
        if ((match = matches(GUILD_MEMBER, request)) != null && request.is("GET")) {
            return guildMember(request, match.group(1), match.group(2));
        }
        if ((match = matches(GUILD_ROLES, request)) != null && request.is("GET")) {
            return guildRoles(request, match.group(1));
        }
        if ((match = matches(THREAD_MEMBER, request)) != null && request.is("GET")) {
            return readThreadMember(request, match.group(1), match.group(2));
        }
        if ((match = matches(THREAD_MEMBER, request)) != null && (request.is("PUT") || request.is("DELETE"))) {
            return threadMember(request, match.group(1), match.group(2));
        }
        if ((match = matches(CALLBACK, request)) != null && request.is("POST")) {
            return callback(request, match.group(1), match.group(2));
        }
        if ((match = matches(WEBHOOK, request)) != null && request.is("POST")) {
            return followUp(request, webhookInteraction(request, match.group(1), match.group(2)));
        }
        if ((match = matches(WEBHOOK_MESSAGE, request)) != null) {
            return webhookMessage(request, webhookInteraction(request, match.group(1), match.group(2)),
                    match.group(3));
        }
        throw new DiscordError(404, 0, "404: Not Found");
    }

    /**
     * {@code GET /users/@me} with a user's OAuth2 access token: the route and method as Discord's API
     * describes them, the answer as its {@code UserPIIResponse}; a token the fake did not issue, or that
     * has expired, is refused 401 as Discord refuses it.
     */
    private Answer currentUser(Request request) {
        describedRoute(request);
        ObjectNode user = discord.oauth().currentUser(bearerToken(request))
                .orElseThrow(() -> new DiscordError(401, 0, "401: Unauthorized"));
        return Answer.ok(described("UserPIIResponse", user));
    }

    /** Throws when Discord's description has no such route and method: a route Discord would not answer. */
    private static void describedRoute(Request request) {
        Reference.SCHEMA.requestViolations(request.method, request.route, JSON.createObjectNode());
    }

    /** The fake's answer, once it is what Discord's description calls {@code component}; else it throws. */
    private static <T extends JsonNode> T described(String component, T answer) {
        List<String> violations = Reference.SCHEMA.componentViolations(component, answer);
        if (!violations.isEmpty()) {
            throw new IllegalStateException("the fake's answer is not Discord's " + component + ": " + violations);
        }
        return answer;
    }

    private static String bearerToken(Request request) {
        return request.authorization.substring("Bearer ".length());
    }

    /**
     * {@code GET /oauth2/@me} with an OAuth2 access token: the route and method as Discord's API describes
     * them, the answer as its {@code OAuth2GetAuthorizationResponse} (the application the token was issued
     * to, its scopes, its user); a token the fake did not issue, or that has expired, is refused 401.
     */
    private Answer authorization(Request request) {
        describedRoute(request);
        ObjectNode authorization = discord.oauth().authorization(bearerToken(request))
                .orElseThrow(() -> new DiscordError(401, 0, "401: Unauthorized"));
        return Answer.ok(described("OAuth2GetAuthorizationResponse", authorization));
    }

    /**
     * {@code GET /users/@me/guilds} with a user's OAuth2 access token: the route, method and query as
     * Discord's API describes them, each server as its {@code MyGuildResponse}; a token the fake did not
     * issue, expired or without the {@code guilds} scope, is refused 401.
     */
    private Answer currentUsersServers(Request request) {
        describedRoute(request);
        if (request.query != null && !request.query.matches("limit=(200|1[0-9]{2}|[1-9][0-9]?)")) {
            throw new IllegalStateException("GET /users/@me/guilds with a query the fake does not take (limit 1-200 only): "
                    + request.query);
        }
        ArrayNode servers = discord.oauth().servers(bearerToken(request))
                .orElseThrow(() -> new DiscordError(401, 0, "401: Unauthorized"));
        servers.forEach(server -> described("MyGuildResponse", server));
        return Answer.ok(servers);
    }

    /** The commands with every name_localizations and description_localizations left out, at any depth. */
    private static ArrayNode withoutLocalizations(ArrayNode commands) {
        ArrayNode copy = commands.deepCopy();
        copy.forEach(Rest::dropLocalizations);
        return copy;
    }

    private static void dropLocalizations(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.remove(List.of("name_localizations", "description_localizations"));
        }
        node.forEach(Rest::dropLocalizations);
    }

    private Answer commands(Request request, String applicationId, String guildId) {
        if (!applicationId.equals(discord.applicationId())) {
            throw new DiscordError(403, 50001, "Missing Access");
        }
        CommandRegistry commands = discord.commands();
        return switch (request.method) {
            // As Discord: the translations only when asked for (with_localizations=true), so a registrar
            // that does not ask sees commands without them, unlike its own, and would register every time.
            case "GET" -> Answer.ok(request.query != null && request.query.contains("with_localizations=true")
                    ? commands.list(guildId) : withoutLocalizations(commands.list(guildId)));
            case "PUT" -> {
                if (!(conforming(request, json(request)) instanceof ArrayNode all)) {
                    throw DiscordError.invalidFormBody("a bulk overwrite is an array of commands");
                }
                yield Answer.ok(commands.overwrite(guildId, all));
            }
            case "POST" -> {
                if (!(conforming(request, json(request)) instanceof ObjectNode one)) {
                    throw DiscordError.invalidFormBody("a command is an object");
                }
                yield Answer.ok(commands.upsert(guildId, one));
            }
            default -> throw new DiscordError(405, 0, "405: Method Not Allowed");
        };
    }

    private Answer callback(Request request, String interactionId, String token) {
        Interaction interaction = discord.interaction(token)
                .filter(i -> i.id().equals(interactionId))
                .orElseThrow(DiscordError::unknownInteraction);
        request.interaction = interaction;
        Body body = body(request);
        DiscordMessage message = acceptCallback(interaction, body.json(), body.files(), request.arrivedNanos);
        if (!request.hasQuery("with_response=true")) {
            return Answer.noContent();
        }
        Callback.Type type = Callback.Type.of(body.json().path("type").asInt());
        ObjectNode answer = JSON.createObjectNode();
        ObjectNode about = answer.putObject("interaction").put("id", interaction.id())
                .put("type", interaction.kind().raw());
        ObjectNode resource = answer.putObject("resource").put("type", type.raw());
        if (message != null) {
            about.put("response_message_id", message.id())
                    .put("response_message_loading", message.loading())
                    .put("response_message_ephemeral", message.ephemeral());
            resource.set("message", discord.messages().json(message.id()));
        }
        return Answer.ok(answer);
    }

    /**
     * An interaction response, however it came (a callback request, or the answer to the HTTP POST of
     * the interaction): checked against Discord's rules, recorded, and applied to the messages.
     *
     * @return the message it created or changed, or null
     * @throws DiscordError when Discord would refuse it (it is recorded as refused first)
     */
    DiscordMessage acceptCallback(Interaction interaction, JsonNode json, List<Multipart.Part> files,
            long arrivedNanos) {
        Callback.Type type = Callback.Type.of(json.path("type").asInt());
        JsonNode data = json.has("data") ? json.get("data") : JSON.createObjectNode();
        Duration latency = interaction.sinceSent(arrivedNanos);
        DiscordMessage message = null;
        synchronized (interaction) {
            DiscordError refusal = refusal(interaction, type, data, latency);
            if (refusal == null) {
                try {
                    message = respond(interaction, type, data, files, latency);
                } catch (DiscordError invalid) {
                    refusal = invalid;
                }
            }
            // Recorded once its effects are in place, so that a test woken by it sees them.
            interaction.callback(new Callback(type, data.deepCopy(), latency, refusal == null ? 200 : refusal.status));
            if (refusal != null) {
                throw refusal;
            }
        }
        return message;
    }

    /** Why Discord would refuse this callback, or null. */
    private DiscordError refusal(Interaction interaction, Callback.Type type, JsonNode data, Duration latency) {
        if (type == Callback.Type.LAUNCH_ACTIVITY && !discord.activitiesEnabled()) {
            // What Discord says to an application without an Activity (its "EMBEDDED" flag off).
            return new DiscordError(400, 50035, "Invalid Form Body: this application has no Activity to launch");
        }
        return refusalOfAny(interaction, type, data, latency, discord.acknowledgementLimit());
    }

    private static DiscordError refusalOfAny(Interaction interaction, Callback.Type type, JsonNode data,
            Duration latency, Duration acknowledgementLimit) {
        if (latency.compareTo(acknowledgementLimit) > 0) {
            return DiscordError.unknownInteraction();
        }
        if (interaction.acknowledged()) {
            return new DiscordError(400, 40060, "Interaction has already been acknowledged.");
        }
        if (!interaction.kind().allows(type)) {
            return DiscordError.invalidFormBody("type " + type + " does not answer a " + interaction.kind());
        }
        if (data.path("choices").size() > 25) {
            return DiscordError.invalidFormBody("data.choices must have 25 or fewer items");
        }
        return null;
    }

    /** What an accepted callback does to the messages; returns the message it created or changed. */
    private DiscordMessage respond(Interaction interaction, Callback.Type type, JsonNode data,
            List<Multipart.Part> files, Duration latency) {
        Messages messages = discord.messages();
        return switch (type) {
            case CHANNEL_MESSAGE_WITH_SOURCE -> {
                DiscordMessage reply = messages.create(interaction.channelId(), Messages.TYPE_CHAT_INPUT_COMMAND, data,
                        files, discord.metadata(interaction), latency);
                interaction.original(reply.id());
                yield reply;
            }
            case DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE -> {
                boolean ephemeral = (data.path("flags").asInt() & DiscordMessage.EPHEMERAL) != 0;
                DiscordMessage loading = messages.createLoading(interaction.channelId(), ephemeral,
                        discord.metadata(interaction), latency);
                interaction.original(loading.id());
                yield loading;
            }
            case UPDATE_MESSAGE -> {
                DiscordMessage updated = messages.edit(interaction.originalId(), data, files, latency);
                interaction.edited(updated);
                yield updated;
            }
            default -> null;
        };
    }

    /** The interaction whose token a webhook route names; its webhook exists once it is acknowledged. */
    private Interaction webhookInteraction(Request request, String applicationId, String token) {
        Interaction interaction = discord.interaction(token).orElseThrow(DiscordError::unknownWebhook);
        request.interaction = interaction;
        // (Marked here, read when the refusal is recorded: the answer may land in between.)
        request.crossed = interaction.responseOnItsWay();
        if (!applicationId.equals(discord.applicationId()) || !interaction.acknowledged()
                || interaction.kind() == Interaction.Kind.AUTOCOMPLETE) {
            throw DiscordError.unknownWebhook();
        }
        return interaction;
    }

    private Answer followUp(Request request, Interaction interaction) {
        Body body = body(request);
        DiscordMessage message = discord.messages().create(interaction.channelId(), Messages.TYPE_DEFAULT, body.json(),
                body.files(), discord.metadata(interaction), interaction.sinceSent(request.arrivedNanos));
        interaction.followedUp(message);
        return Answer.ok(discord.messages().json(message.id()));
    }

    /**
     * A message posted outside any interaction: only with the bot's token ({@link FakeDiscord#BOT_TOKEN}),
     * only in a channel the bot can see (in a thread, only while the test lets it post in threads), and,
     * like every body, only as Discord's API describes it.
     */
    private Answer channelMessage(Request request, String channelId) {
        if (!("Bot " + FakeDiscord.BOT_TOKEN).equals(request.authorization)) {
            throw new DiscordError(401, 0, "401: Unauthorized");
        }
        if (discord.botRemovedFrom(channelId)) {
            throw new DiscordError(403, 50001, "Missing Access");
        }
        if (!discord.knowsChannel(channelId)) {
            throw new DiscordError(404, 10003, "Unknown Channel");
        }
        if (discord.thread(channelId) != null && discord.refusingThreadPosts()) {
            // The bot lacks Send Messages in Threads there.
            throw new DiscordError(403, 50013, "Missing Permissions");
        }
        Body body = body(request);
        String nonce = body.json().path("enforce_nonce").asBoolean(false) && body.json().hasNonNull("nonce")
                ? channelId + " " + body.json().path("nonce").asText() : null;
        if (nonce != null) {
            // enforce_nonce: the same nonce again in these minutes is the message posted the first time.
            java.util.Optional<DiscordMessage> posted = discord.postedWithNonce(nonce).flatMap(discord.messages()::get);
            if (posted.isPresent()) {
                return Answer.ok(discord.messages().json(posted.get().id()));
            }
        }
        DiscordMessage message = discord.messages().create(channelId, Messages.TYPE_DEFAULT, body.json(), body.files(),
                null, java.time.Duration.ZERO);
        if (nonce != null) {
            discord.rememberNonce(nonce, message.id());
        }
        discord.postedWithToken(message);
        return Answer.ok(discord.messages().json(message.id()));
    }

    /**
     * A message the bot posted with its token, edited ({@code PATCH /channels/{id}/messages/{id}}): only with
     * the bot's token, only a message of that channel posted with it, and only as Discord's API describes the
     * body. What the edit leaves out (attachments, components) stays.
     */
    private Answer editChannelMessage(Request request, String channelId, String messageId) {
        if (!("Bot " + FakeDiscord.BOT_TOKEN).equals(request.authorization)) {
            throw new DiscordError(401, 0, "401: Unauthorized");
        }
        if (discord.botRemovedFrom(channelId)) {
            throw new DiscordError(403, 50001, "Missing Access");
        }
        boolean posted = discord.channelPosts().stream()
                .anyMatch(m -> m.id().equals(messageId) && m.channelId().equals(channelId));
        if (!posted) {
            throw DiscordError.unknownMessage();
        }
        Body body = body(request);
        DiscordMessage edited = discord.messages().edit(messageId, body.json(), body.files(), java.time.Duration.ZERO);
        discord.editedWithToken(edited);
        return Answer.ok(discord.messages().json(messageId));
    }

    /** The query of {@code GET /channels/{id}/messages} the fake takes: {@code limit} (1-100) and {@code after}. */
    private static final Pattern RECENT_QUERY = Pattern.compile("(?:(limit)=(\\d{1,3})|(after)=(\\d{1,20}))"
            + "(?:&(?:(limit)=(\\d{1,3})|(after)=(\\d{1,20})))?");

    /**
     * A channel's messages, newest first, as Discord lists them ({@code GET /channels/{id}/messages}): only
     * with the bot's token, only in a channel the bot can see, those after the message id {@code after}
     * (a snowflake, which may name no message: its time is what counts), at most {@code limit} (default 50),
     * each as the fake shows a message to JDA (the route as Discord's description has it; the fake's
     * messages lack some of what a {@code MessageResponse} requires, such as their components' ids). A
     * message only one user sees is no channel's to list.
     */
    private Answer recentMessages(Request request, String channelId) {
        describedRoute(request);
        botToken(request);
        if (discord.botRemovedFrom(channelId)) {
            throw new DiscordError(403, 50001, "Missing Access");
        }
        if (!discord.knowsChannel(channelId)) {
            throw new DiscordError(404, 10003, "Unknown Channel");
        }
        int limit = 50;
        java.math.BigInteger after = java.math.BigInteger.ZERO;
        if (request.query != null) {
            Matcher query = RECENT_QUERY.matcher(request.query);
            if (!query.matches()) {
                throw new IllegalStateException("GET channels/{id}/messages with a query the fake does not take "
                        + "(limit 1-100 and after only): " + request.query);
            }
            for (int group = 1; group < query.groupCount(); group += 2) {
                if ("limit".equals(query.group(group))) {
                    limit = Integer.parseInt(query.group(group + 1));
                } else if ("after".equals(query.group(group))) {
                    after = new java.math.BigInteger(query.group(group + 1));
                }
            }
            if (limit < 1 || limit > 100) {
                throw DiscordError.invalidFormBody("limit must be between 1 and 100");
            }
        }
        java.math.BigInteger since = after;
        List<DiscordMessage> listed = discord.messages().in(channelId).stream()
                .filter(m -> !m.ephemeral() && new java.math.BigInteger(m.id()).compareTo(since) > 0).toList();
        ArrayNode answer = JSON.createArrayNode();
        for (int i = listed.size() - 1; i >= 0 && answer.size() < limit; i--) {
            answer.add(discord.messages().json(listed.get(i).id()));
        }
        return Answer.ok(answer);
    }

    /**
     * A public thread started from a message of the channel: only with the bot's token, once per
     * message (Discord: 400, code 160004), refused with 403 Missing Permissions when the test says the
     * bot may not create threads; the thread's id is the message's, and the bot is its first member.
     */
    private Answer startThread(Request request, String channelId, String messageId) {
        botToken(request);
        if (!channelId.equals(discord.channelId())) {
            throw new DiscordError(404, 10003, "Unknown Channel");
        }
        JsonNode json = conforming(request, json(request));
        DiscordMessage message = discord.messages().get(messageId)
                .filter(m -> m.channelId().equals(channelId) && !m.ephemeral())
                .orElseThrow(DiscordError::unknownMessage);
        if (discord.refusingThreads()) {
            throw new DiscordError(403, 50013, "Missing Permissions");
        }
        FakeThread thread = discord.startThread(channelId, message.id(), json.path("name").asText(),
                json.path("auto_archive_duration").asInt(4320));
        if (thread == null) {
            throw new DiscordError(400, 160004, "A thread has already been created for this message");
        }
        return new Answer(201, DiscordJson.thread(thread, discord.guildId(), discord.botUser().id()));
    }

    /**
     * A thread started on its own in the channel ({@code POST /channels/{id}/threads}), as the bot starts
     * a private one and a tournament's games: only with the bot's token and a body as Discord's API describes it;
     * a private thread (type 12) or a public one (type 11), refused with 403 Missing Permissions when the test says
     * the bot may not create threads (Create Private Threads, Create Public Threads); a new id, the bot its first
     * member.
     */
    private Answer startThreadWithoutMessage(Request request, String channelId) {
        botToken(request);
        if (!channelId.equals(discord.channelId())) {
            throw new DiscordError(404, 10003, "Unknown Channel");
        }
        JsonNode json = conforming(request, json(request));
        int type = json.path("type").asInt(-1);
        if (type != 11 && type != 12) {
            throw DiscordError.invalidFormBody("the fake starts private (12) and public (11) threads without a message, "
                    + "not " + json.path("type"));
        }
        if (discord.refusingThreads()) {
            throw new DiscordError(403, 50013, "Missing Permissions");
        }
        FakeThread thread = type == 12 ? discord.startPrivateThread(channelId, json.path("name").asText(),
                json.path("auto_archive_duration").asInt(4320), json.path("invitable").asBoolean(true))
                : discord.startPublicThreadAlone(channelId, json.path("name").asText(),
                        json.path("auto_archive_duration").asInt(4320));
        return new Answer(201, DiscordJson.thread(thread, discord.guildId(), discord.botUser().id()));
    }

    /**
     * Adds a user to a thread the bot started, or takes them off; both change nothing when already so.
     * Adding anyone to a private thread started with {@code invitable: false} needs Manage Threads, as
     * Discord defines it, and the test may have the fake refuse every add (403, Missing Permissions).
     * As on Discord, taking anyone but the bot itself off a public thread needs Manage Threads, which
     * the bot lacks unless the test grants it (403, Missing Permissions); off a private thread, its
     * creator needs nothing more ("Requires the MANAGE_THREADS permission, or the creator of the thread
     * if it is a PRIVATE_THREAD").
     */
    private Answer threadMember(Request request, String threadId, String userId) {
        botToken(request);
        FakeThread thread = discord.thread(threadId);
        if (thread == null) {
            throw new DiscordError(404, 10003, "Unknown Channel");
        }
        if (!discord.knowsUser(userId)) {
            throw new DiscordError(404, 10013, "Unknown User");
        }
        if (discord.archived(threadId)) {
            throw new DiscordError(400, 50083, "Thread is archived");
        }
        if (request.is("DELETE") && !userId.equals(discord.botUser().id()) && !discord.managingThreads()
                && !thread.privateThread()) {
            throw new DiscordError(403, 50013, "Missing Permissions");
        }
        if (request.is("PUT") && (discord.refusingThreadMembers() || thread.privateThread() && !thread.invitable()
                && !discord.managingThreads() && !userId.equals(discord.botUser().id()))) {
            // invitable: "whether non-moderators can add other non-moderators to a thread"; the bot is no
            // moderator unless the test grants it Manage Threads.
            throw new DiscordError(403, 50013, "Missing Permissions");
        }
        if (request.is("PUT")) {
            thread.memberIds().add(userId);
        } else {
            thread.memberIds().remove(userId);
        }
        return Answer.noContent();
    }

    /** {@code GET /channels/{id}} with the bot's token: a text channel of the guild with its overwrites, or a thread. */
    private Answer channel(Request request, String channelId) {
        botToken(request);
        describedRoute(request);
        if (discord.botRemovedFrom(channelId)) {
            throw new DiscordError(403, 50001, "Missing Access");
        }
        FakeThread thread = discord.thread(channelId);
        ObjectNode channel = discord.access().channel(channelId, thread)
                .orElseThrow(() -> new DiscordError(404, 10003, "Unknown Channel"));
        return Answer.ok(described(thread != null ? "ThreadResponse" : "GuildChannelResponse", channel));
    }

    /** {@code GET /guilds/{id}/members/{user}} with the bot's token: a member and their roles; 404 for anyone else. */
    private Answer guildMember(Request request, String guildId, String userId) {
        botToken(request);
        describedRoute(request);
        if (!guildId.equals(discord.guildId())) {
            throw new DiscordError(404, 10004, "Unknown Guild");
        }
        if (!discord.isMember(userId)) {
            throw new DiscordError(404, 10007, "Unknown Member");
        }
        return Answer.ok(described("GuildMemberResponse", discord.access().member(discord.user(userId))));
    }

    /** {@code GET /guilds/{id}/roles} with the bot's token. */
    private Answer guildRoles(Request request, String guildId) {
        botToken(request);
        describedRoute(request);
        if (!guildId.equals(discord.guildId())) {
            throw new DiscordError(404, 10004, "Unknown Guild");
        }
        com.fasterxml.jackson.databind.node.ArrayNode roles = discord.access().roles();
        roles.forEach(role -> described("GuildRoleResponse", role));
        return Answer.ok(roles);
    }

    /** {@code GET /channels/{id}/thread-members/{user}} with the bot's token: 404 for one who is not in the thread. */
    private Answer readThreadMember(Request request, String threadId, String userId) {
        botToken(request);
        describedRoute(request);
        FakeThread thread = discord.thread(threadId);
        if (thread == null) {
            throw new DiscordError(404, 10003, "Unknown Channel");
        }
        if (!thread.memberIds().contains(userId)) {
            throw new DiscordError(404, 10007, "Unknown Member");
        }
        return Answer.ok(described("ThreadMemberResponse", ServerAccess.threadMember(threadId, userId)));
    }

    private static void botToken(Request request) {
        if (!("Bot " + FakeDiscord.BOT_TOKEN).equals(request.authorization)) {
            throw new DiscordError(401, 0, "401: Unauthorized");
        }
    }

    private Answer webhookMessage(Request request, Interaction interaction, String messageId) {
        String id = messageId.equals("@original") ? interaction.originalId() : messageId;
        boolean ours = id != null && (id.equals(interaction.originalId())
                || interaction.followUps().stream().anyMatch(m -> m.id().equals(id)));
        if (!ours) {
            throw DiscordError.unknownMessage();
        }
        Messages messages = discord.messages();
        switch (request.method) {
            case "GET" -> {
                return Answer.ok(messages.json(id));
            }
            case "PATCH" -> {
                Body body = body(request);
                DiscordMessage edited = messages.edit(id, body.json(), body.files(),
                        interaction.sinceSent(request.arrivedNanos));
                if (id.equals(interaction.originalId())) {
                    interaction.edited(edited);
                }
                return Answer.ok(messages.json(id));
            }
            case "DELETE" -> {
                messages.delete(id);
                return Answer.noContent();
            }
            default -> throw new DiscordError(405, 0, "405: Method Not Allowed");
        }
    }

    private ObjectNode application() {
        ObjectNode application = JSON.createObjectNode()
                .put("id", discord.applicationId())
                .put("name", discord.botUser().username())
                .put("description", "")
                .put("bot_public", false)
                .put("bot_require_code_grant", false)
                .put("flags", 0)
                .put("verify_key", discord.publicKey());
        application.putNull("icon");
        application.putNull("team");
        application.set("owner", DiscordJson.user(new DiscordUser(discord.applicationId(), "owner"), false));
        application.set("bot", DiscordJson.user(discord.botUser(), true));
        return application;
    }

    /** A request's JSON, and its files when it came as multipart. */
    private record Body(JsonNode json, List<Multipart.Part> files) {}

    /**
     * The body, once it conforms to Discord's OpenAPI description of the request's operation.
     *
     * @throws DiscordError 400 Invalid Form Body, as Discord answers a body it does not accept
     */
    private static JsonNode conforming(Request request, JsonNode json) {
        List<String> violations = Reference.SCHEMA.requestViolations(request.method, request.route, json);
        if (!violations.isEmpty()) {
            throw DiscordError.invalidFormBody("not as Discord's API describes it: " + violations);
        }
        return json;
    }

    /** The same check for the answer an interactions endpoint gave to a POSTed interaction. */
    static void checkInteractionResponse(JsonNode json) {
        List<String> violations = Reference.SCHEMA.interactionResponseViolations(json);
        if (!violations.isEmpty()) {
            throw DiscordError.invalidFormBody("not an interaction response as Discord's API describes it: "
                    + violations);
        }
    }

    private static Body body(Request request) {
        if (Multipart.isMultipart(request.contentType)) {
            Multipart multipart;
            try {
                multipart = Multipart.parse(request.contentType, request.body);
            } catch (IllegalArgumentException e) {
                throw DiscordError.invalidFormBody("multipart: " + e.getMessage());
            }
            Multipart.Part payload = multipart.part("payload_json")
                    .orElseThrow(() -> DiscordError.invalidFormBody("no payload_json part"));
            List<Multipart.Part> files = multipart.parts().stream().filter(p -> p != payload).toList();
            return new Body(conforming(request, json(payload.bytes())), files);
        }
        return new Body(conforming(request, json(request)), List.of());
    }

    private static JsonNode json(Request request) {
        return json(request.body);
    }

    private static JsonNode json(byte[] bytes) {
        try {
            JsonNode json = JSON.readTree(bytes);
            if (json == null || json.isMissingNode()) {
                throw DiscordError.invalidFormBody("no JSON body");
            }
            return json;
        } catch (IOException e) {
            throw new DiscordError(400, 50109, "The request body contains invalid JSON.");
        }
    }

    private static Matcher matches(Pattern pattern, Request request) {
        Matcher matcher = pattern.matcher(request.route);
        return matcher.matches() ? matcher : null;
    }

    private static void send(HttpExchange exchange, Answer answer) throws IOException {
        // The JDK's server writes headers and body apart without TCP_NODELAY, so on a kept-alive
        // connection a response waits for the client's delayed ACK: ~40 ms. A connection per request
        // avoids it wherever the JVM's first HttpServer was made (sun.net.httpserver.nodelay is read once).
        exchange.getResponseHeaders().set("Connection", "close");
        answer.headers().forEach((name, value) -> exchange.getResponseHeaders().set(name, value));
        if (answer.body() == null) {
            exchange.sendResponseHeaders(answer.status(), -1);
            return;
        }
        byte[] bytes = JSON.writeValueAsBytes(answer.body());
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(answer.status(), bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }
}
