package dev.tzaar.bench.probe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

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
    void theMedianOfAColumnIsItsMiddleValue() {
        assertEquals(5.0, FreshJvmProbe.median(List.of(new double[] {9, 1}, new double[] {1, 5}, new double[] {5, 9}), 0));
        assertEquals(5.0, FreshJvmProbe.median(List.of(new double[] {9, 1}, new double[] {1, 5}, new double[] {5, 9}), 1));
    }
}
