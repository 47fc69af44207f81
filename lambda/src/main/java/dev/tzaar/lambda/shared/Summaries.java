package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameSummary;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Stack;
import dev.tzaar.lambda.game.Game;
import java.util.Comparator;
import java.util.List;

/**
 * The summary of a game that replies carry for the bot's cache. Its legal actions come best first,
 * so that autocomplete, which shows the first choices, shows the strongest ones.
 */
public final class Summaries {
    private Summaries() {
    }

    public static GameSummary of(Game game) {
        if (!game.isStarted()) {
            return GameSummary.notStarted(game.id(), game.playedIn(), game.status(), game.challenger(),
                    game.opponent(), game.version());
        }
        Position position = game.position();
        boolean playing = game.toAct().isPresent();
        return new GameSummary(game.id(), game.playedIn(), game.status(), game.challenger(), game.opponent(),
                game.white(), game.black(), position.toString(),
                game.toAct().map(p -> p.id()).orElse(null),
                playing ? bestFirst(position).stream().map(Action::toString).toList() : List.of(),
                game.record().nextTurnNumber(), game.version());
    }

    /**
     * Captures first: those that win at once, then the tallest prey, then prey of the type the
     * opponent has fewest of. Then stacks, tallest result first; then pass. Placements keep the
     * engine's order (by type, then cell).
     */
    public static List<Action> bestFirst(Position position) {
        return position.legalActions().stream()
                .sorted(Comparator.comparingInt((Action a) -> -score(position, a)))
                .toList();
    }

    private static int score(Position position, Action action) {
        if (action instanceof Action.Capture capture) {
            Stack prey = position.stackAt(capture.to()).orElseThrow();
            int left = position.visible(prey.owner(), prey.top());
            int wins = left == 1 ? 1_000_000 : 0;
            return 100_000 + wins + prey.height() * 100 + (100 - left);
        }
        if (action instanceof Action.Stack stack) {
            return 10_000 + position.stackAt(stack.from()).orElseThrow().height()
                    + position.stackAt(stack.to()).orElseThrow().height();
        }
        return 0;
    }
}
