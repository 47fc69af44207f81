package dev.tzaar.bench;

import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.infra.local.LocalGameFunction;
import dev.tzaar.testkit.discord.CoursePlayer;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.TapPlayer;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.IntSummaryStatistics;
import java.util.List;

/**
 * The course of {@code /tzaar learn} as a newcomer who makes no mistake takes it: the whole course by taps
 * ({@link CoursePlayer}: a piece, a target, Pass, Next) through the interactions endpoint (a function URL
 * on loopback receiving the fake Discord's signed POSTs), relaying to the real function on DynamoDB Local,
 * all in this JVM. Figures: the exercises and the taps the course takes, each tap's time to the panel shown
 * in its place, warm (the first courses are played unmeasured), and the panel's pictures' sizes.
 */
public final class LessonsBenchmark implements Benchmark {
    /** A panel's picture keeps to the channel board's budget. */
    private static final int PICTURE_BUDGET = 80 * 1024;

    @Override
    public String name() {
        return "lessons";
    }

    @Override
    public String summary() {
        return "the whole course of /tzaar learn by taps without a mistake, through the interactions endpoint: "
                + "exercises, taps, tap to the panel in place, the panel's pictures";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        int warmup = quick ? 1 : 2;
        int courses = quick ? 1 : 5;
        OnLocalFunction.run(name(), function -> measure(out, function, warmup, courses));
    }

    /** Plays {@code warmup} courses unmeasured, then {@code courses} measured ones, and prints their figures. */
    private static void measure(PrintStream out, LocalGameFunction function, int warmup, int courses) throws Exception {
        try (FakeDiscord discord = FakeDiscord.start(); LambdaFunctionClient relay = function.newRelay()) {
            AutoCloseable endpoint = DiscordBenchmark.startFrontend(DiscordBenchmark.Frontend.INTERACTIONS, discord,
                    relay);
            try {
                for (int i = 0; i < warmup; i++) {
                    new CoursePlayer(discord, discord.newUser("warm" + i)).playTheCourse();
                }
                List<TapPlayer.Tap> taps = new ArrayList<>();
                int tapsPerCourse = 0;
                for (int i = 0; i < courses; i++) {
                    CoursePlayer learner = new CoursePlayer(discord, discord.newUser("learner" + i));
                    learner.playTheCourse();
                    taps.addAll(learner.taps());
                    tapsPerCourse = learner.taps().size();
                }
                print(out, courses, tapsPerCourse, taps);
            } finally {
                endpoint.close();
            }
        }
    }

    private static void print(PrintStream out, int courses, int tapsPerCourse, List<TapPlayer.Tap> taps) {
        LatencySample all = new LatencySample();
        LatencySample pieces = new LatencySample();
        LatencySample judged = new LatencySample();
        LatencySample next = new LatencySample();
        List<Integer> pictures = new ArrayList<>();
        for (TapPlayer.Tap tap : taps) {
            all.add(tap.toPanel());
            (tap.what().startsWith("piece ") ? pieces : tap.what().equals("next") ? next : judged).add(tap.toPanel());
            if (tap.pictureBytes() > 0) {
                pictures.add(tap.pictureBytes());
            }
        }
        IntSummaryStatistics sizes = pictures.stream().mapToInt(Integer::intValue).summaryStatistics();
        out.printf("the course of /tzaar learn by taps without a mistake, %d times through the interactions endpoint%n",
                courses);
        out.printf("  the course                   %d lessons, %d exercises, %d taps (%d counted from the course: "
                + "2 an action, 1 a pass, 1 a Next)%n", Course.lessons().size(), Course.exercises().size(),
                tapsPerCourse, CoursePlayer.tapsWithoutAMistake());
        out.printf("  tap to the panel in place    p50 %6.1f ms   p99 %6.1f ms   max %6.1f ms   (%,d taps; aim as a "
                + "puzzle's step: p50 ≤ 300 ms, p99 ≤ 600 ms)%n", all.percentileMillis(0.5),
                all.percentileMillis(0.99), all.maxMillis(), all.count());
        out.printf("    a piece chosen             p50 %6.1f ms   p99 %6.1f ms   (%,d taps: its targets drawn)%n",
                pieces.percentileMillis(0.5), pieces.percentileMillis(0.99), pieces.count());
        out.printf("    a target or Pass, judged   p50 %6.1f ms   p99 %6.1f ms   (%,d taps: the engine judges, the "
                + "progress kept, the bot answers where it does)%n", judged.percentileMillis(0.5),
                judged.percentileMillis(0.99), judged.count());
        out.printf("    Next exercise              p50 %6.1f ms   p99 %6.1f ms   (%,d taps)%n",
                next.percentileMillis(0.5), next.percentileMillis(0.99), next.count());
        out.printf("  the panel's picture          mean %,6.0f B   max %,d B%s   (aim: ≤ %,d B)%n", sizes.getAverage(),
                sizes.getMax(), sizes.getMax() > PICTURE_BUDGET ? "  OVER BUDGET" : "", PICTURE_BUDGET);
    }
}
