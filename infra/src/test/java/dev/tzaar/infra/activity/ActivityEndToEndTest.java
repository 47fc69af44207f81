package dev.tzaar.infra.activity;

import dev.tzaar.testkit.discord.DiscordFault;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.RestCall;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bot.activity.DiscordViewers;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.testkit.discord.DiscordFault;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.RestCall;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.lambda.shared.AiTime;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The live board for real, as Discord's proxy reaches it: the Activity's API wired as the deployed
 * function wires it (DiscordActivity), served as a function URL on loopback, signing players in with
 * the fake Discord's OAuth2 (a code from the client, exchanged with the client secret, the user from
 * {@code GET /users/@me} and their servers from {@code GET /users/@me/guilds}), asking the real game
 * function on DynamoDB Local. Here are the security rules: no token, a forged or an expired one is 401 and
 * changes nothing; a user plays only their own turn in their own game, whatever the body says; a game is
 * read by its players and the members of its server (its players alone in a DM or a private thread), and
 * does not exist for anyone else; the sign-in's failures at Discord are answered cleanly; the
 * page's files do not leak what is beside them; requests are bounded.
 */
@Tag("end-to-end")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ActivityEndToEndTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Discord's route of a viewer's servers, as the fake's failures name it. */
    private static final String SERVERS = "GET users/@me/guilds";
    private static final AtomicLong INTERACTIONS = new AtomicLong(1_310_000_000_000_000_000L);

    /** The Activity's clock: a test moves it past the time Discord's word on a token is kept. */
    private static final MovableClock clock = new MovableClock();
    @RegisterExtension
    static final LocalStack stack = LocalStack.withLiveBoard().functionSetting(AiTime.MILLIS, "40")
            .liveBoardOnClock(clock);

    private LambdaFunctionClient relay;
    private FakeDiscord discord;
    private URI server;
    private final HttpClient http = HttpClient.newHttpClient();
    private DiscordUser alice;
    private DiscordUser bob;
    private int players;

    static final class MovableClock extends Clock {
        volatile Duration ahead = Duration.ZERO;

        @Override
        public ZoneId getZone() {
            return ZoneId.of("UTC");
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return Instant.now().plus(ahead);
        }
    }

    @BeforeAll
    void start() {
        relay = stack.relay();
        discord = stack.discord();
        server = stack.liveBoardUrl();
    }

    @BeforeEach
    void newPlayers() {
        players++;
        alice = discord.newUser("alice" + players);
        bob = discord.newUser("bob" + players);
    }

    private static Player player(DiscordUser user) {
        return new Player(user.id(), user.username(), false);
    }

    /** What the bot would have sent: a challenge in the fake's channel (White to its maker, fixed setup), accepted. */
    private String gameBetween(DiscordUser white, DiscordUser black) {
        return gameBetween(white, black, discord.channelId());
    }

    /** The same, in another channel of the server. */
    private String gameBetween(DiscordUser white, DiscordUser black, String channelId) {
        GameReply challenge = relay.call(GameRequest.of(Long.toString(INTERACTIONS.incrementAndGet()), discord.guildId(),
                channelId, player(white), Command.CHALLENGE, Map.of(Option.OPPONENT, black.id(),
                        Option.SETUP, "fixed", Option.COLOUR, "white"))
                .withMentioned(Map.of(black.id(), player(black))));
        String id = challenge.game().id();
        relay.call(GameRequest.of(Long.toString(INTERACTIONS.incrementAndGet()), discord.guildId(), channelId,
                player(black), Command.ACCEPT, Map.of(Option.GAME, id)));
        return id;
    }

    /**
     * What the bot would have sent for a game in a thread of the fake's channel: the challenge asking for
     * one ({@code thread:public} or {@code private}), accepted, and the bot's word that it started it.
     *
     * @return the game's id
     */
    private String gameInThread(DiscordUser white, DiscordUser black, String kind) {
        GameReply challenge = relay.call(GameRequest.of(Long.toString(INTERACTIONS.incrementAndGet()), discord.guildId(),
                discord.channelId(), player(white), Command.CHALLENGE, Map.of(Option.OPPONENT, black.id(),
                        Option.SETUP, "fixed", Option.COLOUR, "white", Option.THREAD, kind))
                .withMentioned(Map.of(black.id(), player(black))).in(InteractionContext.GUILD)
                .withCapabilities(Set.of(Capability.START_THREADS, Capability.START_PRIVATE_THREADS)));
        String id = challenge.game().id();
        relay.call(GameRequest.of(Long.toString(INTERACTIONS.incrementAndGet()), discord.guildId(), discord.channelId(),
                player(black), Command.ACCEPT, Map.of(Option.GAME, id)).in(InteractionContext.GUILD));
        String thread = Long.toString(INTERACTIONS.incrementAndGet());
        GameReply recorded = relay.call(GameRequest.of(thread, discord.guildId(), discord.channelId(), player(black),
                Command.THREAD, Map.of(Option.GAME, id, Option.THREAD, thread)).in(InteractionContext.GUILD));
        assertEquals(thread, recorded.game().channelId(), recorded.text());
        return id;
    }

    private List<String> listed(String authorization, String query) {
        HttpResponse<String> response = send("GET", "/api/games?" + query, authorization, null);
        assertEquals(200, response.statusCode(), response.body());
        List<String> ids = new ArrayList<>();
        json(response).path("games").forEach(game -> ids.add(game.path("id").asText()));
        return ids;
    }

    private HttpResponse<String> send(String method, String path, String authorization, String body) {
        return send(method, path, authorization, body, Map.of());
    }

    private HttpResponse<String> send(String method, String path, String authorization, String body,
            Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server + path.substring(1)))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        headers.forEach(request::header);
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

    private static JsonNode json(HttpResponse<String> response) {
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new AssertionError(response.body(), e);
        }
    }

    /** The page's sign-in: the client's code, exchanged by our server for the access token. */
    private String signIn(DiscordUser user) {
        HttpResponse<String> token = send("POST", "/api/token", null,
                "{\"code\":\"" + discord.authorizeActivity(user) + "\"}");
        assertEquals(200, token.statusCode(), token.body());
        return "Bearer " + json(token).path("access_token").asText();
    }

    private JsonNode view(String game, String authorization) {
        HttpResponse<String> response = send("GET", "/api/games/" + game, authorization, null);
        assertEquals(200, response.statusCode(), response.body());
        return json(response);
    }

    private long version(String game) {
        return relay.call(GameRequest.of(Long.toString(INTERACTIONS.incrementAndGet()), null, "00000000000000000",
                player(alice), Command.VIEW, Map.of(Option.GAME, game))).view().version();
    }

    private static String play(String action, long version) {
        return "{\"action\":\"" + action + "\",\"version\":" + version + "}";
    }

    @Test
    void aPlayerSignedInThroughDiscordPlaysTheirTurnAndTheOtherSeesItAtTheirNextPoll() {
        String game = gameBetween(alice, bob);
        String asAlice = signIn(alice);
        String asBob = signIn(bob);

        JsonNode list = json(send("GET", "/api/games?channel=" + discord.channelId(), asAlice, null));
        assertEquals(game, list.path("chosen").asText());
        assertEquals(alice.id(), list.path("me").path("id").asText());
        assertEquals("Alice" + players, list.path("me").path("name").asText(), "Discord's display name");

        JsonNode seen = view(game, asAlice);
        assertEquals("white", seen.path("viewer").asText());
        assertEquals(42, seen.path("legalActions").size());
        long version = seen.path("version").asLong();
        String action = seen.path("legalActions").get(0).asText();

        HttpResponse<String> played = send("POST", "/api/games/" + game + "/actions", asAlice, play(action, version));
        assertEquals(200, played.statusCode(), played.body());
        assertEquals(version + 1, json(played).path("version").asLong());
        assertEquals(bob.id(), json(played).path("toAct").asText());

        assertEquals(200, send("GET", "/api/games/" + game + "?after=" + version, asBob, null).statusCode());
        HttpResponse<String> still = send("GET", "/api/games/" + game + "?after=" + (version + 1), asBob, null);
        assertEquals(204, still.statusCode());
        assertEquals("", still.body());
        JsonNode bobs = view(game, asBob);
        assertEquals(List.of(action), List.of(bobs.path("lastTurn").path("actions").get(0).asText()));
        assertFalse(bobs.path("legalActions").isEmpty());
        // What the page draws, given whole: the stacks (Alice's capture took one of the 60) and the trace.
        assertEquals(59, bobs.path("stacks").size());
        JsonNode capture = bobs.path("lastTurn").path("trace").get(0);
        assertEquals(action, capture.path("from").asText() + "x" + capture.path("to").asText());
        assertEquals("black", capture.path("took").path("colour").asText());
        assertEquals("white", bobs.path("stacks").path(capture.path("to").asText()).path("colour").asText());
    }

    /**
     * The live board's function holds no bot token (DiscordActivity takes none): the move reaches the channel
     * through the relay function, which it is handed on to, and which posts it with the token.
     */
    @Test
    void theChannelIsShownAMoveMadeOnTheBoardWithItsPictureAndThePingOfTheNextPlayer() throws Exception {
        String game = gameBetween(alice, bob);
        String asAlice = signIn(alice);
        int before = discord.channelPosts().size();
        long shownByTheRelay = stack.liveBoardRelayServed().shown();
        send("POST", "/api/games/" + game + "/actions", asAlice, play("C2xC3", version(game)));

        List<DiscordMessage> posts = discord.awaitChannelPosts(before + 2, Duration.ofSeconds(10));
        stack.liveBoardRelayServed().awaitShown(shownByTheRelay + 1, Duration.ofSeconds(10));
        DiscordMessage board = posts.get(before);
        assertTrue(board.content().contains("C2"), board.content());
        assertEquals(1, board.attachments().size(), "the picture");
        assertTrue(board.buttons().stream().anyMatch(b -> b.customId().equals("tzaar:activity:" + game)),
                "the live board's button under it: " + board.buttons());
        assertTrue(posts.get(before + 1).content().startsWith(bob.mention()), posts.get(before + 1).content());
    }

    /**
     * As the relay does (issue 21): when Discord will not take the board's picture nor the ping of a move
     * made on the live board, the move stands, and the ping is kept on the game for the channel's next
     * public reply, here a challenge between two others.
     */
    @Test
    void aPingDiscordRefusedIsCarriedByTheChannelsNextPublicReply() throws Exception {
        String game = gameBetween(alice, bob);
        String asAlice = signIn(alice);
        discord.failNext("POST channels/[0-9]+/messages", DiscordFault.tooLarge(), 2);
        long shown = stack.liveBoardRelayServed().shown();

        HttpResponse<String> played = send("POST", "/api/games/" + game + "/actions", asAlice,
                play("C2xC3", version(game)));
        assertEquals(200, played.statusCode(), played.body());
        // The relay posts after the page's answer: the ping is reported once it has tried.
        stack.liveBoardRelayServed().awaitShown(shown + 1, Duration.ofSeconds(20));

        DiscordUser carol = discord.newUser("carol" + players);
        DiscordUser dave = discord.newUser("dave" + players);
        GameReply next = relay.call(GameRequest.of(Long.toString(INTERACTIONS.incrementAndGet()), discord.guildId(),
                discord.channelId(), player(carol), Command.CHALLENGE, Map.of(Option.OPPONENT, dave.id()))
                .withMentioned(Map.of(dave.id(), player(dave))));
        assertTrue(next.ping().contains(bob.id()), next.ping() + " " + next.pingText());
        assertTrue(next.pingText().contains("<@" + bob.id() + ">"), next.pingText());
    }

    /**
     * The page does not wait for the channel's posts of a move made on the board: the relay function makes them
     * after the page's answer (before, the Activity posted them itself, and a rate-limited channel held the
     * answer up to its patience). The move stands and is answered. The game
     * is in a channel of its own: the limit, and what the function learnt of it, hold that channel's bucket only,
     * not the other tests' channel.
     */
    @Test
    void aMoveMadeOnTheBoardIsAnsweredPromptlyWhileDiscordRateLimitsItsChannel() {
        String game = gameBetween(alice, bob, discord.newChannel().channelId());
        String asAlice = signIn(alice);
        long version = version(game);
        discord.failNext("POST channels/[0-9]+/messages", DiscordFault.rateLimited(Duration.ofSeconds(4)), 1);
        try {
            long start = System.nanoTime();
            HttpResponse<String> played = send("POST", "/api/games/" + game + "/actions", asAlice,
                    play("C2xC3", version));
            Duration took = Duration.ofNanos(System.nanoTime() - start);

            assertEquals(200, played.statusCode(), played.body());
            // Sooner than the 4 s it must not wait out (generous for a loaded machine; printed).
            System.out.println("a move under a rate-limited channel answered after " + took.toMillis() + " ms");
            assertTrue(took.compareTo(Duration.ofSeconds(4)) < 0, "answered after " + took.toMillis() + " ms");
            assertTrue(version(game) > version, "the move stands");
        } finally {
            discord.endRateLimits();
        }
    }

    /**
     * A board opened in a channel lists the viewer's games in the channel's threads too, as a command typed
     * there finds them, once the page says which server the channel is in (discordSdk.guildId).
     */
    @Test
    void withItsServerTheChannelsListingHasTheViewersGamesInItsThreads() {
        String inThread = gameInThread(alice, bob, "public");
        String asAlice = signIn(alice);

        assertTrue(listed(asAlice, "channel=" + discord.channelId() + "&guild=" + discord.guildId()).contains(inThread));
        assertFalse(listed(asAlice, "channel=" + discord.channelId()).contains(inThread), "no server, no threads");
        String asCarol = signIn(discord.newUser("carol" + players));
        assertFalse(listed(asCarol, "channel=" + discord.channelId() + "&guild=" + discord.guildId()).contains(inThread),
                "another's game in a thread is listed in the thread, not in the channel");
        assertEquals(400, send("GET", "/api/games?channel=" + discord.channelId() + "&guild=mine", asAlice, null)
                .statusCode());
    }

    /**
     * Someone outside the game's server (Discord's {@code GET /users/@me/guilds} with their token does not
     * name it) is told the game does not exist, in the very words said of a game that never was: its view,
     * a poll on its version, an action, and the channel's list alike.
     */
    @Test
    void aStrangerOutsideTheServerIsToldTheGameDoesNotExist() {
        String game = gameBetween(alice, bob);
        long version = version(game);
        String asStranger = signIn(discord.newOutsider("eve" + players));

        HttpResponse<String> hidden = send("GET", "/api/games/" + game, asStranger, null);
        HttpResponse<String> never = send("GET", "/api/games/zzzzz", asStranger, null);
        assertEquals(404, hidden.statusCode(), hidden.body());
        assertEquals(never.body(), hidden.body());
        assertEquals(404, send("GET", "/api/games/" + game + "?after=" + version, asStranger, null).statusCode(),
                "a poll on the game's very version is not 204");
        assertEquals(404, send("POST", "/api/games/" + game + "/actions", asStranger, play("C2xC3", version))
                .statusCode());
        assertFalse(listed(asStranger, "channel=" + discord.channelId() + "&guild=" + discord.guildId()).contains(game));
        assertEquals(version, version(game), "nothing changed");
    }

    /** A member of the game's server who does not play in it watches it: every move, and no action of theirs. */
    @Test
    void aMemberOfTheServerWatchesAGameReadOnly() {
        String game = gameBetween(alice, bob);
        String asCarol = signIn(discord.newUser("carol" + players));

        JsonNode watched = view(game, asCarol);
        assertTrue(watched.path("viewer").isNull(), watched.toString());
        assertEquals(0, watched.path("legalActions").size());
        long version = watched.path("version").asLong();
        assertEquals(204, send("GET", "/api/games/" + game + "?after=" + version, asCarol, null).statusCode());
        HttpResponse<String> acted = send("POST", "/api/games/" + game + "/actions", asCarol, play("C2xC3", version));
        assertEquals(403, acted.statusCode(), acted.body());
        assertEquals("notYourGame", json(acted).path("code").asText());
        assertTrue(listed(asCarol, "channel=" + discord.channelId()).contains(game));
        assertEquals(version, version(game));
    }

    /** A game in a private thread is its players' alone: to another member of the server it does not exist. */
    @Test
    void aGameInAPrivateThreadIsHiddenFromAllButItsPlayers() {
        String game = gameInThread(alice, bob, "private");
        String thread = view(game, signIn(alice)).path("channel").asText();
        String asCarol = signIn(discord.newUser("carol" + players));

        assertEquals(404, send("GET", "/api/games/" + game, asCarol, null).statusCode());
        assertFalse(listed(asCarol, "channel=" + thread + "&guild=" + discord.guildId()).contains(game),
                "not even listed in its own thread");
        assertTrue(listed(signIn(bob), "channel=" + thread + "&guild=" + discord.guildId()).contains(game));
    }

    @Test
    void missingForgedOrExpiredTokensAre401AndChangeNothing() {
        String game = gameBetween(alice, bob);
        long version = version(game);
        String unused = signIn(alice);
        discord.expireAccessTokens();
        for (String authorization : new String[] {null, "Bearer forged-token", unused, "Local " + alice.id(),
                "Bot " + FakeDiscord.BOT_TOKEN}) {
            HttpResponse<String> response = send("POST", "/api/games/" + game + "/actions", authorization,
                    play("C2xC3", version));
            assertEquals(401, response.statusCode(), authorization + ": " + response.body());
            assertEquals("unauthorized", json(response).path("code").asText());
            assertEquals(401, send("GET", "/api/games/" + game, authorization, null).statusCode());
        }
        assertEquals(version, version(game));
    }

    /**
     * Discord's user routes answer a token whichever application it was issued to; a token Alice granted
     * another application (a "Log in with Discord" site, whose server holds it) is nobody here.
     */
    @Test
    void aTokenIssuedToAnotherApplicationIs401AndChangesNothing() {
        String game = gameBetween(alice, bob);
        long version = version(game);
        String elsewhere = "Bearer " + discord.accessTokenOfAnotherApplication(alice, "555555555555555555");

        HttpResponse<String> action = send("POST", "/api/games/" + game + "/actions", elsewhere, play("C2xC3", version));
        assertEquals(401, action.statusCode(), action.body());
        assertEquals("unauthorized", json(action).path("code").asText());
        assertEquals(401, send("GET", "/api/games/" + game, elsewhere, null).statusCode());
        assertEquals(401, send("GET", "/api/games?channel=" + discord.channelId(), elsewhere, null).statusCode());
        assertEquals(version, version(game));
        List<Integer> asked = discordAnswered("oauth2/@me", elsewhere);
        assertTrue(!asked.isEmpty() && asked.stream().allMatch(status -> status == 200),
                "Discord was asked what the token was issued for, and said: " + asked);
        assertEquals(List.of(), discordAnswered("users/@me", elsewhere), "and its user was not read on");
    }

    /** A forged token sent again and again is taken to Discord once in two minutes, not each time. */
    @Test
    void aForgedTokenSentAgainIsRefusedWithoutAskingDiscordAgainForAWhile() {
        String game = gameBetween(alice, bob);
        String forged = "Bearer forged-" + alice.id();
        for (int i = 0; i < 3; i++) {
            assertEquals(401, send("GET", "/api/games/" + game, forged, null).statusCode());
        }
        assertEquals(List.of(401), discordAnswered("oauth2/@me", forged), "asked once");
        clock.ahead = DiscordViewers.REFUSAL_KEPT.plusSeconds(1);
        try {
            assertEquals(401, send("GET", "/api/games/" + game, forged, null).statusCode());
            assertEquals(List.of(401, 401), discordAnswered("oauth2/@me", forged), "and again once it is forgotten");
        } finally {
            clock.ahead = Duration.ZERO;
        }
    }

    @Test
    void aTokenDiscordNoLongerKnowsStopsWorkingOnceItsCheckIsNoLongerKept() {
        String game = gameBetween(alice, bob);
        String asAlice = signIn(alice);
        view(game, asAlice);
        discord.expireAccessTokens();
        view(game, asAlice);
        clock.ahead = Duration.ofMinutes(5).plusSeconds(1);
        try {
            assertEquals(401, send("GET", "/api/games/" + game, asAlice, null).statusCode());
            assertEquals(401, send("POST", "/api/games/" + game + "/actions", asAlice, play("C2xC3", version(game)))
                    .statusCode());
        } finally {
            clock.ahead = Duration.ZERO;
        }
    }

    @Test
    void aUserPlaysOnlyTheirOwnTurnInTheirOwnGameWhateverTheBodySays() {
        String game = gameBetween(alice, bob);
        long version = version(game);
        DiscordUser carol = discord.newUser("carol" + players);
        String asCarol = signIn(carol);
        String asBob = signIn(bob);

        HttpResponse<String> watcher = send("POST", "/api/games/" + game + "/actions", asCarol, play("C2xC3", version));
        assertEquals(403, watcher.statusCode(), watcher.body());
        assertEquals("notYourGame", json(watcher).path("code").asText());
        HttpResponse<String> notHisTurn = send("POST", "/api/games/" + game + "/actions", asBob, play("C2xC3", version));
        assertEquals(403, notHisTurn.statusCode(), notHisTurn.body());
        assertEquals("notYourTurn", json(notHisTurn).path("code").asText());
        // A body that says who acts is no body the page sends: refused before anyone is asked.
        for (String who : List.of("user", "as")) {
            HttpResponse<String> claiming = send("POST", "/api/games/" + game + "/actions", asBob,
                    "{\"action\":\"C2xC3\",\"version\":" + version + ",\"" + who + "\":\"" + alice.id() + "\"}");
            assertEquals(400, claiming.statusCode(), claiming.body());
            assertEquals("badRequest", json(claiming).path("code").asText());
        }
        assertEquals(version, version(game));
        assertEquals(JSON.nullNode(), view(game, asCarol).path("viewer"), "Carol watches");
    }

    @Test
    void anActionOnAVersionThatIsGoneIsStaleAndPlaysNothing() {
        String game = gameBetween(alice, bob);
        String asAlice = signIn(alice);
        long version = version(game);
        assertEquals(200, send("POST", "/api/games/" + game + "/actions", asAlice, play("C2xC3", version)).statusCode());
        HttpResponse<String> again = send("POST", "/api/games/" + game + "/actions", asAlice, play("C2xC3", version));
        assertEquals(409, again.statusCode(), again.body());
        assertEquals("stale", json(again).path("code").asText());
        assertEquals(version + 1, version(game));
    }

    @Test
    void theSignInsFailuresAtDiscordAreAnsweredCleanly() {
        String code = discord.authorizeActivity(alice);
        discord.failCodeExchanges(400, 1);
        HttpResponse<String> badCode = send("POST", "/api/token", null, "{\"code\":\"" + code + "\"}");
        assertEquals(401, badCode.statusCode(), badCode.body());
        discord.failCodeExchanges(401, 1);
        HttpResponse<String> badClient = send("POST", "/api/token", null, "{\"code\":\"" + code + "\"}");
        assertEquals(401, badClient.statusCode(), badClient.body());
        discord.failCodeExchanges(500, 1);
        HttpResponse<String> down = send("POST", "/api/token", null, "{\"code\":\"" + code + "\"}");
        assertEquals(502, down.statusCode(), down.body());
        assertEquals("discord", json(down).path("code").asText());

        assertEquals(200, send("POST", "/api/token", null, "{\"code\":\"" + code + "\"}").statusCode(),
                "the code itself was good all along");
        assertEquals(401, send("POST", "/api/token", null, "{\"code\":\"" + code + "\"}").statusCode(),
                "and serves once");
        assertEquals(401, send("POST", "/api/token", null, "{\"code\":\"made-up\"}").statusCode());
        assertFalse(badCode.body().contains(FakeDiscord.CLIENT_SECRET) || down.body().contains(code));
    }

    /** The statuses of the calls the Activity made to Discord's {@code route} (no query) with this token. */
    private List<Integer> discordAnswered(String route, String authorization) {
        return discord.calls().stream().filter(call -> call.route().replaceFirst("\\?.*", "").equals(route)
                && authorization.equals(call.authorization())).map(RestCall::status).toList();
    }

    private static long millisSince(long start) {
        return Duration.ofNanos(System.nanoTime() - start).toMillis();
    }

    /**
     * Discord rate-limits the servers of a viewer for 0.3 s: the Activity waits what Discord said, not less
     * (the fake refuses a call that comes back early), and the member watches the game.
     */
    @Test
    void aSignInWhoseServersDiscordRateLimitsForAMomentWaitsAsToldAndShowsTheGame() {
        String game = gameBetween(alice, bob);
        String asCarol = signIn(discord.newUser("carol" + players));
        discord.failNext(SERVERS, DiscordFault.rateLimited(Duration.ofMillis(300)), 1);
        long start = System.nanoTime();

        JsonNode watched = view(game, asCarol);

        assertTrue(millisSince(start) >= 300, millisSince(start) + " ms");
        assertEquals(JSON.nullNode(), watched.path("viewer"), "Carol watches");
        assertEquals(List.of(429, 200), discordAnswered("users/@me/guilds", asCarol));
    }

    /**
     * Runs the check while Discord rate-limits the viewers' servers for a minute, then ends the fake's limit
     * for the next tests (the Activity still remembers the minute for the tokens it was said of).
     */
    private void whileTheServersAreRateLimitedForAMinute(Runnable check) {
        discord.failNext(SERVERS, DiscordFault.rateLimited(Duration.ofSeconds(60)), 1);
        try {
            check.run();
        } finally {
            discord.endRateLimits();
        }
    }

    /**
     * Discord rate-limits the servers of a viewer for a minute: longer than a page may wait. The page is told
     * at once, in its language, when to try again (503 with Retry-After), and nothing is kept of the viewer:
     * not "in no server" (she would be locked out of a game she may watch), not anything else (the next
     * request asks Discord who she is again), and her servers are not asked again before Discord's minute is
     * over.
     */
    @Test
    void aSignInRateLimitedLongerThanAPageWaitsIsToldAtOnceWhenToTryAgainAndNothingIsKept() {
        String game = gameBetween(alice, bob);
        String asCarol = signIn(discord.newUser("carol" + players));
        whileTheServersAreRateLimitedForAMinute(() -> {
            long start = System.nanoTime();
            HttpResponse<String> busy = send("GET", "/api/games/" + game, asCarol, null);
            // At once: far under the minute it would otherwise wait (generous for a loaded machine; printed).
            System.out.println("a rate-limited sign-in answered after " + millisSince(start) + " ms");
            assertTrue(millisSince(start) < 30_000, "answered at once, not after a minute: " + millisSince(start) + " ms");
            assertEquals(503, busy.statusCode(), busy.body());
            assertEquals("discordBusy", json(busy).path("code").asText());
            long retryAfter = Long.parseLong(busy.headers().firstValue("Retry-After").orElse("0"));
            assertTrue(retryAfter > 50 && retryAfter <= 60, "Retry-After: " + retryAfter);
            assertEquals("Discord asked TZAAR to slow down: try again in " + retryAfter + " seconds.",
                    json(busy).path("error").asText());

            HttpResponse<String> again = send("GET", "/api/games/" + game, asCarol, null,
                    Map.of("Accept-Language", "fr-FR,fr;q=0.9"));
            assertEquals(503, again.statusCode(), "not 404, as to one in no server: " + again.body());
            assertTrue(json(again).path("error").asText().matches(
                    "Discord demande à TZAAR de ralentir : réessayez dans \\d+ secondes\\."), again.body());
            assertEquals(2, discordAnswered("users/@me", asCarol).size(), "nothing was kept: who she is, asked again");
            assertEquals(List.of(429), discordAnswered("users/@me/guilds", asCarol),
                    "her servers not asked again before Discord's minute is over");
        });
    }

    /** The same for a stranger to the server: while Discord does not say his servers, he is not let in either. */
    @Test
    void aStrangerWhoseServersDiscordWillNotSayYetIsNotLetInMeanwhile() {
        String game = gameBetween(alice, bob);
        String asEve = signIn(discord.newOutsider("eve" + players));
        whileTheServersAreRateLimitedForAMinute(() -> {
            assertEquals(503, send("GET", "/api/games/" + game, asEve, null).statusCode());
            assertEquals(503, send("GET", "/api/games?channel=" + discord.channelId() + "&guild=" + discord.guildId(),
                    asEve, null).statusCode());
        });
    }

    /** A 500 of Discord's on a read is tried again (after 0.5 s or so), within what a page waits. */
    @Test
    void aServerErrorOfDiscordsOnWhoTheViewerIsIsTriedAgain() {
        String game = gameBetween(alice, bob);
        String asAlice = signIn(alice);
        discord.failNext("GET users/@me", DiscordFault.serverError(), 1);
        discord.failNext(SERVERS, DiscordFault.serverError(), 1);

        assertEquals("white", view(game, asAlice).path("viewer").asText());
        assertEquals(List.of(500, 200), discordAnswered("users/@me", asAlice));
        assertEquals(List.of(500, 200), discordAnswered("users/@me/guilds", asAlice));
    }

    /**
     * The code exchange uses up the code: tried again only when Discord surely did not take it. A 429 means it
     * did nothing: the exchange waits and is made again. (After a 500 it is not: see the test above.)
     */
    @Test
    void aCodeExchangeDiscordRateLimitsForAMomentIsMadeAgainAfterTheWait() {
        String game = gameBetween(alice, bob);
        String code = discord.authorizeActivity(alice);
        discord.failNext("POST oauth2/token", DiscordFault.rateLimited(Duration.ofMillis(300)), 1);
        int before = discord.calls().size();

        HttpResponse<String> token = send("POST", "/api/token", null, "{\"code\":\"" + code + "\"}");

        assertEquals(200, token.statusCode(), token.body());
        assertEquals(List.of(429, 200), discord.calls().subList(before, discord.calls().size()).stream()
                .filter(call -> call.route().equals("oauth2/token")).map(RestCall::status).toList());
        assertEquals("white", view(game, "Bearer " + json(token).path("access_token").asText()).path("viewer").asText());
    }

    @Test
    void thePageIsServedAndNothingBesideItHoweverThePathIsWritten() throws IOException {
        HttpResponse<String> index = send("GET", "/", null, null);
        assertEquals(200, index.statusCode());
        assertEquals("no-cache", index.headers().firstValue("Cache-Control").orElse(""));
        String script = index.body().replaceAll("(?s).*src=\"(assets/app-[^\"]+\\.js)\".*", "$1");
        HttpResponse<String> asset = send("GET", "/" + script, null, null);
        assertEquals(200, asset.statusCode(), script);
        assertEquals("public, max-age=31536000, immutable", asset.headers().firstValue("Cache-Control").orElse(""));
        for (String path : new String[] {"/assets/../bundle.json", "/assets/%2e%2e/bundle.json", "/bundle.json",
                "/../../../../etc/passwd", "/assets/..%2f..%2f..%2fetc%2fpasswd", "/dev/tzaar/bot/activity/ActivityApi.class",
                "/assets/../../dev/tzaar/bot/activity/ActivityApi.class"}) {
            assertEquals(404, rawStatus(path), path);
        }
    }

    @Test
    void anOversizeBodyIsRefusedUnread() {
        String game = gameBetween(alice, bob);
        HttpResponse<String> large = send("POST", "/api/games/" + game + "/actions", signIn(alice),
                "{\"action\":\"pass\",\"version\":1,\"pad\":\"" + "x".repeat(100_000) + "\"}");
        assertEquals(413, large.statusCode());
        assertEquals(2, version(game));
    }

    /** The status of a GET of exactly this path, written on the wire as it is (no client tidies it first). */
    private int rawStatus(String path) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.getPort()
                    + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            String status = new String(in.readNBytes(12), StandardCharsets.US_ASCII);
            return Integer.parseInt(status.substring(9, 12));
        }
    }
}
