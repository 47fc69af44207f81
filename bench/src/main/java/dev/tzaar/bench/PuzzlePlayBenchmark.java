package dev.tzaar.bench;

import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.infra.local.LocalGameFunction;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.PuzzleSolver;
import dev.tzaar.testkit.discord.TapPlayer;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.IntSummaryStatistics;

/**
 * A puzzle's steps through the interactions endpoint (a function URL on loopback, receiving the fake
 * Discord's signed POSTs, the real function on DynamoDB Local, all in this JVM), warm: players solve a
 * puzzle by taps ({@link PuzzleSolver}), take Next, miss that one and take Next again, so every kind of
 * step is timed: a piece chosen (a picture drawn), a turn judged (the referee, the defender's reply), a
 * finished try (both items read and written in one transaction), a puzzle picked. Figures: the time from
 * a tap to the panel in its place (p50, p99) and the panel's picture size, against the aims.
 */
public final class PuzzlePlayBenchmark implements Benchmark {
    private static final int PICTURE_BUDGET = 80 * 1024;

    @Override
    public String name() {
        return "puzzle-play";
    }

    @Override
    public String summary() {
        return "puzzles solved and missed by taps through the interactions endpoint: tap to the panel in place, "
                + "the panel's picture";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        System.setProperty("org.slf4j.simpleLogger.log.dev.tzaar.bot", "warn");
        Path data = Benchmark.dataDirectory("tzaar-bench-puzzle-play");
        try (LocalGameFunction function = LocalGameFunction.start(data, 0, 0);
                FakeDiscord discord = FakeDiscord.start();
                LambdaFunctionClient relay = function.newRelay()) {
            AutoCloseable started = DiscordBenchmark.startFrontend(DiscordBenchmark.Frontend.INTERACTIONS, discord,
                    relay);
            try {
                for (int i = 0; i < (quick ? 2 : 5); i++) {
                    play(new PuzzleSolver(discord, discord.newUser("warm" + i)));
                }
                int players = quick ? 5 : 40;
                LatencySample all = new LatencySample();
                LatencySample pieces = new LatencySample();
                LatencySample turns = new LatencySample();
                IntSummaryStatistics pictures = new IntSummaryStatistics();
                for (int i = 0; i < players; i++) {
                    PuzzleSolver solver = new PuzzleSolver(discord, discord.newUser("solver" + i));
                    play(solver);
                    for (TapPlayer.Tap tap : solver.taps()) {
                        all.add(tap.toPanel());
                        (tap.what().startsWith("piece ") ? pieces : turns).add(tap.toPanel());
                        pictures.accept(tap.pictureBytes());
                    }
                }
                out.printf("%d players, each a puzzle solved, one missed, Next twice, by taps through the interactions "
                        + "endpoint: %,d taps%n", players, all.count());
                out.printf("  tap to the panel in place    p50 %6.1f ms   p99 %6.1f ms   max %6.1f ms   (aim: p50 ≤ 300 ms,"
                        + " p99 ≤ 600 ms)%n", all.percentileMillis(0.5), all.percentileMillis(0.99), all.maxMillis());
                out.printf("    a piece chosen             p50 %6.1f ms   p99 %6.1f ms   (%,d taps: a picture drawn)%n",
                        pieces.percentileMillis(0.5), pieces.percentileMillis(0.99), pieces.count());
                out.printf("    a target, Pass, Next       p50 %6.1f ms   p99 %6.1f ms   (%,d taps: a turn judged, a try "
                        + "rated, a puzzle picked)%n", turns.percentileMillis(0.5), turns.percentileMillis(0.99),
                        turns.count());
                out.printf("  the panel's picture          mean %,6.0f B   max %,d B%s   (aim: ≤ %,d B)%n",
                        pictures.getAverage(), pictures.getMax(), pictures.getMax() > PICTURE_BUDGET ? "  OVER BUDGET" : "",
                        PICTURE_BUDGET);
            } finally {
                started.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Exception e) {
            throw Benchmark.failed("the puzzle-play benchmark", e);
        } finally {
            FunctionBenchmark.deleteQuietly(data);
        }
    }

    /** A puzzle solved, Next, that one missed, Next. */
    private static void play(PuzzleSolver solver) {
        DiscordMessage solved = solver.solve(solver.begin(null));
        DiscordMessage missed = solver.miss(solver.tap(solved, "Next puzzle"));
        solver.tap(missed, "Next puzzle");
    }
}
