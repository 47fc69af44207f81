package dev.tzaar.cli;

import dev.tzaar.bench.activity.ActivityBenchmark;
import dev.tzaar.bench.AiBenchmark;
import dev.tzaar.bench.Benchmark;
import dev.tzaar.bench.CostBenchmark;
import dev.tzaar.bench.DiscordBenchmark;
import dev.tzaar.bench.EngineBenchmark;
import dev.tzaar.bench.FunctionBenchmark;
import dev.tzaar.bench.RenderBenchmark;
import dev.tzaar.bench.TapsBenchmark;
import java.util.List;

/** {@code ./tzaar bench [--quick] [NAME...]}: measures speed and prints the figures. */
final class BenchCliCommand implements CliCommand {
    private static final List<Benchmark> BENCHMARKS = List.of(new EngineBenchmark(), new AiBenchmark(), new RenderBenchmark(),
            new FunctionBenchmark(), new DiscordBenchmark(),
            new DiscordBenchmark(DiscordBenchmark.Frontend.INTERACTIONS), new TapsBenchmark(),
            new ActivityBenchmark(), new CostBenchmark());

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String arguments() {
        return "[--quick] [NAME...]";
    }

    @Override
    public String help() {
        return "usage: ./tzaar bench " + arguments() + "\nMeasures speed and prints the figures.\n"
                + "  NAME     one of " + String.join(", ", BENCHMARKS.stream().map(Benchmark::name).toList())
                + " (default: all)\n"
                + "  --quick  fewer rounds: rougher figures, sooner\n";
    }

    @Override
    public String summary() {
        return "measure speed (" + String.join(", ", BENCHMARKS.stream().map(Benchmark::name).toList())
                + "; all by default)";
    }

    /** The benchmarks named, in their own order; all of them when none is named. */
    static List<Benchmark> chosen(List<String> named) {
        return BENCHMARKS.stream().filter(benchmark -> named.isEmpty() || named.contains(benchmark.name())).toList();
    }

    @Override
    public int run(List<String> args, Terminal terminal) {
        boolean quick = args.contains("--quick");
        List<String> named = args.stream().filter(arg -> !arg.equals("--quick")).toList();
        List<Benchmark> chosen = chosen(named);
        List<String> unknown = named.stream()
                .filter(name -> BENCHMARKS.stream().noneMatch(benchmark -> benchmark.name().equals(name))).toList();
        if (!unknown.isEmpty()) {
            terminal.err().println("tzaar bench: no benchmark named " + unknown + "; there are "
                    + BENCHMARKS.stream().map(Benchmark::name).toList() + ".");
            return USAGE;
        }
        terminal.out().printf("Java %s on %d cores%n", Runtime.version(), Runtime.getRuntime().availableProcessors());
        for (Benchmark benchmark : chosen) {
            terminal.out().println();
            terminal.out().println("== " + benchmark.name() + ": " + benchmark.summary());
            benchmark.run(terminal.out(), quick);
        }
        return OK;
    }
}
