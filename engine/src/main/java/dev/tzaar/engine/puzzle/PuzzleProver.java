package dev.tzaar.engine.puzzle;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.SearchBoard;
import dev.tzaar.engine.Step;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The exact search behind puzzles: does the side to act force a win within n of its own turns,
 * whatever the other side answers? "Win" is the rules' own end ({@link Position#result()}): the
 * defender shows no stack of some type, or starts a turn with no capture. Every defence is tried,
 * every attacking turn until one wins; no evaluation is involved. Turns are whole turns, two action
 * orders reaching one position counting once ({@link TurnList}).
 *
 * <p>One prover searches one position at a time and remembers what it proved there (a table keyed
 * by position, cleared with {@link #forget}); it counts the actions it plays and gives up past its
 * limit, so that a generator can skip a candidate too costly to prove, the same way on every run.
 */
public final class PuzzleProver {
    /** No limit: prove whatever it takes. */
    public static final long UNLIMITED = Long.MAX_VALUE;

    private final long actionLimit;
    private long actions;
    private SearchBoard board;
    private final List<TurnList> plies = new ArrayList<>();
    /** Per position (side to act included): the fewest turns known to win, and the most known not to. */
    private final Map<Long, Integer> known = new HashMap<>();

    public PuzzleProver(long actionLimit) {
        this.actionLimit = actionLimit;
    }

    /** Thrown past the limit: the search is abandoned, its partial results never kept. */
    static final class LimitReached extends RuntimeException {
        private static final long serialVersionUID = 1L;

        LimitReached() {
            super("the prover's action limit was reached", null, false, false);
        }
    }

    /** The actions played since the last {@link #forget}: the search's size. */
    public long actionsPlayed() {
        return actions;
    }

    /** Clears the table and the count, before a new position. */
    public void forget() {
        known.clear();
        actions = 0;
    }

    // ---- what a puzzle needs to know ----

    /**
     * The position as a puzzle, if it is one: the fewest turns n ≤ {@code maxTurns} within which the
     * side to act forces a win, and exactly one first turn doing so. Empty when there is no forced
     * win that soon, when two or more first turns force it, or when the search would pass the limit.
     */
    public Optional<Solution> solve(Position position, int maxTurns) {
        if (position.isOver() || position.step() != Step.FIRST) {
            return Optional.empty();
        }
        start(position);
        try {
            TurnList turns = ply(0);
            count(turns.fill(board));
            for (int n = 1; n <= maxTurns; n++) {
                int winner = -1;
                int winners = 0;
                for (int i = 0; i < turns.size && winners < 2; i++) {
                    if (turnWins(turns, i, n, 1)) {
                        winner = i;
                        winners++;
                    }
                }
                if (winners == 1) {
                    return Optional.of(new Solution(n, actionsOf(turns, winner), turns.size));
                }
                if (winners > 1) {
                    return Optional.empty();
                }
            }
            return Optional.empty();
        } catch (LimitReached tooCostly) {
            return Optional.empty();
        }
    }

    /** A unique forced win: in how many turns, the first turn, and how many turns there were to choose from. */
    public record Solution(int turns, List<Action> firstTurn, int choices) {
        public Solution {
            firstTurn = List.copyOf(firstTurn);
        }
    }

    /** True when the side to act forces a win within {@code n} turns; a position already over is no win. */
    public boolean winsWithin(Position position, int n) {
        if (position.isOver()) {
            return false;
        }
        start(position);
        return wins(n, 0);
    }

    /**
     * True when the position, reached by the attacker's turn, is won for the attacker: over with
     * the defender lost, or the defender to act and every defence met by a win within {@code n}
     * further turns of the attacker.
     */
    public boolean wonAfterTurn(Position position, int n) {
        start(position);
        int lost = board.loser();
        if (lost >= 0) {
            // A game won by the turn's first action ends with the winner still to act.
            int attacker = board.step() == SearchBoard.STEP_SECOND ? board.side() : board.side() ^ 1;
            return lost != attacker;
        }
        return n > 0 && everyDefenceLoses(n, 0);
    }

    /**
     * The attacker's turn that wins within {@code n} turns soonest (first in the engine's order
     * among those as quick), or empty when there is none.
     */
    public Optional<List<Action>> winningTurn(Position position, int n) {
        if (position.isOver()) {
            return Optional.empty();
        }
        start(position);
        TurnList turns = ply(0);
        count(turns.fill(board));
        for (int k = 1; k <= n; k++) {
            for (int i = 0; i < turns.size; i++) {
                if (turnWins(turns, i, k, 1)) {
                    return Optional.of(actionsOf(turns, i));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The defender's best reply in a position the attacker's turn left, when the attacker wins within
     * {@code n} more turns whatever happens: the reply after which the attacker needs the most turns;
     * among those, when one turn is left, the reply leaving the fewest winning answers; then the
     * first in the engine's order. Empty when the game is over.
     */
    public Optional<List<Action>> bestDefence(Position position, int n) {
        if (position.isOver()) {
            return Optional.empty();
        }
        start(position);
        TurnList defences = ply(0);
        count(defences.fill(board));
        int best = -1;
        int bestNeed = -1;
        int bestAnswers = Integer.MAX_VALUE;
        int defender = board.side();
        for (int i = 0; i < defences.size; i++) {
            if (defences.loser[i] == defender) {
                if (best < 0) {
                    best = i;
                    bestNeed = 0;
                }
                continue;
            }
            if (defences.loser[i] >= 0) {
                return Optional.of(actionsOf(defences, i));
            }
            long undo = defences.play(board, i);
            int need = n + 1;
            for (int k = 1; k <= n; k++) {
                if (wins(k, 1)) {
                    need = k;
                    break;
                }
            }
            int answers = need == 1 ? immediateWins(1) : 0;
            defences.unplay(board, i, undo);
            if (need > bestNeed || need == bestNeed && answers < bestAnswers) {
                best = i;
                bestNeed = need;
                bestAnswers = answers;
            }
        }
        return best < 0 ? Optional.empty() : Optional.of(actionsOf(defences, best));
    }

    /**
     * A reply that escapes: after it the attacker cannot force a win within {@code n} turns (with
     * {@code n} = 0, any reply that does not lose at once). Empty when every reply loses.
     */
    public Optional<List<Action>> escape(Position position, int n) {
        if (position.isOver()) {
            return Optional.empty();
        }
        start(position);
        TurnList defences = ply(0);
        count(defences.fill(board));
        int defender = board.side();
        for (int i = 0; i < defences.size; i++) {
            if (defences.loser[i] == defender) {
                continue;
            }
            if (defences.loser[i] >= 0 || n == 0) {
                return Optional.of(actionsOf(defences, i));
            }
            long undo = defences.play(board, i);
            boolean attackerWins = wins(n, 1);
            defences.unplay(board, i, undo);
            if (!attackerWins) {
                return Optional.of(actionsOf(defences, i));
            }
        }
        return Optional.empty();
    }

    /** Every distinct whole turn of the side to act (a position at the start of a turn), in the engine's order. */
    public static List<List<Action>> turns(Position position) {
        if (position.isOver() || position.step() != Step.FIRST) {
            return List.of();
        }
        SearchBoard board = SearchBoard.of(position);
        TurnList list = new TurnList();
        list.fill(board);
        List<List<Action>> turns = new ArrayList<>(list.size);
        for (int i = 0; i < list.size; i++) {
            turns.add(actionsOf(list, i));
        }
        return turns;
    }

    // ---- the search ----

    private void start(Position position) {
        if (position.step() == Step.PLACEMENT) {
            throw new IllegalArgumentException("puzzles start after the pieces are placed");
        }
        board = SearchBoard.of(position);
    }

    /** True when turn i of the list wins within n turns, the list's own turn counted. */
    private boolean turnWins(TurnList turns, int i, int n, int nextPly) {
        int attacker = board.side();
        int lost = turns.loser[i];
        if (lost >= 0) {
            return lost != attacker;
        }
        if (n == 1) {
            return false;
        }
        long undo = turns.play(board, i);
        boolean won = everyDefenceLoses(n - 1, nextPly);
        turns.unplay(board, i, undo);
        return won;
    }

    /** The side to act (not lost) forces a win within n of its turns. */
    private boolean wins(int n, int ply) {
        long key = board.hash();
        Integer entry = known.get(key);
        if (entry != null) {
            if ((entry & 0xFF) != 0 && (entry & 0xFF) <= n) {
                return true;
            }
            if ((entry >>> 8) >= n) {
                return false;
            }
        }
        TurnList turns = ply(ply);
        count(turns.fill(board));
        int attacker = board.side();
        boolean won = false;
        for (int i = 0; i < turns.size && !won; i++) {
            won = turns.loser[i] >= 0 && turns.loser[i] != attacker;
        }
        for (int i = 0; i < turns.size && !won && n > 1; i++) {
            won = turnWins(turns, i, n, ply + 1);
        }
        int fewest = entry == null ? 0 : entry & 0xFF;
        int most = entry == null ? 0 : entry >>> 8;
        if (won) {
            fewest = fewest == 0 ? n : Math.min(fewest, n);
        } else {
            most = Math.max(most, n);
        }
        known.put(key, most << 8 | fewest);
        return won;
    }

    /** The defender is to act (not lost); every defence leads to a win of the attacker within n turns. */
    private boolean everyDefenceLoses(int n, int ply) {
        TurnList defences = ply(ply);
        count(defences.fill(board));
        int defender = board.side();
        for (int i = 0; i < defences.size; i++) {
            if (defences.loser[i] >= 0 && defences.loser[i] != defender) {
                return false;
            }
        }
        for (int i = 0; i < defences.size; i++) {
            if (defences.loser[i] == defender) {
                continue;
            }
            long undo = defences.play(board, i);
            boolean attackerWins = wins(n, ply + 1);
            defences.unplay(board, i, undo);
            if (!attackerWins) {
                return false;
            }
        }
        return true;
    }

    /** The number of the attacker's turns that win at once. */
    private int immediateWins(int ply) {
        TurnList turns = ply(ply);
        count(turns.fill(board));
        int attacker = board.side();
        int wins = 0;
        for (int i = 0; i < turns.size; i++) {
            if (turns.loser[i] >= 0 && turns.loser[i] != attacker) {
                wins++;
            }
        }
        return wins;
    }

    private TurnList ply(int ply) {
        while (plies.size() <= ply) {
            plies.add(new TurnList());
        }
        return plies.get(ply);
    }

    private void count(long played) {
        actions += played;
        if (actions > actionLimit) {
            throw new LimitReached();
        }
    }

    private static List<Action> actionsOf(TurnList turns, int i) {
        return turns.second[i] == TurnList.NONE ? List.of(SearchBoard.action(turns.first[i]))
                : List.of(SearchBoard.action(turns.first[i]), SearchBoard.action(turns.second[i]));
    }
}
