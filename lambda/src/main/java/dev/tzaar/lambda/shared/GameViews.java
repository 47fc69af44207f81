package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.GameView;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Stack;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import dev.tzaar.render.LastTurn;
import dev.tzaar.render.TurnTrace;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A started game as one viewer's page draws it ({@link GameView}): the same facts the picture shows
 * (the stacks on the board, the latest turn and what each of its actions did, as the picture's {@link
 * TurnTrace} marks it, the clocks, the result) and the viewer's legal actions when it is their action, best
 * first as autocomplete offers them.
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
        GameView view = drawn(game, record, language, over);
        Optional<String> toAct = game.toAct().map(player -> player.id());
        view = view.withToAct(toAct.orElse(null));
        Optional<Side> side = game.sideOf(viewerId);
        if (side.isPresent()) {
            boolean theirs = toAct.isPresent() && toAct.get().equals(viewerId);
            view = view.seenBy(colour(side.get()), theirs
                    ? Summaries.bestFirst(game.position()).stream().map(Action::toString).toList() : List.of());
        }
        if (over) {
            view = view.steppingThrough(new GameView.StepThrough(record.turnCount(), record.turnCount()));
        }
        return view;
    }

    /**
     * A finished game as it stood after its first {@code turns} turns, for a board stepping through it: the
     * stacks then and the turn that led there, with the game's players, clocks and result; nobody to act.
     *
     * @throws IllegalArgumentException when the game goes on, or has fewer turns
     */
    public static GameView upTo(Game game, int turns, String viewerId, Locale language) {
        GameRecord record = game.record();
        if (game.status() == GameStatus.ACTIVE || turns < 0 || turns > record.turnCount()) {
            throw new IllegalArgumentException("game " + game.id() + " has no finished turn " + turns);
        }
        int actions = record.turns().subList(0, turns).stream().mapToInt(turn -> turn.actions().size()).sum();
        GameView view = drawn(game, record.upTo(actions), language, true)
                .steppingThrough(new GameView.StepThrough(turns, record.turnCount()));
        // The record cut short holds no result (a resignation is not among its actions): the game's is said.
        Optional<Result> result = record.result();
        if (result.isPresent()) {
            view = view.withResult(ending(result.get()));
        }
        Optional<Side> side = game.sideOf(viewerId);
        return side.isPresent() ? view.seenBy(colour(side.get()), List.of()) : view;
    }

    /** The game's position and latest turn as {@code shown} holds them, with its players, clocks and result. */
    private static GameView drawn(Game game, GameRecord shown, Locale language, boolean over) {
        int turn = over ? Math.max(1, shown.turnCount()) : shown.nextTurnNumber();
        GameView view = GameView.of(game.id(), game.playedIn(), game.version(), game.status(), turn,
                shown.finalPosition().toString(), game.white(), game.black())
                .drawing(colour(shown.finalPosition().sideToMove()), step(shown.finalPosition().step()),
                        stacks(shown.finalPosition()))
                .openToMembersOf(game.openTo())
                .inLanguage(language.getLanguage());
        Optional<LastTurn> last = LastTurn.latest(shown);
        if (last.isPresent()) {
            view = view.withLastTurn(latestTurn(last.get(), !over));
        }
        if (game.isTimed()) {
            view = view.withClock(clocks(game.clock(), over ? null : game.position().sideToMove()));
        }
        Optional<Result> result = shown.result();
        if (result.isPresent()) {
            view = view.withResult(ending(result.get()));
        }
        return view;
    }

    /** What stands on each cell, A1 first; empty cells absent. */
    static Map<String, GameView.Piece> stacks(Position position) {
        Map<String, GameView.Piece> stacks = new LinkedHashMap<>();
        for (Cell cell : Cell.all()) {
            position.stackAt(cell).ifPresent(stack -> stacks.put(cell.toString(), piece(stack)));
        }
        return stacks;
    }

    private static GameView.Piece piece(Stack stack) {
        return new GameView.Piece(colour(stack.owner()), lower(stack.top()), stack.height());
    }

    /**
     * The turn as the picture draws it: each action in order, with what the trace says it did; a turn cut
     * short by the game's end (a resignation, a flag) does not go on.
     */
    private static GameView.LatestTurn latestTurn(LastTurn turn, boolean gameGoesOn) {
        TurnTrace trace = new TurnTrace(turn);
        Iterator<TurnTrace.Move> moves = trace.moves().iterator();
        Iterator<TurnTrace.Placement> placements = trace.placements().iterator();
        List<GameView.Traced> traced = new ArrayList<>();
        for (Action action : turn.actions()) {
            if (action instanceof Action.Capture || action instanceof Action.Stack) {
                TurnTrace.Move move = moves.next();
                traced.add(move.isCapture()
                        ? GameView.Traced.capture(move.from().toString(), move.to().toString(),
                                piece(move.captured().get()), piece(move.landed()))
                        : GameView.Traced.stack(move.from().toString(), move.to().toString(), piece(move.landed())));
            } else if (action instanceof Action.Place) {
                TurnTrace.Placement placement = placements.next();
                traced.add(GameView.Traced.place(placement.at().toString(), lower(placement.type())));
            } else {
                traced.add(GameView.Traced.pass());
            }
        }
        return new GameView.LatestTurn(turn.before().toString(), turn.actions().stream().map(Action::toString).toList(),
                colour(turn.mover()), gameGoesOn && turn.goesOn(), traced);
    }

    static GameView.Step step(Step step) {
        return switch (step) {
            case FIRST -> GameView.Step.FIRST;
            case SECOND -> GameView.Step.SECOND;
            case PLACEMENT -> GameView.Step.PLACEMENT;
        };
    }

    private static String lower(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }

    private static GameView.Clocks clocks(GameClock clock, Side toMove) {
        Long deadline = toMove != null && clock.isRunning() ? clock.deadline(toMove).toEpochMilli() : null;
        return new GameView.Clocks(clock.daysPerMove(), new GameView.Clocks.Left(clock.left(Side.WHITE).toMillis()),
                new GameView.Clocks.Left(clock.left(Side.BLACK).toMillis()), deadline);
    }

    static GameView.Ending ending(Result result) {
        GameView.Colour winner = colour(result.winner());
        if (result instanceof Result.LastOfType lastOfType) {
            return new GameView.Ending(winner, GameView.Ending.Reason.LAST_OF_TYPE, lower(lastOfType.type()));
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
