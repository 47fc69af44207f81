package dev.tzaar.bench;

import dev.tzaar.api.ButtonId;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.Turn;
import dev.tzaar.engine.review.GameReview;
import dev.tzaar.engine.review.MistakeExercise;
import dev.tzaar.engine.review.ReviewBudget;
import dev.tzaar.infra.local.LocalGameFunction;
import dev.tzaar.render.SampleBoards;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * "Learn from your mistakes" opened (docs/review.md): the time from the review's button to the player's first
 * marked turn on its panel, on the real function on DynamoDB Local in this JVM (behind the Lambda Invoke API on
 * loopback, the bot's relay calling it), in the two cases {@code OwnMistakes} has. The game's review is kept
 * ({@code KeptReviewRun}: after {@code /tzaar analyze}, or an opening before): one read of the stored review,
 * no search, the panel drawn. None is kept (never asked, or expired): the review is made on opening, in steps
 * of a hard turn's time, each step a request the bot asks again ({@code UntilAnswered}) until the panel comes.
 * Two games, each played again by two new players' {@code /tzaar move} (and resigned when not over): the longest
 * of ten of the AI at hard against itself from the fixed setup, cut after 40 turns (27: the AI's games end
 * sooner), and the replay's 40-turn sample game of random play, whose review has more to search; the player is
 * the side with more marked turns. Wall clock, on whatever machine it runs: the load average is printed beside.
 */
public final class MistakesBenchmark implements Benchmark {
    private static final int TURNS = 40;
    private static final String GUILD = "900000000000000001";
    private static final String CHANNEL = "900000000000000002";
    private long interactions = 1_320_000_000_000_000_000L;
    private long users = 100_000_000_000_000_001L;

    @Override
    public String name() {
        return "mistakes";
    }

    @Override
    public String summary() {
        return "\"learn from your mistakes\" opened on a game of up to 40 turns: the review kept (one read) against "
                + "made on opening (in steps)";
    }

    @Override
    public void run(PrintStream out, boolean quick) {
        List<Played> games = List.of(new Played("the AI at hard against itself from the fixed setup (the longest of ten, "
                + "at most 40 turns)", fortyTurnsFromTheFixedSetup()), new Played("the replay's sample game (random play "
                + "from the fixed setup, finished)", SampleBoards.sampleGame(1, 40)));
        OnLocalFunction.run(name(), function -> {
            for (Played game : games) {
                measure(out, function, game, quick ? 0 : 1, quick ? 1 : 3, quick ? 5 : 20);
            }
        });
    }

    /** A game to play again on the function, and what it is. */
    private record Played(String what, GameRecord record) {
    }

    /**
     * The game reviewed here once, to find its player; then played again {@code warmup + games} times on the
     * function, each opened once with no review kept, then {@code keptOpenings} times with it kept.
     */
    private void measure(PrintStream out, LocalGameFunction function, Played played, int warmup, int games,
            int keptOpenings) {
        GameRecord record = played.record();
        long began = System.nanoTime();
        GameReview review = GameReview.of(record, ReviewBudget.STANDARD, GameReview.SEED, GameReview.Progress.NONE);
        double inOneGo = (System.nanoTime() - began) / 1e9;
        int white = MistakeExercise.of(review, Side.WHITE).size();
        int black = MistakeExercise.of(review, Side.BLACK).size();
        Side learner = white >= black ? Side.WHITE : Side.BLACK;
        out.printf(Locale.ROOT, "%d turns of %s; marked turns: White %d, Black %d (the player: %s); its review in one "
                + "go in this JVM %.2f s%n", record.turnCount(), played.what(), white, black,
                learner == Side.WHITE ? "White" : "Black", inOneGo);
        LatencySample kept = new LatencySample();
        List<Opening> made = new ArrayList<>();
        try (LambdaFunctionClient relay = function.newRelay()) {
            for (int i = 0; i < warmup + games; i++) {
                Player ann = new Player(String.valueOf(users++), "ann" + users, false);
                Player bo = new Player(String.valueOf(users++), "bo" + users, false);
                String game = play(relay, record, ann, bo);
                Player player = learner == Side.WHITE ? ann : bo;
                Opening opening = open(relay, player, game);
                LatencySample sample = i < warmup ? new LatencySample() : kept;
                for (int k = 0; k < keptOpenings; k++) {
                    Opening again = open(relay, player, game);
                    if (again.asks() != 1) {
                        throw new IllegalStateException("the kept review was not read at once: " + again.asks() + " asks");
                    }
                    sample.add(again.took());
                }
                if (i >= warmup) {
                    made.add(opening);
                }
            }
        }
        List<Double> seconds = made.stream().map(o -> o.took().toNanos() / 1e9).sorted().toList();
        out.printf(Locale.ROOT, "  \"Learn from your mistakes\" opened, from the press to its panel (the function's "
                + "answers as the bot's relay gets them; Discord not counted):%n");
        out.printf(Locale.ROOT, "    the review kept: one read      p50 %6.1f ms   p99 %6.1f ms   max %6.1f ms   (%d "
                + "openings of %d game(s), no search)%n", kept.percentileMillis(0.5), kept.percentileMillis(0.99),
                kept.maxMillis(), kept.count(), games);
        out.printf(Locale.ROOT, "    none kept: made on opening     median %.2f s (%.2f–%.2f s)   in %s asks   (%d "
                + "game(s); steps of a hard turn's time, the bot asking again after each)%n",
                seconds.get(seconds.size() / 2), seconds.get(0), seconds.get(seconds.size() - 1),
                made.stream().map(o -> String.valueOf(o.asks())).collect(Collectors.joining(", ")), games);
        out.printf(Locale.ROOT, "    load average %.1f on %d cores while measuring%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
    }

    /** One opening: how many requests it took (the bot's asks) and the time from the first to the panel. */
    private record Opening(int asks, Duration took) {
    }

    /** The review's button pressed by {@code player}, asked again as the bot asks while the review is under way. */
    private Opening open(LambdaFunctionClient relay, Player player, String game) {
        ButtonId learn = ButtonId.parse("tzaar:learn:" + game).orElseThrow();
        GameRequest request = request(player, learn.command(), learn.options());
        long start = System.nanoTime();
        GameReply reply = relay.call(request);
        int asks = 1;
        while (reply.underWay() != null) {
            reply = relay.call(request.resuming(reply.underWay()));
            asks++;
        }
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        if (!reply.text().startsWith("**Learn from your mistakes**, game **" + game + "**, turn ")) {
            throw new IllegalStateException("not the first marked turn's panel: " + reply.text());
        }
        return new Opening(asks, took);
    }

    /** The game played again on the function by its two new players, from a challenge to its end (resigned when not over). */
    private String play(LambdaFunctionClient relay, GameRecord record, Player white, Player black) {
        GameReply challenge = relay.call(request(white, Command.CHALLENGE, Map.of(Option.OPPONENT, black.id(),
                Option.SETUP, "fixed", Option.COLOUR, "white")).withMentioned(Map.of(black.id(), black)));
        String game = challenge.game().id();
        relay.call(request(black, Command.ACCEPT, Map.of(Option.GAME, game)));
        for (Turn turn : record.turns()) {
            String text = turn.actions().stream().map(Action::toString).collect(Collectors.joining(" "));
            GameReply played = relay.call(request(turn.side() == Side.WHITE ? white : black, Command.MOVE,
                    Map.of(Option.GAME, game, Option.TURN, text)));
            if (played.ephemeral()) {
                throw new IllegalStateException("turn " + turn.number() + " " + text + " refused: " + played.text());
            }
        }
        if (!record.isOver()) {
            Player mover = record.finalPosition().sideToMove() == Side.WHITE ? white : black;
            relay.call(request(mover, Command.CONFIRM_RESIGN, Map.of(Option.GAME, game)));
        }
        return game;
    }

    private GameRequest request(Player user, Command command, Map<String, String> options) {
        return GameRequest.of(String.valueOf(++interactions), GUILD, CHANNEL, user, command, options);
    }

    /**
     * The longest of ten games of the AI at hard against itself from the fixed setup (20 000 nodes a turn, seeded
     * 1 to 10), cut after its 40th turn when it lasted longer: the longer the game, the more a review made on
     * opening costs.
     */
    static GameRecord fortyTurnsFromTheFixedSetup() {
        return AiGames.longestOfTen(seed -> Setup.fixed(), TURNS);
    }
}
