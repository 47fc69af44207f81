package dev.tzaar.engine.review;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.record.Turn;
import java.util.List;
import java.util.Optional;

/**
 * One turn as the review saw it, every score for the turn's mover (hundredths of a piece; beyond
 * ±{@link ChosenTurn#WON} a forced win or loss seen).
 *
 * @param turn the turn played
 * @param before the position it was played in
 * @param bestScore what the search's best turn there left: the position after it searched, as the
 *     turn played is (the same as {@code leftScore} when the turn played is the best)
 * @param better the search's best turn there (the turn played itself when they agree)
 * @param leftScore what the turn played left: the next position searched, or the game's end
 */
public record ReviewedTurn(Turn turn, Position before, int bestScore, List<Action> better, int leftScore) {
    public ReviewedTurn {
        better = List.copyOf(better);
    }

    public Side mover() {
        return turn.side();
    }

    /** The mover's chance of winning after the best turn. */
    public double chanceBest() {
        return WinChance.of(bestScore);
    }

    /** The mover's chance of winning after the turn played. */
    public double chanceAfter() {
        return WinChance.of(leftScore);
    }

    /** White's chance of winning after the turn, for the curve. */
    public double whiteChanceAfter() {
        return mover() == Side.WHITE ? chanceAfter() : 1 - chanceAfter();
    }

    /** Whether the turn played is the one the search preferred. */
    public boolean playedTheBest() {
        return better.equals(turn.actions());
    }

    /**
     * The chance of winning the turn gave away: none when it was the search's own turn, else the best
     * turn's chance minus the turn played's, never below 0 (a search may find the turn played better
     * once it looks from the position it leaves).
     */
    public double drop() {
        return playedTheBest() ? 0 : Math.max(0, chanceBest() - chanceAfter());
    }

    public Optional<Mark> mark() {
        return Mark.of(drop());
    }

    /** The turn left the opponent a win the search saw through. */
    public boolean leftAForcedLoss() {
        return leftScore <= -ChosenTurn.WON;
    }

    /** A win the search saw through was there and the turn played let it go. */
    public boolean missedAForcedWin() {
        return bestScore >= ChosenTurn.WON && leftScore < ChosenTurn.WON;
    }
}
