package dev.tzaar.bench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.render.RenderPriming;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What {@code ./tzaar bench replay} says of the first replay of a fresh JVM, from a probe that answers known
 * numbers in place of the fresh JVMs: both lines, unprimed and primed as the function primes itself, with the
 * median and range of their processes.
 */
class ColdFirstReplayTest {
    private final List<List<String>> asked = new ArrayList<>();
    private final ByteArrayOutputStream said = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(said, true, StandardCharsets.UTF_8);

    /** Unprimed processes draw in 3,000, 2,000 then 4,000 ms; primed ones in 900, 700 then 800 ms. */
    private Optional<double[]> knownNumbers(String... args) {
        asked.add(List.of(args));
        int run = (asked.size() - 1) / 2;
        return Optional.of(args.length == 0 ? new double[] {0, 3_000 - 1_000 * (run % 2) + 1_000 * (run / 2), 2_500 + run,
                6_000, 861_707} : new double[] {1_200 + run, 900 - 200 * (run % 2) - 100 * (run / 2), 850, 600 + run,
                861_707});
    }

    @Test
    void bothLinesGiveTheMedianAndRangeOfTheirProcesses() {
        ColdFirstReplay.measure(out, 3, this::knownNumbers);

        String primedAs = RenderPriming.REPLAYS + " replay(s) of " + RenderPriming.REPLAY_TURNS + " turns";
        assertEquals(String.join(System.lineSeparator(),
                "The first 40-turn replay of a fresh JVM (median and range of 3 processes each; CPU: the drawing thread's):",
                "  unprimed                   first 3,000 ms (2,000–4,000), CPU 2,501 ms (2,500–2,502); second 6,000 ms "
                        + "(6,000–6,000); 861,707 bytes",
                "  primed as the function is  first 800 ms (700–900), CPU 850 ms (850–850); second 601 ms (600–602); "
                        + "861,707 bytes",
                "    (its priming: the sample boards and " + primedAs + ", 1,201 ms (1,200–1,202) before the snapshot)",
                ""), said.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theProcessesAlternateUnprimedAndPrimedAsTheFunctionPrimesItself() {
        ColdFirstReplay.measure(out, 2, this::knownNumbers);

        List<String> primed = List.of(String.valueOf(RenderPriming.REPLAYS), String.valueOf(RenderPriming.REPLAY_TURNS));
        assertEquals(List.of(List.of(), primed, List.of(), primed), asked);
    }

    @Test
    void aProbeThatFailsEndsTheMeasureWithoutFigures() {
        ColdFirstReplay.measure(out, 3, args -> {
            asked.add(List.of(args));
            return Optional.empty();
        });

        assertEquals(1, asked.size(), "no process started after the one that failed");
        assertEquals("", said.toString(StandardCharsets.UTF_8), "the probe says why it failed; nothing else is said");
    }
}
