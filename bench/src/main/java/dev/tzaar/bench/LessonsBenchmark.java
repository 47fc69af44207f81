package dev.tzaar.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.practice.Exercise;
import dev.tzaar.infra.activity.LocalActivity;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
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
 * in its place, warm (the first courses are played unmeasured), and the panel's pictures' sizes; then the same
 * course on the live board (the Activity's API as {@code ./tzaar local} serves it), each request timed.
 */
public final class LessonsBenchmark implements Benchmark {
    private static final ObjectMapper JSON = new ObjectMapper();
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
            onTheLiveBoard(out, relay, warmup, courses);
        }
    }

    /**
     * The same course on the live board, as {@code ./tzaar local} serves it (the Activity's API on a loopback
     * function URL, a local player): each try and each Next one request, timed from the page's request to its
     * answer (the function judges, the view comes back), warm.
     */
    private static void onTheLiveBoard(PrintStream out, LambdaFunctionClient relay, int warmup, int courses)
            throws Exception {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < warmup + courses; i++) {
            names.add("learner" + i);
        }
        LocalActivity board;
        try {
            board = LocalActivity.start(0, relay, names);
        } catch (IllegalStateException e) {
            out.printf("  the live board               not measured: %s%n", e.getMessage());
            return;
        }
        try (board) {
            HttpClient http = HttpClient.newHttpClient();
            LatencySample steps = new LatencySample();
            for (int i = 0; i < warmup + courses; i++) {
                String as = "Local " + board.players().get(i).id();
                LatencySample sample = i < warmup ? new LatencySample() : steps;
                JsonNode view = timed(http, board.url(), "GET", "/api/learn", as, null, sample);
                List<Exercise> exercises = Course.exercises();
                for (int e = 0; e < exercises.size(); e++) {
                    for (Action action : exercises.get(e).acceptedAnswers().get(0)) {
                        ObjectNode body = JSON.createObjectNode().put("exercise", view.path("id").asText())
                                .put("action", action.toString());
                        body.set("state", view.path("state"));
                        view = timed(http, board.url(), "POST", "/api/learn", as, body.toString(), sample);
                    }
                    if (!view.path("verdict").asText().equals("right")) {
                        throw new IllegalStateException("the live board did not take " + exercises.get(e).key()
                                + "'s answer: " + view);
                    }
                    if (e + 1 < exercises.size()) {
                        view = timed(http, board.url(), "GET", "/api/learn?exercise=" + view.path("next").asText(), as,
                                null, sample);
                    }
                }
            }
            out.printf("  a step on the live board     p50 %6.1f ms   p99 %6.1f ms   max %6.1f ms   (%,d requests: a try "
                    + "or a Next through the Activity's API, ./tzaar local's wiring)%n", steps.percentileMillis(0.5),
                    steps.percentileMillis(0.99), steps.maxMillis(), steps.count());
        }
    }

    private static JsonNode timed(HttpClient http, java.net.URI base, String method, String path, String as, String body,
            LatencySample sample) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(java.net.URI.create(base + path.substring(1)))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json").header("Authorization", as).build();
        long start = System.nanoTime();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        sample.add(java.time.Duration.ofNanos(System.nanoTime() - start));
        if (response.statusCode() != 200) {
            throw new IllegalStateException(method + " " + path + ": " + response.statusCode() + " " + response.body());
        }
        return JSON.readTree(response.body());
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
