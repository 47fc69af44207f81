package dev.tzaar.infra.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.infra.local.LocalGameFunction;
import dev.tzaar.lambda.service.AiTime;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Whole games played by taps alone, through either Discord frontend, for real: the fake Discord, the
 * frontend under test (a real JDA on the gateway, or the interactions endpoint receiving signed POSTs),
 * the AWS SDK's LambdaClient, the real function on DynamoDB Local. After the challenge is made nothing
 * is typed: Accept is pressed, then every turn is played from the board's "Play your turn" and the
 * player's private panel ({@link TapPlayer}, which checks each step: private panels updated in place,
 * public boards, pings). Presses made for an earlier position, by someone else, twice, or at once are
 * refused privately and nothing is played twice.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class TapGamesThroughDiscord {
    /** A panel's pictures keep to the channel board's budget. */
    private static final int PICTURE_BUDGET = 80 * 1024;
    private static final Pattern PLAYED = Pattern.compile("tzaar:[a-z]+:[a-z0-9]+:(\\d+)");

    private Path data;
    private LocalGameFunction function;
    private LambdaFunctionClient relay;
    private AutoCloseable frontend;
    protected FakeDiscord discord;
    private int players;
    private DiscordUser alice;
    private DiscordUser bob;

    /** Starts the frontend under test against {@code discord}, relaying to {@code function}, ready for interactions. */
    protected abstract AutoCloseable startFrontend(FakeDiscord discord, FunctionClient function) throws Exception;

    @BeforeAll
    void start() throws Exception {
        data = Files.createTempDirectory("tzaar-taps");
        // The bot thinks 40 ms a turn: the game against it is about the panel, not its strength.
        function = LocalGameFunction.start(data, 0, 0, Map.of(AiTime.MILLIS, "40"));
        discord = FakeDiscord.start();
        relay = function.newRelay();
        frontend = startFrontend(discord, relay);
    }

    @BeforeEach
    void newPlayers() {
        players++;
        alice = discord.newUser("alice" + players);
        bob = discord.newUser("bob" + players);
    }

    /** Discord refused nothing the bot sent: every acknowledgement in time and fitting, every message within its limits. */
    @AfterEach
    void discordRefusedNothing() {
        assertEquals(List.of(), discord.refusedCalls());
    }

    @AfterAll
    void stop() throws Exception {
        if (frontend != null) {
            frontend.close();
        }
        relay.close();
        discord.close();
        function.close();
        try (var files = Files.walk(data)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    /** A game begun: its id and its first board, Alice (White) to act. */
    private record Begun(String game, DiscordMessage board) {
    }

    /** Alice challenges Bob (typed: it is before the game), Bob accepts with the button. */
    private Begun begin(String setup) {
        Interaction challenge = discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", setup, "colour", "white"));
        challenge.awaitAcknowledgement();
        DiscordMessage challenged = challenge.awaitAnswer();
        String accept = challenged.buttons().get(0).customId();
        Interaction accepted = discord.pressButton(bob, accept, challenged);
        List<DiscordMessage> shown = accepted.awaitFollowUps(2);
        return new Begun(accept.substring("tzaar:accept:".length()), shown.get(0));
    }

    /** A French server, players with French clients: every word of the board, the panel and its controls is French. */
    @Test
    void aWholeGameIsPlayedByTapsInFrench() {
        discord.setGuildLocale("fr");
        discord.setLocale(alice, "fr");
        discord.setLocale(bob, "fr");
        try {
            Begun begun = begin("random");
            assertEquals("Jouer mon tour", begun.board().button("tzaar:panel:" + begun.game()).orElseThrow().label());
            DiscordMessage panel = new TapPlayer(discord, new Random(32)).open(begun.game(), begun.board(), alice);
            TapPlayer taps = new TapPlayer(discord, new Random(32));
            assertEquals("Partie **" + begun.game() + "**, tour 1 : la capture d’ouverture. Choisissez la pièce qui "
                    + "capture.", panel.content());
            assertTrue(panel.menus().get(0).placeholder().startsWith("Choisir une pièce"), panel.toString());
            assertTrue(panel.attachment("board.png").orElseThrow().description().startsWith("Plateau de TZAAR"));

            TapPlayer.Ending ending = taps.playToTheEnd(begun.game(), begun.board(), alice, bob);

            assertTrue(ending.last().content().contains(" gagne : "), ending.last().content());
            assertPicturesWithinBudget(taps);
        } finally {
            discord.setGuildLocale("en-US");
        }
    }

    /**
     * The tournament setup: sixty pieces placed by type, then cell, all by taps; then the game to its end,
     * every action in at most three taps (Play your turn, a piece, a target; the second action of a turn
     * in two, on the panel already open).
     */
    @Test
    void aTournamentGameIsPlacedByTypeThenCellAndPlayedToTheEndByTapsAloneInAtMostThreeTapsAnAction() {
        Begun begun = begin("tournament");
        assertEquals("Play your turn", begun.board().button("tzaar:panel:" + begun.game()).orElseThrow().label());
        DiscordMessage panel = new TapPlayer(discord, new Random(33)).open(begun.game(), begun.board(), alice);
        TapPlayer taps = new TapPlayer(discord, new Random(33));
        assertEquals(List.of("Tzaar · 6 left", "Tzarra · 9 left", "Tott · 15 left"),
                panel.buttons().stream().map(DiscordMessage.Button::label).toList());

        TapPlayer.Ending ending = taps.playToTheEnd(begun.game(), begun.board(), alice, bob);

        assertTrue(ending.actions() > 70, "the sixty placements, then the game: " + ending.actions());
        assertTrue(ending.last().content().contains(" wins: "), ending.last().content());
        assertEquals(ending.actions(), taps.tapsPerAction().size());
        assertEquals(List.of(3), taps.tapsPerAction().subList(0, 60).stream().distinct().toList(),
                "a placement: Play your turn, a type, a cell");
        assertTrue(taps.tapsPerAction().stream().allMatch(n -> n >= 1 && n <= 3), taps.tapsPerAction().toString());
        assertTrue(taps.taps().stream().anyMatch(tap -> tap.what().startsWith("cell ")), "cells were picked");
        assertPicturesWithinBudget(taps);
    }

    /** Against the bot its turn comes in the same reply, so the panel goes straight on to the player's next turn. */
    @Test
    void againstTheBotThePanelCarriesOnToTheNextTurnAfterTheBotsTurn() {
        Interaction ai = discord.slashCommand(alice, "tzaar", "ai", Map.of("level", "easy", "setup", "random",
                "colour", "white"));
        ai.awaitAcknowledgement();
        DiscordMessage board = ai.awaitAnswer();
        String game = board.buttons().stream().map(DiscordMessage.Button::customId)
                .filter(id -> id.startsWith("tzaar:panel:")).findFirst().orElseThrow().substring("tzaar:panel:".length());
        TapPlayer taps = new TapPlayer(discord, new Random(34));

        TapPlayer.Ending ending = taps.playToTheEnd(game, board, alice, discord.botUser());

        assertTrue(ending.last().content().contains(" wins: "), ending.last().content());
        long opened = taps.taps().stream().filter(tap -> tap.what().equals("open")).count();
        assertEquals(1, opened, "one panel for the whole game: " + taps.taps().size() + " taps");
    }

    @Test
    void pressesOfOthersForEarlierPositionsAndAgainAreRefusedPrivatelyAndNothingIsPlayedTwice() {
        Begun begun = begin("fixed");
        String game = begun.game();
        DiscordUser carol = discord.newUser("carol" + players);
        for (DiscordUser other : List.of(bob, carol)) {
            Interaction press = discord.pressButton(other, "tzaar:panel:" + game, begun.board());
            DiscordMessage told = press.awaitEdit();
            assertTrue(told.ephemeral(), told.toString());
            assertEquals("It's **" + alice.username() + "**'s turn in game **" + game + "**.", told.content());
        }
        TapPlayer taps = new TapPlayer(discord, new Random(35));
        DiscordMessage first = taps.open(game, begun.board(), alice);
        DiscordMessage second = taps.open(game, begun.board(), alice);
        DiscordMessage.Menu pieces = second.menus().get(0);
        assertThrows(IllegalArgumentException.class, () -> discord.choose(bob, pieces.customId(), "C2", second),
                "Bob cannot see Alice's panel");

        Interaction chosen = discord.choose(alice, pieces.customId(), "C2", second);
        DiscordMessage targets = chosen.awaitEdit();
        assertEquals(second.id(), targets.id(), "the panel changed in place");
        Interaction capture = discord.pressButton(alice, "tzaar:move:" + game + ":0:from=C2:to=C3", targets);
        assertFalse(capture.awaitFollowUps(2).get(0).ephemeral(), "the channel sees the capture");
        assertEquals("Played. **" + bob.username() + "** (Black) to capture.", capture.awaitEdit().content());

        Interaction late = discord.choose(alice, first.menus().get(0).customId(), "E4", first);
        assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, late.awaitAcknowledgement().type());
        DiscordMessage refused = late.awaitFollowUp();
        assertTrue(refused.ephemeral());
        assertEquals("That was for an earlier position of game **" + game + "**: nothing was played.", refused.content());
        assertEquals(List.of(), late.edits(), "the old panel is left as it was");

        Interaction again = discord.deliverAgain(capture);
        again.awaitAcknowledgement();
        again.awaitEdit();
        assertEquals(1, played(taps.open(game, capture.followUps().get(0), bob)), "the capture was played once");
    }

    @Test
    void twoTargetsPressedAtOnceOnOnePanelPlayOneAction() {
        Begun begun = begin("fixed");
        String game = begun.game();
        TapPlayer taps = new TapPlayer(discord, new Random(36));
        DiscordMessage panel = taps.open(game, begun.board(), alice);
        Interaction chosen = discord.choose(alice, panel.menus().get(0).customId(), "C2", panel);
        DiscordMessage targets = chosen.awaitEdit();

        Interaction one = discord.pressButton(alice, "tzaar:move:" + game + ":0:from=C2:to=B2", targets);
        Interaction other = discord.pressButton(alice, "tzaar:move:" + game + ":0:from=C2:to=C3", targets);

        List<DiscordMessage> firsts = List.of(one.awaitAnswer(), other.awaitAnswer());
        assertEquals(1, firsts.stream().filter(m -> !m.ephemeral() || m.id().equals(panel.id())).count(),
                "one moved the panel on: " + firsts);
        DiscordMessage refusal = (one.edits().isEmpty() ? one : other).awaitFollowUp();
        assertEquals("That was for an earlier position of game **" + game + "**: nothing was played.",
                refusal.content());
        DiscordMessage board = (one.edits().isEmpty() ? other : one).awaitFollowUps(2).get(0);
        assertEquals(1, played(taps.open(game, board, bob)), "one capture, not two");
    }

    /** How many actions the game had when this panel was made, as its controls carry it. */
    private static int played(DiscordMessage panel) {
        Matcher count = PLAYED.matcher(panel.menus().get(0).customId());
        assertTrue(count.lookingAt(), panel.toString());
        return Integer.parseInt(count.group(1));
    }

    private static void assertPicturesWithinBudget(TapPlayer taps) {
        int largest = taps.taps().stream().mapToInt(TapPlayer.Tap::pictureBytes).max().orElse(0);
        assertTrue(largest > 0 && largest <= PICTURE_BUDGET, "the largest panel picture: " + largest + " bytes");
    }
}
