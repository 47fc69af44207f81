package dev.tzaar.engine.record;

import dev.tzaar.engine.Position;
import dev.tzaar.engine.Step;

/** Small helpers that build records for the tests. */
final class Games {
    /**
     * White's Tzaar on A1 is about to capture Black's only Tzaar on B1; both sides show every
     * type until then.
     */
    static final Position ONE_CAPTURE_FROM_THE_END =
            Position.of("ZAT--/zat---/-------/--------/--------/--------/-------/------/----- w 1");

    private Games() {
    }

    /** The record after the actions, typed as players type them; each must be legal. */
    static GameRecord play(GameRecord record, String... actions) {
        GameRecord current = record;
        for (String text : actions) {
            GameRecord before = current;
            current = before.finalPosition().parseAction(text).flatMap(before::play).orElseThrow();
        }
        return current;
    }

    /** The record after the first legal action in the engine's order, played {@code count} times. */
    static GameRecord playFirstLegal(GameRecord record, int count) {
        GameRecord current = record;
        for (int i = 0; i < count; i++) {
            current = current.play(current.finalPosition().legalActions().get(0)).orElseThrow();
        }
        return current;
    }

    /** The record with every piece placed: each side puts its first piece in hand on the first empty cell. */
    static GameRecord placeEverything(GameRecord tournament) {
        int toPlace = (int) tournament.positions().stream().filter(p -> p.step() == Step.PLACEMENT).count();
        return playFirstLegal(tournament, 60 - (tournament.actions().size() + 1 - toPlace));
    }
}
