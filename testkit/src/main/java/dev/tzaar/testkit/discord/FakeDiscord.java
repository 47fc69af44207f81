package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tzaar.bot.gateway.DiscordEndpoint;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.sharding.DefaultShardManagerBuilder;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.SessionController;
import net.dv8tion.jda.api.utils.SessionControllerAdapter;

/**
 * A fake Discord on loopback for driving a real JDA bot end to end: a gateway (WebSocket) and the REST
 * routes a slash-command bot uses. The test plays the users ({@link #slashCommand}, {@link #autocomplete},
 * {@link #pressButton}, {@link #choose}) and reads, from the returned {@link Interaction}, what Discord received: the
 * acknowledgement and how fast it came, the versions of the reply, the follow-ups and whom they ping.
 *
 * <pre>{@code
 * try (FakeDiscord discord = FakeDiscord.start()) {
 *     JDA jda = discord.configure(JDABuilder.createLight("token", EnumSet.noneOf(GatewayIntent.class)))
 *             .addEventListeners(bot).build().awaitReady();
 *     DiscordUser alice = discord.newUser("alice");
 *     Interaction move = discord.slashCommand(alice, "tzaar", "move", Map.of("from", "F4", "to", "E4"));
 *     assertEquals(Callback.Type.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, move.awaitCallback().type());
 *     assertEquals("board.png", move.awaitEdit().attachments().get(0).filename());
 * }
 * }</pre>
 *
 * <p>The world is one guild with one text channel, where every user is a member without roles and
 * everyone (the bot too) may read, write, attach files and use commands; a test may make a user one of
 * the server's managers ({@link #grantManageServer}). READY lists no guilds, so JDA takes the guild,
 * channel and member of each interaction from the interaction itself. The bot's threads are public
 * (from a message) or private (on their own); only a private thread's members can act in it.
 *
 * <p>Discord's rules that it enforces, answering 4xx as Discord does (see {@link #refusedCalls()}): an
 * acknowledgement within 3 s ({@link #waitForAcknowledgementsUpTo} may raise it) and only once, a callback type that fits the interaction, no webhook use
 * before the acknowledgement, at most 25 autocomplete choices, 2000 characters of content, 10 MiB per
 * file. A user can only invoke a registered command's subcommands and options, when commands have been
 * registered, and only press an enabled button, or pick an offered option of an enabled select menu, of a
 * message the bot sent, and of an ephemeral one only when it is theirs. Components are held to Discord's
 * limits (Messages), besides its OpenAPI description.
 */
public final class FakeDiscord implements AutoCloseable {
    private static final long ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

    private static final String DEFAULT_LOCALE = "en-US";
    private final Snowflakes ids = new Snowflakes();
    private final DiscordUser botUser = new DiscordUser(ids.next(), "TZAAR");
    private final String guildId = ids.next();
    private final String channelId = ids.next();
    private final java.util.Map<String, FakeThread> threads = new java.util.concurrent.ConcurrentHashMap<>();
    private volatile boolean refusingThreads;
    private final java.util.Set<String> serverManagers = ConcurrentHashMap.newKeySet();
    private volatile boolean managingThreads;
    private volatile boolean refusingThreadPosts;
    private volatile boolean refusingThreadMembers;
    private volatile boolean invitedWithTheFirstLink;
    /** The permissions taken from the bot in the guild's channels, as the interactions' app_permissions say. */
    private volatile long deniedToBot;
    private final java.util.Set<String> archivedThreads = ConcurrentHashMap.newKeySet();
    private final Map<String, DiscordUser> users = new ConcurrentHashMap<>();
    /** What the CDN serves: the attachments' paths ({@code /attachments/<channel>/<id>/<filename>}) and files. */
    private final Map<String, DiscordFile> attachments = new ConcurrentHashMap<>();
    /** Each user's client language (Discord's {@code locale}), {@code en-US} unless set. */
    private final Map<String, String> userLocales = new ConcurrentHashMap<>();
    private volatile String guildLocale = DEFAULT_LOCALE;
    /** Each user's DM channel with the app, by user id. */
    private final Map<String, String> appDms = new ConcurrentHashMap<>();
    /** Channels the bot may not post in ({@link #removeBotFrom}). */
    private final java.util.Set<String> channelsWithoutBot = ConcurrentHashMap.newKeySet();
    private final Map<String, Interaction> interactionsByToken = new ConcurrentHashMap<>();
    private final ServerAccess access = new ServerAccess(guildId, channelId, botUser.id(), ids);
    /** Members who left the guild ({@link #leaveServer}). */
    private final java.util.Set<String> departed = ConcurrentHashMap.newKeySet();
    private final Messages messages = new Messages(ids, botUser, botUser.id(), users);
    private final CommandRegistry commands = new CommandRegistry(ids, botUser.id());
    private Rest rest;
    private Gateway gateway;
    /** In HTTP mode, how long Discord takes to take in the endpoint's answer once it has it. */
    private volatile java.time.Duration acknowledgementsTake = java.time.Duration.ZERO;
    /** How long an interaction waits for its acknowledgement ({@link #waitForAcknowledgementsUpTo}). */
    private volatile java.time.Duration acknowledgementLimit = Rest.ACKNOWLEDGE_WITHIN;
    /** How many times at once each interaction is delivered in HTTP mode ({@link #deliverEachInteractionAtOnce}). */
    private volatile int copiesAtOnce = 1;
    /** Set in HTTP mode: interactions go to the bot's endpoint instead of the gateway. */
    private volatile InteractionsEndpointClient endpointClient;
    /** The application's key pair: Discord signs the interactions it POSTs with it. */
    private final java.security.KeyPair applicationKey = InteractionsEndpointClient.newKey();

    /**
     * The bot token this Discord knows: a post outside an interaction ({@code POST
     * /channels/{id}/messages}) must carry {@code Authorization: Bot <this>}, or it is refused 401.
     */
    public static final String BOT_TOKEN = "fake-discord-bot-token";
    private final Recording<DiscordMessage> channelPosts = new Recording<>();
    private final Recording<DiscordMessage> channelEdits = new Recording<>();
    private final RateLimits rateLimits = new RateLimits();
    /** The messages posted with {@code enforce_nonce}, by channel and nonce. */
    private final Map<String, String> nonces = new ConcurrentHashMap<>();
    /** Users of Discord who are no member of the guild ({@link #newOutsider}). */
    private final java.util.Set<String> outsiders = ConcurrentHashMap.newKeySet();
    private final OAuth oauth = new OAuth(applicationId(), id -> userLocales.getOrDefault(id, DEFAULT_LOCALE),
            id -> outsiders.contains(id) ? List.of() : List.of(guildId));

    /** The application's client secret this Discord knows: the OAuth2 code exchange must send it. */
    public static final String CLIENT_SECRET = OAuth.CLIENT_SECRET;

    private FakeDiscord() {}

    /** Starts the REST API and the gateway on free loopback ports. */
    public static FakeDiscord start() throws IOException {
        FakeDiscord discord = new FakeDiscord();
        try {
            discord.rest = Rest.start(discord);
            discord.gateway = Gateway.start(DiscordJson.user(discord.botUser, true), discord.applicationId());
        } catch (IOException | RuntimeException e) {
            discord.close();
            throw e;
        }
        return discord;
    }

    // --- plugging a JDA in

    /** Points the builder at this fake: its REST API and gateway, in uncompressed JSON. */
    public JDABuilder configure(JDABuilder builder) {
        return builder.setRestConfig(restConfig()).setSessionController(sessionController())
                .setCompression(Compression.NONE);
    }

    /** The same for a shard manager, which asks {@code GET gateway/bot} for the gateway and shard count. */
    public DefaultShardManagerBuilder configure(DefaultShardManagerBuilder builder) {
        return builder.setRestConfig(restConfig()).setSessionController(sessionController())
                .setCompression(Compression.NONE);
    }

    public RestConfig restConfig() {
        return new RestConfig().setBaseUrl(restBaseUrl());
    }

    /** The session controller that hands JDA this fake's gateway. */
    public SessionController sessionController() {
        String url = gatewayUrl();
        return new SessionControllerAdapter() {
            @Override
            public String getGateway() {
                return url;
            }
        };
    }

    /** Where a bot finds this Discord: give it to {@code TzaarBot.start}. */
    public DiscordEndpoint endpoint() {
        return DiscordEndpoint.at(URI.create(restBaseUrl()), URI.create(gatewayUrl()));
    }

    /** Like {@code http://127.0.0.1:PORT/api/v10/}. */
    public String restBaseUrl() {
        return rest.baseUrl();
    }

    /**
     * Where this fake's CDN serves attachments ({@code http://127.0.0.1:<port>}), as Discord's is {@code
     * https://cdn.discordapp.com}: the origin a function that fetches attachments must be allowed.
     */
    public String cdnOrigin() {
        return rest.baseUrl().substring(0, rest.baseUrl().length() - Rest.PREFIX.length());
    }

    /** The attachment the CDN serves at {@code path}, if any. */
    java.util.Optional<DiscordFile> attachment(String path) {
        return java.util.Optional.ofNullable(attachments.get(path));
    }

    /** Like {@code ws://127.0.0.1:PORT/}. */
    public String gatewayUrl() {
        return gateway.url();
    }

    // --- the HTTP mode

    /**
     * From now on, interactions are POSTed to the bot's interactions endpoint at {@code url}, signed
     * with this fake's key ({@link #publicKey()}), instead of sent on the gateway: what Discord does for
     * an application with an Interactions Endpoint URL. The answer to the POST is the interaction
     * response, held to the same rules as a callback; no answer within 3 s is a refused call.
     */
    public void deliverInteractionsTo(URI url) {
        endpointClient = new InteractionsEndpointClient(url, applicationKey, java.time.Clock.systemUTC());
    }

    /**
     * In HTTP mode, each interaction sent from now on is delivered {@code copies} times at the same moment,
     * with the same id and token, as Discord (or someone replaying its signed request) may: the first 200
     * answer to arrive is the interaction response; every answer is kept ({@link Interaction#endpointAnswers()}).
     * One, the default, delivers each once.
     */
    public void deliverEachInteractionAtOnce(int copies) {
        if (copies < 1) {
            throw new IllegalArgumentException("an interaction is delivered at least once, not " + copies + " times");
        }
        copiesAtOnce = copies;
    }

    /**
     * In HTTP mode, Discord takes this long to take in the endpoint's answer (the acknowledgement) once it
     * has arrived, as on a busy day: until then the interaction's webhook is unknown, and the bot's first
     * edit, which may cross the acknowledgement on its way, is answered 404 Unknown Webhook (Discord's race,
     * not the bot's mistake: a bot that tries again a few seconds gets through).
     */
    public void acknowledgementsTake(java.time.Duration delay) {
        acknowledgementsTake = delay;
    }

    /**
     * How long each interaction waits for its acknowledgement before it is lost ("The application did not
     * respond"): Discord's 3 s unless told otherwise. Only a suite whose endpoint cannot answer within
     * Discord's limit for a reason outside the bot (an emulator that starts every function cold) raises it,
     * and says why; a late acknowledgement is still recorded with its latency.
     */
    public void waitForAcknowledgementsUpTo(java.time.Duration limit) {
        if (limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("an acknowledgement limit is a positive duration, not " + limit);
        }
        acknowledgementLimit = limit;
    }

    java.time.Duration acknowledgementLimit() {
        return acknowledgementLimit;
    }

    /** The application's public key (64 hex digits) that the interactions are signed with in HTTP mode. */
    public String publicKey() {
        return InteractionsEndpointClient.publicKeyHex(applicationKey);
    }

    /**
     * In HTTP mode, a user runs a slash command but the request reaching the endpoint is forged as
     * told; returns the endpoint's HTTP status. The interaction is known to the fake, so anything the
     * endpoint did with it would show in {@link Interaction#callbacks()} and the webhook calls.
     */
    public ForgedDelivery forgedSlashCommand(Forgery forgery, DiscordUser user,
            String command, String subcommand, Map<String, ?> options) {
        ObjectNode payload = interactionPayload(Interaction.Kind.SLASH_COMMAND, user);
        payload.set("data", commandData(command, subcommand, options, null));
        Interaction interaction = new Interaction(Interaction.Kind.SLASH_COMMAND, user, payload, messages, null);
        return new ForgedDelivery(interaction, post(httpMode(), interaction, forgery));
    }

    /** A forged delivery: the interaction as the fake knows it, and the status the endpoint answered. */
    public record ForgedDelivery(Interaction interaction, int status) {}

    /**
     * In HTTP mode, the JSON Discord would POST for a user's slash command, for a test to alter before
     * it sends it itself with {@link #signedRequest}: an interaction Discord signed but that is odd.
     */
    public ObjectNode slashCommandPayload(DiscordUser user, String command, String subcommand,
            Map<String, ?> options) {
        httpMode();
        ObjectNode payload = interactionPayload(Interaction.Kind.SLASH_COMMAND, user);
        payload.set("data", commandData(command, subcommand, options, null));
        return payload;
    }

    /**
     * In HTTP mode, sends {@code body} signed with the application's key, as Discord signs, with any
     * method to any path of the endpoint's host ({@code "/"} is the endpoint's own), and returns the
     * answer as it came. Nothing is recorded as an interaction: the test reads the answer, and
     * {@link #calls()} shows whatever the bot did with it.
     */
    public java.net.http.HttpResponse<byte[]> signedRequest(String method, String path, byte[] body) {
        try {
            return httpMode().signed(method, path, body);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /**
     * What the developer portal does before it saves an Interactions Endpoint URL: it POSTs a PING
     * signed with the application's key, which must be answered with a PONG, and one signed with
     * another key, which must be refused with 401.
     */
    public EndpointCheck checkEndpoint() {
        String id = ids.next();
        byte[] ping = JSON.createObjectNode().put("id", id).put("application_id", applicationId()).put("type", 1)
                .put("token", "interaction-token-" + id).put("version", 1).toString().getBytes(StandardCharsets.UTF_8);
        InteractionsEndpointClient.Answer signed = httpMode().post(ping, null, Duration.ofSeconds(3));
        InteractionsEndpointClient.Answer forged = httpMode().post(ping, Forgery.WRONG_KEY, Duration.ofSeconds(3));
        return new EndpointCheck(signed.status(), new String(signed.body(), StandardCharsets.UTF_8), forged.status());
    }

    /** The endpoint's answers to the portal's check: the signed PING's status and body, the forged one's status. */
    public record EndpointCheck(int status, String body, int forgedStatus) {}

    private InteractionsEndpointClient httpMode() {
        InteractionsEndpointClient client = endpointClient;
        if (client == null) {
            throw new IllegalStateException("not in HTTP mode: call deliverInteractionsTo first");
        }
        return client;
    }

    // --- the world

    /** The bot's user; its id is also the application's. */
    public DiscordUser botUser() {
        return botUser;
    }

    public String applicationId() {
        return botUser.id();
    }

    public String guildId() {
        return guildId;
    }

    public String channelId() {
        return channelId;
    }

    /** The language a user's Discord client is set to, sent as {@code locale} with their interactions. */
    public void setLocale(DiscordUser user, String locale) {
        userLocales.put(user.id(), locale);
    }

    /** The server's language (its community "primary language"), sent as {@code guild_locale}. */
    public void setGuildLocale(String locale) {
        guildLocale = locale;
    }

    /**
     * Where a user acts: a text channel of the fake's guild (the fake's own channel, or another), or
     * the DM between the user and the app, where the app, installed by the user, is no member.
     *
     * @param channelId the channel
     * @param appDmOf the user whose DM with the app it is; null for a guild channel
     */
    public record Place(String channelId, DiscordUser appDmOf) {
        boolean isAppDm() {
            return appDmOf != null;
        }
    }

    /** A thread the bot started, where users act too. */
    public Place thread(FakeThread thread) {
        return new Place(thread.id(), null);
    }

    /** The fake's own channel, where the other user actions happen. */
    public Place channel() {
        return new Place(channelId, null);
    }

    /**
     * The bot loses access to a channel (removed from it, or never there, as with a user install):
     * a post there is refused {@code 403 Missing Access}, as Discord does; interactions still work.
     */
    public void removeBotFrom(Place place) {
        channelsWithoutBot.add(place.channelId());
    }

    /**
     * From now on, the guild's interactions say the bot lacks these permissions ({@code app_permissions}), as
     * when a channel's overwrite denies them to its role; 0 gives them back. Only what Discord tells the bot
     * changes: the fake's REST API still takes its posts.
     */
    public void denyBot(long permissions) {
        deniedToBot = permissions;
    }

    boolean botRemovedFrom(String channelId) {
        return channelsWithoutBot.contains(channelId);
    }

    /** Another text channel of the fake's guild. */
    public Place newChannel() {
        String id = ids.next();
        access.addTextChannel(id);
        return new Place(id, null);
    }

    // --- who may see what (read with the bot's token: channels, members, roles, thread members)

    /** Discord's View Channel permission. */
    public static final long VIEW_CHANNEL = 1L << 10;
    /** Discord's Administrator permission: every permission, whatever a channel's overwrites say. */
    public static final long ADMINISTRATOR = 1L << 3;
    /** Discord's Manage Threads permission: a holder sees the private threads of the channels they view. */
    public static final long MANAGE_THREADS = 1L << 34;

    /** A new role of the guild with these permissions (its {@code @everyone} role has the members' usual ones). */
    public String newRole(String name, long permissions) {
        return access.newRole(name, permissions);
    }

    public void giveRole(DiscordUser user, String role) {
        access.giveRole(user.id(), role);
    }

    public void takeRole(DiscordUser user, String role) {
        access.takeRole(user.id(), role);
    }

    /**
     * Sets a channel's permission overwrite for a role (the guild's id is {@code @everyone}'s), replacing the
     * role's earlier one there.
     */
    public void overwriteForRole(Place channel, String role, long allow, long deny) {
        access.overwrite(channel.channelId(), role, false, allow, deny);
    }

    /** Sets a channel's permission overwrite for one member. */
    public void overwriteForMember(Place channel, DiscordUser member, long allow, long deny) {
        access.overwrite(channel.channelId(), member.id(), true, allow, deny);
    }

    /** A private thread of a channel, as a member would start it, with these members (and the bot). */
    public FakeThread newPrivateThread(Place parent, DiscordUser... members) {
        FakeThread thread = startPrivateThread(parent.channelId(), "private game", 10080, false);
        for (DiscordUser member : members) {
            thread.memberIds().add(member.id());
        }
        return thread;
    }

    /** The member leaves the guild: Discord no longer counts them a member, nor lists the guild among theirs. */
    public void leaveServer(DiscordUser user) {
        departed.add(user.id());
        outsiders.add(user.id());
    }

    ServerAccess access() {
        return access;
    }

    /** A member of the guild now: one it made, who has not left. */
    boolean isMember(String userId) {
        return users.containsKey(userId) && !departed.contains(userId);
    }

    DiscordUser user(String id) {
        return users.get(id);
    }

    /** The DM between {@code user} and the app (its id is the same every time). */
    public Place appDm(DiscordUser user) {
        return new Place(appDms.computeIfAbsent(user.id(), u -> ids.next()), user);
    }

    /** The place a channel is: a user's DM with the app, or else a channel (or thread) of the guild. */
    private Place placeOf(String channelId) {
        return appDms.entrySet().stream().filter(dm -> dm.getValue().equals(channelId)).findFirst()
                .map(dm -> new Place(channelId, users.get(dm.getKey()))).orElseGet(() -> new Place(channelId, null));
    }

    /** A new member of the guild. */
    public DiscordUser newUser(String username) {
        DiscordUser user = new DiscordUser(ids.next(), username);
        users.put(user.id(), user);
        return user;
    }

    /**
     * A new user of Discord who is in no server of this fake: a stranger to its guild, who may still open
     * an Activity elsewhere and sign in to it.
     */
    public DiscordUser newOutsider(String username) {
        DiscordUser user = new DiscordUser(ids.next(), username);
        outsiders.add(user.id());
        return user;
    }

    // --- an Activity's sign-in (OAuth2)

    private volatile boolean activities;

    /**
     * The application's Activities turned on in the developer portal (Activities → Settings): Discord makes
     * the app launcher's default entry point command, and takes the launch-activity response (type 12).
     */
    public void enableActivities() {
        activities = true;
        commands.enableActivities();
    }

    boolean activitiesEnabled() {
        return activities;
    }

    OAuth oauth() {
        return oauth;
    }

    /**
     * The one-time code the Discord client of {@code user} gives an Activity that authorizes with
     * {@code identify} and {@code guilds} ({@code discordSdk.commands.authorize}): the page sends it to its
     * server, which exchanges it at {@code POST /oauth2/token}.
     */
    public String authorizeActivity(DiscordUser user) {
        return oauth.authorize(user);
    }

    /**
     * An access token {@code user} granted another application ({@code application}, not this one), as that
     * application's own server would hold it: Discord's user routes answer it; {@code GET /oauth2/@me} says
     * it is not this application's.
     */
    public String accessTokenOfAnotherApplication(DiscordUser user, String application) {
        return oauth.tokenOfAnotherApplication(user, application);
    }

    /** Every OAuth2 access token issued so far stops working, as when they run out or are revoked. */
    public void expireAccessTokens() {
        oauth.expireAccessTokens();
    }

    /** The next {@code count} code exchanges are refused with {@code status} (400, 401) or fail with it (500). */
    public void failCodeExchanges(int status, int count) {
        oauth.failExchanges(status, count);
    }

    // --- what the users do

    /**
     * A user runs {@code /command subcommand option:value ...}. An option's type follows its Java value:
     * {@code String} (STRING), {@code Integer} or {@code Long} (INTEGER), {@code Boolean}, {@code Double}
     * (NUMBER), {@link DiscordUser} (USER, resolved as user and member), {@link DiscordFile} (ATTACHMENT, resolved
     * as an attachment its CDN serves, {@link #cdnOrigin}). When the command is registered,
     * the subcommand, the options' names and types and the required options are checked against it.
     *
     * @param subcommand null for a command without subcommands
     * @param options in the order the user gave them, when the map keeps an order
     */
    public Interaction slashCommand(DiscordUser user, String command, String subcommand, Map<String, ?> options) {
        return slashCommand(channel(), user, command, subcommand, options);
    }

    /** The same, elsewhere: in another channel of the guild, or in the user's DM with the app. */
    public Interaction slashCommand(Place where, DiscordUser user, String command, String subcommand,
            Map<String, ?> options) {
        if (where.isAppDm() && !where.appDmOf().equals(user)) {
            throw new IllegalArgumentException(user + " is not in " + where.appDmOf() + "'s DM with the app");
        }
        ObjectNode payload = interactionPayload(Interaction.Kind.SLASH_COMMAND, user, where);
        payload.set("data", commandData(command, subcommand, options, null));
        return send(new Interaction(Interaction.Kind.SLASH_COMMAND, user, payload, messages, null));
    }

    /**
     * A user types into option {@code focused} of {@code /command subcommand}; {@code options} holds what
     * is typed so far, the focused option's value as text. When the command is registered, the focused
     * option must be one with {@code autocomplete}.
     */
    public Interaction autocomplete(DiscordUser user, String command, String subcommand, Map<String, ?> options,
            String focused) {
        return autocomplete(channel(), user, command, subcommand, options, focused);
    }

    /** The same, elsewhere: in a thread, say. */
    public Interaction autocomplete(Place where, DiscordUser user, String command, String subcommand,
            Map<String, ?> options, String focused) {
        if (!options.containsKey(focused)) {
            throw new IllegalArgumentException("the focused option " + focused + " is not among " + options.keySet());
        }
        ObjectNode payload = interactionPayload(Interaction.Kind.AUTOCOMPLETE, user, where);
        payload.set("data", commandData(command, subcommand, options, focused));
        return send(new Interaction(Interaction.Kind.AUTOCOMPLETE, user, payload, messages, null));
    }

    /**
     * A user presses the button {@code customId} of a message the bot sent; of an ephemeral message, only
     * its reader can (Discord shows it to nobody else).
     */
    public Interaction pressButton(DiscordUser user, String customId, String messageId) {
        DiscordMessage message = seenBy(user, messageId);
        DiscordMessage.Button button = message.button(customId).orElseThrow(() -> new IllegalArgumentException(
                "no button " + customId + " on " + message));
        if (button.disabled()) {
            throw new IllegalArgumentException("the button " + customId + " is disabled on " + message);
        }
        // Pressed where the message is: in a thread, the interaction comes from the thread.
        ObjectNode payload = interactionPayload(Interaction.Kind.BUTTON, user, placeOf(message.channelId()));
        payload.putObject("data").put("custom_id", customId).put("component_type", 2);
        payload.set("message", messages.json(messageId));
        return send(new Interaction(Interaction.Kind.BUTTON, user, payload, messages, messageId));
    }

    public Interaction pressButton(DiscordUser user, String customId, DiscordMessage message) {
        return pressButton(user, customId, message.id());
    }

    /**
     * A user picks the option {@code value} of the string select menu {@code customId} of a message the
     * bot sent (of an ephemeral one, only its reader can): a component interaction of type 3 whose
     * {@code data.values} holds the value.
     */
    public Interaction choose(DiscordUser user, String customId, String value, DiscordMessage message) {
        DiscordMessage shown = seenBy(user, message.id());
        DiscordMessage.Menu menu = shown.menu(customId).orElseThrow(() -> new IllegalArgumentException(
                "no select menu " + customId + " on " + shown));
        if (menu.disabled()) {
            throw new IllegalArgumentException("the menu " + customId + " is disabled on " + shown);
        }
        if (menu.option(value).isEmpty()) {
            throw new IllegalArgumentException("the menu " + customId + " offers no " + value + ": " + menu.options());
        }
        ObjectNode payload = interactionPayload(Interaction.Kind.SELECT_MENU, user, placeOf(shown.channelId()));
        ObjectNode data = payload.putObject("data").put("custom_id", customId).put("component_type", 3);
        data.putArray("values").add(value);
        payload.set("message", messages.json(shown.id()));
        return send(new Interaction(Interaction.Kind.SELECT_MENU, user, payload, messages, shown.id()));
    }

    /** The message as it is now, when the user can see it: the bot's, and, if ephemeral, theirs. */
    private DiscordMessage seenBy(DiscordUser user, String messageId) {
        DiscordMessage message = messages.get(messageId)
                .orElseThrow(() -> new IllegalArgumentException("the bot sent no message " + messageId));
        messages.readerOf(messageId).filter(reader -> !reader.equals(user.id())).ifPresent(reader -> {
            throw new IllegalArgumentException(user.username() + " cannot see " + message
                    + ": it is ephemeral, shown only to user " + reader);
        });
        return message;
    }

    // --- what the bot did

    /** Waits until a bot has identified on the gateway (the user actions wait for it too). */
    public void awaitBot() {
        gateway.awaitSession(Interaction.DEFAULT_WAIT);
    }

    /** The tokens the bot identified with on the gateway, in order (one per session). */
    public List<String> identifyTokens() {
        return gateway.identifyTokens();
    }

    /** Every REST request the bot made, in order. */
    public List<RestCall> calls() {
        return rest.calls();
    }

    /**
     * The first REST request from the {@code from}th on ({@code calls().size()} taken beforehand) that matches,
     * once the bot has made it.
     */
    public RestCall awaitCall(int from, java.util.function.Predicate<RestCall> matching, java.time.Duration timeout,
            String what) {
        return rest.awaitCall(from, matching, timeout, what);
    }

    /** The REST requests Discord would have refused: unknown routes, late or second acknowledgements, ... */
    public List<RestCall> refusedCalls() {
        return calls().stream().filter(RestCall::rejected).toList();
    }

    /** The global commands as registered, with the ids Discord gave them. */
    public ArrayNode registeredCommands() {
        return commands.list(null);
    }

    /** The guild's own commands as registered. */
    public ArrayNode registeredCommands(String guildId) {
        return commands.list(guildId);
    }

    /** The messages the bot posted in the channel with its token (outside any interaction), in order. */
    public List<DiscordMessage> channelPosts() {
        return channelPosts.all();
    }

    /** The first {@code count} messages posted with the bot's token, once they have arrived. */
    public List<DiscordMessage> awaitChannelPosts(int count, java.time.Duration timeout) {
        return channelPosts.await(count, timeout, "post(s) with the bot token", () -> "calls: " + calls());
    }

    void postedWithToken(DiscordMessage message) {
        channelPosts.add(message);
    }

    /** The edits the bot made with its token of the messages it posted so ({@code PATCH /channels/{id}/messages/{id}}), in order. */
    public List<DiscordMessage> channelEdits() {
        return channelEdits.all();
    }

    /** The first {@code count} edits made with the bot's token, once they have arrived. */
    public List<DiscordMessage> awaitChannelEdits(int count, java.time.Duration timeout) {
        return channelEdits.await(count, timeout, "edit(s) with the bot token", () -> "calls: " + calls());
    }

    void editedWithToken(DiscordMessage message) {
        channelEdits.add(message);
    }

    Optional<String> postedWithNonce(String channelAndNonce) {
        return Optional.ofNullable(nonces.get(channelAndNonce));
    }

    void rememberNonce(String channelAndNonce, String messageId) {
        nonces.put(channelAndNonce, messageId);
    }

    RateLimits rateLimits() {
        return rateLimits;
    }

    // --- a Discord that fails

    /**
     * The next {@code times} calls whose {@code METHOD route} matches {@code calls} (a regular expression, the
     * route below {@code /api/v10/} without its query, like {@code "PATCH webhooks/.+/messages/@original"})
     * are answered with {@code fault}, as Discord answers such a failure ({@link DiscordFault}).
     */
    public void failNext(String calls, DiscordFault fault, int times) {
        rateLimits.failNext(calls, null, fault, times);
    }

    /**
     * Waits until every failure asked for ({@link #failNext}, {@link #failAfter}) has met its call: a hung call
     * has arrived and is hanging. Fails after {@code timeout}, naming the failures still waiting.
     */
    public void awaitFailuresServed(java.time.Duration timeout) {
        try {
            rateLimits.awaitFailuresServed(timeout);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The same, for the webhook calls of {@code user}'s interactions only (the others are served as usual). */
    public void failNext(DiscordUser user, String calls, DiscordFault fault, int times) {
        rateLimits.failNext(calls, user.id(), fault, times);
    }

    /**
     * The same, once the first {@code letThrough} of those calls have been served as usual: the ping that
     * follows a board posted by the same webhook, say.
     */
    public void failAfter(DiscordUser user, String calls, int letThrough, DiscordFault fault, int times) {
        rateLimits.failAfter(calls, user.id(), letThrough, fault, times);
    }

    /**
     * The next answer to a call matching {@code calls} says its bucket is empty ({@code X-RateLimit-Remaining:
     * 0}, {@code X-RateLimit-Reset-After}): a call of the same bucket before then is refused with 429.
     */
    public void exhaustNext(String calls, java.time.Duration resetAfter) {
        rateLimits.exhaustNext(calls, resetAfter);
    }

    /**
     * Every rate limit in force ends now, as when their resets have come: a test that closed a bucket for a
     * minute opens it again for the next test. (The bot's client may still wait what it was told.)
     */
    public void endRateLimits() {
        rateLimits.endAll();
    }

    /** The threads the bot started, in no order. */
    public List<FakeThread> threads() {
        return List.copyOf(threads.values());
    }

    /** The thread the bot started from a message, once it has. */
    public Optional<FakeThread> awaitThread(java.time.Duration timeout) {
        long end = System.nanoTime() + timeout.toNanos();
        while (threads.isEmpty() && System.nanoTime() < end) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return threads.values().stream().findFirst();
    }

    /**
     * From now on, refuse to start threads as Discord does when the bot lacks the Create Public Threads
     * permission (403, Missing Permissions), or start them again.
     */
    public void refuseThreads(boolean refuse) {
        refusingThreads = refuse;
    }

    boolean refusingThreads() {
        return refusingThreads;
    }

    /**
     * From now on, refuse the bot's posts in threads as Discord does when it lacks Send Messages in
     * Threads (403, Missing Permissions), or take them again.
     */
    public void refuseThreadPosts(boolean refuse) {
        refusingThreadPosts = refuse;
    }

    boolean refusingThreadPosts() {
        return refusingThreadPosts;
    }

    /**
     * From now on, refuse to add members to threads (403, Missing Permissions), as Discord may for a
     * reason of its own (a member's privacy settings, the server's rules), or add them again.
     */
    public void refuseThreadMembers(boolean refuse) {
        refusingThreadMembers = refuse;
    }

    boolean refusingThreadMembers() {
        return refusingThreadMembers;
    }

    /**
     * From now on, the bot has the permissions the first invite link asked for (no Create Private
     * Threads), as every interaction's {@code app_permissions} says, or all of today's again.
     */
    public void inviteWithTheFirstLink(boolean first) {
        invitedWithTheFirstLink = first;
    }

    /**
     * Archives a thread, as Discord does after its auto-archive duration without a message: members
     * can no longer be added (400, code 50083) until a message brings it back.
     */
    public void archive(FakeThread thread) {
        archivedThreads.add(thread.id());
    }

    boolean archived(String threadId) {
        return archivedThreads.contains(threadId);
    }

    /**
     * Grants the bot Manage Threads (which the invite does not ask for), or takes it back: without it,
     * Discord refuses to take another member off a public thread.
     */
    public void grantManageThreads(boolean grant) {
        managingThreads = grant;
    }

    boolean managingThreads() {
        return managingThreads;
    }

    /**
     * Delivers an interaction a second time, with the same id, as Discord may (a gateway that resumes, a
     * retried delivery): the bot must answer it as the first time and change nothing more. It has a token
     * of its own, so that the fake can tell the two deliveries' answers apart.
     */
    public Interaction deliverAgain(Interaction first) {
        ObjectNode payload = (ObjectNode) first.payload();
        payload.put("token", first.token() + "-again");
        return send(new Interaction(first.kind(), first.user(), payload, messages, first.originalId()));
    }

    FakeThread thread(String id) {
        return threads.get(id);
    }

    /** Starts a private thread in a channel, with an id of its own; the bot, who started it, is its first member. */
    /** Starts a public thread on its own, from no message: a new id. */
    FakeThread startPublicThreadAlone(String parentId, String name, int autoArchiveMinutes) {
        FakeThread thread = new FakeThread(ids.next(), parentId, name, autoArchiveMinutes, false, true);
        thread.memberIds().add(botUser.id());
        threads.put(thread.id(), thread);
        return thread;
    }

    FakeThread startPrivateThread(String parentId, String name, int autoArchiveMinutes, boolean invitable) {
        FakeThread thread = new FakeThread(ids.next(), parentId, name, autoArchiveMinutes, true, invitable);
        thread.memberIds().add(botUser.id());
        threads.put(thread.id(), thread);
        return thread;
    }

    /**
     * Makes a user one of the server's managers (Manage Server in their permissions), or takes it back:
     * only they may change the server's TZAAR settings.
     */
    public void grantManageServer(DiscordUser user, boolean grant) {
        if (grant) {
            serverManagers.add(user.id());
        } else {
            serverManagers.remove(user.id());
        }
    }

    /** Starts a thread from a message: one per message, with the message's id. */
    FakeThread startThread(String parentId, String messageId, String name, int autoArchiveMinutes) {
        FakeThread thread = new FakeThread(messageId, parentId, name, autoArchiveMinutes, false, true);
        thread.memberIds().add(botUser.id());
        return threads.putIfAbsent(messageId, thread) == null ? thread : null;
    }

    /** True for a channel the bot can post in: the fake's channel, another of its guild, a thread the bot started. */
    boolean knowsChannel(String id) {
        return id.equals(channelId) || threads.containsKey(id);
    }

    boolean knowsUser(String id) {
        return users.containsKey(id) || id.equals(botUser.id());
    }

    /**
     * The bot's messages in a channel as they are now, oldest first, whichever way they came (replies,
     * follow-ups, posts with the token), ephemeral ones included (each is seen by its user alone).
     */
    public List<DiscordMessage> channelMessages(String channelId) {
        return messages.in(channelId);
    }

    /** A message the bot sent, as it is now; empty once deleted. */
    public Optional<DiscordMessage> message(String id) {
        return messages.get(id);
    }

    /** Stops the gateway (closing the bot's connection) and the REST API. Shut the JDA down first. */
    @Override
    public void close() {
        if (gateway != null) {
            try {
                gateway.stop(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (rest != null) {
            rest.close();
        }
    }

    // --- for the REST routes

    Optional<Interaction> interaction(String token) {
        return Optional.ofNullable(interactionsByToken.get(token));
    }

    Messages messages() {
        return messages;
    }

    CommandRegistry commands() {
        return commands;
    }

    /** The {@code interaction_metadata} of the messages that answer an interaction. */
    ObjectNode metadata(Interaction interaction) {
        ObjectNode metadata = JSON.createObjectNode().put("id", interaction.id())
                .put("type", interaction.kind().raw());
        metadata.set("user", DiscordJson.user(interaction.user(), false));
        metadata.putObject("authorizing_integration_owners").put("0", guildId);
        return metadata;
    }

    // --- building interactions

    private Interaction send(Interaction interaction) {
        InteractionsEndpointClient client = endpointClient;
        if (client != null) {
            post(client, interaction, Forgery.NONE);
            return interaction;
        }
        gateway.awaitSession(Interaction.DEFAULT_WAIT);
        interactionsByToken.put(interaction.token(), interaction);
        gateway.dispatch("INTERACTION_CREATE", interaction.payload(), interaction::sent);
        return interaction;
    }

    /**
     * Delivers an interaction in HTTP mode and takes a 200 answer as its interaction response. Returns
     * the endpoint's status once the response is in place, as a callback would have put it. A forged
     * request that is refused (401) is what Discord expects of the endpoint, and is not recorded.
     */
    private int post(InteractionsEndpointClient client, Interaction interaction, Forgery forgery) {
        interactionsByToken.put(interaction.token(), interaction);
        byte[] body = bytes(interaction.payload());
        interaction.sent(System.nanoTime());
        interaction.responseOnItsWay(true);
        try {
            return post(client, interaction, forgery, body);
        } finally {
            interaction.responseOnItsWay(false);
        }
    }

    private int post(InteractionsEndpointClient client, Interaction interaction, Forgery forgery, byte[] body) {
        int copies = copiesAtOnce;
        if (forgery == Forgery.NONE && copies > 1) {
            return postedAtOnce(client, interaction, body, copies);
        }
        InteractionsEndpointClient.Answer answer = client.post(body, forgery, acknowledgementLimit);
        interaction.endpointAnswered(answer.status(), answer.body());
        return taken(client, interaction, forgery, answer);
    }

    /**
     * The same signed request POSTed {@code copies} times at the same moment, each on a connection of its
     * own: the first 200 answer to arrive is the interaction response, as Discord takes one; the others are
     * only kept ({@link Interaction#endpointAnswers()}).
     */
    private int postedAtOnce(InteractionsEndpointClient client, Interaction interaction, byte[] body, int copies) {
        java.util.concurrent.CyclicBarrier together = new java.util.concurrent.CyclicBarrier(copies);
        java.util.concurrent.atomic.AtomicBoolean responded = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.concurrent.ExecutorService connections = java.util.concurrent.Executors.newFixedThreadPool(copies);
        try {
            List<java.util.concurrent.Future<Integer>> statuses = new java.util.ArrayList<>();
            for (int copy = 0; copy < copies; copy++) {
                statuses.add(connections.submit(() -> {
                    together.await();
                    InteractionsEndpointClient.Answer answer = client.post(body, Forgery.NONE, acknowledgementLimit);
                    interaction.endpointAnswered(answer.status(), answer.body());
                    return answer.status() == 200 && !responded.compareAndSet(false, true) ? 200
                            : taken(client, interaction, Forgery.NONE, answer);
                }));
            }
            int status = 0;
            for (java.util.concurrent.Future<Integer> each : statuses) {
                status = Math.max(status, each.get());
            }
            return status;
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("a copy of interaction " + interaction.id() + " was not delivered", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } finally {
            connections.shutdownNow();
        }
    }

    /** What Discord does with the endpoint's answer to an interaction it delivered: its response, or its failure. */
    private int taken(InteractionsEndpointClient client, Interaction interaction, Forgery forgery,
            InteractionsEndpointClient.Answer answer) {
        long arrived = System.nanoTime();
        java.time.Duration slow = acknowledgementsTake;
        if (!slow.isZero() && answer.status() == 200) {
            // Discord takes the answer in only now: meanwhile the bot's first webhook calls may cross it.
            try {
                Thread.sleep(slow.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        String route = "POST " + client.endpoint() + " (interaction " + interaction.id() + ")";
        if (forgery != Forgery.NONE && answer.status() == 401) {
            return answer.status();
        }
        if (answer.status() != 200) {
            String why = answer.failure() != null ? answer.failure() : "the endpoint answered " + answer.status()
                    + ": " + new String(answer.body(), java.nio.charset.StandardCharsets.UTF_8);
            // Discord shows "The application did not respond", and the interaction is lost.
            rest.record(new RestCall("POST", route, null, answer.timedOut() ? 504 : 502, why), interaction);
            return answer.status();
        }
        if (forgery != Forgery.NONE) {
            // A forged request the endpoint accepted: Discord would remove the endpoint.
            rest.record(new RestCall("POST", route, null, 403, "the endpoint accepted a request forged "
                    + forgery), interaction);
        }
        try {
            JsonNode response = DiscordJson.JSON.readTree(answer.body());
            Rest.checkInteractionResponse(response);
            rest.acceptCallback(interaction, response, List.of(), arrived);
            rest.record(new RestCall("POST", route, null, 200, null), interaction);
        } catch (DiscordError refusal) {
            rest.record(new RestCall("POST", route, null, refusal.status, refusal.getMessage()), interaction);
        } catch (IOException e) {
            rest.record(new RestCall("POST", route, null, 400, "the answer is not JSON: " + e.getMessage()),
                    interaction);
        }
        return answer.status();
    }

    private static byte[] bytes(JsonNode payload) {
        try {
            return DiscordJson.JSON.writeValueAsBytes(payload);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** What every interaction carries: who, where, with which permissions, installed how. */
    private ObjectNode interactionPayload(Interaction.Kind kind, DiscordUser user) {
        return interactionPayload(kind, user, channel());
    }

    private ObjectNode interactionPayload(Interaction.Kind kind, DiscordUser user, Place where) {
        users.put(user.id(), user);
        if (where.isAppDm()) {
            return appDmPayload(kind, user, where);
        }
        String id = ids.next();
        ObjectNode json = JSON.createObjectNode()
                .put("id", id)
                .put("application_id", applicationId())
                .put("type", kind.raw())
                .put("token", "interaction-token-" + id)
                .put("version", 1)
                .put("guild_id", guildId)
                .put("channel_id", where.channelId())
                .put("locale", userLocales.getOrDefault(user.id(), DEFAULT_LOCALE))
                .put("guild_locale", guildLocale)
                .put("app_permissions", Long.toString(Long.parseLong(invitedWithTheFirstLink
                        ? DiscordJson.FIRST_INVITE_BOT_PERMISSIONS : DiscordJson.BOT_PERMISSIONS) & ~deniedToBot))
                .put("context", 0)
                .put("attachment_size_limit", ATTACHMENT_SIZE_LIMIT);
        ObjectNode guild = json.putObject("guild").put("id", guildId).put("locale", guildLocale);
        guild.putArray("features");
        FakeThread thread = threads.get(where.channelId());
        if (thread != null && thread.privateThread() && !thread.memberIds().contains(user.id())) {
            throw new IllegalStateException(user.username() + " is no member of private thread " + thread.id()
                    + ", so Discord shows it to them nowhere: they cannot act in it");
        }
        json.set("channel", thread != null ? DiscordJson.thread(thread, guildId, botUser.id())
                : DiscordJson.textChannel(where.channelId(), guildId,
                        where.channelId().equals(channelId) ? "tzaar" : "tzaar-" + where.channelId()));
        json.set("member", DiscordJson.member(user, false, serverManagers.contains(user.id())
                ? DiscordJson.MANAGER_PERMISSIONS : DiscordJson.PERMISSIONS));
        json.putObject("authorizing_integration_owners").put("0", guildId);
        json.putArray("entitlements");
        return checkedParts(json);
    }

    /**
     * An interaction in the user's DM with the app, as Discord sends it when the user installed the
     * app: no guild, no member but the user, a private channel, context 1 (BOT_DM), and the user as
     * the authorizing owner of the user installation (1).
     */
    private ObjectNode appDmPayload(Interaction.Kind kind, DiscordUser user, Place where) {
        String id = ids.next();
        ObjectNode json = JSON.createObjectNode()
                .put("id", id)
                .put("application_id", applicationId())
                .put("type", kind.raw())
                .put("token", "interaction-token-" + id)
                .put("version", 1)
                .put("channel_id", where.channelId())
                .put("locale", userLocales.getOrDefault(user.id(), DEFAULT_LOCALE))
                .put("app_permissions", DiscordJson.PERMISSIONS)
                .put("context", 1)
                .put("attachment_size_limit", ATTACHMENT_SIZE_LIMIT);
        json.set("channel", DiscordJson.appDm(where.channelId(), user));
        json.set("user", DiscordJson.user(user, false));
        json.putObject("authorizing_integration_owners").put("1", user.id());
        json.putArray("entitlements");
        return checkedParts(json);
    }

    /**
     * The parts of an interaction that Discord's OpenAPI description has schemas for are checked
     * against them, so that the tests send what Discord sends: the channel, the user or member's
     * user, the context. A payload that does not conform is the test's mistake, thrown at once.
     */
    private static ObjectNode checkedParts(ObjectNode payload) {
        DiscordApiSchema schema = Rest.schemaOfParts();
        List<String> problems = new ArrayList<>();
        boolean inGuild = payload.has("guild_id");
        int channelType = payload.path("channel").path("type").asInt();
        boolean inThread = channelType == 11 || channelType == 12;
        problems.addAll(schema.componentViolations(inThread ? "ThreadResponse"
                : inGuild ? "GuildChannelResponse" : "PrivateChannelResponse", payload.path("channel")));
        problems.addAll(schema.componentViolations("UserResponse",
                inGuild ? payload.path("member").path("user") : payload.path("user")));
        problems.addAll(schema.componentViolations("InteractionContextType", payload.path("context")));
        if (!problems.isEmpty()) {
            throw new IllegalStateException("Discord would never send this interaction: " + problems);
        }
        return payload;
    }

    private ObjectNode commandData(String command, String subcommand, Map<String, ?> options, String focused) {
        Optional<JsonNode> registered = commands.find(guildId, command);
        ObjectNode data = JSON.createObjectNode()
                .put("id", registered.map(c -> c.path("id").asText()).orElseGet(ids::next))
                .put("name", command)
                .put("type", 1);
        registered.filter(c -> c.has("guild_id")).ifPresent(c -> data.put("guild_id", guildId));
        Optional<JsonNode> definitions = registered.map(c -> c.path("options"));
        ArrayNode target = data.putArray("options");
        if (subcommand == null && definitions.map(all -> option(all, null, 1).isPresent()).orElse(false)) {
            throw new IllegalArgumentException("/" + command + " is used with one of its subcommands");
        }
        if (subcommand != null) {
            definitions = definitions.map(all -> option(all, subcommand, 1).orElseThrow(() ->
                    new IllegalArgumentException("/" + command + " has no subcommand " + subcommand)).path("options"));
            target = target.addObject().put("type", 1).put("name", subcommand).putArray("options");
        }
        String path = "/" + command + (subcommand == null ? "" : " " + subcommand);
        ObjectNode resolvedUsers = JSON.createObjectNode();
        ObjectNode resolvedMembers = JSON.createObjectNode();
        ObjectNode resolvedAttachments = JSON.createObjectNode();
        for (Map.Entry<String, ?> entry : options.entrySet()) {
            String name = entry.getKey();
            Object value = entry.getValue();
            boolean isFocused = name.equals(focused);
            int type = optionType(value);
            if (definitions.isPresent()) {
                JsonNode definition = option(definitions.get(), name, -1).orElseThrow(() ->
                        new IllegalArgumentException(path + " has no option " + name));
                int registeredType = definition.path("type").asInt();
                if (isFocused) {
                    if (!definition.path("autocomplete").asBoolean()) {
                        throw new IllegalArgumentException(path + " " + name + " has no autocomplete");
                    }
                    type = registeredType; // what is typed so far comes as text, under the option's type
                } else if (registeredType != type) {
                    throw new IllegalArgumentException(path + " " + name + " is of type " + registeredType
                            + ", not " + type + " (" + value + ")");
                }
            }
            ObjectNode option = target.addObject().put("type", type).put("name", name);
            if (isFocused) {
                option.put("value", String.valueOf(value)).put("focused", true);
            } else if (value instanceof DiscordFile file) {
                String id = ids.next();
                String served = "/attachments/" + channelId + "/" + id + "/" + file.filename();
                attachments.put(served, file);
                option.put("value", id);
                resolvedAttachments.set(id, JSON.createObjectNode().put("id", id).put("filename", file.filename())
                        .put("size", file.bytes().length).put("url", cdnOrigin() + served)
                        .put("proxy_url", cdnOrigin() + served).put("content_type", file.contentType()));
            } else if (value instanceof DiscordUser user) {
                users.put(user.id(), user);
                option.put("value", user.id());
                resolvedUsers.set(user.id(), DiscordJson.user(user, user.id().equals(botUser.id())));
                resolvedMembers.set(user.id(), DiscordJson.member(user, true));
            } else {
                option.set("value", JSON.valueToTree(value));
            }
        }
        if (definitions.isPresent() && focused == null) {
            for (JsonNode definition : definitions.get()) {
                if (definition.path("required").asBoolean() && !options.containsKey(definition.path("name").asText())) {
                    throw new IllegalArgumentException(path + " needs option " + definition.path("name").asText());
                }
            }
        }
        if (!resolvedUsers.isEmpty() || !resolvedAttachments.isEmpty()) {
            ObjectNode resolved = data.putObject("resolved");
            if (!resolvedUsers.isEmpty()) {
                resolved.set("users", resolvedUsers);
                resolved.set("members", resolvedMembers);
            }
            if (!resolvedAttachments.isEmpty()) {
                List<String> problems = new ArrayList<>();
                resolvedAttachments.forEach(attachment -> problems.addAll(Rest.schemaOfParts()
                        .componentViolations("AttachmentResponse", attachment)));
                if (!problems.isEmpty()) {
                    throw new IllegalStateException("Discord would never resolve this attachment: " + problems);
                }
                resolved.set("attachments", resolvedAttachments);
            }
        }
        return data;
    }

    /** The option of that name (any, if null) and type (any, if -1) among a command's or subcommand's options. */
    private static Optional<JsonNode> option(JsonNode options, String name, int type) {
        for (JsonNode option : options) {
            if ((name == null || option.path("name").asText().equals(name))
                    && (type == -1 || option.path("type").asInt() == type)) {
                return Optional.of(option);
            }
        }
        return Optional.empty();
    }

    private static int optionType(Object value) {
        if (value instanceof String) {
            return 3;
        } else if (value instanceof Integer || value instanceof Long) {
            return 4;
        } else if (value instanceof Boolean) {
            return 5;
        } else if (value instanceof DiscordUser) {
            return 6;
        } else if (value instanceof Double) {
            return 10;
        } else if (value instanceof DiscordFile) {
            return 11;
        }
        throw new IllegalArgumentException("no option type for " + value);
    }
}
