package dev.tzaar.engine.ai;

import dev.tzaar.engine.TestPositions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.TextDiagram;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

/**
 * The AI plays whole legal turns, finds forced wins, keeps to its time budget and plays the same
 * turn for the same seed. Time in these tests is a counter clock (each reading advances it a fixed
 * step) unless said otherwise, so nothing depends on the speed of the machine.
 */
class AiTest {
    /** A clock that moves {@code step} nanoseconds each time it is read, and remembers the last reading. */
    static final class CounterClock implements LongSupplier {
        private final long step;
        private long now;

        CounterClock(long step) {
            this.step = step;
        }

        @Override
        public long getAsLong() {
            now += step;
            return now;
        }

        long now() {
            return now;
        }
    }

    /**
     * Black to act, in a game between two AIs: of its 3 872 whole turns exactly one wins at once.
     * White's only Tzaar left is the Z2 on F3; no black stack reaches it, but capturing the White
     * Tott on F2 from D1 puts Black's stack next to it: D1xF2 F2xF3.
     */
    private static final Position ONE_TURN_FROM_WINNING = TestPositions.ONE_TURN_FROM_WINNING;

    /**
     * White to act, found in a game between two AIs and checked by trying every line
     * ({@link WholeTurns}): White has no win this turn, but a turn after which it wins the next
     * whatever Black does.
     */
    private static final Position TWO_TURNS_FROM_WINNING = TextDiagram.read("""
                            t
                         t     .
                      z3    t     .
                   .     .     A2    .
                t     .     .     .     .
                   .     .     .     .
                .     .     t     .     T
                   .     .     .     .
                .     T     o     a2    t
                   .     .     .     t
                .     .     .     .     .
                   .     .     .     .
                T     .     .     .     a2
                   .     .     .     .
                      .     .     Z4
                         T     T
                            .
            """, "w 1").orElseThrow();

    @Test
    void findsTheOneTurnThatWinsAmongThousands() {
        List<WholeTurns.Turn> turns = WholeTurns.of(ONE_TURN_FROM_WINNING);
        List<List<Action>> winning = turns.stream()
                .filter(t -> WholeTurns.winsAfter(Side.BLACK, t.after(), 1)).map(WholeTurns.Turn::actions).toList();
        assertEquals(3_872, turns.size());
        assertEquals(1, winning.size(), "the position is as described: " + winning);

        for (Level level : Level.values()) {
            ChosenTurn choice = new Ai(level, 1_000, 1, new CounterClock(10_000)).choose(ONE_TURN_FROM_WINNING);
            assertEquals(winning.get(0), choice.turn(), level.label());
            assertEquals("D1xF2 F2xF3", choice.turnText());
            assertTrue(choice.score() >= ChosenTurn.WON, choice.summary());
        }
    }

    @Test
    void findsAWinInTwoTurnsWhereThereIsNoneInOne() {
        assertFalse(WholeTurns.forcesWin(TWO_TURNS_FROM_WINNING, 1), "no win this turn");
        assertTrue(WholeTurns.forcesWin(TWO_TURNS_FROM_WINNING, 2), "a forced win by the next turn");

        // A real clock and a budget generous for a loaded machine: the search stops once it sees the win.
        ChosenTurn choice = new Ai(Level.HARD, 20_000, 1, System::nanoTime).choose(TWO_TURNS_FROM_WINNING);
        Position after = TWO_TURNS_FROM_WINNING.play(choice.turnText()).orElseThrow();
        assertTrue(WholeTurns.winsAfter(Side.WHITE, after, 2),
                choice.turnText() + " lets Black escape; " + choice.summary());
        assertTrue(choice.score() >= ChosenTurn.WON, choice.summary());
    }

    @Test
    void everyTurnItChoosesIsLegalAndWholeAtEveryLevel() {
        List<Position> positions = positionsFromRandomGames(new Random(12), 16);
        assertTrue(positions.size() > 200, "a wide sample: " + positions.size());
        int checked = 0;
        for (Level level : Level.values()) {
            Ai ai = new Ai(level, 3, level.ordinal(), new CounterClock(100_000));
            for (int i = level.ordinal(); i < positions.size(); i += 3) {
                Position position = positions.get(i);
                assertWholeLegalTurn(position, ai.choose(position).turn(), level.label());
                checked++;
            }
        }
        Ai greedy = Ai.greedy(3, 5, new CounterClock(100_000));
        RandomPlayer random = new RandomPlayer(5);
        for (Position position : positions.subList(0, 100)) {
            assertWholeLegalTurn(position, greedy.choose(position).turn(), "greedy");
            assertWholeLegalTurn(position, random.choose(position).turn(), "random");
        }
        assertTrue(checked > 200);
    }

    /** Each action legal in turn (the engine's referee decides), and the turn neither short nor long. */
    private static void assertWholeLegalTurn(Position position, List<Action> turn, String who) {
        Position now = position;
        for (int i = 0; i < turn.size(); i++) {
            Action action = turn.get(i);
            assertTrue(now.isLegal(action), who + " played " + action + " in " + now);
            Position next = now.apply(action).value();
            boolean more = WholeTurns.continuesTurn(now, next);
            assertEquals(more, i < turn.size() - 1, who + ": turn " + turn + " from " + position);
            now = next;
        }
    }

    @Test
    void aTinyBudgetStillGivesALegalTurn() {
        Position midgame = positionsFromRandomGames(new Random(3), 1).get(12);
        for (Position position : List.of(Position.START, midgame, Setup.tournament().position())) {
            // A real clock and one millisecond: whatever the machine, a turn comes back.
            ChosenTurn quick = new Ai(Level.HARD, 1, 1, System::nanoTime).choose(position);
            assertWholeLegalTurn(position, quick.turn(), "hard at 1 ms");
            // A clock already past the deadline at its first check, 16 positions into the search.
            ChosenTurn none = new Ai(Level.HARD, 1, 1, new CounterClock(1_000_000_000L)).choose(position);
            assertWholeLegalTurn(position, none.turn(), "hard, out of time at once");
        }
    }

    @Test
    void theBudgetCoversTheWholeCallFromItsFirstClockReadingToItsLast() {
        Position midgame = positionsFromRandomGames(new Random(4), 1).get(10);
        for (long budgetMillis : new long[] {2, 50, 1_500}) {
            // About 200 readings fit in the budget, whatever the budget: some 3 000 positions searched.
            CounterClock clock = new CounterClock(budgetMillis * 5_000);
            Ai ai = new Ai(Level.HARD, budgetMillis, 9, clock);
            long before = clock.now();
            ChosenTurn choice = ai.choose(midgame);
            long spent = clock.now() - before;
            assertTrue(spent <= budgetMillis * 1_000_000, spent + " ns of a " + budgetMillis + " ms budget");
            assertTrue(choice.nanos() <= budgetMillis * 1_000_000);
            assertTrue(choice.nodes() > 0);
        }
    }

    @Test
    void theSameSeedGivesTheSameTurnAndOtherSeedsVaryIt() {
        List<Position> positions = positionsFromRandomGames(new Random(5), 2);
        for (Level level : Level.values()) {
            for (Position position : positions.subList(0, 30)) {
                ChosenTurn one = new Ai(level, 20, 42, new CounterClock(200_000)).choose(position);
                ChosenTurn two = new Ai(level, 20, 42, new CounterClock(200_000)).choose(position);
                assertEquals(one.turn(), two.turn(), level.label() + " in " + position);
                assertEquals(one.nodes(), two.nodes());
            }
        }
        Set<List<Action>> openings = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            openings.add(new Ai(Level.MEDIUM, 20, seed, new CounterClock(200_000)).choose(Position.START).turn());
        }
        assertTrue(openings.size() > 3, "20 games open " + openings.size() + " ways");
    }

    @Test
    void theGameOverHasNoTurnToChoose() {
        Position over = Position.of("Z2----/A2-----/T2------/--------/--------/--------/-------/------/tazzz b 1");
        assertTrue(over.isOver());
        Ai ai = new Ai(Level.EASY, 10, 1, new CounterClock(1_000));
        IllegalArgumentException refused = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> ai.choose(over));
        assertNotEquals(null, refused.getMessage());
    }

    @Test
    void levelsAreReadInAnyCaseAndOthersAreRefusedWithTheChoices() {
        assertEquals(Level.HARD, Level.parse(" Hard ").value());
        assertEquals("\"expert\" is not a level: write easy, medium or hard.", Level.parse("expert").reason());
    }

    /** Every position of random games, in order: random setups, the fixed start and tournament placement. */
    static List<Position> positionsFromRandomGames(Random random, int games) {
        List<Position> positions = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            Position position = switch (game % 4) {
                case 0 -> Setup.random(random.nextLong()).position();
                case 1 -> Setup.tournament().position();
                case 2 -> Position.START;
                default -> Setup.random(random.nextLong()).position();
            };
            while (!position.isOver()) {
                positions.add(position);
                List<Action> actions = position.legalActions();
                // Placement would fill the sample; keep a few of its positions per game.
                if (position.step() == Step.PLACEMENT && random.nextInt(8) > 0) {
                    positions.remove(positions.size() - 1);
                }
                position = position.apply(actions.get(random.nextInt(actions.size()))).value();
            }
        }
        return positions;
    }
}
