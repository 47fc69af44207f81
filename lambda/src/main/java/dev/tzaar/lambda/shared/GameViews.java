package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.GameView;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.Turn;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A started game as one viewer's page draws it ({@link GameView}): the same facts the picture shows
 * (the position, the latest turn from where it began, the clocks, the result) and the viewer's legal
 * actions when it is their action, best first as autocomplete offers them.
 */
public final class GameViews {
    private GameViews() {
    }

    /**
     * @param viewerId who looks: a player sees their colour and, on their action, what they may play
     * @param language the viewer's language
     */
    public static GameView of(Game game, String viewerId, Locale language) {
        GameRecord record = game.record();
        boolean over = game.status() != GameStatus.ACTIVE;
        int turn = over ? Math.max(1, record.turnCount()) : record.nextTurnNumber();
        GameView view = GameView.of(game.id(), game.playedIn(), game.version(), game.status(), turn,
                record.finalPosition().toString(), game.white(), game.black())
                .openToMembersOf(game.openTo())
                .inLanguage(language.getLanguage());
        Optional<String> toAct = game.toAct().map(player -> player.id());
        view = view.withToAct(toAct.orElse(null));
        Optional<Side> side = game.sideOf(viewerId);
        if (side.isPresent()) {
            boolean theirs = toAct.isPresent() && toAct.get().equals(viewerId);
            view = view.seenBy(colour(side.get()), theirs
                    ? Summaries.bestFirst(game.position()).stream().map(Action::toString).toList() : List.of());
        }
        Optional<Turn> last = record.lastTurn();
        if (last.isPresent()) {
            List<Action> actions = last.get().actions();
            view = view.withLastTurn(record.positions().get(record.actions().size() - actions.size()).toString(),
                    actions.stream().map(Action::toString).toList());
        }
        if (game.isTimed()) {
            view = view.withClock(clocks(game.clock(), over ? null : game.position().sideToMove()));
        }
        Optional<Result> result = record.result();
        if (result.isPresent()) {
            view = view.withResult(ending(result.get()));
        }
        return view;
    }

    private static GameView.Clocks clocks(GameClock clock, Side toMove) {
        Long deadline = toMove != null && clock.isRunning() ? clock.deadline(toMove).toEpochMilli() : null;
        return new GameView.Clocks(clock.daysPerMove(), new GameView.Clocks.Left(clock.left(Side.WHITE).toMillis()),
                new GameView.Clocks.Left(clock.left(Side.BLACK).toMillis()), deadline);
    }

    static GameView.Ending ending(Result result) {
        GameView.Colour winner = colour(result.winner());
        if (result instanceof Result.LastOfType lastOfType) {
            return new GameView.Ending(winner, GameView.Ending.Reason.LAST_OF_TYPE,
                    lastOfType.type().name().toLowerCase(Locale.ROOT));
        }
        if (result instanceof Result.NoCapture) {
            return new GameView.Ending(winner, GameView.Ending.Reason.NO_CAPTURE, null);
        }
        if (result instanceof Result.Resigned) {
            return new GameView.Ending(winner, GameView.Ending.Reason.RESIGNED, null);
        }
        return new GameView.Ending(winner, GameView.Ending.Reason.TIMED_OUT, null);
    }

    static GameView.Colour colour(Side side) {
        return side == Side.WHITE ? GameView.Colour.WHITE : GameView.Colour.BLACK;
    }
}
