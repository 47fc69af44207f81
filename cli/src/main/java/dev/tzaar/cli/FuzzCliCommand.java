package dev.tzaar.cli;

import dev.tzaar.bench.fuzz.LocalFuzzing;
import dev.tzaar.testkit.fuzz.RequestFuzzer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./tzaar fuzz [--requests N] [--seed S]}: the request fuzzer the build runs 250 requests of,
 * as long as asked, against the real function on a DynamoDB Local of its own (in a temporary
 * directory, removed afterwards). Exit status 1 when it found something.
 */
final class FuzzCliCommand implements CliCommand<FuzzCliCommand.Options> {
    private static final int DEFAULT_REQUESTS = 2_000;

    @Command(description = "The DynamoDB Local is its own, in a temporary directory; exit status 1 on a finding.")
    static final class Options {
        @Option(names = "--requests", paramLabel = "N", converter = Values.Count.class,
                description = "how many (default: ${DEFAULT-VALUE})")
        int requests = DEFAULT_REQUESTS;

        @Option(names = "--seed", paramLabel = "S", converter = Values.WholeNumber.class,
                description = "the same seed sends the same requests (default: the time; printed)")
        long seed = System.currentTimeMillis();
    }

    @Override
    public String name() {
        return "fuzz";
    }

    @Override
    public String summary() {
        return "send fuzzed requests to the function on DynamoDB Local and check every answer";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) throws IOException {
        int requests = options.requests;
        long seed = options.seed;
        Path directory = Files.createTempDirectory("tzaar-fuzz");
        try {
            terminal.out().printf("Fuzzing the function with %d requests, seed %d (again: ./tzaar fuzz --requests %d"
                    + " --seed %d)%n", requests, seed, requests, seed);
            int every = Math.max(1, requests / 10);
            int total = requests;
            RequestFuzzer.Report report = LocalFuzzing.run(directory, requests, seed, sent -> {
                if (sent % every == 0 || sent == total) {
                    terminal.out().printf("  %d of %d sent%n", sent, total);
                }
            });
            terminal.out().printf("%d requests (%d mutated): %d changed a game, %d were answered privately; "
                    + "%d finding%s.%n", report.requests(), report.mutated(), report.changedGames(), report.refused(),
                    report.findings().size(), report.findings().size() == 1 ? "" : "s");
            report.findings().forEach(terminal.out()::println);
            return report.clean() ? OK : REFUSED;
        } finally {
            remove(directory);
        }
    }

    private static void remove(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> {
                try {
                    Files.delete(file);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            System.err.println("tzaar fuzz: could not remove " + directory + ": " + e.getMessage());
        }
    }
}
