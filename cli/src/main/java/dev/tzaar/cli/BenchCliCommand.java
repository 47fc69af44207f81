package dev.tzaar.cli;

import dev.tzaar.bench.activity.ActivityBenchmark;
import dev.tzaar.bench.puzzle.PuzzleBenchmark;
import dev.tzaar.bench.tournament.TournamentBenchmark;
import dev.tzaar.bench.review.ReviewBenchmark;
import dev.tzaar.bench.AfterGameBenchmark;
import dev.tzaar.bench.AiBenchmark;
import dev.tzaar.bench.Benchmark;
import dev.tzaar.bench.CostBenchmark;
import dev.tzaar.bench.DailyBenchmark;
import dev.tzaar.bench.DiscordBenchmark;
import dev.tzaar.bench.EngineBenchmark;
import dev.tzaar.bench.FunctionBenchmark;
import dev.tzaar.bench.LessonsBenchmark;
import dev.tzaar.bench.MistakesBenchmark;
import dev.tzaar.bench.RenderBenchmark;
import dev.tzaar.bench.PuzzlePlayBenchmark;
import dev.tzaar.bench.replay.ReplayBenchmark;
import dev.tzaar.bench.TapsBenchmark;
import dev.tzaar.bench.TournamentPlayBenchmark;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code ./tzaar bench [--quick] [NAME...]}: measures speed and prints the figures. */
final class BenchCliCommand implements CliCommand<BenchCliCommand.Options> {
    private static final List<Benchmark> BENCHMARKS = List.of(new EngineBenchmark(), new AiBenchmark(), new RenderBenchmark(),
            new FunctionBenchmark(), new DiscordBenchmark(),
            new DiscordBenchmark(DiscordBenchmark.Frontend.INTERACTIONS), new TapsBenchmark(),
            new ActivityBenchmark(), new CostBenchmark(), new PuzzleBenchmark(), new PuzzlePlayBenchmark(),
            new LessonsBenchmark(), new TournamentBenchmark(), new TournamentPlayBenchmark(), new ReplayBenchmark(),
            new ReviewBenchmark(), new DailyBenchmark(), new MistakesBenchmark(), new AfterGameBenchmark());

    static final class Options {
        @Option(names = "--quick", description = "fewer rounds: rougher figures, sooner")
        boolean quick;

        @Parameters(paramLabel = "[NAME...]", hideParamSyntax = true, converter = BenchmarkName.class,
                completionCandidates = BenchmarkNames.class,
                description = "one of ${COMPLETION-CANDIDATES} (default: all)")
        List<String> named = new java.util.ArrayList<>();
    }

    static final class BenchmarkNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return BENCHMARKS.stream().map(Benchmark::name).iterator();
        }
    }

    static final class BenchmarkName extends Values.Kind<String> {
        @Override
        String what() {
            return "a benchmark's name";
        }

        @Override
        public String convert(String name) {
            if (BENCHMARKS.stream().noneMatch(benchmark -> benchmark.name().equals(name))) {
                throw Values.Refused.because("no benchmark named [" + name + "]; there are "
                        + BENCHMARKS.stream().map(Benchmark::name).toList() + ".");
            }
            return name;
        }
    }

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String summary() {
        return "measure speed (" + String.join(", ", BENCHMARKS.stream().map(Benchmark::name).toList())
                + "; all by default)";
    }

    @Override
    public Options options() {
        return new Options();
    }

    /** The benchmarks named, in their own order; all of them when none is named. */
    static List<Benchmark> chosen(List<String> named) {
        return BENCHMARKS.stream().filter(benchmark -> named.isEmpty() || named.contains(benchmark.name())).toList();
    }

    @Override
    public int run(Options options, Terminal terminal) {
        terminal.out().printf("Java %s on %d cores%n", Runtime.version(), Runtime.getRuntime().availableProcessors());
        for (Benchmark benchmark : chosen(options.named)) {
            terminal.out().println();
            terminal.out().println("== " + benchmark.name() + ": " + benchmark.summary());
            benchmark.run(terminal.out(), options.quick);
        }
        return OK;
    }
}
