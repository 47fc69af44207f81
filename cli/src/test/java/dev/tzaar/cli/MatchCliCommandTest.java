package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code ./tzaar match} plays whole games, both colours, and prints the score with its interval. */
class MatchCliCommandTest {
    @Test
    void aMatchPlaysItsGamesInPairsWithColoursSwappedAndPrintsTheTable() throws Exception {
        CommandLine run = CommandLine.run("match", "random", "greedy", "--games", "4", "--ms", "20", "--seed", "3");
        assertEquals(CliCommand.OK, run.status(), run.err());
        List<String> lines = run.outLines();
        assertEquals("random vs greedy: 4 games, random setups (one per pair of games, colours swapped), 20 ms per turn, seed 3",
                lines.get(0));
        assertTrue(lines.get(1).startsWith("game 1/4 (random "), lines.get(1));
        assertTrue(lines.get(1).contains(", random White): "), lines.get(1));
        assertTrue(lines.get(2).contains(", greedy White): "), lines.get(2));
        assertEquals(lines.get(1).split(",")[0], lines.get(2).split(",")[0].replace("game 2/4", "game 1/4"),
                "a pair shares its board");
        String random = lines.stream().filter(l -> l.matches("random +[0-9].*")).reduce((x, y) -> y).orElseThrow();
        String greedy = lines.stream().filter(l -> l.matches("greedy +[0-9].*")).reduce((x, y) -> y).orElseThrow();
        int randomWins = Integer.parseInt(random.split("\\s+")[1]);
        int greedyWins = Integer.parseInt(greedy.split("\\s+")[1]);
        assertEquals(4, randomWins + greedyWins, run.out());
        assertTrue(run.lastLine().startsWith("random scored " + randomWins + "/4 = "), run.lastLine());
        assertTrue(run.lastLine().contains("95% confidence interval"), run.lastLine());
    }

    @Test
    void theIntervalIsWilsons() {
        assertArrayEquals(new double[] {0.2993, 0.7007}, round(Wilson.interval(10, 20)), 1e-9);
        assertArrayEquals(new double[] {0.8389, 1.0}, round(Wilson.interval(20, 20)), 1e-9);
        assertArrayEquals(new double[] {0.0, 0.1611}, round(Wilson.interval(0, 20)), 1e-9);
    }

    private static double[] round(double[] interval) {
        return new double[] {Math.round(interval[0] * 1e4) / 1e4, Math.round(interval[1] * 1e4) / 1e4};
    }

    @Test
    void wrongArgumentsAreNamedOnOneLine() throws Exception {
        CommandLine player = CommandLine.run("match", "hard", "grandmaster");
        assertEquals(CliCommand.USAGE, player.status());
        assertEquals("tzaar match: \"grandmaster\" is not a player: write easy, medium, hard, greedy, random.",
                player.err().lines().findFirst().orElseThrow());
        assertEquals("tzaar match: a match has two players, not 1.",
                CommandLine.run("match", "hard").err().lines().findFirst().orElseThrow());
        assertEquals("tzaar match: --setup takes random, fixed or tournament, not \"mirror\".",
                CommandLine.run("match", "--setup", "mirror").err().lines().findFirst().orElseThrow());
        assertEquals(CliCommand.USAGE, CommandLine.run("match", "--games", "0").status());
        assertEquals("tzaar match: --clock takes wall or cpu, not \"sundial\".",
                CommandLine.run("match", "--clock", "sundial").err().lines().findFirst().orElseThrow());
    }

    @Test
    void onTheCpuClockTheBudgetIsTheAisCpuTime() throws Exception {
        CommandLine run = CommandLine.run("match", "easy", "random", "--games", "2", "--ms", "50", "--clock", "cpu");
        assertEquals(CliCommand.OK, run.status(), run.err());
        assertEquals("easy vs random: 2 games, random setups (one per pair of games, colours swapped), 50 ms per turn of CPU time, seed 1",
                run.outLines().get(0));
        String easy = run.outLines().stream().filter(l -> l.matches("easy +[0-9].*")).findFirst().orElseThrow();
        // The turns' times are CPU time too: a search stopped at 50 ms of it reports no more than that (and a little).
        String[] columns = easy.trim().split("\\s+");
        double longest = Double.parseDouble(columns[columns.length - 1].replaceAll("[()]", ""));
        assertTrue(longest <= 60, easy);
    }
}
