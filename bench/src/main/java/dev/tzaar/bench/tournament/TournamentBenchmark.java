package dev.tzaar.bench.tournament;

import dev.tzaar.bench.Benchmark;
import dev.tzaar.lambda.tournament.Entrant;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.TournamentRecord;
import dev.tzaar.lambda.shared.StandingsPicture;
import dev.tzaar.lambda.tournament.pairing.DutchPairer;
import dev.tzaar.render.RenderedBoard;
import dev.tzaar.render.StandingsPainter;
import dev.tzaar.render.StandingsSheet;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.IntStream;

/**
 * The Dutch system's speed (docs/tournaments.md): a Swiss of 16, 64 and 256 players played out
 * with seeded random results, each of rounds 1, 5 and 9 paired again and again from the record
 * before it, the median time printed with the machine's load average. The aim: 256 players in at
 * most 1 s. Then the final standings of the same Swisses as pictures ({@link StandingsPainter}, 16
 * players a page, the podium on page 1): the processor time a page costs (this thread's, so a busy
 * machine's other work is not counted) and the pages' sizes.
 */
public final class TournamentBenchmark implements Benchmark {
    private static final int[] PLAYERS = {16, 64, 256};
    private static final int[] ROUNDS = {1, 5, 9};
    private static final long SEED = 32;

    @Override
    public String name() {
        return "tournament";
    }

    @Override
    public String summary() {
        return "Dutch-system pairing of 16, 64 and 256 players at rounds 1, 5 and 9; their standings pictures";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        Duration warmup = Duration.ofMillis(quick ? 200 : 2_000);
        int runs = quick ? 3 : 15;
        out.printf("Dutch pairing, median of %d runs after %d ms of warm-up (load average %.2f)%n", runs,
                warmup.toMillis(), ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        for (int players : PLAYERS) {
            List<TournamentRecord> before = recordsBeforeEachRound(players);
            StringBuilder line = new StringBuilder(String.format("  %3d players:", players));
            for (int round : ROUNDS) {
                TournamentRecord record = before.get(round - 1);
                Timing timing = Benchmark.time(warmup, runs, () -> DutchPairer.pair(record).games().size());
                line.append(String.format("  round %d %7.1f ms (slowest %.1f)", round, timing.medianNanos() / 1e6,
                        timing.maxNanos() / 1e6));
            }
            out.println(line);
        }
        out.printf("  load average after: %.2f%n", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        standingsPictures(out, quick);
    }

    /**
     * The final standings of each simulated Swiss (9 rounds) drawn again and again: the median processor
     * time of drawing all the pages (PNG encoding included), divided by the pages, and the pages' sizes.
     */
    private static void standingsPictures(PrintStream out, boolean quick) {
        int warmups = quick ? 2 : 10;
        int runs = quick ? 3 : 15;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        StandingsPainter painter = new StandingsPainter();
        out.printf("Standings pictures (final standings after 9 rounds, %d players a page), median processor time of "
                + "%d runs after %d unmeasured%n", StandingsPainter.ROWS_PER_PAGE, runs, warmups);
        for (int players : PLAYERS) {
            List<TournamentRecord> before = recordsBeforeEachRound(players);
            TournamentRecord last = before.get(before.size() - 1);
            Random random = new Random(SEED + players);
            TournamentRecord done = last.afterRound(DutchPairer.pair(last), game -> Outcome.values()[random.nextInt(3)]);
            StandingsSheet sheet = StandingsPicture.sheet(done, StandingsSheet.Format.SWISS, Locale.ENGLISH);
            List<RenderedBoard> pages = List.of();
            for (int i = 0; i < warmups; i++) {
                pages = painter.render(sheet);
            }
            long[] cpu = new long[runs];
            for (int i = 0; i < runs; i++) {
                long start = threads.getCurrentThreadCpuTime();
                pages = painter.render(sheet);
                cpu[i] = threads.getCurrentThreadCpuTime() - start;
            }
            java.util.Arrays.sort(cpu);
            double perPage = cpu[runs / 2] / 1e6 / pages.size();
            double meanKb = pages.stream().mapToInt(RenderedBoard::pngSize).average().orElse(0) / 1024;
            double maxKb = pages.stream().mapToInt(RenderedBoard::pngSize).max().orElse(0) / 1024.0;
            out.printf(Locale.ROOT, "  %3d players: %2d pages, %6.1f ms of processor a page, %5.1f KB a page (largest "
                    + "%.1f KB), %d x %d pixels a full page%n", players, pages.size(), perPage, meanKb, maxKb,
                    pages.get(pages.size() > 1 ? 1 : 0).width(), pages.get(pages.size() > 1 ? 1 : 0).height());
        }
    }

    /** The record before rounds 1 to 9 of one simulated Swiss: White wins, draws or loses at random. */
    private static List<TournamentRecord> recordsBeforeEachRound(int players) {
        TournamentRecord record = TournamentRecord.starting("Bench", 9, IntStream.rangeClosed(1, players)
                .mapToObj(n -> new Entrant(n, "Player " + n, 2500 - n)).toList());
        Random random = new Random(SEED);
        List<TournamentRecord> before = new ArrayList<>();
        for (int round = 1; round <= 9; round++) {
            before.add(record);
            record = record.afterRound(DutchPairer.pair(record), game -> Outcome.values()[random.nextInt(3)]);
        }
        return before;
    }
}
