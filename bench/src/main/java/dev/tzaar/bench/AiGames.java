package dev.tzaar.bench;

import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.engine.record.GameRecord;
import java.util.function.LongFunction;

/** Games of the AI against itself that benchmarks replay, review or play again. */
public final class AiGames {
    private AiGames() {
    }

    /**
     * The longest of ten games of the AI at hard against itself from {@code setups} of the seeds 1 to 10 (20 000
     * nodes a turn, White and Black seeded apart), cut after {@code turns} turns when it lasted longer.
     */
    public static GameRecord longestOfTen(LongFunction<Setup> setups, int turns) {
        GameRecord longest = null;
        for (long seed = 1; seed <= 10; seed++) {
            Ai white = Ai.fixedWork(Level.HARD, 20_000, seed);
            Ai black = Ai.fixedWork(Level.HARD, 20_000, seed + 1);
            GameRecord record = GameRecord.of(setups.apply(seed));
            while (!record.isOver() && record.turnCount() < turns) {
                ChosenTurn choice = (record.finalPosition().sideToMove() == Side.WHITE ? white : black)
                        .choose(record.finalPosition());
                for (var action : choice.turn()) {
                    record = record.play(action).orElseThrow();
                }
            }
            if (longest == null || record.turnCount() > longest.turnCount()) {
                longest = record;
            }
        }
        return longest;
    }
}
