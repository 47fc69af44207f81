package dev.tzaar.infra.interactions;

import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import dev.tzaar.infra.local.FunctionUrlServer;
import dev.tzaar.infra.local.LocalFunction;
import dev.tzaar.infra.local.LocalGameFunction;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The interactions function's deployment jar, and nothing else on the class path, in a fresh JVM with
 * the template's JVM options, run as on Lambda (each relay handed on to another invocation): the portal's
 * check of the URL, a challenge, its Accept button,
 * autocomplete asked of the game function, a move with its picture and a player's panel (a piece picked
 * from its menu) all work through it. A class
 * the shade configuration left out fails here (its stack trace is in the JVM's log), not in production;
 * and the whole run loads none of AWT, image I/O or JDA's gateway and REST machinery.
 */
@Tag("end-to-end")
class InteractionsDeploymentJarIT {
    /**
     * Never loaded, in the whole run: AWT and image I/O, and JDA's client, gateway and REST machinery
     * (its Requester only for the media-type constants FileUpload reads; okhttp's client never).
     */
    private static final Pattern NEVER_LOADED = Pattern.compile("^(java\\.awt\\.|javax\\.imageio\\.|sun\\.java2d\\."
            + "|net\\.dv8tion\\.jda\\.internal\\.JDAImpl|net\\.dv8tion\\.jda\\.internal\\.requests\\.(?!Requester$)"
            + "|net\\.dv8tion\\.jda\\.internal\\.handle\\.|okhttp3\\.OkHttpClient|okhttp3\\.internal\\.connection\\."
            + "|com\\.neovisionaries\\.)");
    private static final Duration FIRST_CALL = Duration.ofSeconds(30);
    private static final Pattern LOADED = Pattern.compile("\\[class,load\\s*]\\s+(\\S+) source:");

    @Test
    void theJarAloneAnswersThePortalsCheckACommandAButtonAutocompleteAMoveAndAPanel(@TempDir Path data) throws Exception {
        Path jar = InteractionsJarProcess.deploymentJar();
        // Kept after the run: the JVM's log and the classes it loaded are what to read when this fails.
        Path dir = Files.createDirectories(Path.of("target", "interactions-jar-it"));
        Path classes = dir.resolve("classes.log");
        Path log = dir.resolve("interactions.log");
        try (LocalGameFunction game = LocalGameFunction.start(data, 0, 0);
                FakeDiscord discord = FakeDiscord.start()) {
            new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()), HttpClient.newHttpClient(),
                    URI.create(discord.restBaseUrl()), "token").register(Optional.empty());
            Map<String, String> environment = InteractionsJarProcess.environment(discord.publicKey(),
                    discord.applicationId(), discord.restBaseUrl(), game.functionEndpoint(),
                    LocalGameFunction.FUNCTION + ":" + LocalFunction.TEMPLATE_ALIAS);
            // Primed, as SnapStart runs it (the priming is the acknowledgement path, so a class missing
            // there fails it too): a fresh JVM's first answer, unprimed, can miss Discord's 3 s on a busy
            // machine, and this test is about what the jar holds, not about speed.
            // As on Lambda: the handler answers, and hands each relay on by a signed POST to the Invoke API
            // (on loopback), which gives it back to the same JVM as another invocation.
            try (InteractionsJarProcess function = InteractionsJarProcess.startAsLambda(jar, true, environment,
                    List.of("-Xlog:class+load=info:file=" + classes), log);
                    FunctionUrlServer url = FunctionUrlServer.start(0, function::handle)) {
                function.awaitReady();
                discord.deliverInteractionsTo(url.url());

                FakeDiscord.EndpointCheck check = discord.checkEndpoint();
                assertEquals(new FakeDiscord.EndpointCheck(200, "{\"type\":1}", 401), check);

                DiscordUser alice = discord.newUser("alice");
                DiscordUser bob = discord.newUser("bob");
                Interaction challenging = discord.slashCommand(alice, "tzaar", "challenge",
                        Map.of("opponent", bob, "setup", "fixed", "colour", "white"));
                assertEquals(Callback.Type.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, challenging.awaitAcknowledgement().type());
                // A fresh JVM's first call to the game function (the SDK's first request) takes a while.
                DiscordMessage challenge = challenging.awaitEdits(1, FIRST_CALL).get(0);
                assertTrue(challenge.content().contains("challenges"), challenge.content());

                Interaction accepting = discord.pressButton(bob, challenge.buttons().get(0).customId(), challenge);
                assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, accepting.awaitAcknowledgement().type());
                assertTrue(accepting.awaitFollowUps(1, FIRST_CALL).get(0).attachment("board.png").isPresent());

                List<Callback.Choice> origins = discord.autocomplete(alice, "tzaar", "move", Map.of("from", ""),
                        "from").awaitChoices();
                assertFalse(origins.isEmpty(), "no stack to move from");
                String from = origins.get(0).value();
                String to = discord.autocomplete(alice, "tzaar", "move", Map.of("from", from, "to", ""), "to")
                        .awaitChoices().get(0).value();
                DiscordMessage moved = discord.slashCommand(alice, "tzaar", "move", Map.of("from", from, "to", to))
                        .awaitAnswer();
                assertTrue(moved.attachment("board.png").isPresent(), moved.toString());

                // A turn by taps: Bob's private panel, its menu of pieces, one picked and shown in place.
                String gameId = challenge.buttons().get(0).customId().substring("tzaar:accept:".length());
                DiscordMessage panel = discord.pressButton(bob, "tzaar:panel:" + gameId, moved)
                        .awaitEdits(1, FIRST_CALL).get(0);
                assertTrue(panel.ephemeral() && !panel.menus().isEmpty(), panel.toString());
                DiscordMessage.Menu pieces = panel.menus().get(0);
                Interaction picking = discord.choose(bob, pieces.customId(), pieces.options().get(0).value(), panel);
                assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, picking.awaitAcknowledgement().type());
                DiscordMessage targets = picking.awaitEdits(1, FIRST_CALL).get(0);
                assertTrue(targets.buttons().stream().anyMatch(b -> b.customId().startsWith("tzaar:move:")),
                        targets.toString());

                // A mistake, answered privately; and the game record, as text files.
                Interaction wrong = discord.slashCommand(bob, "tzaar", "move", Map.of("from", from, "to", to));
                assertTrue(wrong.awaitAnswer().ephemeral(), "a mistake is answered privately");
                DiscordMessage history = discord.slashCommand(alice, "tzaar", "history", Map.of()).awaitAnswer();
                assertFalse(history.attachments().isEmpty(), history.toString());
                assertEquals(List.of(), discord.refusedCalls());
            }
        }
        String jvmLog = Files.readString(log);
        assertFalse(jvmLog.contains("NoClassDefFoundError") || jvmLog.contains("ClassNotFoundException"), jvmLog);
        List<String> loaded = Files.readAllLines(classes).stream().map(LOADED::matcher).filter(Matcher::find)
                .map(m -> m.group(1)).toList();
        assertTrue(loaded.contains("dev.tzaar.bot.rest.WebhookMessage"), "not the whole path's log");
        assertEquals(List.of(), loaded.stream().filter(name -> NEVER_LOADED.matcher(name).find()).toList());
    }
}
