package dev.tzaar.infra.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.bot.interactions.InteractionsFrontend;
import dev.tzaar.bot.interactions.InteractionsSettings;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.infra.local.FunctionUrlServer;
import dev.tzaar.infra.local.LocalGameFunction;
import dev.tzaar.lambda.service.AiTime;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Requests Discord signed that are odd all the same, against the interactions endpoint served as a
 * function URL on loopback, relaying to the real game function: a token or id no webhook URL can be
 * built from, bytes after the JSON, another method or path, and typed options full of control and
 * bidi characters. Each is refused plainly (400, 404, 405) or answered with the typed text cleaned, and
 * nothing odd ever reaches a URL of Discord's.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OddInteractionsEndToEndTest {
    /** What no message may show of what a player typed: bidi overrides and isolates, NUL, ESC, and their kin. */
    private static final String INVISIBLE = "\u202E\u2066\u0000\u001B\u200F\u0007";

    private Path data;
    private LocalGameFunction function;
    private LambdaFunctionClient relay;
    private FakeDiscord discord;
    private InteractionsFrontend frontend;
    private FunctionUrlServer url;
    private int players;

    @BeforeAll
    void start() throws Exception {
        data = Files.createTempDirectory("tzaar-odd");
        function = LocalGameFunction.start(data, 0, 0, Map.of(AiTime.MILLIS, "40"));
        relay = function.newRelay();
        discord = FakeDiscord.start();
        new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()), HttpClient.newHttpClient(),
                URI.create(discord.restBaseUrl()), "odd-token").register(Optional.empty());
        InteractionsSettings settings = InteractionsSettings.fromEnvironment(Map.of(
                "DISCORD_PUBLIC_KEY", discord.publicKey(),
                "DISCORD_APPLICATION_ID", discord.applicationId(),
                "TZAAR_DISCORD_API", discord.restBaseUrl()));
        frontend = InteractionsFrontend.start(settings, relay, Clock.systemUTC());
        url = FunctionUrlServer.start(0, frontend::handle);
        discord.deliverInteractionsTo(url.url());
    }

    @AfterAll
    void stop() throws Exception {
        url.close();
        frontend.close();
        relay.close();
        discord.close();
        function.close();
        try (var files = Files.walk(data)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    private DiscordUser newPlayer() {
        return discord.newUser("odd" + ++players);
    }

    private HttpResponse<byte[]> post(ObjectNode interaction) {
        return discord.signedRequest("POST", "/", interaction.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static String text(HttpResponse<byte[]> answer) {
        return new String(answer.body(), StandardCharsets.UTF_8);
    }

    /** The webhook calls the bot made: none may carry an odd token or id into Discord's URLs. */
    private List<RestCall> webhookCalls() {
        return discord.calls().stream().filter(c -> c.route().contains("webhooks/")).toList();
    }

    @Test
    void aTokenNoWebhookURLCanBeBuiltFromIsRefusedWith400AndGoesNowhere() throws InterruptedException {
        DiscordUser ann = newPlayer();
        for (String token : List.of("with a space", "../../channels/1/messages", "..", "t%2F..%2Fx", "tok?x=1",
                "tok#x", "", "t".repeat(1001), "tøken")) {
            int before = webhookCalls().size();
            ObjectNode help = discord.slashCommandPayload(ann, "tzaar", "help", Map.of());
            help.put("token", token);
            HttpResponse<byte[]> answer = post(help);
            assertEquals(400, answer.statusCode(), "token \"" + token + "\": " + text(answer));
            Thread.sleep(50); // a relay, had one been started, would have called by now
            assertEquals(before, webhookCalls().size(), "token \"" + token + "\" reached Discord: " + webhookCalls());
        }
        ObjectNode withoutToken = discord.slashCommandPayload(ann, "tzaar", "help", Map.of());
        withoutToken.remove("token");
        assertEquals(400, post(withoutToken).statusCode(), "no token at all");
        assertTrue(webhookCalls().stream().noneMatch(c -> c.route().contains("..") || c.route().contains(" ")),
                webhookCalls().toString());
    }

    @Test
    void anInteractionWhoseIdsAreNotSnowflakesIsRefusedWith400() {
        DiscordUser ann = newPlayer();
        for (String field : List.of("id", "channel_id", "guild_id", "application_id")) {
            ObjectNode help = discord.slashCommandPayload(ann, "tzaar", "help", Map.of());
            help.put(field, "12/../34");
            HttpResponse<byte[]> answer = post(help);
            assertEquals(400, answer.statusCode(), field + ": " + text(answer));
        }
        ObjectNode help = discord.slashCommandPayload(ann, "tzaar", "help", Map.of());
        ((ObjectNode) help.path("member").path("user")).put("id", "../1");
        assertEquals(400, post(help).statusCode(), "the user's id");
    }

    @Test
    void bytesAfterTheInteractionsJsonAreRefusedWith400() {
        DiscordUser ann = newPlayer();
        String help = discord.slashCommandPayload(ann, "tzaar", "help", Map.of()).toString();
        for (String body : List.of("{\"type\":1} trailing", "{\"type\":1}{\"type\":1}", help + "]", help + " {}")) {
            HttpResponse<byte[]> answer = discord.signedRequest("POST", "/", body.getBytes(StandardCharsets.UTF_8));
            assertEquals(400, answer.statusCode(), body + ": " + text(answer));
        }
        // White space after the JSON is still JSON.
        assertEquals(200, discord.signedRequest("POST", "/", "{\"type\":1}\n".getBytes(StandardCharsets.UTF_8))
                .statusCode());
    }

    @Test
    void anotherMethodOnTheEndpointIs405WithAllowAndAnotherPathIs404() {
        byte[] ping = "{\"type\":1}".getBytes(StandardCharsets.UTF_8);
        for (String method : List.of("GET", "PUT", "DELETE", "PATCH")) {
            HttpResponse<byte[]> answer = discord.signedRequest(method, "/", method.equals("GET") ? new byte[0] : ping);
            assertEquals(405, answer.statusCode(), method + ": " + text(answer));
            assertEquals(Optional.of("POST"), answer.headers().firstValue("Allow"), method);
        }
        for (String path : List.of("/interactions", "/admin", "/..%2F", "/index.html")) {
            HttpResponse<byte[]> answer = discord.signedRequest("POST", path, ping);
            assertEquals(404, answer.statusCode(), path + ": " + text(answer));
        }
        assertEquals(200, discord.signedRequest("POST", "/", ping).statusCode(), "the endpoint itself");
    }

    /**
     * What a player typed comes back without the characters that reorder, hide or control text, in
     * each free-text option the function repeats: {@code game:}, {@code turn:}, and a cell.
     */
    @Test
    void typedOptionsAreEchoedWithoutControlOrBidiCharacters() {
        DiscordUser ann = newPlayer();
        List<DiscordMessage> answers = new java.util.ArrayList<>();
        answers.add(discord.slashCommand(ann, "tzaar", "board", Map.of("game", "\u202Eq2m7k\u0000\u001B[31m"))
                .awaitAnswer());
        DiscordMessage start = discord.slashCommand(ann, "tzaar", "ai",
                Map.of("level", "easy", "setup", "fixed", "colour", "white")).awaitAnswer();
        assertFalse(start.ephemeral(), start.content());
        answers.add(discord.slashCommand(ann, "tzaar", "move", Map.of("turn", "\u2066F4\u0007xE4\u202E zz\u001B"))
                .awaitAnswer());
        answers.add(discord.slashCommand(ann, "tzaar", "move", Map.of("from", "\u202EQ9\u0000", "to", "E4"))
                .awaitAnswer());
        discord.setLocale(ann, "fr");
        answers.add(discord.slashCommand(ann, "tzaar", "move", Map.of("turn", "\u2066F4\u0007xE4\u202E zz\u001B"))
                .awaitAnswer());
        answers.add(discord.slashCommand(ann, "tzaar", "board", Map.of("game", "\u202Eq2m7k\u200F"))
                .awaitAnswer());
        for (DiscordMessage answer : answers) {
            assertTrue(answer.ephemeral(), answer.content());
            assertTrue(answer.content().contains("q2m7k") || answer.content().contains("zz")
                    || answer.content().contains("Q9"), "the typed text is shown: " + answer.content());
            for (char c : INVISIBLE.toCharArray()) {
                assertEquals(-1, answer.content().indexOf(c), String.format("U+%04X left in: %s", (int) c,
                        answer.content()));
            }
        }
    }
}
