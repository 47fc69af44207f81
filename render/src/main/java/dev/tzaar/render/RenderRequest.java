package dev.tzaar.render;

import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.api.i18n.Texts;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Everything a picture shows, as a value: the render is a pure function of it.
 *
 * @param position what stands on the board now, and whose action it is
 * @param lastTurn the turn that led to it, drawn as arrows; empty before the first turn
 * @param players the names shown for White and Black
 * @param turn the number of the turn now due (1 for White's opening capture), when the caller keeps count
 * @param flipped the board turned 180 degrees, for the Black player's view; labels stay upright and true
 * @param selected the cell of a stack whose legal targets are drawn
 * @param result how the game ended when the position alone does not tell (resignation, time);
 *               a result the position tells is found without it
 * @param language the language of the words drawn and of the alt text (English when it has no bundle)
 */
public record RenderRequest(
        Position position,
        Optional<LastTurn> lastTurn,
        Players players,
        OptionalInt turn,
        boolean flipped,
        Optional<Cell> selected,
        Optional<Result> result,
        Locale language) {

    public RenderRequest {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(lastTurn, "lastTurn");
        Objects.requireNonNull(players, "players");
        Objects.requireNonNull(turn, "turn");
        Objects.requireNonNull(selected, "selected");
        Objects.requireNonNull(result, "result");
        if (lastTurn.isPresent() && !lastTurn.get().after().equals(position)) {
            throw new IllegalArgumentException("the last turn " + lastTurn.get() + " does not lead to " + position);
        }
        if (selected.isPresent() && position.stackAt(selected.get()).isEmpty()) {
            throw new IllegalArgumentException("no stack stands on " + selected.get() + " to show the moves of");
        }
        if (turn.isPresent() && turn.getAsInt() < 1) {
            throw new IllegalArgumentException("turns are numbered from 1, not " + turn.getAsInt());
        }
        Optional<Result> told = position.result();
        if (result.isPresent() && told.isPresent() && !told.equals(result)) {
            throw new IllegalArgumentException("the position ended as \"" + told.get().reason()
                    + "\", not \"" + result.get().reason() + "\"");
        }
    }

    /** A request in English. */
    public RenderRequest(Position position, Optional<LastTurn> lastTurn, Players players, OptionalInt turn,
            boolean flipped, Optional<Cell> selected, Optional<Result> result) {
        this(position, lastTurn, players, turn, flipped, selected, result, Texts.BASE);
    }

    /** The position alone, anonymous players, White's view. */
    public static RenderRequest of(Position position) {
        return new RenderRequest(position, Optional.empty(), Players.ANONYMOUS, OptionalInt.empty(), false,
                Optional.empty(), Optional.empty(), Texts.BASE);
    }

    /** The position a turn led to, with the turn drawn. */
    public static RenderRequest after(LastTurn lastTurn) {
        return of(lastTurn.after()).withLastTurn(lastTurn);
    }

    public RenderRequest withLastTurn(LastTurn turn) {
        return new RenderRequest(position, Optional.of(turn), players, this.turn, flipped, selected, result, language);
    }

    public RenderRequest withPlayers(Players names) {
        return new RenderRequest(position, lastTurn, names, turn, flipped, selected, result, language);
    }

    public RenderRequest withTurn(int number) {
        return new RenderRequest(position, lastTurn, players, OptionalInt.of(number), flipped, selected, result,
                language);
    }

    public RenderRequest withFlipped(boolean turned) {
        return new RenderRequest(position, lastTurn, players, turn, turned, selected, result, language);
    }

    public RenderRequest withSelected(Cell cell) {
        return new RenderRequest(position, lastTurn, players, turn, flipped, Optional.of(cell), result, language);
    }

    public RenderRequest withResult(Result ending) {
        return new RenderRequest(position, lastTurn, players, turn, flipped, selected, Optional.of(ending), language);
    }

    public RenderRequest withLanguage(Locale words) {
        return new RenderRequest(position, lastTurn, players, turn, flipped, selected, result, words);
    }

    /** How the game ended, told by the caller or read off the position; empty while it goes on. */
    public Optional<Result> outcome() {
        return result.isPresent() ? result : position.result();
    }
}
