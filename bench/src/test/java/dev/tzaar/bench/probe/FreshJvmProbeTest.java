package dev.tzaar.bench.probe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class FreshJvmProbeTest {
    /** A probe that prints its arguments' count and a measurement, as the benchmarks' probes print theirs. */
    public static final class PrintsNumbers {
        public static void main(String[] args) {
            System.out.println(args.length + " 12.5 " + String.join(" ", args));
        }
    }

    public static final class Fails {
        public static void main(String[] args) {
            System.exit(3);
        }
    }

    /** A probe that logs far more than a pipe holds (64 KiB on Linux) before its line, as a chatty library would. */
    public static final class LogsAMegabyteFirst {
        public static void main(String[] args) {
            String line = "x".repeat(1023);
            for (int i = 0; i < 1024; i++) {
                System.err.println(line);
            }
            System.out.println("1 2");
        }
    }

    public static final class FailsSayingWhy {
        public static void main(String[] args) {
            System.err.println("warming up");
            System.err.println("no font here");
            System.exit(4);
        }
    }

    @Test
    void theProbesFirstLineIsReadAsNumbersBesideTheProcesssWallTime() {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        Optional<FreshJvmProbe.Run> run = FreshJvmProbe.run(new PrintStream(said, true, StandardCharsets.UTF_8),
                PrintsNumbers.class, "7", "8");

        assertTrue(run.isPresent(), said.toString(StandardCharsets.UTF_8));
        assertArrayEquals(new double[] {2, 12.5, 7, 8}, run.get().printed());
        assertTrue(run.get().wallMillis() > 0);
        assertEquals("", said.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aProbeThatFailsGivesNothingAndSaysSo() {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        Optional<FreshJvmProbe.Run> run = FreshJvmProbe.run(new PrintStream(said, true, StandardCharsets.UTF_8),
                Fails.class);

        assertEquals(Optional.empty(), run);
        assertEquals("  fresh JVM: the probe failed (exit 3)" + System.lineSeparator(), said.toString(StandardCharsets.UTF_8));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aProbeThatLogsMuchOnItsStandardErrorIsNotBlockedByIt() {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        Optional<FreshJvmProbe.Run> run = FreshJvmProbe.run(new PrintStream(said, true, StandardCharsets.UTF_8),
                LogsAMegabyteFirst.class);

        assertTrue(run.isPresent(), said.toString(StandardCharsets.UTF_8));
        assertArrayEquals(new double[] {1, 2}, run.get().printed());
    }

    @Test
    void aProbeThatFailsSaysItsLastLineOfErrors() {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        Optional<FreshJvmProbe.Run> run = FreshJvmProbe.run(new PrintStream(said, true, StandardCharsets.UTF_8),
                FailsSayingWhy.class);

        assertEquals(Optional.empty(), run);
        assertEquals("  fresh JVM: the probe failed (exit 4): no font here" + System.lineSeparator(),
                said.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theMedianOfAColumnIsItsMiddleValue() {
        assertEquals(5.0, FreshJvmProbe.median(List.of(new double[] {9, 1}, new double[] {1, 5}, new double[] {5, 9}), 0));
        assertEquals(5.0, FreshJvmProbe.median(List.of(new double[] {9, 1}, new double[] {1, 5}, new double[] {5, 9}), 1));
    }
}
