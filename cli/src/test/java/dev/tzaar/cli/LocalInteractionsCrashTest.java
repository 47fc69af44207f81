package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./tzaar local --interactions} killed with {@code kill -9} right after it acknowledged a move, while
 * the move is not saved yet (the bot of a game against it still thinking, for 3 s, before the one write of
 * both turns): the next start answers that move, through the interaction's webhook, within the token's 15
 * minutes, and the move is played once. Before, the acknowledged move was lost without a word.
 *
 * <p>The frontend runs in a JVM of its own ({@link Tzaar#main}), with this one's class path, against a fake
 * Discord in this JVM that signs and POSTs the interactions to it.
 */
@Tag("end-to-end")
class LocalInteractionsCrashTest {
    private static final Duration START = Duration.ofSeconds(90);

    @TempDir
    Path data;

    @Test
    void aMoveAcknowledgedWhenTheProcessWasKilledIsAnsweredAtTheNextStart() throws Exception {
        try (FakeDiscord discord = FakeDiscord.start()) {
            DiscordUser alice = discord.newUser("alice");
            Child first = Child.start(discord, data);
            Interaction move;
            try {
                DiscordMessage begun = discord.slashCommand(alice, "tzaar", "ai",
                        Map.of("level", "hard", "setup", "fixed", "colour", "white")).awaitEdits(1, START).get(0);
                assertTrue(begun.content().contains("begins"), begun.content());

                move = discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3"));
                move.awaitAcknowledgement();
                // The bot thinks 3 s before its turn and Alice's are written together: kill it meanwhile, once
                // the journal holds the acknowledged move alone (the ai command's entry crossed off).
                awaitJournalOf(data.resolve(LocalCliCommand.RELAYS).resolve(move.id() + ".json"));
            } finally {
                first.kill();
            }
            assertEquals(List.of(), move.edits(), "killed before the answer");
            assertEquals(1, journal().size(), "the acknowledged move is written down: " + journal());

            Child second = Child.start(discord, data);
            try {
                DiscordMessage answered = move.awaitEdits(1, START).get(0);
                assertTrue(answered.content().startsWith("**alice** C2 captures"), answered.content());
                assertEquals(1, answered.content().split("C2 captures", -1).length - 1, answered.content());
                assertTrue(answered.attachment("board.png").isPresent(), answered.toString());
                DiscordMessage again = discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3"))
                        .awaitAnswer();
                assertEquals("There is no piece on C2.", again.content(), "C2 has moved already, once");
                assertFalse(journal().contains(data.resolve(LocalCliCommand.RELAYS).resolve(move.id() + ".json")),
                        "crossed off once answered: " + journal());
            } finally {
                second.kill();
            }
        }
    }

    /** Waits until the journal holds this entry and nothing else, or fails saying what it held. */
    private void awaitJournalOf(Path entry) throws IOException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!journal().equals(List.of(entry))) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the journal never held the move alone: " + journal());
            }
            java.util.concurrent.locks.LockSupport.parkNanos(Duration.ofMillis(20).toNanos());
        }
    }

    private List<Path> journal() throws IOException {
        Path relays = data.resolve(LocalCliCommand.RELAYS);
        if (!Files.isDirectory(relays)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(relays)) {
            return entries.filter(p -> p.toString().endsWith(".json")).toList();
        }
    }

    /** {@code ./tzaar local --interactions} in a JVM of its own, its endpoint given to the fake Discord. */
    private record Child(Process process) {
        static Child start(FakeDiscord discord, Path data) throws Exception {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            ProcessBuilder builder = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    Tzaar.class.getName(), "local", "--interactions", "--data", data.toString(), "--port", "0",
                    "--dynamodb-port", "0", "--interactions-port", "0")
                    .redirectErrorStream(true);
            Map<String, String> environment = builder.environment();
            environment.remove("DISCORD_TOKEN");
            environment.put("DISCORD_PUBLIC_KEY", discord.publicKey());
            environment.put("DISCORD_APPLICATION_ID", discord.applicationId());
            environment.put("TZAAR_DISCORD_API", discord.restBaseUrl());
            environment.put("TZAAR_AI_MILLIS", "3000");
            Child child = new Child(builder.start());
            String served = child.awaitLine("The interactions endpoint answers on ");
            discord.deliverInteractionsTo(URI.create(served.split(" ")[5]));
            return child;
        }

        /** The first line of the child's output that starts so; its output goes on being read (and dropped). */
        String awaitLine(String start) throws InterruptedException {
            BlockingQueue<String> lines = new LinkedBlockingQueue<>();
            Thread reader = new Thread(() -> {
                try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        lines.add(line);
                    }
                } catch (IOException e) {
                    // The child was killed.
                }
            }, "child-output");
            reader.setDaemon(true);
            reader.start();
            long deadline = System.nanoTime() + START.toNanos();
            StringBuilder seen = new StringBuilder();
            while (System.nanoTime() < deadline) {
                String line = lines.poll(1, TimeUnit.SECONDS);
                if (line != null) {
                    seen.append(line).append('\n');
                    if (line.startsWith(start)) {
                        return line;
                    }
                }
                if (!process.isAlive() && lines.isEmpty()) {
                    break;
                }
            }
            throw new AssertionError("no line \"" + start + "\" from the child; it said:\n" + seen);
        }

        /** {@code kill -9}: the JVM ends at once, nothing of it runs. */
        void kill() throws InterruptedException {
            process.destroyForcibly();
            process.waitFor(30, TimeUnit.SECONDS);
        }
    }
}
