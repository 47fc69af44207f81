package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The fake's protocol and Discord's rules, checked byte by byte with the JDK's clients instead of JDA. */
class FakeDiscordRulesTest {
    private FakeDiscord discord;
    private RawBot bot;
    private DiscordUser alice;

    @BeforeEach
    void start() throws IOException {
        discord = FakeDiscord.start();
        alice = discord.newUser("alice");
    }

    @AfterEach
    void stop() {
        if (bot != null) {
            bot.close();
        }
        discord.close();
    }

    @Test
    void theGatewaySaysHelloAnswersIdentifyWithReadyAndAcknowledgesHeartbeats() throws Exception {
        bot = new RawBot(discord, "?v=10&encoding=json");
        JsonNode hello = bot.next();
        assertEquals(10, hello.path("op").asInt());
        assertTrue(hello.path("d").path("heartbeat_interval").asInt() > 0);

        bot.identify();
        JsonNode ready = bot.next();
        assertEquals("READY", ready.path("t").asText());
        assertEquals(1, ready.path("s").asInt());
        JsonNode d = ready.path("d");
        assertEquals(discord.botUser().id(), d.path("user").path("id").asText());
        assertTrue(d.path("user").path("bot").asBoolean());
        assertEquals(discord.applicationId(), d.path("application").path("id").asText());
        assertEquals(0, d.path("guilds").size());
        assertTrue(d.path("private_channels").isArray());
        assertFalse(d.path("session_id").asText().isEmpty());
        assertEquals(discord.gatewayUrl(), d.path("resume_gateway_url").asText());
        assertEquals(List.of(RawBot.TOKEN), discord.identifyTokens());

        bot.send(JSON.createObjectNode().put("op", 1).put("d", 1));
        assertEquals(11, bot.next().path("op").asInt());

        Interaction interaction = discord.slashCommand(alice, "tzaar", null, Map.of());
        JsonNode event = bot.next();
        assertEquals("INTERACTION_CREATE", event.path("t").asText());
        assertEquals(2, event.path("s").asInt());
        assertEquals(interaction.id(), event.path("d").path("id").asText());
    }

    @Test
    void aResumedSessionGetsResumedAndTheNextInteractions() throws Exception {
        RawBot first = RawBot.connected(discord);
        first.close();
        bot = new RawBot(discord, "?v=10&encoding=json");
        assertEquals(10, bot.next().path("op").asInt());

        ObjectNode resume = JSON.createObjectNode().put("op", 6);
        resume.putObject("d").put("token", RawBot.TOKEN).put("session_id", "s").put("seq", 1);
        bot.send(resume);
        assertEquals("RESUMED", bot.next().path("t").asText());
        Interaction interaction = discord.slashCommand(alice, "tzaar", null, Map.of());
        assertEquals(interaction.id(), bot.next().path("d").path("id").asText());
    }

    @Test
    void aConnectionAskingForCompressionIsClosed() throws Exception {
        bot = new RawBot(discord, "?v=10&encoding=json&compress=zlib-stream");
        assertEquals(4000, bot.awaitClose());
    }

    @Test
    void anInteractionCarriesWhatJdaNeeds() throws Exception {
        bot = RawBot.connected(discord);
        DiscordUser bob = discord.newUser("bob");
        discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob));
        JsonNode interaction = bot.next().path("d");

        Instant created = Snowflakes.timeOf(interaction.path("id").asText());
        assertTrue(Duration.between(created, Instant.now()).abs().compareTo(Duration.ofSeconds(5)) < 0, "fresh id");
        assertEquals(2, interaction.path("type").asInt());
        assertEquals(0, interaction.path("context").asInt());
        assertEquals(discord.guildId(), interaction.path("authorizing_integration_owners").path("0").asText());
        assertEquals(discord.channelId(), interaction.path("channel").path("id").asText());
        assertFalse(interaction.path("channel").path("permissions").asText().isEmpty());
        assertEquals(alice.id(), interaction.path("member").path("user").path("id").asText());
        assertFalse(interaction.path("member").path("permissions").asText().isEmpty());
        JsonNode subcommand = interaction.path("data").path("options").get(0);
        assertEquals("challenge", subcommand.path("name").asText());
        assertEquals(1, subcommand.path("type").asInt());
        JsonNode opponent = subcommand.path("options").get(0);
        assertEquals(6, opponent.path("type").asInt());
        assertEquals(bob.id(), opponent.path("value").asText());
        JsonNode resolved = interaction.path("data").path("resolved");
        assertEquals("bob", resolved.path("users").path(bob.id()).path("username").asText());
        assertTrue(resolved.path("members").has(bob.id()));
    }

    @Test
    void anInteractionIsAcknowledgedOnceOnly() throws Exception {
        bot = RawBot.connected(discord);
        Interaction interaction = discord.slashCommand(alice, "tzaar", null, Map.of());
        bot.next();

        HttpResponse<String> first = callback(interaction, "?with_response=true", defer());
        assertEquals(200, first.statusCode(), first.body());
        JsonNode resource = RawBot.json(first).path("resource");
        assertEquals(5, resource.path("type").asInt());
        assertEquals(DiscordMessage.LOADING, resource.path("message").path("flags").asInt());
        HttpResponse<String> second = callback(interaction, "", defer());
        assertEquals(400, second.statusCode());
        assertEquals(40060, RawBot.json(second).path("code").asInt());

        assertEquals(List.of(200, 400), interaction.callbacks().stream().map(Callback::status).toList());
        assertEquals(1, interaction.refusedCalls().size());
        assertTrue(interaction.original().orElseThrow().loading());
    }

    @Test
    void anAcknowledgementAfterThreeSecondsIsRefused() throws Exception {
        bot = RawBot.connected(discord);
        Interaction interaction = discord.slashCommand(alice, "tzaar", null, Map.of());
        bot.next();
        interaction.sent(System.nanoTime() - Duration.ofSeconds(4).toNanos()); // as if sent 4 s ago

        HttpResponse<String> late = callback(interaction, "", defer());

        assertEquals(404, late.statusCode());
        assertEquals(10062, RawBot.json(late).path("code").asInt());
        Callback callback = interaction.awaitCallback();
        assertFalse(callback.accepted());
        assertTrue(callback.latency().compareTo(Rest.ACKNOWLEDGE_WITHIN) > 0, callback.toString());
    }

    @Test
    void aRaisedAcknowledgementLimitTakesALateAcknowledgementAndStillRecordsHowLateItCame() throws Exception {
        discord.waitForAcknowledgementsUpTo(Duration.ofSeconds(60));
        bot = RawBot.connected(discord);
        Interaction interaction = discord.slashCommand(alice, "tzaar", null, Map.of());
        bot.next();
        interaction.sent(System.nanoTime() - Duration.ofSeconds(4).toNanos()); // as if sent 4 s ago

        HttpResponse<String> late = callback(interaction, "", defer());

        assertEquals(204, late.statusCode(), late.body());
        Callback callback = interaction.awaitCallback();
        assertTrue(callback.accepted(), callback.toString());
        assertTrue(callback.latency().compareTo(Duration.ofSeconds(4)) >= 0, callback.toString());
    }

    @Test
    void anAcknowledgementLimitIsAPositiveDuration() {
        assertThrows(IllegalArgumentException.class, () -> discord.waitForAcknowledgementsUpTo(Duration.ZERO));
    }

    /**
     * A body that Discord's OpenAPI description does not allow is refused as Discord refuses it (400,
     * Invalid Form Body), saying where the fault is and what it is, and counted as the bot's mistake.
     */
    @Test
    void aBodyDiscordsDescriptionDoesNotAllowIsRefusedSayingWhereAndWhy() throws Exception {
        bot = RawBot.connected(discord);
        HttpResponse<String> refused = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest
                .newBuilder(java.net.URI.create(discord.restBaseUrl() + "channels/" + discord.channelId() + "/messages"))
                .header("Authorization", "Bot " + FakeDiscord.BOT_TOKEN).header("Content-Type", "application/json")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"content\": 42}")).build(),
                HttpResponse.BodyHandlers.ofString());

        assertEquals(400, refused.statusCode(), refused.body());
        JsonNode error = JSON.readTree(refused.body());
        assertEquals(50035, error.path("code").asInt(), refused.body());
        assertTrue(error.path("message").asText().contains("$.content: integer found, [string, null] expected"),
                refused.body());
        assertEquals(1, discord.refusedCalls().size(), discord.refusedCalls().toString());
    }

    /**
     * A failure a test asks for is answered as Discord documents it: a 429's body is a {@code
     * RatelimitedResponse} of Discord's OpenAPI description, its headers Discord's rate-limit headers; a call
     * of the bucket before its reset is refused with 429 again, and counted as the bot's mistake.
     */
    @Test
    void aRateLimitIsAnsweredAsDiscordDocumentsItAndAnEarlyCallIsRefused() throws Exception {
        bot = RawBot.connected(discord);
        discord.failNext("POST channels/\\d+/messages", DiscordFault.rateLimited(Duration.ofMillis(1500)), 1);
        String route = "channels/" + discord.channelId() + "/messages";
        java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
        java.util.function.Supplier<HttpResponse<String>> post = () -> {
            try {
                return http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(discord.restBaseUrl() + route))
                        .header("Authorization", "Bot " + FakeDiscord.BOT_TOKEN).header("Content-Type", "application/json")
                        .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"content\":\"hi\"}")).build(),
                        HttpResponse.BodyHandlers.ofString());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        };

        HttpResponse<String> limited = post.get();

        assertEquals(429, limited.statusCode());
        JsonNode body = RawBot.json(limited);
        assertEquals(List.of(), Rest.schemaOfParts()
                .componentViolations("RatelimitedResponse", body), body.toString());
        assertEquals(1.5, body.path("retry_after").asDouble());
        assertFalse(body.path("global").asBoolean());
        assertEquals("2", limited.headers().firstValue("Retry-After").orElseThrow(), "whole seconds, rounded up");
        assertEquals("0", limited.headers().firstValue("X-RateLimit-Remaining").orElseThrow());
        assertEquals("1.500", limited.headers().firstValue("X-RateLimit-Reset-After").orElseThrow());
        assertEquals("user", limited.headers().firstValue("X-RateLimit-Scope").orElseThrow());
        for (String header : List.of("X-RateLimit-Limit", "X-RateLimit-Reset", "X-RateLimit-Bucket")) {
            assertTrue(limited.headers().firstValue(header).isPresent(), header + " in " + limited.headers());
        }
        assertEquals(List.of(), discord.refusedCalls(), "the 429 asked for is no mistake of the bot's");

        HttpResponse<String> early = post.get();
        assertEquals(429, early.statusCode());
        assertEquals(1, discord.refusedCalls().size(), "coming back early is");
        HttpResponse<String> ok = post.get(); // (the bucket of the fake's own answers is never empty)
        assertTrue(ok.statusCode() == 429 || ok.statusCode() == 200, ok.toString());
        assertTrue(ok.headers().firstValue("X-RateLimit-Bucket").isPresent(), "every answer names its bucket");
    }

    @Test
    void theWebhookServesTheInteractionOnceAcknowledged() throws Exception {
        bot = RawBot.connected(discord);
        Interaction interaction = discord.slashCommand(alice, "tzaar", null, Map.of());
        bot.next();
        String webhook = "webhooks/" + discord.applicationId() + "/" + interaction.token();

        HttpResponse<String> early = bot.request("POST", webhook, content("too early"));
        assertEquals(404, early.statusCode());
        assertEquals(10015, RawBot.json(early).path("code").asInt());

        assertEquals(204, callback(interaction, "", defer()).statusCode());
        HttpResponse<String> followUp = bot.request("POST", webhook, content("your turn " + alice.mention()));
        assertEquals(200, followUp.statusCode(), followUp.body());
        assertEquals(Set.of(alice.id()), interaction.awaitFollowUp().pinged(), "no allowed_mentions: all ping");
        assertEquals(discord.botUser().id(), RawBot.json(followUp).path("author").path("id").asText());

        assertEquals(200, bot.request("PATCH", webhook + "/messages/@original", content("done")).statusCode());
        DiscordMessage edited = interaction.awaitEdit();
        assertEquals("done", edited.content());
        assertFalse(edited.loading());
        assertEquals("done", RawBot.json(bot.request("GET", webhook + "/messages/@original", (JsonNode) null))
                .path("content").asText());

        assertEquals(204, bot.request("DELETE", webhook + "/messages/@original", (JsonNode) null).statusCode());
        assertTrue(interaction.original().isEmpty());
        assertEquals(List.of(early.statusCode()), interaction.refusedCalls().stream().map(RestCall::status).toList());
    }

    @Test
    void aCallbackMustFitTheInteraction() throws Exception {
        bot = RawBot.connected(discord);
        Interaction command = discord.slashCommand(alice, "tzaar", null, Map.of());
        bot.next();
        assertEquals(400, callback(command, "", JSON.createObjectNode().put("type", 6)).statusCode());
        assertEquals(400, callback(command, "", choices(3)).statusCode());

        Interaction typing = discord.autocomplete(alice, "tzaar", "move", Map.of("from", "e"), "from");
        bot.next();
        assertEquals(400, callback(typing, "", defer()).statusCode());
        assertEquals(400, callback(typing, "", choices(26)).statusCode(), "at most 25 choices");
        assertEquals(204, callback(typing, "", choices(25)).statusCode());
        assertEquals(25, typing.awaitChoices().size());
    }

    @Test
    void aBodyDiscordsApiDescriptionDoesNotAllowIsRefusedAsInvalidFormBodyAndChangesNothing() throws Exception {
        bot = RawBot.connected(discord);
        Interaction interaction = discord.slashCommand(alice, "tzaar", null, Map.of());
        bot.next();
        ObjectNode numberAsContent = JSON.createObjectNode().put("type", 4);
        numberAsContent.putObject("data").put("content", 42);

        HttpResponse<String> callback = callback(interaction, "", numberAsContent);
        assertEquals(400, callback.statusCode());
        assertEquals(50035, RawBot.json(callback).path("code").asInt());
        assertFalse(interaction.acknowledged(), "a refused callback acknowledges nothing");

        assertEquals(204, callback(interaction, "", defer()).statusCode());
        String original = "webhooks/" + discord.applicationId() + "/" + interaction.token() + "/messages/@original";
        ObjectNode badButton = content("board");
        badButton.putArray("components").addObject().put("type", 1).putArray("components").addObject()
                .put("type", 99).put("custom_id", "x");
        HttpResponse<String> edit = patchMultipart(original, badButton, "board.png", new byte[] {1});
        assertEquals(400, edit.statusCode(), "payload_json of a multipart body is checked too");
        assertTrue(interaction.original().orElseThrow().loading(), "the refused edit changed nothing");
        HttpResponse<String> followUp = bot.request("POST", "webhooks/" + discord.applicationId() + "/"
                + interaction.token(), JSON.createObjectNode().put("content", "x".repeat(2001)));
        assertEquals(400, followUp.statusCode());

        assertEquals(List.of(400, 400, 400), discord.refusedCalls().stream().map(RestCall::status).toList());
        assertTrue(discord.refusedCalls().get(1).error().contains("components[0]"),
                discord.refusedCalls().get(1).error());
    }

    @Test
    void anInteractionsEndpointAnswerDiscordsApiDescriptionDoesNotAllowIsRefused() throws Exception {
        com.sun.net.httpserver.HttpServer endpoint = com.sun.net.httpserver.HttpServer.create(
                new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
        endpoint.createContext("/", exchange -> {
            byte[] answer = "{\"type\": 4, \"data\": {\"content\": 42}}".getBytes(StandardCharsets.UTF_8);
            exchange.getRequestBody().readAllBytes();
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        endpoint.start();
        try {
            discord.deliverInteractionsTo(java.net.URI.create("http://127.0.0.1:" + endpoint.getAddress().getPort() + "/"));
            Interaction interaction = discord.slashCommand(alice, "tzaar", null, Map.of());

            assertFalse(interaction.acknowledged());
            List<RestCall> refused = discord.refusedCalls();
            assertEquals(1, refused.size(), refused.toString());
            assertEquals(400, refused.get(0).status());
            assertTrue(refused.get(0).error().contains("$.data"), refused.get(0).error());
        } finally {
            endpoint.stop(0);
        }
    }

    /** A call with the bot's token, as the bot's REST client makes them. */
    private HttpResponse<String> withBotToken(String method, String route, JsonNode json) throws Exception {
        java.net.http.HttpRequest.Builder request = java.net.http.HttpRequest.newBuilder(
                java.net.URI.create(discord.restBaseUrl() + route))
                .header("Authorization", "Bot " + FakeDiscord.BOT_TOKEN)
                .method(method, json == null ? java.net.http.HttpRequest.BodyPublishers.noBody()
                        : java.net.http.HttpRequest.BodyPublishers.ofString(json.toString()));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        return java.net.http.HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aPrivateThreadIsStartedOnItsOwnAsDiscordDescribesItAndOnlyItsMembersActInIt() throws Exception {
        bot = RawBot.connected(discord);
        String route = "channels/" + discord.channelId() + "/threads";
        ObjectNode tooLong = JSON.createObjectNode().put("name", "x".repeat(101)).put("type", 12);
        assertEquals(400, withBotToken("POST", route, tooLong).statusCode(), "a name over 100 characters");
        ObjectNode announcementThread = JSON.createObjectNode().put("name", "TZAAR k7m2q").put("type", 10);
        assertEquals(400, withBotToken("POST", route, announcementThread).statusCode(),
                "the bot starts public and private threads on their own, no other kind");
        assertTrue(discord.threads().isEmpty(), "refused calls start nothing");

        HttpResponse<String> started = withBotToken("POST", route, JSON.createObjectNode().put("name", "TZAAR k7m2q")
                .put("type", 12).put("auto_archive_duration", 10080));
        assertEquals(201, started.statusCode(), started.body());
        JsonNode thread = RawBot.json(started);
        assertEquals(12, thread.path("type").asInt());
        assertEquals(discord.channelId(), thread.path("parent_id").asText());
        FakeThread fake = discord.threads().get(0);
        assertTrue(fake.privateThread());
        assertEquals(List.of(discord.botUser().id()), fake.members(), "the bot, who started it");

        assertThrows(IllegalStateException.class, () -> discord.slashCommand(discord.thread(fake), alice, "tzaar",
                null, Map.of()), "Alice cannot act where she cannot see");
        String member = "channels/" + fake.id() + "/thread-members/" + alice.id();
        assertEquals(204, withBotToken("PUT", member, null).statusCode());
        discord.slashCommand(discord.thread(fake), alice, "tzaar", null, Map.of());
        assertEquals(12, bot.next().path("d").path("channel").path("type").asInt(), "a member acts in it");
        assertEquals(204, withBotToken("DELETE", member, null).statusCode(),
                "its creator takes a member off a private thread without Manage Threads");
        assertFalse(fake.members().contains(alice.id()));

        // invitable: false, "whether non-moderators can add other non-moderators": the bot is none.
        HttpResponse<String> closed = withBotToken("POST", route, JSON.createObjectNode().put("name", "TZAAR x2")
                .put("type", 12).put("invitable", false));
        String closedMember = "channels/" + RawBot.json(closed).path("id").asText() + "/thread-members/" + alice.id();
        assertEquals(403, withBotToken("PUT", closedMember, null).statusCode(), "the bot may not add Alice");
        discord.grantManageThreads(true);
        try {
            assertEquals(204, withBotToken("PUT", closedMember, null).statusCode(), "a moderator may");
        } finally {
            discord.grantManageThreads(false);
        }
    }

    @Test
    void aPublicThreadStartedOnItsOwnIsATournamentGamesAnyoneInTheChannelMayActIn() throws Exception {
        bot = RawBot.connected(discord);
        HttpResponse<String> started = withBotToken("POST", "channels/" + discord.channelId() + "/threads",
                JSON.createObjectNode().put("name", "Spring Cup · round 1, board 1: ada – bo").put("type", 11)
                        .put("auto_archive_duration", 10080));
        assertEquals(201, started.statusCode(), started.body());
        JsonNode thread = RawBot.json(started);
        assertEquals(11, thread.path("type").asInt());
        FakeThread fake = discord.threads().get(0);
        assertFalse(fake.privateThread());
        assertEquals(List.of(discord.botUser().id()), fake.members(), "the bot, who started it");
        discord.slashCommand(discord.thread(fake), alice, "tzaar", null, Map.of());
        assertEquals(11, bot.next().path("d").path("channel").path("type").asInt(), "anyone acts in a public one");
    }

    @Test
    void anUnknownRouteIsAnswered404AndRecorded() throws Exception {
        bot = RawBot.connected(discord);

        HttpResponse<String> response = bot.request("GET", "channels/1/pins", (JsonNode) null);

        assertEquals(404, response.statusCode());
        assertEquals(List.of(new RestCall("GET", "channels/1/pins", "Bot " + RawBot.TOKEN, 404, "404: Not Found")),
                discord.refusedCalls());
    }

    /**
     * A channel's messages are listed as Discord lists them, newest first, after a message id and up to a
     * limit, each a {@code MessageResponse}; a post Discord answered with a 500 after making it is listed.
     */
    @Test
    void aChannelsMessagesAreListedNewestFirstAfterAnIdIncludingOneAnswered500() throws Exception {
        bot = RawBot.connected(discord);
        String route = "channels/" + discord.channelId() + "/messages";
        java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
        java.util.function.Function<java.net.http.HttpRequest.Builder, HttpResponse<String>> send = request -> {
            try {
                return http.send(request.header("Authorization", "Bot " + FakeDiscord.BOT_TOKEN).build(),
                        HttpResponse.BodyHandlers.ofString());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        };
        java.util.function.Function<String, HttpResponse<String>> post = content -> send.apply(
                java.net.http.HttpRequest.newBuilder(java.net.URI.create(discord.restBaseUrl() + route))
                        .header("Content-Type", "application/json").POST(java.net.http.HttpRequest.BodyPublishers
                                .ofString("{\"content\":\"" + content + "\"}")));
        java.util.function.Function<String, JsonNode> list = query -> RawBot.json(send.apply(
                java.net.http.HttpRequest.newBuilder(java.net.URI.create(discord.restBaseUrl() + route + "?" + query))
                        .GET()));
        String first = RawBot.json(post.apply("one")).path("id").asText();
        discord.failNext("POST channels/\\d+/messages", DiscordFault.serverErrorAfterDoingIt(), 1);
        assertEquals(500, post.apply("two").statusCode());

        JsonNode after = list.apply("after=" + first + "&limit=5");
        assertEquals(1, after.size(), after.toString());
        assertEquals("two", after.get(0).path("content").asText());
        JsonNode newest = list.apply("limit=1");
        assertEquals("two", newest.get(0).path("content").asText(), newest.toString());
        JsonNode all = list.apply("after=0&limit=100");
        assertEquals(List.of("two", "one"), java.util.stream.StreamSupport.stream(all.spliterator(), false)
                .map(m -> m.path("content").asText()).filter(c -> c.equals("one") || c.equals("two")).toList());
    }

    @Test
    void anEditKeepsTheAttachmentsItListsAndAddsItsFiles() throws Exception {
        bot = RawBot.connected(discord);
        Interaction interaction = discord.slashCommand(alice, "tzaar", null, Map.of());
        bot.next();
        callback(interaction, "", defer());
        String original = "webhooks/" + discord.applicationId() + "/" + interaction.token() + "/messages/@original";
        // Bytes that look like a part's end must not end the part.
        byte[] first = "one\r\n--\r\n\u0000two".getBytes(StandardCharsets.UTF_8);
        byte[] second = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n'};

        ObjectNode withFirst = content("board");
        withFirst.putArray("attachments").addObject().put("id", 0).put("description", "first");
        assertEquals(200, patchMultipart(original, withFirst, "a.png", first).statusCode());
        DiscordMessage.Attachment kept = interaction.awaitEdit().attachments().get(0);
        assertArrayEquals(first, kept.bytes());
        assertEquals("first", kept.description());

        ObjectNode keepAndAdd = JSON.createObjectNode();
        ArrayNode attachments = keepAndAdd.putArray("attachments");
        attachments.addObject().put("id", kept.id());
        attachments.addObject().put("id", 0).put("filename", "b.png").put("description", "second");
        assertEquals(200, patchMultipart(original, keepAndAdd, "upload.png", second).statusCode());
        DiscordMessage both = interaction.awaitEdits(2).get(1);
        assertEquals("board", both.content(), "an edit keeps the content it does not name");
        assertEquals(List.of("a.png", "b.png"), both.attachments().stream().map(a -> a.filename()).toList());
        assertArrayEquals(second, both.attachments().get(1).bytes());

        ObjectNode none = JSON.createObjectNode();
        none.putArray("attachments");
        assertEquals(200, bot.request("PATCH", original, none).statusCode());
        assertEquals(List.of(), interaction.awaitEdits(3).get(2).attachments());
    }

    @Test
    void usersInvokeOnlyWhatIsRegistered() throws Exception {
        bot = RawBot.connected(discord);
        String route = "applications/" + discord.applicationId() + "/guilds/" + discord.guildId() + "/commands";
        HttpResponse<String> put = bot.request("PUT", route, JSON.createArrayNode().add(tzaar()));
        assertEquals(200, put.statusCode(), put.body());
        String id = RawBot.json(put).get(0).path("id").asText();
        assertEquals(id, discord.registeredCommands(discord.guildId()).get(0).path("id").asText());
        assertEquals(id, RawBot.json(bot.request("PUT", route, JSON.createArrayNode().add(tzaar()))).get(0)
                .path("id").asText(), "a command keeps its id when registered again");

        assertThrows(IllegalArgumentException.class, () -> discord.slashCommand(alice, "tzaar", null, Map.of()));
        assertThrows(IllegalArgumentException.class,
                () -> discord.slashCommand(alice, "tzaar", "place", Map.of("at", "E4")));
        assertThrows(IllegalArgumentException.class,
                () -> discord.slashCommand(alice, "tzaar", "move", Map.of("from", 4, "to", "E4")));
        assertThrows(IllegalArgumentException.class,
                () -> discord.slashCommand(alice, "tzaar", "move", Map.of("from", "F4")));
        assertThrows(IllegalArgumentException.class,
                () -> discord.autocomplete(alice, "tzaar", "move", Map.of("to", "E"), "to"));

        discord.slashCommand(alice, "tzaar", "move", Map.of("from", "F4", "to", "E4"));
        JsonNode data = bot.next().path("d").path("data");
        assertEquals(id, data.path("id").asText());
        assertEquals(discord.guildId(), data.path("guild_id").asText());
    }

    @Test
    void onlyEnabledButtonsOfTheBotsMessagesCanBePressed() throws Exception {
        bot = RawBot.connected(discord);
        Interaction command = discord.slashCommand(alice, "tzaar", null, Map.of());
        bot.next();
        ObjectNode reply = JSON.createObjectNode().put("type", 4);
        ArrayNode buttons = reply.putObject("data").put("content", "pick").putArray("components")
                .addObject().put("type", 1).putArray("components");
        buttons.addObject().put("type", 2).put("style", 1).put("label", "A").put("custom_id", "a");
        buttons.addObject().put("type", 2).put("style", 1).put("label", "B").put("custom_id", "b")
                .put("disabled", true);
        assertEquals(204, callback(command, "", reply).statusCode());
        DiscordMessage message = command.original().orElseThrow();

        assertThrows(IllegalArgumentException.class, () -> discord.pressButton(alice, "a", "1234"));
        assertThrows(IllegalArgumentException.class, () -> discord.pressButton(alice, "c", message));
        assertThrows(IllegalArgumentException.class, () -> discord.pressButton(alice, "b", message));
        Interaction press = discord.pressButton(alice, "a", message);

        JsonNode event = bot.next().path("d");
        assertEquals(3, event.path("type").asInt());
        assertEquals("a", event.path("data").path("custom_id").asText());
        assertEquals(message.id(), event.path("message").path("id").asText());
        assertEquals(message.id(), press.original().orElseThrow().id());
    }

    @Test
    void buttonsAreRefusedBeyondDiscordsLimits() throws Exception {
        bot = RawBot.connected(discord);
        Interaction command = discord.slashCommand(alice, "tzaar", null, Map.of());
        bot.next();
        callback(command, "", defer());
        String followUp = "webhooks/" + discord.applicationId() + "/" + command.token();

        assertEquals(200, bot.request("POST", followUp, buttons(5, 5, 100, 80)).statusCode(), "all at the limits");
        assertEquals(400, bot.request("POST", followUp, buttons(6, 1, 10, 10)).statusCode(), "six rows");
        assertEquals(400, bot.request("POST", followUp, buttons(1, 6, 10, 10)).statusCode(), "six in a row");
        assertEquals(400, bot.request("POST", followUp, buttons(1, 1, 101, 10)).statusCode(), "custom_id of 101");
        assertEquals(400, bot.request("POST", followUp, buttons(1, 1, 10, 81)).statusCode(), "label of 81");
        ObjectNode twice = buttons(1, 2, 10, 10);
        ((ObjectNode) twice.path("components").get(0).path("components").get(1)).put("custom_id",
                twice.path("components").get(0).path("components").get(0).path("custom_id").asText());
        HttpResponse<String> duplicate = bot.request("POST", followUp, twice);
        assertEquals(400, duplicate.statusCode(), "one custom_id twice");
        assertEquals(50035, RawBot.json(duplicate).path("code").asInt());
        assertEquals(1, command.awaitFollowUps(1).size());
        assertEquals(5, command.refusedCalls().size());
    }

    @Test
    void selectMenusAreRefusedBeyondDiscordsLimits() throws Exception {
        bot = RawBot.connected(discord);
        Interaction command = discord.slashCommand(alice, "tzaar", null, Map.of());
        bot.next();
        callback(command, "", defer());
        String followUp = "webhooks/" + discord.applicationId() + "/" + command.token();

        assertEquals(200, bot.request("POST", followUp, menu(25, 100, 100, 100, 150)).statusCode(), "at the limits");
        assertEquals(400, bot.request("POST", followUp, menu(26, 10, 10, 10, 10)).statusCode(), "26 options");
        assertEquals(400, bot.request("POST", followUp, menu(1, 101, 10, 10, 10)).statusCode(), "custom_id of 101");
        assertEquals(400, bot.request("POST", followUp, menu(1, 10, 101, 10, 10)).statusCode(), "label of 101");
        assertEquals(400, bot.request("POST", followUp, menu(1, 10, 10, 101, 10)).statusCode(), "description of 101");
        assertEquals(400, bot.request("POST", followUp, menu(1, 10, 10, 10, 151)).statusCode(), "placeholder of 151");
        ObjectNode withAButton = menu(2, 10, 10, 10, 10);
        ((ArrayNode) withAButton.path("components").get(0).path("components")).addObject().put("type", 2)
                .put("style", 1).put("label", "B").put("custom_id", "b");
        assertEquals(400, bot.request("POST", followUp, withAButton).statusCode(), "a menu shares no row");
        ObjectNode sameValue = menu(2, 10, 10, 10, 10);
        ((ObjectNode) sameValue.path("components").get(0).path("components").get(0).path("options").get(1))
                .put("value", sameValue.path("components").get(0).path("components").get(0).path("options").get(0)
                        .path("value").asText());
        assertEquals(400, bot.request("POST", followUp, sameValue).statusCode(), "one value twice");
        ObjectNode sixRows = menu(2, 10, 10, 10, 10);
        for (int i = 0; i < 5; i++) {
            ((ArrayNode) sixRows.path("components")).add(buttons(1, 1, 10, 10).path("components").get(0).deepCopy());
            ((ObjectNode) sixRows.path("components").get(i + 1).path("components").get(0)).put("custom_id", "b" + i);
        }
        assertEquals(400, bot.request("POST", followUp, sixRows).statusCode(), "a menu and five rows of buttons");
        assertEquals(1, command.awaitFollowUps(1).size());
        assertEquals(8, command.refusedCalls().size());
        DiscordMessage.Menu shown = command.followUps().get(0).menus().get(0);
        assertEquals(25, shown.options().size());
    }

    /**
     * A private panel: only its reader can pick from its menu; the pick arrives as a component interaction
     * with its value, and the bot may answer it by updating the ephemeral message at once (UPDATE_MESSAGE)
     * or after deferring (DEFERRED_UPDATE_MESSAGE, then PATCH @original): it stays ephemeral, in place.
     */
    @Test
    void anEphemeralMessagesMenuIsPickedOnlyByItsReaderAndUpdatedInPlace() throws Exception {
        bot = RawBot.connected(discord);
        Interaction command = discord.slashCommand(alice, "tzaar", null, Map.of());
        bot.next();
        ObjectNode panel = JSON.createObjectNode().put("type", 4);
        panel.set("data", menu(3, 10, 10, 10, 10).put("flags", DiscordMessage.EPHEMERAL));
        assertEquals(204, callback(command, "", panel).statusCode());
        DiscordMessage message = command.original().orElseThrow();
        assertTrue(message.ephemeral());
        DiscordMessage.Menu menu = message.menus().get(0);
        String value = menu.options().get(1).value();

        DiscordUser bob = discord.newUser("bob");
        assertThrows(IllegalArgumentException.class, () -> discord.choose(bob, menu.customId(), value, message),
                "Bob does not see Alice's ephemeral message");
        assertThrows(IllegalArgumentException.class, () -> discord.choose(alice, menu.customId(), "nothing", message));
        assertThrows(IllegalArgumentException.class, () -> discord.pressButton(bob, menu.customId(), message));

        Interaction pick = discord.choose(alice, menu.customId(), value, message);
        JsonNode event = bot.next().path("d");
        assertEquals(3, event.path("type").asInt());
        assertEquals(3, event.path("data").path("component_type").asInt());
        assertEquals(List.of(value), List.of(event.path("data").path("values").get(0).asText()));
        assertEquals(message.id(), event.path("message").path("id").asText());
        assertEquals(DiscordMessage.EPHEMERAL, event.path("message").path("flags").asInt() & DiscordMessage.EPHEMERAL);
        ObjectNode update = JSON.createObjectNode().put("type", 7);
        update.putObject("data").put("content", "updated at once");
        assertEquals(204, callback(pick, "", update).statusCode());
        DiscordMessage updated = pick.awaitEdit();
        assertEquals("updated at once", updated.content());
        assertEquals(message.id(), updated.id());
        assertTrue(updated.ephemeral(), "still only Alice's");

        Interaction later = discord.choose(alice, menu.customId(), value, discord.message(message.id()).orElseThrow());
        bot.next();
        assertEquals(204, callback(later, "", JSON.createObjectNode().put("type", 6)).statusCode());
        assertEquals(200, bot.request("PATCH", "webhooks/" + discord.applicationId() + "/" + later.token()
                + "/messages/@original", content("updated after deferring")).statusCode());
        DiscordMessage edited = later.awaitEdit();
        assertEquals(message.id(), edited.id());
        assertEquals("updated after deferring", edited.content());
        assertTrue(edited.ephemeral());
        assertEquals(List.of(), discord.refusedCalls());
    }

    /**
     * A message with one select menu of {@code options} options, whose custom_id, first label, first
     * description and placeholder have the given lengths.
     */
    private static ObjectNode menu(int options, int idLength, int labelLength, int descriptionLength,
            int placeholderLength) {
        ObjectNode message = content("menu");
        ObjectNode select = message.putArray("components").addObject().put("type", 1).putArray("components")
                .addObject().put("type", 3).put("custom_id", "m".repeat(idLength))
                .put("placeholder", "p".repeat(placeholderLength));
        ArrayNode items = select.putArray("options");
        for (int i = 0; i < options; i++) {
            String number = String.valueOf(i);
            items.addObject().put("label", i == 0 ? "L".repeat(labelLength) : "L" + number)
                    .put("value", "v".repeat(i == 0 ? 100 - number.length() : 1) + number)
                    .put("description", i == 0 ? "d".repeat(descriptionLength) : "d");
        }
        return message;
    }

    /** A message of {@code rows} rows of {@code perRow} buttons, ids and labels of the given lengths, ids distinct. */
    private static ObjectNode buttons(int rows, int perRow, int idLength, int labelLength) {
        ObjectNode message = content("buttons");
        ArrayNode components = message.putArray("components");
        for (int r = 0; r < rows; r++) {
            ArrayNode row = components.addObject().put("type", 1).putArray("components");
            for (int b = 0; b < perRow; b++) {
                String number = r + "." + b;
                row.addObject().put("type", 2).put("style", 1)
                        .put("label", "L".repeat(labelLength - number.length()) + number)
                        .put("custom_id", "i".repeat(idLength - number.length()) + number);
            }
        }
        return message;
    }

    private HttpResponse<String> callback(Interaction interaction, String query, JsonNode body)
            throws IOException, InterruptedException {
        return bot.request("POST", "interactions/" + interaction.id() + "/" + interaction.token() + "/callback" + query,
                body);
    }

    private static ObjectNode defer() {
        return JSON.createObjectNode().put("type", 5);
    }

    private static ObjectNode content(String content) {
        return JSON.createObjectNode().put("content", content);
    }

    private static ObjectNode choices(int count) {
        ObjectNode callback = JSON.createObjectNode().put("type", 8);
        ArrayNode choices = callback.putObject("data").putArray("choices");
        for (int i = 0; i < count; i++) {
            choices.addObject().put("name", "c" + i).put("value", "c" + i);
        }
        return callback;
    }

    /** {@code /tzaar move from:<autocomplete> to:}, both required. */
    private static ObjectNode tzaar() {
        ObjectNode tzaar = JSON.createObjectNode().put("name", "tzaar").put("description", "Play TZAAR");
        ObjectNode move = tzaar.putArray("options").addObject().put("type", 1).put("name", "move")
                .put("description", "Move");
        ArrayNode options = move.putArray("options");
        options.addObject().put("type", 3).put("name", "from").put("description", "From").put("required", true)
                .put("autocomplete", true);
        options.addObject().put("type", 3).put("name", "to").put("description", "To").put("required", true);
        return tzaar;
    }

    /** A multipart request as JDA builds it: one file as {@code files[0]}, then {@code payload_json}. */
    private HttpResponse<String> patchMultipart(String route, JsonNode payload, String filename, byte[] file)
            throws IOException, InterruptedException {
        String boundary = "b0undary";
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"" + filename
                + "\"\r\nContent-Type: application/octet-stream\r\nContent-Length: " + file.length + "\r\n\r\n")
                .getBytes(StandardCharsets.UTF_8));
        body.write(file);
        body.write(("\r\n--" + boundary + "\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n"
                + "Content-Type: application/json; charset=utf-8\r\n\r\n" + payload + "\r\n--" + boundary + "--\r\n")
                .getBytes(StandardCharsets.UTF_8));
        return bot.request("PATCH", route, "multipart/form-data; boundary=" + boundary, body.toByteArray());
    }
}
