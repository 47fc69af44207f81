package dev.tzaar.lambda.shared;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.Turn;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A finished game looked over by the AI at hard: the position before every turn after the
 * placement phase, and the final one, each searched once within an equal share of the analysis's
 * time ({@link AiTime#analysisBudget}). A position's score is its value for White; a turn's loss
 * is what its player's best turn was worth to them minus what the turn played left them.
 *
 * @param scores White's score after each turn analysed, in order (in hundredths of a piece;
 *     beyond ±{@link ChosenTurn#WON} a win seen)
 * @param mistakes the turns that cost their player the most, worst first, at most three
 * @param millisPerPosition the time each search had
 */
public record GameAnalysis(List<Scored> scores, List<Mistake> mistakes, long millisPerPosition) {
    /** Losses smaller than this (a fifth of a piece) are the search's noise, not mistakes. */
    static final int NOISE = 20;

    /** The score after a turn, as White sees it. */
    record Scored(int turnNumber, int whiteScore) {
    }

    /** A turn that lost value for its player, and the turn the search preferred there. */
    public record Mistake(Turn played, int loss, int whiteScoreAfter, List<Action> better, int whiteScoreBetter) {
    }

    public static GameAnalysis of(GameRecord record, AiTime time, long seed) {
        List<Turn> turns = new ArrayList<>();
        List<Position> before = new ArrayList<>();
        int offset = 0;
        for (Turn turn : record.turns()) {
            Position position = record.positions().get(offset);
            offset += turn.actions().size();
            if (position.step() != Step.PLACEMENT) {
                turns.add(turn);
                before.add(position);
            }
        }
        Position last = record.finalPosition();
        int searches = before.size() + (last.isOver() ? 0 : 1);
        long budget = time.analysisBudget(searches);
        Ai ai = new Ai(Level.HARD, budget, seed, time.nanoClock());
        List<ChosenTurn> best = new ArrayList<>();
        List<Integer> white = new ArrayList<>();
        for (Position position : before) {
            ChosenTurn choice = ai.choose(position);
            best.add(choice);
            white.add(forWhite(position.sideToMove(), choice.score()));
        }
        int finalScore = last.isOver()
                ? (last.result().orElseThrow().winner() == Side.WHITE ? ChosenTurn.WON : -ChosenTurn.WON)
                : forWhite(last.sideToMove(), ai.choose(last).score());
        white.add(finalScore);

        List<Scored> scores = new ArrayList<>();
        List<Mistake> mistakes = new ArrayList<>();
        for (int i = 0; i < turns.size(); i++) {
            Turn turn = turns.get(i);
            int after = white.get(i + 1);
            scores.add(new Scored(turn.number(), after));
            int bestForMover = clamp(best.get(i).score());
            int leftForMover = clamp(turn.side() == Side.WHITE ? after : -after);
            int loss = bestForMover - leftForMover;
            if (loss >= NOISE && !best.get(i).turn().equals(turn.actions())) {
                mistakes.add(new Mistake(turn, loss, after, best.get(i).turn(), forWhite(turn.side(), best.get(i).score())));
            }
        }
        mistakes.sort(Comparator.comparingInt(Mistake::loss).reversed());
        return new GameAnalysis(scores, List.copyOf(mistakes.subList(0, Math.min(3, mistakes.size()))), budget);
    }

    /** The scores as one compact line: "1 +0.20 · 2 -0.35 · … · 31 White wins". */
    public String scoreLine(Wording wording) {
        return scores.stream().map(s -> s.turnNumber() + " " + score(s.whiteScore(), wording))
                .collect(Collectors.joining(" · "));
    }

    /** A score for people: "+1.25" (White ahead by a piece and a quarter), or who wins when it is seen. */
    public static String score(int whiteScore, Wording wording) {
        if (whiteScore >= ChosenTurn.WON) {
            return wording.say("analyze.whiteWins");
        }
        if (whiteScore <= -ChosenTurn.WON) {
            return wording.say("analyze.blackWins");
        }
        return String.format(Locale.ROOT, "%+.2f", whiteScore / 100.0);
    }

    private static int forWhite(Side mover, int score) {
        return mover == Side.WHITE ? score : -score;
    }

    /** Every win seen counts alike: a quicker one is no mistake of the slower. */
    private static int clamp(int score) {
        return Math.max(-ChosenTurn.WON, Math.min(ChosenTurn.WON, score));
    }
}
