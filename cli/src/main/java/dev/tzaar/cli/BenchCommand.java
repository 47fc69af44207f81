package dev.tzaar.cli;

import java.util.ArrayList;
import java.util.List;

/** {@code ./tzaar bench [--quick] [NAME...]}: measures speed and prints the figures. */
final class BenchCommand implements Command {
    private static final List<Benchmark> BENCHMARKS = List.of(new EngineBenchmark(), new RenderBenchmark(),
            new FunctionBenchmark(), new DiscordBenchmark());

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String arguments() {
        return "[--quick] [NAME...]";
    }

    @Override
    public String summary() {
        return "measure speed (" + String.join(", ", BENCHMARKS.stream().map(Benchmark::name).toList())
                + "; all by default)";
    }

    @Override
    public int run(List<String> args, Terminal terminal) {
        boolean quick = args.contains("--quick");
        List<String> names = new ArrayList<>(args);
        names.remove("--quick");
        List<Benchmark> chosen = new ArrayList<>();
        for (Benchmark benchmark : BENCHMARKS) {
            if (names.isEmpty() || names.remove(benchmark.name())) {
                chosen.add(benchmark);
            }
        }
        if (!names.isEmpty()) {
            terminal.err().println("tzaar bench: no benchmark named " + names + "; there are "
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
