package dev.tzaar.bench;

import dev.tzaar.infra.local.LocalGameFunction;
import java.nio.file.Path;

/**
 * A benchmark's run on a game function of its own: the real function on DynamoDB Local, in this JVM,
 * with its data in a new directory deleted afterwards, and the bot's log kept to warnings.
 */
final class OnLocalFunction {
    /** What the benchmark does with the function. */
    @FunctionalInterface
    interface Work {
        void on(LocalGameFunction function) throws Exception;
    }

    private OnLocalFunction() {
    }

    /** Runs {@code work} on a new local function; a failure is the benchmark {@code name}'s ({@link Benchmark#failed}). */
    static void run(String name, Work work) {
        System.setProperty("org.slf4j.simpleLogger.log.dev.tzaar.bot", "warn");
        Path data = Benchmark.dataDirectory("tzaar-bench-" + name);
        try (LocalGameFunction function = LocalGameFunction.start(data, 0, 0)) {
            work.on(function);
        } catch (Exception e) {
            throw Benchmark.failed("the " + name + " benchmark", e);
        } finally {
            FunctionBenchmark.deleteQuietly(data);
        }
    }
}
