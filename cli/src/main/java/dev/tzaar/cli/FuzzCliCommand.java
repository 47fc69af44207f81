package dev.tzaar.cli;

import dev.tzaar.bench.fuzz.LocalFuzzing;
import dev.tzaar.testkit.fuzz.RequestFuzzer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@code ./tzaar fuzz [--requests N] [--seed S]}: the request fuzzer the build runs 250 requests of,
 * as long as asked, against the real function on a DynamoDB Local of its own (in a temporary
 * directory, removed afterwards). Exit status 1 when it found something.
 */
final class FuzzCliCommand implements CliCommand {
    private static final int DEFAULT_REQUESTS = 2_000;

    @Override
    public String name() {
        return "fuzz";
    }

    @Override
    public String arguments() {
        return "[--requests N] [--seed S]";
    }

    @Override
    public String help() {
        return "usage: ./tzaar fuzz " + arguments() + """

                Sends fuzzed requests to the game function on a DynamoDB Local of its own and checks every
                answer; exit status 1 on a finding.
                  --requests N  how many (default: %d)
                  --seed S      the same seed sends the same requests (default: the time; printed)
                """.formatted(DEFAULT_REQUESTS);
    }

    @Override
    public String summary() {
        return "send fuzzed requests to the function on DynamoDB Local and check every answer";
    }

    @Override
    public int run(List<String> args, Terminal terminal) throws IOException {
        int requests = DEFAULT_REQUESTS;
        long seed = System.currentTimeMillis();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            String value = i + 1 < args.size() ? args.get(i + 1) : null;
            try {
                if (arg.equals("--requests") && value != null) {
                    requests = Integer.parseInt(value);
                    if (requests < 1) {
                        throw new NumberFormatException();
                    }
                } else if (arg.equals("--seed") && value != null) {
                    seed = Long.parseLong(value);
                } else {
                    terminal.err().println("tzaar fuzz: \"" + arg + "\" is not an option here: ./tzaar fuzz "
                            + arguments());
                    return USAGE;
                }
            } catch (NumberFormatException e) {
                terminal.err().println("tzaar fuzz: " + arg + " takes a whole number" + (arg.equals("--requests")
                        ? " above 0" : "") + ", not \"" + value + "\"");
                return USAGE;
            }
            i++;
        }
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
