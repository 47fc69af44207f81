package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bench.Benchmark;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which benchmarks ./tzaar bench runs: the ones named, else all; never the benchmarks themselves here. */
class BenchCliCommandTest {

    private static List<String> names(List<Benchmark> benchmarks) {
        return benchmarks.stream().map(Benchmark::name).toList();
    }

    @Test
    void onlyTheNamedBenchmarksRunInTheirOwnOrder() {
        assertEquals(List.of("render"), names(BenchCliCommand.chosen(List.of("render"))));
        assertEquals(List.of("engine", "discord"), names(BenchCliCommand.chosen(List.of("discord", "engine"))));
    }

    @Test
    void noNameMeansEveryBenchmark() {
        assertEquals(List.of("engine", "ai", "render", "function", "discord", "interactions", "taps", "activity",
                "cost", "puzzles", "puzzle-play", "lessons", "tournament", "tournament-play", "replay", "review", "daily",
                "mistakes", "after-game"),
                names(BenchCliCommand.chosen(List.of())));
    }

    @Test
    void anUnknownNameIsAUsageErrorThatListsTheBenchmarks() throws Exception {
        CommandLine bench = CommandLine.run("bench", "--quick", "render", "fast");
        assertEquals(CliCommand.USAGE, bench.status());
        assertTrue(bench.err().startsWith("tzaar bench: no benchmark named [fast]; there are [engine, ai, render, function,"),
                bench.err());
    }
}
