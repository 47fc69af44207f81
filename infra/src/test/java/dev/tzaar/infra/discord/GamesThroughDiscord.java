package dev.tzaar.infra.discord;

import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import dev.tzaar.testkit.discord.RestCall;
import dev.tzaar.testkit.discord.TapPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ButtonId;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.infra.local.LocalGameFunction;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.lambda.shared.AiTime;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;

/**
 * What the suites of whole games share: the whole path, for real, through either Discord frontend: the bot
 * (a real JDA on the gateway, or the interactions endpoint receiving signed POSTs) against a fake Discord on
 * loopback, relaying through the AWS SDK's LambdaClient to the real game function behind the Lambda Invoke
 * API, on DynamoDB Local. Each test checks what Discord would get: the acknowledgement, the reply with its
 * picture, the ping, the buttons. Both frontends must pass the same games: they share one definition of the
 * commands, the messages and the relay, so each topic ({@link GamesByCommands}, {@link GamesByTaps},
 * {@link GamesInThreads}, {@link GamesWhenDiscordFails}) is nested in each frontend's suite
 * ({@link DiscordEndToEndTest}, {@link InteractionsEndToEndTest}), on that suite's one {@link LocalStack}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class GamesThroughDiscord {
    /** Numbers the players of every test of every suite, so that no two share a name. */
    private static final java.util.concurrent.atomic.AtomicInteger PLAYERS = new java.util.concurrent.atomic.AtomicInteger();

    protected LocalStack stack;
    protected Path data;
    protected LocalGameFunction function;
    protected FakeDiscord discord;
    protected LambdaFunctionClient relay;
    int players;
    /** Each test has its own players, so each has one game in the channel and never needs to name it. */
    protected DiscordUser alice;
    protected DiscordUser bob;
    /** The text of the message that ended the last game played to the end. */
    String ending;

    /**
     * The stack for these games, with the frontend under test. The bot thinks 40 ms a turn here, not
     * 1.5 s: the games against it are about the path, not its strength.
     */
    static LocalStack gamesThrough(LocalStack stack) {
        return stack.functionSetting(AiTime.MILLIS, "40");
    }

    @BeforeAll
    void start(LocalStack stack) {
        this.stack = stack;
        data = stack.data();
        function = stack.function();
        discord = stack.discord();
        relay = stack.relay();
        // The suites nested before this one shared the fake Discord: what it refused then was theirs to check.
        refusalsExpected = discord.refusedCalls().size();
    }

    @BeforeEach
    void newPlayers() {
        players = PLAYERS.incrementAndGet();
        alice = discord.newUser("alice" + players);
        bob = discord.newUser("bob" + players);
    }

    /**
     * Discord refused nothing the bot sent: every acknowledgement came within 3 s and fitted its
     * interaction, and every message kept to Discord's limits (content, files, alt text, buttons).
     */
    @AfterEach
    protected void discordRefusedNothing() {
        List<RestCall> refused = discord.refusedCalls();
        assertEquals(List.of(), refused.subList(Math.min(refusalsExpected, refused.size()), refused.size()));
    }

    /** How many refusals a test asked Discord for, which are no fault of the bot's. */
    int refusalsExpected;

    /** What a slash command ends up showing: its edited original, or a private follow-up. */
    protected static DiscordMessage shown(Interaction slash) {
        assertEquals(Callback.Type.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, slash.awaitAcknowledgement().type(),
                slash.toString());
        return slash.awaitAnswer();
    }

    /** The public message a button press ends up showing: a new message, since the pressed one stays as it was. */
    static DiscordMessage shownAfterPress(Interaction press) {
        assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, press.awaitAcknowledgement().type(), press.toString());
        return press.awaitFollowUp();
    }

    /** The message's buttons are removed within a few seconds: the relay posts its answer first. */
    void assertButtonsRetired(DiscordMessage message) {
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
        while (!discord.message(message.id()).orElseThrow().buttons().isEmpty()) {
            assertTrue(System.nanoTime() < deadline, "the buttons are still on " + discord.message(message.id()));
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    static void assertRealBoard(DiscordMessage message) throws IOException {
        assertRealBoard(message, ENGLISH);
    }

    /** A full-size picture whose alt text is in the language the message is in. */
    static void assertRealBoard(DiscordMessage message, Words words) throws IOException {
        DiscordMessage.Attachment board = message.attachment("board.png").orElseThrow(() -> new AssertionError(
                "no board in " + message));
        BufferedImage picture = ImageIO.read(new ByteArrayInputStream(board.bytes()));
        assertTrue(picture.getWidth() >= 800, "a full-size board: " + picture.getWidth());
        assertTrue(board.description() != null && board.description().startsWith(words.altText()), board.toString());
        assertEquals("image/png", board.uploadedAs(), "the picture is uploaded as a PNG");
    }

    /** How a language's messages say what the games here look for. */
    record Words(String altText, String wins, String passes) {
    }

    static final Words ENGLISH = new Words("TZAAR board", " wins: ", "passes");
    static final Words FRENCH = new Words("Plateau de TZAAR", " gagne : ", "passe");

    /**
     * Plays a game to its end as players would: a stack chosen from autocomplete, then one of its
     * targets; a second action or, now and then, the Pass button. Each move must answer publicly
     * with a real board and ping the next player; the end offers a rematch.
     *
     * @return how many actions were played
     */
    int playToTheEnd(String game, DiscordUser first, Random random) throws IOException {
        return playToTheEnd(game, first, random, ENGLISH);
    }

    /** The same, the channel's messages in a language whose words are {@code words}. */
    int playToTheEnd(String game, DiscordUser first, Random random, Words words) throws IOException {
        return playToTheEnd(discord.channel(), game, first, random, words);
    }

    /** The same, played where {@code where} is: a game's thread, say. */
    int playToTheEnd(FakeDiscord.Place where, String game, DiscordUser first, Random random, Words words)
            throws IOException {
        DiscordUser toAct = first;
        int moves = 0;
        while (true) {
            // Choose like a player: a stack from autocomplete, then one of its targets.
            List<Callback.Choice> origins = discord.autocomplete(where, toAct, "tzaar", "move", Map.of("from", ""),
                    "from").awaitChoices();
            assertFalse(origins.isEmpty(), "the player to act always has a capture to start with");
            String from = origins.get(random.nextInt(origins.size())).value();
            List<Callback.Choice> targets = discord.autocomplete(where, toAct, "tzaar", "move",
                    Map.of("from", from, "to", ""), "to").awaitChoices();
            String to = targets.get(random.nextInt(targets.size())).value();
            Interaction move = discord.slashCommand(where, toAct, "tzaar", "move", Map.of("from", from, "to", to));
            DiscordMessage reply = shown(move);
            assertFalse(reply.ephemeral(), reply.content());
            assertRealBoard(reply, words);
            moves++;
            if (reply.content().contains(words.wins())) {
                assertTrue(reply.button("tzaar:rematch:" + game).isPresent(), reply.toString());
                ending = reply.content();
                break;
            }
            java.util.Optional<DiscordMessage.Button> offered = reply.button(id -> ButtonId.isBoardsPass(id, game));
            if (offered.isEmpty()) {
                toAct = toAct == alice ? bob : alice;
                assertEquals(java.util.Set.of(toAct.id()), move.awaitFollowUp().pinged(), "the next player is pinged");
            } else {
                // A second action is due: pass it now and then, and the turn goes over.
                if (random.nextInt(3) == 0) {
                    Interaction pass = discord.pressButton(toAct, offered.get().customId(), reply);
                    DiscordMessage passed = shownAfterPress(pass);
                    assertTrue(passed.content().contains(words.passes()), passed.content());
                    // The pressed board's Pass is spent: its buttons go; the new board has the live ones.
                    assertButtonsRetired(reply);
                    toAct = toAct == alice ? bob : alice;
                    moves++;
                }
            }
            assertTrue(moves < 400, "a game ends");
        }
        return moves;
    }

    /** A panel's pictures keep to the channel board's budget. */
    static final int PICTURE_BUDGET = 80 * 1024;
    static final java.util.regex.Pattern PLAYED = java.util.regex.Pattern.compile("tzaar:[a-z]+:[a-z0-9]+:(\\d+)");

    /** A game begun: its id and its first board, Alice (White) to act. */
    record BegunByTaps(String game, DiscordMessage board) {
    }

    /** Alice challenges Bob (typed: it is before the game), Bob accepts with the button. */
    BegunByTaps begin(String setup) {
        Interaction challenge = discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", setup, "colour", "white"));
        challenge.awaitAcknowledgement();
        DiscordMessage challenged = challenge.awaitAnswer();
        String accept = challenged.buttons().get(0).customId();
        Interaction accepted = discord.pressButton(bob, accept, challenged);
        List<DiscordMessage> shown = accepted.awaitFollowUps(2);
        return new BegunByTaps(accept.substring("tzaar:accept:".length()), shown.get(0));
    }


    static dev.tzaar.engine.Position afterActions(String... actions) {
        dev.tzaar.engine.Position position = dev.tzaar.engine.Setup.fixed().position();
        for (String action : actions) {
            position = position.play(action).orElseThrow();
        }
        return position;
    }

    static String firstCapture(dev.tzaar.engine.Position position) {
        return position.legalActions().stream().map(Object::toString).filter(action -> action.contains("x"))
                .findFirst().orElseThrow();
    }

    /** A game begun, and Alice's panel open with C2 chosen: its targets (C3 a capture) showing. */
    record PanelAtTargets(String game, DiscordMessage targets) {
    }

    PanelAtTargets panelAtTargets(long seed) {
        BegunByTaps begun = begin("fixed");
        DiscordMessage panel = new TapPlayer(discord, new Random(seed)).open(begun.game(), begun.board(), alice);
        DiscordMessage targets = discord.choose(alice, panel.menus().get(0).customId(), "C2", panel).awaitEdit();
        return new PanelAtTargets(begun.game(), targets);
    }

    /** Alice presses the capture C2 to C3 on her panel. */
    Interaction captureOnThePanel(PanelAtTargets panel) {
        return discord.pressButton(alice, "tzaar:move:" + panel.game() + ":0:from=C2:to=C3", panel.targets());
    }


    /** How many actions the game had when this panel was made, as its controls carry it. */
    static int played(DiscordMessage panel) {
        java.util.regex.Matcher count = PLAYED.matcher(panel.menus().get(0).customId());
        assertTrue(count.lookingAt(), panel.toString());
        return Integer.parseInt(count.group(1));
    }

    static void assertPicturesWithinBudget(TapPlayer taps) {
        int largest = taps.taps().stream().mapToInt(TapPlayer.Tap::pictureBytes).max().orElse(0);
        assertTrue(largest > 0 && largest <= PICTURE_BUDGET, "the largest panel picture: " + largest + " bytes");
    }
}
