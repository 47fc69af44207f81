package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.gateway.DiscordEndpoint;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.infra.local.LocalGameFunction;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./tzaar local}, the one command: the function on DynamoDB Local, and the bot on Discord when
 * a token is given (here a fake Discord on loopback), or, without one, the way to get one and the
 * console. {@code --console} ends the run when its input ends, which is how a test stops it.
 */
@Tag("end-to-end")
class LocalCliCommandTest {
    private static final List<String> ANY_PORTS = List.of("--port", "0", "--dynamodb-port", "0", "--activity-port", "0",
            "--console");

    @TempDir
    Path data;

    @Test
    void withoutATokenItSaysHowToGetOneAndOffersTheConsole() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = new LocalCliCommand(Map.of(), DiscordEndpoint.discord()).run(args(), terminal(
                new BufferedReader(new StringReader("alice: /tzaar challenge @bob setup:fixed\n")), out));

        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(CliCommand.OK, status, printed);
        assertTrue(printed.contains("No DISCORD_TOKEN is set"), printed);
        assertTrue(printed.contains("https://discord.com/developers/applications"), printed);
        String dataArguments = " --data " + LocalCliCommand.shellWord(data.toString());
        assertTrue(printed.contains("DISCORD_TOKEN=<the token> ./tzaar local" + dataArguments + "\n"), printed);
        assertTrue(printed.contains("in the console below (alice: /tzaar help to begin); ./tzaar console" + dataArguments
                + " in another terminal joins the same games."), printed);
        assertFalse(printed.contains("--console."), "with --console, it is not advised again: " + printed);
        assertTrue(printed.contains("tzaar › alice challenges bob to TZAAR"), printed);
        assertTrue(printed.contains("Stopped. The games are kept in " + data.toAbsolutePath()), printed);
        assertFalse(printed.contains("Connecting the Discord bot"), printed);
    }

    /** The endpoint needs no token, so nothing tells to give it one; what a token would add is said instead. */
    @Test
    void withInteractionsButNoTokenItNeverAsksForOneToPlayOnDiscord() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Map<String, String> environment = Map.of("DISCORD_PUBLIC_KEY", "ab".repeat(32),
                "DISCORD_APPLICATION_ID", "1309000000000000000");
        List<String> args = Stream.concat(args().stream(), Stream.of("--interactions", "--interactions-port", "0"))
                .toList();
        int status = new LocalCliCommand(environment, DiscordEndpoint.discord()).run(args, terminal(
                new BufferedReader(new StringReader("")), out));

        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(CliCommand.OK, status, printed);
        assertTrue(printed.contains("The interactions endpoint answers on "), printed);
        assertFalse(printed.contains("No DISCORD_TOKEN is set"), printed);
        assertFalse(printed.contains("give the bot a token"), printed);
        assertTrue(printed.contains("The interactions endpoint needs no bot token"), printed);
    }

    @Test
    void withATokenTheBotConnectsPrintsItsInviteAndRelaysSlashCommandsToTheLocalFunction() throws Exception {
        PipedWriter keyboard = new PipedWriter();
        try (FakeDiscord discord = FakeDiscord.start()) {
            BufferedReader in = new BufferedReader(new PipedReader(keyboard));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            LocalCliCommand local = new LocalCliCommand(Map.of("DISCORD_TOKEN", "local-token"),
                    discord.endpoint());
            CompletableFuture<Integer> running = inTheBackground(() -> local.run(args(), terminal(in, out)));
            String invite = awaitLine(out, "Invite it to a server: ", Duration.ofSeconds(60));
            assertTrue(invite.contains("client_id=" + discord.applicationId()), invite);
            assertTrue(invite.contains("permissions=" + (377957157888L | 1L << 16)),
                    "view channel, send messages, attach files, read message history (a ping Discord answered with "
                            + "a 500 is looked for), create public and private threads, send in threads: " + invite);
            assertTrue(discord.identifyTokens().contains("local-token"));

            DiscordUser alice = discord.newUser("alice");
            DiscordUser bob = discord.newUser("bob");
            DiscordMessage challenge = discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob))
                    .awaitAnswer();
            assertTrue(challenge.content().contains("challenges"), challenge.content());
            awaitClockSweep(Duration.ofSeconds(30)); // the gateway bot's own timer

            keyboard.close(); // the console's input ends: everything stops
            assertEquals(CliCommand.OK, running.get(60, TimeUnit.SECONDS));
            assertTrue(out.toString(StandardCharsets.UTF_8).contains("Stopped."));
        }
    }

    @Test
    void withoutANetworkTheBotSaysSoInOneLineAndNoLogPrintsAStackTrace() throws Exception {
        // A name that never resolves (RFC 2606), as discord.com does not on a machine offline.
        DiscordEndpoint offline = DiscordEndpoint.at(java.net.URI.create("http://discord.invalid/api/v10/"),
                java.net.URI.create("ws://discord.invalid/"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        PrintStream stderr = System.err;
        int status;
        System.setErr(new PrintStream(log, true, StandardCharsets.UTF_8)); // where slf4j-simple logs
        try {
            status = new LocalCliCommand(Map.of("DISCORD_TOKEN", "x"), offline).run(args(), new CliCommand.Terminal(
                    new BufferedReader(new StringReader("")), new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8)));
        } finally {
            System.setErr(stderr);
        }

        assertEquals(CliCommand.REFUSED, status);
        assertEquals(List.of("Discord could not be reached at discord.invalid (the name does not resolve). Check this "
                + "machine's connection to the internet."), err.toString(StandardCharsets.UTF_8).lines().toList());
        String logged = log.toString(StandardCharsets.UTF_8);
        assertFalse(logged.contains("\tat ") || logged.contains("Exception"), logged);
    }

    @Test
    void withInteractionsTheEndpointServesSignedInteractionsOnLoopbackAndRegisterPutsTheCommand() throws Exception {
        PipedWriter keyboard = new PipedWriter();
        try (FakeDiscord discord = FakeDiscord.start()) {
            Map<String, String> environment = Map.of("DISCORD_PUBLIC_KEY", discord.publicKey(),
                    "DISCORD_APPLICATION_ID", discord.applicationId(), "TZAAR_DISCORD_API", discord.restBaseUrl(),
                    "DISCORD_TOKEN", "local-token");
            ByteArrayOutputStream registered = new ByteArrayOutputStream();
            assertEquals(CliCommand.OK, new RegisterCliCommand(environment).run(List.of(), terminal(
                    new BufferedReader(new StringReader("")), registered)));
            assertTrue(registered.toString(StandardCharsets.UTF_8).startsWith("/tzaar registered globally"),
                    registered.toString(StandardCharsets.UTF_8));

            BufferedReader in = new BufferedReader(new PipedReader(keyboard));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            LocalCliCommand local = new LocalCliCommand(environment, discord.endpoint());
            List<String> args = Stream.concat(args().stream(), Stream.of("--interactions", "--interactions-port", "0"))
                    .toList();
            CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> {
                try {
                    return local.run(args, terminal(in, out));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            String served = awaitLine(out, "The interactions endpoint answers on ", Duration.ofSeconds(60));
            discord.deliverInteractionsTo(java.net.URI.create(served.split(" ")[5]));
            assertTrue(out.toString(StandardCharsets.UTF_8).contains("the gateway bot is not started"));
            assertEquals(List.of(), discord.identifyTokens(), "no gateway connection");

            DiscordUser alice = discord.newUser("alice");
            DiscordUser bob = discord.newUser("bob");
            DiscordMessage challenge = discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob))
                    .awaitAnswer();
            assertTrue(challenge.content().contains("challenges"), challenge.content());
            assertEquals(List.of(), discord.refusedCalls());
            awaitClockSweep(Duration.ofSeconds(30)); // the interactions frontend's sweep, on local's timer

            keyboard.close();
            assertEquals(CliCommand.OK, running.get(60, TimeUnit.SECONDS));
        }
    }

    /**
     * The live board on loopback: the line that says "Activity" gives a URL that opens, as the first
     * player named, onto the newest game of the console's channel; the page's config offers the others.
     */
    @Test
    void theLiveBoardIsServedOnLoopbackAndItsUrlOpensOntoTheConsolesNewestGame() throws Exception {
        PipedWriter keyboard = new PipedWriter();
        BufferedReader in = new BufferedReader(new PipedReader(keyboard));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        LocalCliCommand local = new LocalCliCommand(Map.of(), DiscordEndpoint.discord());
        List<String> args = Stream.concat(args().stream(), Stream.of("--players", "alice,bob,Dee")).toList();
        CompletableFuture<Integer> running = inTheBackground(() -> local.run(args, terminal(in, out)));
        String line = awaitLine(out, "Activity (the live board, as Discord shows it): ", Duration.ofSeconds(60));
        java.net.URI url = java.net.URI.create(line.substring(line.lastIndexOf(' ') + 1));
        String alice = dev.tzaar.bot.console.Console.user("alice").id();
        assertEquals("127.0.0.1", url.getHost());
        assertEquals("as=" + alice, url.getQuery());
        // The lines after the Activity line are awaited too: the command prints them on its own thread.
        assertTrue(awaitLine(out, "  Open it in a browser", Duration.ofSeconds(10))
                .contains("as alice; switch to bob or Dee on the page"));
        assertEquals("  It plays as any name that plays in the console's channel too (reload the page); to offer more "
                + "at once: ./tzaar local --players alice,bob,Dee,dana (the first is opened).",
                awaitLine(out, "  It plays as", Duration.ofSeconds(10)),
                "where a newcomer sees it, how the page plays as other names");

        keyboard.write("alice: /tzaar challenge @bob setup:fixed\nbob: /tzaar accept\n");
        keyboard.flush();
        awaitLine(out, "tzaar › bob accepts", Duration.ofSeconds(30));
        java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
        String config = http.send(java.net.http.HttpRequest.newBuilder(url.resolve("/api/config")).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString()).body();
        assertTrue(config.contains("\"mode\":\"local\"") && config.contains("\"name\":\"Dee\""), config);
        assertTrue(config.contains("\"channel\":\"" + dev.tzaar.bot.console.Console.CHANNEL + "\""), config);
        assertTrue(config.contains("\"guild\":\"" + dev.tzaar.bot.console.Console.GUILD + "\""), config);
        String games = http.send(java.net.http.HttpRequest.newBuilder(url.resolve("/api/games?channel="
                        + dev.tzaar.bot.console.Console.CHANNEL)).header("Authorization", "Local " + alice).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString()).body();
        assertTrue(games.matches("\\{\"chosen\":\"[a-z0-9]{5}\".*"), games);
        assertEquals(200, http.send(java.net.http.HttpRequest.newBuilder(url).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString()).statusCode(), "the page itself");

        keyboard.close();
        assertEquals(CliCommand.OK, running.get(60, TimeUnit.SECONDS));
    }

    /**
     * Issue 31: a move made on the live board reaches the console's channel as a move reaches a Discord channel,
     * through the local relay function (the live board holds no token, as on AWS): the console beside {@code
     * ./tzaar local} and a {@code ./tzaar console} joined to it both print the move, its picture and the ping
     * of the player to act. Before, neither printed anything.
     */
    @Test
    void aMoveMadeOnTheLiveBoardShowsInTheConsoleBesideItAndInAConsoleJoinedToIt() throws Exception {
        PipedWriter keyboard = new PipedWriter();
        BufferedReader in = new BufferedReader(new PipedReader(keyboard));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        LocalCliCommand local = new LocalCliCommand(Map.of(), DiscordEndpoint.discord());
        CompletableFuture<Integer> running = inTheBackground(() -> local.run(args(), terminal(in, out)));
        String line = awaitLine(out, "Activity (the live board, as Discord shows it): ", Duration.ofSeconds(60));
        java.net.URI url = java.net.URI.create(line.substring(line.lastIndexOf(' ') + 1));
        keyboard.write("alice: /tzaar challenge @bob setup:fixed colour:white\nbob: /tzaar accept\n");
        keyboard.flush();
        awaitLine(out, "tzaar › bob accepts", Duration.ofSeconds(30));

        PipedWriter joinedKeyboard = new PipedWriter();
        BufferedReader joinedIn = new BufferedReader(new PipedReader(joinedKeyboard));
        ByteArrayOutputStream joinedOut = new ByteArrayOutputStream();
        CompletableFuture<Integer> joined = inTheBackground(() -> Tzaar.run(List.of("console", "--data",
                data.toString(), "--locale", "en"), terminal(joinedIn, joinedOut)));
        awaitLine(joinedOut, "Reading chat lines from standard input", Duration.ofSeconds(60));

        java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
        String alice = "Local " + dev.tzaar.bot.console.Console.user("alice").id();
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        String game = json.readTree(http.send(java.net.http.HttpRequest.newBuilder(url.resolve("/api/games?channel="
                        + dev.tzaar.bot.console.Console.CHANNEL)).header("Authorization", alice).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString()).body()).path("chosen").asText();
        var view = json.readTree(http.send(java.net.http.HttpRequest.newBuilder(url.resolve("/api/games/" + game))
                .header("Authorization", alice).build(), java.net.http.HttpResponse.BodyHandlers.ofString()).body());
        String action = view.path("legalActions").get(0).asText();
        var played = http.send(java.net.http.HttpRequest.newBuilder(url.resolve("/api/games/" + game + "/actions"))
                .header("Authorization", alice).header("Content-Type", "application/json")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"action\":\"" + action + "\",\"version\":"
                        + view.path("version").asLong() + "}")).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        assertEquals(200, played.statusCode(), played.body());
        assertFalse(played.body().contains("notice"), "handed on to the relay: " + played.body());

        for (ByteArrayOutputStream console : List.of(out, joinedOut)) {
            String ping = awaitLine(console, "tzaar › @bob your turn", Duration.ofSeconds(30));
            String printed = console.toString(StandardCharsets.UTF_8);
            // Told as the channel tells a move: "alice C2 captures a Tzaar on C3".
            int told = printed.lastIndexOf("tzaar › alice " + action.substring(0, 2) + " captures", printed.indexOf(ping));
            assertTrue(told >= 0, "the move, then the ping: " + printed);
            assertTrue(printed.substring(told, printed.indexOf(ping)).contains("picture: "), "its picture: " + printed);
        }

        joinedKeyboard.close();
        assertEquals(CliCommand.OK, joined.get(60, TimeUnit.SECONDS));
        keyboard.close();
        assertEquals(CliCommand.OK, running.get(60, TimeUnit.SECONDS));
    }

    @Test
    void interactionsNeedTheApplicationsKeyAndIdAndThePortFlagNeedsInteractions() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BufferedReader none = new BufferedReader(new StringReader(""));
        LocalCliCommand local = new LocalCliCommand(Map.of(), DiscordEndpoint.discord());
        assertEquals(CliCommand.USAGE, local.run(List.of("--interactions-port", "9100"), terminal(none, out)));
        assertEquals(CliCommand.USAGE, local.run(List.of("--interactions"), terminal(none, out)));
        String printed = out.toString(StandardCharsets.UTF_8);
        assertTrue(printed.contains("DISCORD_PUBLIC_KEY is not set"), printed);
    }

    @Test
    void whyTheBotIsNotConnectedSaysWhatToDo() {
        assertTrue(DiscordBot.whyNotConnected(new IllegalStateException(new java.net.UnknownHostException("discord.com")))
                .startsWith("Discord could not be reached (discord.com). Check this machine's connection"));
        assertTrue(DiscordBot.whyNotConnected(new net.dv8tion.jda.api.exceptions.InvalidTokenException())
                .startsWith("Discord refused the token. Check DISCORD_TOKEN"));
    }

    private List<String> args() {
        return Stream.concat(Stream.of("--data", data.toString()), ANY_PORTS.stream()).toList();
    }

    /** A command run on a thread of its own, its status once it ends. */
    private static CompletableFuture<Integer> inTheBackground(java.util.concurrent.Callable<Integer> command) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return command.call();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private static CliCommand.Terminal terminal(BufferedReader in, ByteArrayOutputStream out) {
        return new CliCommand.Terminal(in, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(out, true, StandardCharsets.UTF_8));
    }

    /** Waits until the local game function has logged a sweep of the clocks. */
    private void awaitClockSweep(Duration timeout) throws Exception {
        Path log = data.resolve(LocalGameFunction.LOG);
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.exists(log) && Files.readString(log).contains("\"swept\"")) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no clock sweep in the function's log:\n"
                + (Files.exists(log) ? Files.readString(log) : ""));
    }

    private static String awaitLine(ByteArrayOutputStream out, String start, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            var line = out.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith(start)).findFirst();
            if (line.isPresent()) {
                return line.get();
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no line starting \"" + start + "\" in:\n" + out.toString(StandardCharsets.UTF_8));
    }
}
