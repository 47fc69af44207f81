package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Position;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code ./tzaar ai} answers a position with the AI's turn on its last line, or with {@code -} each
 * line of standard input as soon as it is read, so another program can play against it.
 */
class AiCliCommandTest {
    private static final Position MIDGAME = Position.START.play("C2xC3").orElseThrow()
            .play("D4xD3 B3xC3").orElseThrow();

    @Test
    void onTheCpuClockItStillAnswersALegalTurnAndAnUnknownClockIsRefused() throws Exception {
        CommandLine run = CommandLine.run("ai", MIDGAME.toString(), "--ms", "100", "--seed", "3", "--clock", "cpu");
        assertEquals(CliCommand.OK, run.status(), run.err());
        assertTrue(MIDGAME.play(run.lastLine()).isOk(), run.lastLine());
        CommandLine refused = CommandLine.run("ai", "--clock", "sundial");
        assertEquals(CliCommand.USAGE, refused.status());
        assertEquals("tzaar ai: --clock takes wall or cpu, not \"sundial\".", refused.err().lines().findFirst().orElseThrow());
    }

    @Test
    void theLastLineIsALegalTurnAsARecordWritesIt() throws Exception {
        CommandLine run = CommandLine.run("ai", "--ms", "200", "--seed", "3");
        assertEquals(CliCommand.OK, run.status(), run.err());
        assertEquals(1, run.outLines().size());
        assertTrue(Position.START.play(run.lastLine()).isOk(), run.lastLine());
        assertEquals(1, run.lastLine().split(" ").length, "White's opening turn is a single capture");

        CommandLine midgame = CommandLine.run("ai", MIDGAME.toString(), "--level", "medium", "--ms", "200");
        assertEquals(2, midgame.lastLine().split(" ").length, midgame.out());
        assertTrue(MIDGAME.play(midgame.lastLine()).isOk(), midgame.lastLine());
    }

    @Test
    void verboseAddsTheScoreTheDepthAndTheSpeedBeforeTheTurn() throws Exception {
        CommandLine run = CommandLine.run("ai", MIDGAME.toString(), "-v", "--ms", "100", "--seed", "5");
        assertEquals(2, run.outLines().size(), run.out());
        String summary = run.outLines().get(0);
        assertTrue(summary.startsWith("hard, seed 5: score "), summary);
        assertTrue(summary.contains(" turns, ") && summary.contains(" nodes/s"), summary);
        assertTrue(MIDGAME.play(run.lastLine()).isOk());
    }

    @Test
    void theSameSeedPlaysTheSameTurn() throws Exception {
        // Easy searches one turn, well inside its time: the seed alone decides.
        String first = CommandLine.run("ai", MIDGAME.toString(), "--level", "easy", "--seed", "11").lastLine();
        String again = CommandLine.run("ai", MIDGAME.toString(), "--level", "easy", "--seed", "11").lastLine();
        assertEquals(first, again);
    }

    @Test
    void aBatchGetsOneLineOutPerPositionInAndErrorsInTheirPlace() throws Exception {
        String finished = "Z2----/A2-----/T2------/--------/--------/--------/-------/------/tazzz b 1";
        CommandLine run = CommandLine.withInput(MIDGAME + "\n\nnot a position\n" + finished + "\n",
                "ai", "-", "--ms", "50", "--level", "easy");
        assertEquals(CliCommand.REFUSED, run.status());
        List<String> lines = run.outLines();
        assertEquals(3, lines.size(), run.out());
        assertTrue(MIDGAME.play(lines.get(0)).isOk(), lines.get(0));
        assertTrue(lines.get(1).startsWith("error: "), lines.get(1));
        assertEquals("error: The game is over: White won, Black cannot capture. There is no turn to play.",
                lines.get(2));
    }

    @Test
    void eachBatchLineIsAnsweredBeforeTheNextIsWritten() throws Exception {
        PipedOutputStream toAi = new PipedOutputStream();
        PipedInputStream aiIn = new PipedInputStream(toAi);
        PipedInputStream fromAi = new PipedInputStream();
        PrintStream aiOut = new PrintStream(new PipedOutputStream(fromAi), false, StandardCharsets.UTF_8);
        CliCommand.Terminal terminal = new CliCommand.Terminal(
                new BufferedReader(new InputStreamReader(aiIn, StandardCharsets.UTF_8)), aiOut,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> {
            try {
                return Tzaar.run(List.of("ai", "-", "--ms", "50"), terminal);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        BufferedReader answers = new BufferedReader(new InputStreamReader(fromAi, StandardCharsets.UTF_8));
        PrintStream positions = new PrintStream(toAi, true, StandardCharsets.UTF_8);
        // A game played through the one process: each answer read before the next position is sent.
        Position position = Position.START;
        for (int turn = 0; turn < 4; turn++) {
            positions.println(position);
            String answer = answers.readLine();
            position = position.play(answer).orElseThrow();
        }
        positions.close();
        assertEquals(CliCommand.OK, running.get(30, TimeUnit.SECONDS), "the end of the input ends the batch");
    }

    @Test
    void aWrongArgumentIsNamedOnOneLineBeforeTheUsage() throws Exception {
        CommandLine ms = CommandLine.run("ai", "--ms", "soon");
        assertEquals(CliCommand.USAGE, ms.status());
        assertEquals("tzaar ai: --ms takes a whole number of milliseconds per turn, like 1500, not \"soon\".",
                ms.err().lines().findFirst().orElseThrow());
        CommandLine level = CommandLine.run("ai", "--level", "expert");
        assertEquals("tzaar ai: --level: \"expert\" is not a level: write easy, medium or hard.",
                level.err().lines().findFirst().orElseThrow());
        assertEquals(CliCommand.USAGE, CommandLine.run("ai", "--seed").status());
        CommandLine position = CommandLine.run("ai", "ttttT w 1");
        assertEquals(CliCommand.REFUSED, position.status());
        assertTrue(position.err().startsWith("tzaar ai: "), position.err());
    }
}
