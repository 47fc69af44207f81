package dev.tzaar.infra.discord;

import dev.tzaar.testkit.discord.DiscordFault;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.Interaction;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * When Discord fails, is slow or delivers twice (issues 21 and 22): what the player is told is true, a move
 * played is shown or said to be played, a ping owed is carried by the channel's next answer, a repeated
 * delivery is answered only where it does no harm, and one slow call delays nobody else.
 */
abstract class GamesWhenDiscordFails extends GamesThroughDiscord {

    // ---- when Discord fails: what the player is told is true (issue 21) ----

    private static final java.time.Duration RETRIES = java.time.Duration.ofSeconds(20);
    private static final String EDIT_ORIGINAL = "PATCH webhooks/\\d+/[^/]+/messages/@original";
    private static final String FOLLOW_UP = "POST webhooks/\\d+/[^/]+";

    /** Alice challenges Bob (fixed setup, Alice White), Bob accepts; once the start is shown and Alice pinged. */
    private String begun() {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white")));
        String accept = challenge.buttons().get(0).customId();
        discord.pressButton(bob, accept, challenge).awaitFollowUps(2);
        return accept.substring("tzaar:accept:".length());
    }

    /** Alice's opening capture in a game just begun, and the game's id. */
    private record FirstMove(String game, Interaction move) {}

    /** A game begun, then Alice's opening capture, typed while Discord fails the next calls as asked. */
    private FirstMove firstMoveWhileDiscordFails(String calls, DiscordFault fault, int times) {
        String game = begun();
        discord.failNext(calls, fault, times);
        return new FirstMove(game, discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3")));
    }

    /** The edit shown once it has come (retries take their time), its text as the player reads it. */
    private static DiscordMessage edited(Interaction interaction) {
        return interaction.awaitEdits(1, RETRIES).get(0);
    }

    /**
     * Discord fails the edit of the board twice (500): the move was played, so the edit is tried again until
     * it is shown; the next player is pinged. Before: "Sorry… nothing was done", and no ping.
     */
    @Test
    void aBoardDiscordFailsToTakeIsTriedAgainAndShownAndTheNextPlayerPinged() throws IOException {
        Interaction move = firstMoveWhileDiscordFails(EDIT_ORIGINAL, DiscordFault.serverError(), 2).move();

        DiscordMessage board = edited(move);
        assertTrue(board.content().contains("captured") || board.content().contains("captures"), board.content());
        assertRealBoard(board);
        assertEquals(java.util.Set.of(bob.id()), move.awaitFollowUps(1, RETRIES).get(0).pinged());
        assertTrue(move.followUps().stream().noneMatch(m -> m.content().contains("nothing was done")),
                move.followUps().toString());
    }

    /** A 429 on the edit: the bot waits what Discord says (retry_after) and no less, then shows the board. */
    @Test
    void aRateLimitedEditWaitsWhatDiscordSaysThenShowsTheBoard() throws IOException {
        Interaction move = firstMoveWhileDiscordFails(EDIT_ORIGINAL,
                DiscordFault.rateLimited(java.time.Duration.ofMillis(900)), 1).move();

        assertRealBoard(edited(move));
        // A call of the bucket before its reset would have been refused (429) and failed discordRefusedNothing.
        assertEquals(java.util.Set.of(bob.id()), move.awaitFollowUps(1, RETRIES).get(0).pinged());
    }

    /**
     * Only the ping is rate limited, once: the board already shown stays (before, it was deleted and the
     * player told nothing was done), and the ping goes once the limit is over.
     */
    @Test
    void aPingRateLimitedOnceGoesAfterTheWaitAndTheShownBoardStays() throws IOException {
        Interaction move = firstMoveWhileDiscordFails(FOLLOW_UP,
                DiscordFault.rateLimited(java.time.Duration.ofMillis(700)), 1).move();

        DiscordMessage board = edited(move);
        assertEquals(java.util.Set.of(bob.id()), move.awaitFollowUps(1, RETRIES).get(0).pinged());
        assertTrue(discord.message(board.id()).isPresent(), "the board is still there");
        assertEquals(1, move.followUps().size(), "the ping, and nothing else: " + move.followUps());
    }

    /**
     * Discord will not take the board at all (413, the same however often it is tried): the player is told
     * the move was played and how to see the board; the next player is pinged; the game goes on.
     */
    @Test
    void aBoardDiscordWillNotTakeIsToldAsAMovePlayedWithTheWayToSeeIt() throws IOException {
        FirstMove first = firstMoveWhileDiscordFails(EDIT_ORIGINAL, DiscordFault.tooLarge(), 1);
        String game = first.game();
        Interaction move = first.move();

        assertEquals("Your move in game **" + game + "** was played, but Discord did not confirm that its answer was "
                + "shown. See the board with `/tzaar board game:" + game + "`.", edited(move).content());
        assertEquals(java.util.Set.of(bob.id()), move.awaitFollowUps(1, RETRIES).get(0).pinged());
        DiscordMessage board = shown(discord.slashCommand(alice, "tzaar", "board", Map.of("game", game)));
        assertRealBoard(board);
        DiscordMessage bobsMove = shown(discord.slashCommand(bob, "tzaar", "move", Map.of("turn", "D4xD3")));
        assertFalse(bobsMove.ephemeral(), "the move was played: it is Bob's turn now: " + bobsMove.content());
    }

    /**
     * The ping never gets through (Discord no longer knows the webhook): the shown board stays, and the next
     * public answer in the channel, another game's, carries the ping.
     */
    @Test
    void aPingThatNeverGetsThroughIsCarriedByTheChannelsNextPublicAnswer() throws IOException {
        Interaction move = firstMoveWhileDiscordFails(FOLLOW_UP, DiscordFault.unknownWebhook(), 1).move();
        DiscordMessage board = edited(move);
        assertRealBoard(board);

        assertBobsPingIsCarriedByTheChannelsNextPublicAnswer();
        assertTrue(discord.message(board.id()).isPresent(), "the board is still there");
    }

    /**
     * Discord answers the ping's post with a 500, without posting it (issue 28, item 6): the relay reads the
     * channel with the bot's token, finds no ping, and posts it again; Bob is pinged once. Before, a ping
     * that perhaps went was neither tried again nor carried: Bob was never told.
     */
    @Test
    void aPingDiscordAnswered500WithoutPostingIsLookedForInTheChannelAndPostedAgain() throws IOException {
        int before = discord.calls().size();
        Interaction move = firstMoveWhileDiscordFails(FOLLOW_UP, DiscordFault.serverError(), 1).move();

        assertRealBoard(edited(move));
        assertEquals(java.util.Set.of(bob.id()), move.awaitFollowUps(1, RETRIES).get(0).pinged());
        awaitChannelRead(before);
        DiscordMessage bobsMove = shown(discord.slashCommand(bob, "tzaar", "move", Map.of("turn", "D4xD3")));
        assertFalse(bobsMove.ephemeral(), bobsMove.content());
        assertEquals(1, move.followUps().size(), "one ping: " + move.followUps());
    }

    /**
     * Discord posts the ping and answers 500 all the same: the relay finds it in the channel and posts
     * nothing more; Bob is pinged once, and the channel's next public answer carries no ping of his.
     */
    @Test
    void aPingDiscordPostedThoughItAnswered500IsFoundInTheChannelAndNotPostedAgain() throws IOException {
        int before = discord.calls().size();
        Interaction move = firstMoveWhileDiscordFails(FOLLOW_UP, DiscordFault.serverErrorAfterDoingIt(), 1).move();

        assertRealBoard(edited(move));
        assertEquals(java.util.Set.of(bob.id()), move.awaitFollowUps(1, RETRIES).get(0).pinged());
        awaitChannelRead(before);
        // Shown on the channel's lane after the move's relay ended, which posts nothing more.
        DiscordMessage bobsMove = shown(discord.slashCommand(bob, "tzaar", "move", Map.of("turn", "D4xD3")));
        assertFalse(bobsMove.ephemeral(), bobsMove.content());
        assertEquals(1, move.followUps().size(), "one ping: " + move.followUps());
        DiscordUser carol = discord.newUser("carol" + players);
        Interaction next = discord.slashCommand(carol, "tzaar", "challenge", Map.of("opponent", discord.newUser(
                "dave" + players)));
        shown(next);
        assertFalse(next.awaitFollowUps(1, RETRIES).get(0).pinged().contains(bob.id()), "Bob is not pinged again");
        shown(discord.slashCommand(carol, "tzaar", "cancel", Map.of()));
    }

    /** The bot read the channel's messages with its token (how it learns whether a ping went), at call {@code from} or later. */
    private void awaitChannelRead(int from) {
        discord.awaitCall(from, c -> c.method().equals("GET") && c.status() == 200
                && c.route().startsWith("channels/" + discord.channelId() + "/messages?"), RETRIES,
                "a read of the channel's messages");
    }

    /**
     * Carol challenges Dave in the channel (and cancels, until it happens) until the answer carries the ping
     * Bob is owed: the report reaches the function a moment after the ping failed.
     */
    private void assertBobsPingIsCarriedByTheChannelsNextPublicAnswer() {
        DiscordUser carol = discord.newUser("carol" + players);
        DiscordUser dave = discord.newUser("dave" + players);
        Interaction next = null;
        long deadline = System.nanoTime() + RETRIES.toNanos();
        java.util.Set<String> pinged = java.util.Set.of();
        while (!pinged.contains(bob.id()) && System.nanoTime() < deadline) {
            next = discord.slashCommand(carol, "tzaar", "challenge", Map.of("opponent", dave));
            shown(next);
            pinged = next.awaitFollowUps(1, RETRIES).get(0).pinged();
            if (!pinged.contains(bob.id())) {
                shown(discord.slashCommand(carol, "tzaar", "cancel", Map.of()));
            }
        }
        assertEquals(java.util.Set.of(dave.id(), bob.id()), pinged, "Dave for his challenge, Bob for his turn");
        assertTrue(next.awaitFollowUps(1).get(0).content().contains("<@" + bob.id() + ">"),
                next.followUps().toString());
    }

    // ---- a turn played by taps while Discord fails (issues 21 and 22 together) ----

    /**
     * Discord will not take the panel's next step after a capture pressed on it (413): the capture was
     * played, so the channel is still shown it and Bob pinged, and Alice is told privately that it was
     * played and how to get a panel that is up to date; her panel stays as it was. Before, the failed panel
     * edit stopped there: the channel never saw the board.
     */
    @Test
    void aPanelDiscordWillNotUpdateAfterACaptureStillShowsTheCaptureAndTellsThePlayerTheTruth() throws IOException {
        PanelAtTargets panel = panelAtTargets(38);
        discord.failNext(alice, EDIT_ORIGINAL, DiscordFault.tooLarge(), 1);

        Interaction capture = captureOnThePanel(panel);

        List<DiscordMessage> followUps = capture.awaitFollowUps(3, RETRIES);
        DiscordMessage board = followUps.get(0);
        assertFalse(board.ephemeral(), "the channel is shown the capture: " + followUps);
        assertTrue(board.content().contains("captures"), board.content());
        assertRealBoard(board);
        DiscordMessage truth = followUps.get(1);
        assertTrue(truth.ephemeral(), truth.toString());
        assertEquals("Your move in game **" + panel.game() + "** was played and the channel shows it, but Discord did "
                + "not confirm that this panel was updated. If it is out of date, **Play your turn** under the newest "
                + "board opens a new one.", truth.content());
        assertEquals(java.util.Set.of(bob.id()), followUps.get(2).pinged());
        assertEquals(panel.targets().content(), discord.message(panel.targets().id()).orElseThrow().content(),
                "the panel is left as it was, not deleted");
    }

    /**
     * The panel's edit fails twice (500) and is tried again until shown; the board for the channel is refused
     * for good (413): Alice is told her move was played and how to see the board, never that nothing was
     * done; Bob is pinged; the panel shown stays.
     */
    @Test
    void aCapturesBoardDiscordWillNotTakeAfterAPanelPressIsToldAsAMovePlayedAndThePanelStays() {
        PanelAtTargets panel = panelAtTargets(39);
        discord.failNext(alice, EDIT_ORIGINAL, DiscordFault.serverError(), 2);
        discord.failNext(alice, FOLLOW_UP, DiscordFault.tooLarge(), 1);

        Interaction capture = captureOnThePanel(panel);

        DiscordMessage played = edited(capture);
        assertEquals(panel.targets().id(), played.id(), "in the panel's place");
        assertEquals("Played. **" + bob.username() + "** (Black) to capture.", played.content());
        List<DiscordMessage> followUps = capture.awaitFollowUps(2, RETRIES);
        assertTrue(followUps.get(0).ephemeral(), followUps.toString());
        assertEquals("Your move in game **" + panel.game() + "** was played, but Discord did not confirm that its "
                + "answer was shown. See the board with `/tzaar board game:" + panel.game() + "`.",
                followUps.get(0).content());
        assertEquals(java.util.Set.of(bob.id()), followUps.get(1).pinged());
        assertEquals(played.content(), discord.message(played.id()).orElseThrow().content(), "the panel shown stays");
    }

    /**
     * The ping after a capture played on a panel never gets through (Discord no longer knows the webhook,
     * after the board went): the board stays, and the channel's next public answer carries the ping, as
     * for a typed move.
     */
    @Test
    void aTapPlayedMovesPingThatNeverGetsThroughIsCarriedByTheChannelsNextPublicAnswer() throws IOException {
        PanelAtTargets panel = panelAtTargets(40);
        discord.failAfter(alice, FOLLOW_UP, 1, DiscordFault.unknownWebhook(), 1);

        Interaction capture = captureOnThePanel(panel);

        DiscordMessage board = capture.awaitFollowUp();
        assertRealBoard(board);
        assertEquals("Played. **" + bob.username() + "** (Black) to capture.", edited(capture).content());
        assertBobsPingIsCarriedByTheChannelsNextPublicAnswer();
        assertTrue(discord.message(board.id()).isPresent(), "the board is still there");
        assertEquals(1, capture.followUps().size(), "the board, and no ping from the capture itself");
    }

    // ---- a repeated delivery: its answer only where it does no harm (issue 21, item 2) ----

    /**
     * The same Accept delivered ten times begins the game once, and the channel reads "accepts" once and
     * pings Alice once: each repeat is answered to the presser alone.
     */
    @Test
    void anAcceptDeliveredTenTimesBeginsTheGameOnceInTheChannel() {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white")));
        Interaction pressed = discord.pressButton(bob, challenge.buttons().get(0).customId(), challenge);
        List<DiscordMessage> first = pressed.awaitFollowUps(2);
        assertFalse(first.get(0).ephemeral());

        Interaction again = pressed;
        for (int delivery = 2; delivery <= 10; delivery++) {
            again = discord.deliverAgain(again);
            DiscordMessage answer = again.awaitFollowUps(1, RETRIES).get(0);
            assertTrue(answer.ephemeral(), "delivery " + delivery + " is answered to Bob alone: " + answer);
        }
        again.awaitEdit(); // the last one is done: it retires the (retired) buttons again

        String game = challenge.buttons().get(0).customId().substring("tzaar:accept:".length());
        List<DiscordMessage> inTheChannel = discord.channelMessages(discord.channelId()).stream()
                .filter(m -> !m.ephemeral() && m.content().contains(game)).toList();
        assertEquals(1, inTheChannel.stream().filter(m -> m.content().contains("accepts")).count(),
                inTheChannel.toString());
        assertEquals(1, inTheChannel.stream().filter(m -> m.pinged().contains(alice.id())).count(),
                inTheChannel.toString());
    }

    /** A typed move delivered again: its answer in its own placeholder, and nobody pinged again. */
    @Test
    void aMoveDeliveredAgainIsAnsweredInItsOwnPlaceholderAndPingsNobody() {
        begun();
        Interaction move = discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3"));
        DiscordMessage board = shown(move);
        move.awaitFollowUps(1);

        Interaction again = discord.deliverAgain(move);

        assertEquals(board.content(), again.awaitEdit().content());
        assertEquals(List.of(), again.followUps(), "no ping");
        DiscordMessage bobsMove = shown(discord.slashCommand(bob, "tzaar", "move", Map.of("turn", "D4xD3")));
        assertFalse(bobsMove.ephemeral(), "the move was played once: " + bobsMove.content());
    }

    // ---- one slow Discord call delays nobody else (issue 21, item 3) ----

    /**
     * Twenty of Bob's answers hang on Discord (their edits unanswered for 12 s, longer than an attempt may
     * take): Alice's unrelated {@code /tzaar help} is answered at once, since the waits hold only their own
     * calls, never the workers that ask the function. Before, sixteen workers waited on Discord and the help
     * behind them, for seconds.
     */
    @Test
    void answersHangingOnDiscordDoNotHoldAnUnrelatedHelp() {
        discord.failNext(bob, EDIT_ORIGINAL, DiscordFault.hang(java.time.Duration.ofSeconds(12)), 20);
        List<Interaction> hanging = new java.util.ArrayList<>();
        for (int i = 0; i < 20; i++) {
            hanging.add(discord.slashCommand(bob, "tzaar", "help", Map.of()));
        }
        // The hanging edits have reached Discord: the workers, before, were all taken by then.
        discord.awaitFailuresServed(java.time.Duration.ofSeconds(30));

        long start = System.nanoTime();
        Interaction help = discord.slashCommand(alice, "tzaar", "help", Map.of());
        DiscordMessage answer = help.awaitEdits(1, java.time.Duration.ofSeconds(30)).get(0);
        long millis = java.util.concurrent.TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

        System.out.println(getClass().getSimpleName() + ": /tzaar help answered in " + millis
                + " ms with 20 answers hanging on Discord");
        assertTrue(answer.content().contains("/tzaar"), answer.content());
        // Not held behind them: well under the 12 s each hanging answer holds (generous for a loaded machine).
        assertTrue(millis < 8_000, "the help waited " + millis + " ms behind answers hanging on Discord");
        for (Interaction slow : hanging) {
            slow.awaitEdits(1, java.time.Duration.ofSeconds(60)); // each shown in the end (tried again)
        }
    }
}
