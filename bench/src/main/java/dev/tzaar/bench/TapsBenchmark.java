package dev.tzaar.bench;

import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import dev.tzaar.testkit.discord.TapPlayer;
import dev.tzaar.infra.local.LocalGameFunction;
import dev.tzaar.bot.function.LambdaFunctionClient;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Turns played by taps alone, against the aims: random games played only by taps ({@link
 * TapPlayer}: Play your turn on the newest board, then random legal controls of the private panel)
 * through the interactions endpoint (a function URL on loopback, receiving the fake Discord's signed
 * POSTs) and through the gateway bot (a real JDA), relaying to the real function on DynamoDB Local, all
 * in this JVM. Figures: taps per action (mean and worst), the time from a tap to the panel shown in its
 * place, warm (what the fake measures from sending the interaction to the webhook's edit arriving), and
 * the size of the panel's picture.
 */
public final class TapsBenchmark implements Benchmark {
    /** The panel's picture keeps to the channel board's budget. */
    private static final int PICTURE_BUDGET = 80 * 1024;

    @Override
    public String name() {
        return "taps";
    }

    @Override
    public String summary() {
        return "whole games played only by taps on the private panel, through the interactions endpoint then the "
                + "gateway bot: taps per action, tap to the panel in place, the panel's picture";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        OnLocalFunction.run(name(), function -> {
            measure(out, function, DiscordBenchmark.Frontend.INTERACTIONS, quick ? 1 : 3, quick ? 3 : 20);
            measure(out, function, DiscordBenchmark.Frontend.GATEWAY, quick ? 1 : 2, quick ? 2 : 5);
        });
    }

    /** Plays {@code warmup} games unmeasured, then {@code games} measured ones, and prints their figures. */
    private static void measure(PrintStream out, LocalGameFunction function, DiscordBenchmark.Frontend frontend,
            int warmup, int games) throws Exception {
        try (FakeDiscord discord = FakeDiscord.start(); LambdaFunctionClient relay = function.newRelay()) {
            AutoCloseable started = DiscordBenchmark.startFrontend(frontend, discord, relay);
            try {
                Random random = new Random(frontend.ordinal() + 1);
                for (int i = 0; i < warmup; i++) {
                    play(discord, new TapPlayer(discord, random), "warm" + i);
                }
                TapPlayer taps = new TapPlayer(discord, random);
                int actions = 0;
                for (int i = 0; i < games; i++) {
                    actions += play(discord, taps, "game" + i).actions();
                }
                print(out, frontend, games, actions, taps);
            } finally {
                started.close();
            }
        }
    }

    /** Two new players: a challenge (typed, before the game) accepted by a tap, then the game by taps alone. */
    private static TapPlayer.Ending play(FakeDiscord discord, TapPlayer taps, String name) {
        DiscordUser white = discord.newUser("white-" + name);
        DiscordUser black = discord.newUser("black-" + name);
        Interaction challenge = discord.slashCommand(white, "tzaar", "challenge",
                Map.of("opponent", black, "setup", "random", "colour", "white"));
        challenge.awaitAcknowledgement();
        DiscordMessage challenged = challenge.awaitAnswer();
        String accept = challenged.buttons().get(0).customId();
        DiscordMessage board = discord.pressButton(black, accept, challenged).awaitFollowUps(2).get(0);
        return taps.playToTheEnd(accept.substring("tzaar:accept:".length()), board, white, black);
    }

    private static void print(PrintStream out, DiscordBenchmark.Frontend frontend, int games, int actions,
            TapPlayer taps) {
        IntSummaryStatistics perAction = taps.tapsPerAction().stream().mapToInt(Integer::intValue).summaryStatistics();
        LatencySample all = new LatencySample();
        LatencySample choices = new LatencySample();
        LatencySample plays = new LatencySample();
        List<Integer> pictures = new ArrayList<>();
        for (TapPlayer.Tap tap : taps.taps()) {
            all.add(tap.toPanel());
            (tap.what().startsWith("piece ") || tap.what().equals("open") ? choices : plays).add(tap.toPanel());
            if (tap.pictureBytes() > 0) {
                pictures.add(tap.pictureBytes());
            }
        }
        IntSummaryStatistics sizes = pictures.stream().mapToInt(Integer::intValue).summaryStatistics();
        String through = frontend == DiscordBenchmark.Frontend.INTERACTIONS ? "the interactions endpoint"
                : "the gateway bot (JDA)";
        out.printf("%d random games by taps alone through %s: %,d actions, %,d taps%n", games, through, actions,
                taps.taps().size());
        out.printf("  taps per action              mean %5.2f       max %d                            (aim: mean ≤ 3)%n",
                perAction.getAverage(), perAction.getMax());
        out.printf("  tap to the panel in place    p50 %6.1f ms   p99 %6.1f ms   max %6.1f ms   (aim: p50 ≤ 300 ms, "
                + "p99 ≤ 600 ms)%n", all.percentileMillis(0.5), all.percentileMillis(0.99), all.maxMillis());
        out.printf("    opening it, a piece        p50 %6.1f ms   p99 %6.1f ms   (%,d taps: a picture drawn)%n",
                choices.percentileMillis(0.5), choices.percentileMillis(0.99), choices.count());
        out.printf("    a move, pass or placement  p50 %6.1f ms   p99 %6.1f ms   (%,d taps: the move written, two "
                + "pictures)%n", plays.percentileMillis(0.5), plays.percentileMillis(0.99), plays.count());
        out.printf("  the panel's picture          mean %,6.0f B   max %,d B%s   (aim: ≤ %,d B)%n", sizes.getAverage(),
                sizes.getMax(), sizes.getMax() > PICTURE_BUDGET ? "  OVER BUDGET" : "", PICTURE_BUDGET);
    }
}
