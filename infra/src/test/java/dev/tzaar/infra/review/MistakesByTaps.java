package dev.tzaar.infra.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * "Learn from your mistakes" through a frontend and the real function: Ada (White) and Bo play five turns from the fixed setup, Ada's turn 3 a
 * mistake and turn 5 a blunder (as lambda's {@code MistakesTest} pins them), and Ada resigns; the review
 * she asks for offers her the button, which opens her first marked turn privately; the better turn
 * tapped is right, Next opens turn 5, the turn she played there is not enough, the better one is, and
 * Next tells the end. Every tap is answered in the panel's place, and Discord refuses nothing. Nested
 * in each frontend's suite ({@link MistakesThroughInteractionsTest}, {@link MistakesThroughTheGatewayTest})
 * on its one stack.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class MistakesByTaps {
    /** The five turns played (a resignation is no turn to review). */
    private static final int REVIEWED_TURNS = 5;
    private static final Pattern PROGRESS = Pattern.compile("Reviewing game \\*\\*([^*]+)\\*\\*: turn (\\d+) of (\\d+)…");
    private FakeDiscord discord;
    private DiscordUser ada;

    @BeforeAll
    void start(LocalStack stack) {
        discord = stack.discord();
    }

    @Test
    void aPlayersMarkedTurnsArePlayedAgainFromTheReviewsButtonByTaps() {
        ada = discord.newUser("ada");
        DiscordUser bo = discord.newUser("bo");
        DiscordMessage challenge = discord.slashCommand(ada, "tzaar", "challenge", Map.of("opponent", bo, "setup",
                "fixed", "colour", "white")).awaitAnswer();
        String game = challenge.buttons().get(0).customId().substring("tzaar:accept:".length());
        discord.slashCommand(bo, "tzaar", "accept", Map.of("game", game)).awaitAnswer();
        List<DiscordUser> movers = List.of(ada, bo, ada, bo, ada);
        List<String> turns = List.of("D5xC4", "D4xD3 C3-D3", "C4xB4 I2xI1", "D3xD6 A3-A4", "E3xF3 C5-B5");
        for (int i = 0; i < turns.size(); i++) {
            DiscordMessage played = discord.slashCommand(movers.get(i), "tzaar", "move",
                    Map.of("turn", turns.get(i), "game", game)).awaitAnswer();
            assertTrue(!played.ephemeral(), played.toString());
        }
        DiscordMessage confirm = discord.slashCommand(ada, "tzaar", "resign", Map.of("game", game)).awaitAnswer();
        Interaction resign = discord.pressButton(ada, "tzaar:confirm_resign:" + game, confirm);
        resign.awaitAcknowledgement();
        resign.awaitFollowUp();

        // Reviewed in steps (docs/review.md, "In steps"): with the stack's step of a millisecond, a turn a step,
        // the player sees the review move on in place, "turn 1 of 5", "turn 2 of 5"…, before the review itself.
        Interaction analyze = discord.slashCommand(ada, "tzaar", "analyze", Map.of("game", game));
        DiscordMessage review = analyze.awaitAnswerAfterProgress(line -> line.content().startsWith("Reviewing game "),
                java.time.Duration.ofSeconds(60));
        List<DiscordMessage> progress = analyze.shown().subList(0, analyze.shown().size() - 1);
        assertTrue(progress.size() >= 2, "the review was seen moving on: " + analyze.shown());
        int lastTurn = 0;
        for (DiscordMessage line : progress) {
            Matcher turn = PROGRESS.matcher(line.content());
            assertTrue(turn.matches() && turn.group(1).equals(game), line.content());
            assertTrue(Integer.parseInt(turn.group(2)) > lastTurn, "counted up: " + progress);
            lastTurn = Integer.parseInt(turn.group(2));
            assertEquals(REVIEWED_TURNS, Integer.parseInt(turn.group(3)), line.content());
            assertTrue(line.ephemeral(), "shown to Ada alone, in the review's place: " + line);
        }
        assertTrue(lastTurn < REVIEWED_TURNS, progress.toString());
        assertTrue(analyze.edits().containsAll(progress), "edited in place, not posted anew: " + analyze.shown());
        DiscordMessage.Button learn = review.button("tzaar:learn:" + game).orElseThrow(() -> new AssertionError(
                "no Learn from your mistakes on " + review));
        assertEquals("Learn from your mistakes", learn.label());

        DiscordMessage first = discord.pressButton(ada, learn.customId(), review).awaitAnswer();
        assertTrue(first.ephemeral(), first.toString());
        assertTrue(first.content().startsWith("**Learn from your mistakes**, game **" + game + "**, turn 3: you played"
                + " `C4xB4 I2xI1` here."), first.content());
        assertTrue(first.attachment("board.png").isPresent(), "the position is drawn: " + first);

        DiscordMessage right = play(play(first, "F5", "F6"), "G5", "F6");
        assertTrue(right.content().startsWith("Right! `F5xF6 G5-F6` keeps you a "), right.content());
        DiscordMessage second = press(right, "Next marked turn");
        assertTrue(second.content().contains(", turn 5: you played `E3xF3 C5-B5` here."), second.content());
        DiscordMessage missed = play(play(second, "E3", "F3"), "C5", "B5");
        assertTrue(missed.content().startsWith("That is the turn you played. Not enough: `E3xF3 C5-B5` leaves you a "),
                missed.content());
        DiscordMessage solved = play(play(missed, "E2", "F2"), "E3", "F2");
        assertTrue(solved.content().startsWith("Right! `E2xF2 E3-F2` keeps you a "), solved.content());
        DiscordMessage end = press(solved, "Next marked turn");
        assertEquals("That was your last marked turn of game **" + game + "**: you have played all 2 again.",
                end.content());
        assertEquals(List.of(), discord.refusedCalls(), "Discord took every call as it was made");
    }

    /** One action by taps: the piece from whichever menu holds it, then its target. */
    private DiscordMessage play(DiscordMessage shown, String from, String to) {
        DiscordMessage.Menu menu = shown.menus().stream().filter(m -> m.option(from).isPresent()).findFirst()
                .orElseThrow(() -> new AssertionError("no piece " + from + " on " + shown));
        DiscordMessage chosen = step(discord.choose(ada, menu.customId(), from, shown));
        DiscordMessage.Button target = chosen.button(id -> id.contains("from=" + from + ":to=" + to))
                .orElseThrow(() -> new AssertionError("no target " + to + " on " + chosen));
        return step(discord.pressButton(ada, target.customId(), chosen));
    }

    private DiscordMessage press(DiscordMessage shown, String label) {
        DiscordMessage.Button button = shown.buttons().stream().filter(b -> b.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + label + " on " + shown));
        return step(discord.pressButton(ada, button.customId(), shown));
    }

    /** A panel's control: acknowledged without a placeholder, answered privately in the panel's place. */
    private static DiscordMessage step(Interaction press) {
        assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, press.awaitAcknowledgement().type());
        DiscordMessage answer = press.awaitAnswer();
        assertTrue(!press.edits().isEmpty(), "answered in the panel's place, not as " + answer);
        DiscordMessage panel = press.edits().get(0);
        assertTrue(panel.ephemeral(), panel.toString());
        return panel;
    }
}
