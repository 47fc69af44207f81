package dev.tzaar.infra.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.PuzzleSolver;
import dev.tzaar.testkit.discord.RestCall;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code /tzaar puzzle} through the interactions endpoint (signed POSTs to the function URL on loopback,
 * the function on DynamoDB Local): a puzzle solved by taps, then one missed, the refutation shown and
 * the rating moved each time; in English and in French; nothing Discord would refuse.
 */
@Tag("end-to-end")
class PuzzlesThroughInteractionsTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.withInteractions();
    private static int solvers;

    private FakeDiscord discord;
    private int refusedBefore;

    @BeforeEach
    void start() {
        discord = stack.discord();
        refusedBefore = discord.refusedCalls().size();
    }

    private DiscordUser newSolver() {
        return discord.newUser("solver" + ++solvers);
    }

    @AfterEach
    void discordRefusedNothing() {
        List<RestCall> refused = discord.refusedCalls();
        assertEquals(List.of(), refused.subList(Math.min(refusedBefore, refused.size()), refused.size()));
    }

    @Test
    void aPuzzleSolvedByTapsThenOneMissedMoveTheRatingAndTheStreak() {
        PuzzleSolver solver = new PuzzleSolver(discord, newSolver());
        DiscordMessage first = solver.begin(null);
        assertTrue(first.content().startsWith("Your puzzle rating: 1500 · "), first.content());

        DiscordMessage solved = solver.solve(first);
        assertTrue(solved.content().startsWith("**Solved!**") && solved.content().contains("· streak 1, best 1."),
                solved.content());
        DiscordMessage next = solver.tap(solved, "Next puzzle");
        Puzzle second = PuzzleSolver.puzzleOn(next);
        assertTrue(!second.equals(PuzzleSolver.puzzleOn(first)), "another puzzle");

        DiscordMessage missed = solver.miss(next);
        assertTrue(missed.content().startsWith("**Not the win.** You played "), missed.content());
        assertTrue(missed.content().contains(", and the win is gone") && missed.content().contains("· streak 0, best 1."),
                missed.content());
        assertEquals(List.of("Next puzzle", "Try again"), missed.buttons().stream().map(DiscordMessage.Button::label)
                .toList());
        DiscordMessage again = solver.tap(missed, "Try again");
        assertEquals(second, PuzzleSolver.puzzleOn(again));
        assertTrue(solver.answers().stream().allMatch(DiscordMessage::ephemeral), "every answer is private");
    }

    @Test
    void aTwoTurnPuzzleInFrench() {
        DiscordUser solver = newSolver();
        discord.setLocale(solver, "fr");
        PuzzleSolver french = new PuzzleSolver(discord, solver);
        DiscordMessage panel = french.begin("combination");
        assertTrue(panel.content().contains(" joue et gagne en 2 tours."), panel.content());

        DiscordMessage solved = french.solve(panel);

        assertTrue(french.answers().stream().anyMatch(a -> a.content().startsWith("Bien vu ! ")), "the defence answered");
        assertTrue(solved.content().startsWith("**Résolu !**"), solved.content());
        assertTrue(french.answers().stream().noneMatch(a -> a.content().contains("Puzzle")), "no English left");
    }
}
