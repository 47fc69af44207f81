package dev.tzaar.bench;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.UnsentPing;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.RecordText;
import dev.tzaar.infra.local.LocalGameFunction;
import dev.tzaar.lambda.handler.FunctionWiring;
import dev.tzaar.render.SampleBoards;
import dev.tzaar.testkit.discord.DiscordFile;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

/**
 * The pictures after a game as a player asks for them (issue 30): {@code /tzaar analyze game:} (the review and its
 * PNG curve) and {@code /tzaar replay game:} (the animated GIF), timed from the moment the fake Discord sends the
 * slash command, through the interactions endpoint on loopback (signed POSTs, {@link DiscordBenchmark#startFrontend})
 * relaying to the real function on DynamoDB Local, all in this JVM. The game is the replay's finished 40-turn sample
 * ({@code SampleBoards.sampleGame(1, 40)}) brought in anew by {@code /tzaar import} for each round, so that each
 * first analyze makes its review: in steps, the bot showing "Reviewing game…" and asking again until the review
 * comes. The same game analyzed again answers from the review kept for an hour ({@code KeptReviewRun}). Warm: a few
 * rounds unmeasured first. Wall clock, on whatever machine it runs: the load average is printed beside.
 */
public final class AfterGameBenchmark implements Benchmark {
    private static final Duration LONGEST_WAIT = Duration.ofSeconds(180);
    private static final Predicate<DiscordMessage> PROGRESS = m -> m.content().startsWith("Reviewing game ");

    @Override
    public String name() {
        return "after-game";
    }

    @Override
    public String summary() {
        return "/tzaar analyze (review made, then kept) and /tzaar replay of a 40-turn game through the interactions "
                + "endpoint, warm: time to the first progress line and to the answer, requests";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        int warmup = quick ? 1 : 2;
        int measured = quick ? 2 : 5;
        GameRecord record = SampleBoards.sampleGame(1, 40);
        System.setProperty("org.slf4j.simpleLogger.log.dev.tzaar.bot", "warn");
        Path data = Benchmark.dataDirectory("tzaar-bench-" + name());
        // Discord first: the function fetches the imported record from its CDN, which it must be allowed.
        try (FakeDiscord discord = FakeDiscord.start();
                LocalGameFunction function = LocalGameFunction.start(data, 0, 0,
                        Map.of(FunctionWiring.ATTACHMENT_ORIGINS, discord.cdnOrigin()));
                CountingFunction counted = new CountingFunction(function.newRelay())) {
            AutoCloseable endpoint = DiscordBenchmark.startFrontend(DiscordBenchmark.Frontend.INTERACTIONS, discord,
                    counted);
            try {
                measure(out, discord, counted, record, warmup, measured);
            } finally {
                endpoint.close();
            }
        } catch (Exception e) {
            throw Benchmark.failed("the " + name() + " benchmark", e);
        } finally {
            FunctionBenchmark.deleteQuietly(data);
        }
    }

    private static void measure(PrintStream out, FakeDiscord discord, CountingFunction counted, GameRecord record,
            int warmup, int measured) {
        String file = RecordText.format(record);
        AfterGameTimes made = new AfterGameTimes("/tzaar analyze, the review made (a new game)");
        AfterGameTimes kept = new AfterGameTimes("/tzaar analyze, the review kept (same again)");
        AfterGameTimes replay = new AfterGameTimes("/tzaar replay, the animated GIF");
        DiscordUser player = discord.newUser("reviewer");
        for (int round = 0; round < warmup + measured; round++) {
            boolean measuring = round >= warmup;
            String game = imported(discord, player, file);
            Answered review = ask(discord, counted, player, "analyze", game);
            expectReview(review.message(), game);
            Answered again = ask(discord, counted, player, "analyze", game);
            expectReview(again.message(), game);
            Answered gif = ask(discord, counted, player, "replay", game);
            if (gif.message().attachments().stream().noneMatch(a -> a.filename().endsWith(".gif"))) {
                throw new IllegalStateException("no GIF in the replay's answer: " + gif.message());
            }
            if (measuring) {
                made.add(review.times());
                kept.add(again.times());
                replay.add(gif.times());
            }
        }
        out.printf(Locale.ROOT, "%d turns of the replay's sample game (random play, finished), imported anew "
                + "each round; %d round(s) unmeasured, then %d measured; through the interactions endpoint on "
                + "loopback, the function on DynamoDB Local%n", record.turnCount(), warmup, measured);
        AfterGameTimes.printHeader(out);
        made.print(out);
        kept.print(out);
        replay.print(out);
        out.printf(Locale.ROOT, "  load average %.1f on %d cores after measuring%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
    }

    /** The record attached to {@code /tzaar import}; the imported game's id, from its buttons. */
    private static String imported(FakeDiscord discord, DiscordUser player, String file) {
        DiscordMessage answer = discord.slashCommand(player, "tzaar", "import",
                Map.of("file", DiscordFile.text("sample.tzaar", file))).awaitAnswerAfterProgress(m -> false,
                        LONGEST_WAIT);
        return answer.buttons().stream().map(DiscordMessage.Button::customId)
                .filter(id -> id.startsWith("tzaar:history:")).findFirst()
                .map(id -> id.substring("tzaar:history:".length()))
                .orElseThrow(() -> new IllegalStateException("the record was not imported: " + answer));
    }

    /** What one command showed, and its times. */
    private record Answered(DiscordMessage message, AfterGameTimes.Answer times) {
    }

    /** {@code /tzaar <subcommand> game:<game>}, waited for past its progress lines. */
    private static Answered ask(FakeDiscord discord, CountingFunction counted, DiscordUser player, String subcommand,
            String game) {
        int before = counted.calls();
        Interaction sent = discord.slashCommand(player, "tzaar", subcommand, Map.of("game", game));
        DiscordMessage answer = sent.awaitAnswerAfterProgress(PROGRESS, LONGEST_WAIT);
        Optional<Duration> firstLine = sent.shown().stream().filter(PROGRESS).findFirst().map(DiscordMessage::latency);
        return new Answered(answer, new AfterGameTimes.Answer(firstLine, answer.latency(), counted.calls() - before));
    }

    private static void expectReview(DiscordMessage review, String game) {
        if (!review.content().startsWith("Review of game **" + game + "**") || review.attachments().stream()
                .noneMatch(a -> "image/png".equals(a.uploadedAs()))) {
            throw new IllegalStateException("not the review with its curve: " + review);
        }
    }

    /** The function as the endpoint calls it, counting the requests (each ask again of a review is one). */
    private static final class CountingFunction implements FunctionClient {
        private final FunctionClient function;
        private final AtomicInteger calls = new AtomicInteger();

        CountingFunction(FunctionClient function) {
            this.function = function;
        }

        int calls() {
            return calls.get();
        }

        @Override
        public GameReply call(GameRequest request) {
            if (request.command() == Command.ANALYZE || request.command() == Command.REPLAY) {
                calls.incrementAndGet();
            }
            return function.call(request);
        }

        @Override
        public dev.tzaar.api.ClockSweep.Notices sweepClocks(dev.tzaar.api.ClockSweep sweep) {
            return function.sweepClocks(sweep);
        }

        @Override
        public boolean reportUnsentPing(UnsentPing ping) {
            return function.reportUnsentPing(ping);
        }

        @Override
        public void close() {
            function.close();
        }
    }
}
