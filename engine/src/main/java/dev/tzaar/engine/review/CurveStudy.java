package dev.tzaar.engine.review;

import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.engine.record.GameRecord;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Where the curve and the marks' thresholds come from: games of the AI against itself at every pair
 * of levels (so that there are mistakes to find), each from its own random setup, every game reviewed
 * at the review's budget; then the curve fitted to the scores before each turn and the games' results
 * ({@link CurveFit}), and the marks checked against what happened: how often the side a marked turn
 * was played by, not losing before it, went on to lose. Seeded: the same seed plays the same games.
 */
public final class CurveStudy {
    /** The players' work per turn: hard reaches 2 to 3 turns deep, easy and medium stop at their depth. */
    public static final long PLAYING_NODES = 20_000;
    private static final Level[] LEVELS = {Level.EASY, Level.MEDIUM, Level.HARD};
    private static final int MAX_TURNS = 400;

    private CurveStudy() {
    }

    /** A game and its review. */
    public record ReviewedGame(GameRecord record, GameReview review) {
        public Side winner() {
            return record.result().orElseThrow().winner();
        }
    }

    /**
     * How often turns with a mark (or none) were played by a side that the better turn would have left
     * not losing (a chance of at least one half) and that then lost the game.
     */
    public record MarkTally(int turns, int notLosingBefore, int thenLost) {
        public double changedResult() {
            return notLosingBefore == 0 ? 0 : thenLost / (double) notLosingBefore;
        }

        MarkTally plus(boolean notLosing, boolean lost) {
            return new MarkTally(turns + 1, notLosingBefore + (notLosing ? 1 : 0), thenLost + (notLosing && lost ? 1 : 0));
        }
    }

    /** Game {@code index} of the study seeded {@code seed}: White and Black's levels cycle over the nine pairs. */
    public static GameRecord play(long seed, int index) {
        SplittableRandom random = new SplittableRandom(seed * 1_000_003L + index);
        Level white = LEVELS[index % 3];
        Level black = LEVELS[index / 3 % 3];
        Ai[] players = {Ai.fixedWork(white, PLAYING_NODES, random.nextLong()),
                Ai.fixedWork(black, PLAYING_NODES, random.nextLong())};
        GameRecord record = GameRecord.of(Setup.random(random.nextLong()))
                .withPlayer(Side.WHITE, white.label()).withPlayer(Side.BLACK, black.label());
        for (int turns = 0; !record.isOver() && turns < MAX_TURNS; turns++) {
            Position position = record.finalPosition();
            ChosenTurn choice = players[position.sideToMove() == Side.WHITE ? 0 : 1].choose(position);
            for (var action : choice.turn()) {
                record = record.play(action).orElseThrow();
            }
        }
        return record;
    }

    /**
     * One reviewed turn as the study keeps it: what it left its player and what the better turn would
     * have (the same when it was the better turn), and whether that player went on to win. A line of
     * {@code ./tzaar review-curve --samples}: the four fields tab-separated, the flags as 1 or 0.
     */
    public record Row(int left, int best, boolean playedBest, boolean won) {
        public String line() {
            return left + "\t" + best + "\t" + (playedBest ? 1 : 0) + "\t" + (won ? 1 : 0);
        }

        public static Row parse(String line) {
            String[] fields = line.split("\t");
            if (fields.length != 4) {
                throw new IllegalArgumentException("a row has four fields, not " + fields.length + ": " + line);
            }
            return new Row(Integer.parseInt(fields[0]), Integer.parseInt(fields[1]), fields[2].equals("1"),
                    fields[3].equals("1"));
        }
    }

    /** Every reviewed turn of the games, in order. */
    public static List<Row> rows(List<ReviewedGame> games) {
        List<Row> rows = new ArrayList<>();
        for (ReviewedGame game : games) {
            Side winner = game.winner();
            for (ReviewedTurn turn : game.review().turns()) {
                rows.add(new Row(turn.leftScore(), turn.bestScore(), turn.playedTheBest(), turn.mover() == winner));
            }
        }
        return rows;
    }

    /** What the curve is fitted to: each turn's score for the side that played it, and whether it won. */
    public static List<CurveFit.Sample> samples(List<Row> rows) {
        return rows.stream().map(row -> new CurveFit.Sample(row.left(), row.won())).toList();
    }

    /** Turns by the mark they earn on the curve of slope {@code k} and offset {@code b}, with what followed. */
    public static Map<Mark, MarkTally> marks(List<Row> rows, double k, double b, MarkTally[] unmarked) {
        Map<Mark, MarkTally> tallies = new EnumMap<>(Mark.class);
        for (Mark mark : Mark.values()) {
            tallies.put(mark, new MarkTally(0, 0, 0));
        }
        unmarked[0] = new MarkTally(0, 0, 0);
        for (Row row : rows) {
            double best = WinChance.of(row.best(), k, b);
            double drop = row.playedBest() ? 0 : Math.max(0, best - WinChance.of(row.left(), k, b));
            boolean notLosing = best >= 0.5;
            boolean lost = !row.won();
            Mark.of(drop).ifPresentOrElse(mark -> tallies.put(mark, tallies.get(mark).plus(notLosing, lost)),
                    () -> unmarked[0] = unmarked[0].plus(notLosing, lost));
        }
        return tallies;
    }

    /** Whether a record ended with a result a study can use. */
    public static boolean finished(GameRecord record) {
        return record.result().map(Result::winner).isPresent();
    }
}
