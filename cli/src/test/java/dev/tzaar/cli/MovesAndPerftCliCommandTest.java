package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@code ./tzaar moves} and {@code ./tzaar perft} answer one position, or with {@code -} a batch
 * read from standard input, one answer line per position, so that thousands can be checked at once.
 */
class MovesAndPerftCliCommandTest {
    private static final String START = Position.START.toString();

    @Test
    void movesPrintsOneCanonicalActionPerLineForTheFixedStartByDefault() throws Exception {
        CommandLine run = CommandLine.run("moves");
        assertEquals(0, run.status());
        assertEquals(Position.START.legalActions().stream().map(Action::toString).toList(), run.outLines());
        assertEquals(42, run.outLines().size());
        assertTrue(run.outLines().contains("C2xC3"));
    }

    @Test
    void movesReadsAPositionGivenAsSeveralArgumentsOrAsOne() throws Exception {
        Position blackSecond = Position.START.play("C2xC3 D4xD3").orElseThrow();
        String[] words = blackSecond.toString().split(" ");
        CommandLine split = CommandLine.run("moves", words[0], words[1], words[2]);
        CommandLine whole = CommandLine.run("moves", blackSecond.toString());
        assertEquals(split.out(), whole.out());
        assertEquals("pass", split.lastLine());
    }

    @Test
    void aFinishedGameHasNoActionsSoMovesPrintsNoLineForItAloneAndAnEmptyLineForItInABatch() throws Exception {
        String finished = "Z2----/A2-----/T2------/--------/--------/--------/-------/------/tazzz b 1";
        CommandLine alone = CommandLine.run("moves", finished);
        assertEquals(0, alone.status());
        assertEquals("", alone.out(), "zero actions, zero lines");

        CommandLine batch = CommandLine.withInput(finished + "\n" + START + "\n", "moves", "-");
        assertEquals(0, batch.status());
        assertEquals(2, batch.outLines().size(), batch.out());
        assertEquals("", batch.outLines().get(0), "the finished game's answer line is there, and empty");
        assertEquals(42, batch.outLines().get(1).split(" ").length);
    }

    @Test
    void blankInputLinesAreNotPositionsAndAreSkippedUnanswered() throws Exception {
        String input = "\n" + START + "\n   \n\n" + START + "\n\n";
        assertEquals(List.of("42", "42"), CommandLine.withInput(input, "perft", "1", "-").outLines());
        CommandLine moves = CommandLine.withInput(input, "moves", "-");
        assertEquals(0, moves.status());
        assertEquals(2, moves.outLines().size(), moves.out());
    }

    @Test
    void perftPrintsTheCountAsItsLastLine() throws Exception {
        assertEquals("1797", CommandLine.run("perft", "2").lastLine());
        assertEquals("42", CommandLine.run("perft", "1", START).lastLine());
    }

    @Test
    void aBatchGetsOneAnswerLinePerPositionInOrderWithErrorsInPlace() throws Exception {
        Position random = Setup.random(5).position();
        Position finished = Position.of("Z2----/A2-----/T2------/--------/--------/--------/-------/------/tazzz b 1");
        String input = String.join("\n", START, "nonsense", random.toString(), "", finished.toString()) + "\n";

        CommandLine moves = CommandLine.withInput(input, "moves", "-");
        List<String> lines = moves.outLines();
        assertEquals(4, lines.size(), moves.out());
        assertEquals(Position.START.legalActions().stream().map(Action::toString).collect(Collectors.joining(" ")),
                lines.get(0));
        assertTrue(lines.get(1).startsWith("error: A position has three parts"), lines.get(1));
        assertEquals(random.legalActions().size(), lines.get(2).split(" ").length);
        assertEquals("", lines.get(3), "a finished game has no actions");
        assertEquals(1, moves.status(), "a refused position makes the batch fail");

        CommandLine perft = CommandLine.withInput(input, "perft", "2", "-");
        assertEquals(List.of("1797", lines.get(1), String.valueOf(dev.tzaar.engine.Perft.count(random, 2)), "0"),
                perft.outLines());
    }

    @Test
    void perftGoesUpToDepth64AndRefusesDeeperWithAUsageMessage() throws Exception {
        String finished = "Z2----/A2-----/T2------/--------/--------/--------/-------/------/tazzz b 1";
        assertEquals("0", CommandLine.run("perft", "64", finished).lastLine());
        String usage = "usage: ./tzaar perft N [POSITION|-]";
        for (String absurd : List.of("65", "100000000", "99999999999999999999")) {
            CommandLine refused = CommandLine.run("perft", absurd);
            assertEquals(2, refused.status(), refused.err());
            assertEquals(List.of("tzaar perft: perft goes up to depth 64, not " + absurd + ": each action multiplies the "
                    + "count, so a count that deep would never finish.", usage), refused.err().lines().toList());
            assertEquals("", refused.out());
        }
        for (String notADepth : List.of("-1", "three", "2.5", "")) {
            CommandLine refused = CommandLine.run("perft", notADepth);
            assertEquals(2, refused.status(), notADepth);
            assertEquals(List.of("tzaar perft: N is a number of actions, not \"" + notADepth + "\".", usage),
                    refused.err().lines().toList(), notADepth);
        }
    }

    @Test
    void mistakesOnTheCommandLineAreExplainedAndExitWithStatusTwo() throws Exception {
        CommandLine noDepth = CommandLine.run("perft");
        assertEquals(2, noDepth.status());
        assertTrue(noDepth.err().contains("usage: ./tzaar perft N [POSITION|-]"), noDepth.err());
        CommandLine unknown = CommandLine.run("fly");
        assertEquals(2, unknown.status());
        assertEquals("tzaar: unknown command \"fly\". Run ./tzaar help for the list.", unknown.err().strip());
        CommandLine badPosition = CommandLine.run("moves", "ttttT w 1");
        assertEquals(1, badPosition.status());
        assertTrue(badPosition.err().startsWith("tzaar: The board lists 1 column;"), badPosition.err());
    }

    @Test
    void helpListsEveryCommand() throws Exception {
        CommandLine help = CommandLine.run("help");
        assertEquals(0, help.status());
        for (String command : List.of("moves", "perft", "ai", "match", "bench")) {
            assertTrue(help.out().contains("  " + command + " "), help.out());
        }
        assertTrue(help.out().contains("(blank lines are skipped), and one answer line is printed per position"),
                help.out());
        assertTrue(help.out().contains("A finished game has no actions: moves prints no line for it, or an empty "
                + "line with -."), help.out());
    }
}
