package dev.tzaar.infra.discord;

import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Forgery;
import dev.tzaar.testkit.discord.Interaction;
import dev.tzaar.testkit.discord.RestCall;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.registration.HttpCommandRegistrar;
import dev.tzaar.bot.registration.Registration;
import dev.tzaar.infra.stack.LocalStack;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The games, through the interactions endpoint: the fake Discord POSTs each interaction, signed with
 * the application's key, to the endpoint served as a Lambda function URL on loopback, and takes the
 * answer as the interaction response (within 3 s); the endpoint edits and follows up through the
 * interaction webhooks, without a bot token. The commands were registered once beforehand, as
 * {@code ./tzaar register} does.
 */
@Tag("end-to-end")
class InteractionsEndToEndTest {

    @RegisterExtension
    static final LocalStack stack = GamesThroughDiscord.gamesThrough(
            LocalStack.withInteractions().registeringWith("e2e-token"));

    @Nested
    class ByCommands extends GamesByCommands {
    }

    @Nested
    class ByTaps extends GamesByTaps {
    }

    @Nested
    class InThreads extends GamesInThreads {
    }

    @Nested
    class WhenDiscordFails extends GamesWhenDiscordFails {
    }

    /**
     * What only the interactions endpoint meets: its registration, the webhooks without a token, and requests
     * Discord did not sign, signed twice, late or oddly shaped.
     */
    @Nested
    class Requests extends GamesThroughDiscord {

        @Test
        void registeringWithTheTokenPutsTheCommandOnceAndASecondTimeChangesNothing() {
            assertEquals(1, discord.registeredCommands().size());
            HttpCommandRegistrar again = new HttpCommandRegistrar(new TzaarCommand(Subcommands.all()),
                    HttpClient.newHttpClient(), URI.create(discord.restBaseUrl()), "e2e-token");
            assertEquals(Registration.Outcome.UNCHANGED, again.register(Optional.empty()));
            // (The bot token's own PUTs, adding members to games' threads, are not registrations.)
            assertTrue(discord.calls().stream().filter(c -> c.method().equals("PUT") && c.route().startsWith("applications/"))
                    .allMatch(c -> "Bot e2e-token".equals(c.authorization())), "registered with the bot's token");
        }

        @Test
        void theWebhookCallsCarryNoToken() {
            shown(discord.slashCommand(alice, "tzaar", "help", Map.of()));
            assertTrue(discord.calls().stream().filter(c -> c.route().startsWith("webhooks/"))
                    .allMatch(c -> c.authorization() == null), discord.calls().toString());
        }

        @Test
        void forgedStaleOrUnsignedInteractionsAreRefusedWith401AndChangeNothing() {
            DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob)));
            List<Interaction> forged = new java.util.ArrayList<>();
            for (Forgery forgery : List.of(Forgery.UNSIGNED, Forgery.TAMPERED_BODY, Forgery.TAMPERED_TIMESTAMP,
                    Forgery.STALE, Forgery.WRONG_KEY)) {
                // Alice tries to withdraw her challenge, but the request is not Discord's own.
                FakeDiscord.ForgedDelivery delivery = discord.forgedSlashCommand(forgery, alice, "tzaar", "cancel",
                        Map.of());
                assertEquals(401, delivery.status(), forgery.toString());
                assertEquals(List.of(), delivery.interaction().callbacks(), forgery + ": nothing acknowledged");
                forged.add(delivery.interaction());
            }
            // Nothing reached the webhooks, and the challenge still stands: Bob can accept it.
            for (Interaction interaction : forged) {
                assertTrue(discord.calls().stream().noneMatch(c -> c.route().contains(interaction.token())),
                        discord.calls().toString());
            }
            String accept = challenge.buttons().get(0).customId();
            Interaction accepted = discord.pressButton(bob, accept, challenge);
            assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, accepted.awaitAcknowledgement().type());
            assertTrue(accepted.awaitFollowUp().content().contains("accepts"), accepted.followUps().toString());
        }

        /**
         * Discord takes in the acknowledgement late (on a busy day): the bot's first edit crosses it and is
         * answered 404 Unknown Webhook, Discord's own race, and the bot tries again until the webhook is known.
         * (ClockEndToEndTest once failed under load on such a 404: the bot tried again for 1.6 s only, and the
         * fake took Discord's race for the bot's mistake.)
         */
        @Test
        void anEditThatCrossesALateAcknowledgementIsTriedAgainUntilTheWebhookIsKnown() {
            discord.acknowledgementsTake(java.time.Duration.ofMillis(2500));
            try {
                Interaction help = discord.slashCommand(alice, "tzaar", "help", Map.of());
                DiscordMessage answer = help.awaitEdits(1, java.time.Duration.ofSeconds(15)).get(0);
                assertTrue(answer.content().contains("/tzaar"), answer.content());
                assertTrue(discord.calls().stream().anyMatch(c -> c.injected() && c.status() == 404
                        && c.route().contains(help.token())), "the edit crossed the acknowledgement: " + discord.calls());
            } finally {
                discord.acknowledgementsTake(java.time.Duration.ZERO);
            }
        }

        /**
         * One interaction delivered at the same moment more than once, with the same id and token (issue 28,
         * item 5): an Accept ten times, then a move twice. Every delivery is acknowledged, the game begins once
         * and the move is played once, and each copy is answered as a repeat of the first, with the first's
         * result: never "nothing was done". Before, the copies wrote the same {@code relays/<id>.json.new}, and
         * each whose rename found it gone was answered with the apology (9 of 10 Accepts, 7 moves in 10 rounds).
         * The channel is shown the Accept's board once: once it was twice, when two copies decided at the same
         * instant wrote the very same transaction and DynamoDB took the second for a resend of the first.
         */
        @Test
        void anInteractionDeliveredAgainAtTheSameMomentIsAcknowledgedAndAnsweredAsTheFirstAndPlayedOnce() {
            // The first answer of a fresh function may take a while on a busy machine: waited for longer than shown's.
            DiscordMessage challenge = discord.slashCommand(alice, "tzaar", "challenge",
                    Map.of("opponent", bob, "setup", "fixed", "colour", "white")).awaitEdits(1, java.time.Duration.ofSeconds(30))
                    .get(0);
            Interaction accept = deliveredAtOnce(10, () -> discord.pressButton(bob, challenge.buttons().get(0).customId(),
                    challenge));
            assertEquals(java.util.Collections.nCopies(10, "200 {\"type\":6}"), accept.endpointAnswers());
            List<DiscordMessage> accepted = accept.awaitFollowUps(11, java.time.Duration.ofSeconds(30));
            // The first answer's board and ping come before the eleventh follow-up: a second board would be among them.
            assertEquals(1, accepted.stream().filter(m -> !m.ephemeral() && m.content().contains("accepts")).count(),
                    "one public board: " + accepted);
            assertEquals(9, accepted.stream().filter(DiscordMessage::ephemeral).count(), "nine repeats, told privately: "
                    + accepted);
            assertEquals(1, accepted.stream().filter(m -> m.pinged().contains(alice.id())).count(), "Alice pinged once: "
                    + accepted);

            Interaction move = deliveredAtOnce(2, () -> discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3")));
            assertEquals(java.util.Collections.nCopies(2, "200 {\"type\":5}"), move.endpointAnswers());
            List<DiscordMessage> shown = move.awaitEdits(2, java.time.Duration.ofSeconds(30));
            for (DiscordMessage edit : shown) {
                assertTrue(edit.content().contains("C2 captures"), "each copy shows the move: " + edit.content());
            }
            assertEquals(1, move.awaitFollowUps(1).size(), "Bob pinged once: " + move.followUps());
            for (Interaction twice : List.of(accept, move)) {
                assertTrue(twice.followUps().stream().noneMatch(m -> m.content().contains("nothing was done"))
                        && twice.edits().stream().noneMatch(m -> m.content().contains("nothing was done")), twice.toString());
            }
            DiscordMessage bobsMove = discord.slashCommand(bob, "tzaar", "move", Map.of("turn", "D4xD3")).awaitAnswer();
            assertFalse(bobsMove.ephemeral(), "the move was played once, and it is Bob's turn: " + bobsMove.content());
        }

        private Interaction deliveredAtOnce(int copies, java.util.function.Supplier<Interaction> interaction) {
            discord.deliverEachInteractionAtOnce(copies);
            try {
                return interaction.get();
            } finally {
                discord.deliverEachInteractionAtOnce(1);
            }
        }

        @Test
        void aProperlySignedRequestPassesTheSameWay() {
            FakeDiscord.ForgedDelivery honest = discord.forgedSlashCommand(Forgery.NONE, alice, "tzaar", "help", Map.of());
            assertEquals(200, honest.status());
        }

        // --- Requests Discord signed that are odd all the same: each is refused plainly (400, 404, 405) or
        // answered with the typed text cleaned, and nothing odd ever reaches a URL of Discord's.

        /** What no message may show of what a player typed: bidi overrides and isolates, NUL, ESC, and their kin. */
        private static final String INVISIBLE = "\u202E\u2066\u0000\u001B\u200F\u0007";

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
        void aTokenNoWebhookURLCanBeBuiltFromIsRefusedWith400AndGoesNowhere() {
            int before = webhookCalls().size();
            for (String token : List.of("with a space", "../../channels/1/messages", "..", "t%2F..%2Fx", "tok?x=1",
                    "tok#x", "", "t".repeat(1001), "tøken")) {
                ObjectNode help = discord.slashCommandPayload(alice, "tzaar", "help", Map.of());
                help.put("token", token);
                HttpResponse<byte[]> answer = post(help);
                assertEquals(400, answer.statusCode(), "token \"" + token + "\": " + text(answer));
            }
            // A relay, had one been started for a refused request, would have called Discord by the time an
            // honest help sent after them all is answered: only the honest one's calls are new.
            Interaction honest = discord.slashCommand(alice, "tzaar", "help", Map.of());
            honest.awaitAnswer();
            List<RestCall> others = webhookCalls().stream().filter(c -> !c.route().contains(honest.token())).toList();
            assertEquals(before, others.size(), "a refused request reached Discord: " + others);
            ObjectNode withoutToken = discord.slashCommandPayload(alice, "tzaar", "help", Map.of());
            withoutToken.remove("token");
            assertEquals(400, post(withoutToken).statusCode(), "no token at all");
            assertTrue(webhookCalls().stream().noneMatch(c -> c.route().contains("..") || c.route().contains(" ")),
                    webhookCalls().toString());
        }

        @Test
        void anInteractionWhoseIdsAreNotSnowflakesIsRefusedWith400() {
            for (String field : List.of("id", "channel_id", "guild_id", "application_id")) {
                ObjectNode help = discord.slashCommandPayload(alice, "tzaar", "help", Map.of());
                help.put(field, "12/../34");
                HttpResponse<byte[]> answer = post(help);
                assertEquals(400, answer.statusCode(), field + ": " + text(answer));
            }
            ObjectNode help = discord.slashCommandPayload(alice, "tzaar", "help", Map.of());
            ((ObjectNode) help.path("member").path("user")).put("id", "../1");
            assertEquals(400, post(help).statusCode(), "the user's id");
        }

        @Test
        void bytesAfterTheInteractionsJsonAreRefusedWith400() {
            String help = discord.slashCommandPayload(alice, "tzaar", "help", Map.of()).toString();
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
            List<DiscordMessage> answers = new java.util.ArrayList<>();
            answers.add(discord.slashCommand(alice, "tzaar", "board", Map.of("game", "\u202Eq2m7k\u0000\u001B[31m"))
                    .awaitAnswer());
            DiscordMessage start = discord.slashCommand(alice, "tzaar", "ai",
                    Map.of("level", "easy", "setup", "fixed", "colour", "white")).awaitAnswer();
            assertFalse(start.ephemeral(), start.content());
            answers.add(discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "\u2066F4\u0007xE4\u202E zz\u001B"))
                    .awaitAnswer());
            answers.add(discord.slashCommand(alice, "tzaar", "move", Map.of("from", "\u202EQ9\u0000", "to", "E4"))
                    .awaitAnswer());
            discord.setLocale(alice, "fr");
            answers.add(discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "\u2066F4\u0007xE4\u202E zz\u001B"))
                    .awaitAnswer());
            answers.add(discord.slashCommand(alice, "tzaar", "board", Map.of("game", "\u202Eq2m7k\u200F"))
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
}
