package dev.tzaar.bench.probe;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A benchmark's probe (a main class that prints one line of numbers about its own start) run in a new
 * JVM with this one's java and class path, so that it pays what a cold start pays. Its standard error goes
 * to a file of its own, not to a pipe nobody reads (a probe that logs more than the pipe's buffer would
 * block there for ever); the file's last line is told when the probe fails, then deleted.
 */
public final class FreshJvmProbe {
    /** What one process printed on its first line, as numbers, and its wall time from start to exit. */
    public record Run(double[] printed, double wallMillis) {}

    private FreshJvmProbe() {
    }

    /**
     * Runs {@code main} with {@code args} in a new JVM; empty when it could not be started, failed or was
     * interrupted (said on {@code out}, the interruption kept), so that the benchmark skips what is left.
     */
    public static Optional<Run> run(PrintStream out, Class<?> main, String... args) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                main.getName()));
        command.addAll(Arrays.asList(args));
        Path errors;
        try {
            errors = Files.createTempFile("tzaar-probe-", ".err");
        } catch (IOException e) {
            out.println("  fresh JVM: no file for the probe's errors: " + e.getMessage());
            return Optional.empty();
        }
        try {
            long start = System.nanoTime();
            Process process = new ProcessBuilder(command).redirectError(errors.toFile()).start();
            String line;
            try (BufferedReader reader = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                line = reader.readLine();
            }
            int status = process.waitFor();
            double wall = (System.nanoTime() - start) / 1e6;
            if (status != 0 || line == null) {
                out.println("  fresh JVM: the probe failed (exit " + status + ")" + lastLine(errors));
                return Optional.empty();
            }
            double[] printed = Arrays.stream(line.trim().split(" ")).mapToDouble(Double::parseDouble).toArray();
            return Optional.of(new Run(printed, wall));
        } catch (IOException e) {
            out.println("  fresh JVM: cannot start " + java + ": " + e.getMessage());
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } finally {
            try {
                Files.deleteIfExists(errors);
            } catch (IOException e) {
                // A temporary file left behind is no failure of the benchmark.
            }
        }
    }

    /** The last line the probe wrote to its standard error, after a colon; nothing when it wrote none. */
    private static String lastLine(Path errors) {
        try (var lines = Files.lines(errors, StandardCharsets.UTF_8)) {
            return lines.filter(line -> !line.isBlank()).reduce((first, second) -> second).map(line -> ": " + line.strip())
                    .orElse("");
        } catch (IOException | java.io.UncheckedIOException e) {
            return "";
        }
    }

    /** The median of one column of the runs' rows. */
    public static double median(List<double[]> rows, int column) {
        double[] values = rows.stream().mapToDouble(r -> r[column]).sorted().toArray();
        return values[values.length / 2];
    }
}
