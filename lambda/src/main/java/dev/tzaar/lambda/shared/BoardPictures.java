package dev.tzaar.lambda.shared;

import dev.tzaar.api.BoardImage;
import dev.tzaar.api.Picture;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Draws the board of a game, as it stands in the given record (the game's, or an earlier cut of it), and
 * the rules' drawn examples.
 */
public interface BoardPictures {

    /**
     * @param game whose board: players and id
     * @param record the record to draw: the game's own, or {@link GameRecord#upTo} of it
     * @param flipped true to show the board turned round, Black's side nearest
     * @param chosen the stack a player chose on their panel, marked with where it can go; none for the
     *     board as it stands
     * @param language the language of the words in the picture and its alt text
     */
    BoardImage draw(Game game, GameRecord record, boolean flipped, Optional<Cell> chosen, Locale language);

    /**
     * A position outside any game (an exercise's), from White's side, with the stack {@code chosen} and
     * where it can go marked. Pictures that draw only games (a test's stand-in) need not draw it.
     */
    default BoardImage drawPosition(dev.tzaar.engine.Position position, Optional<Cell> chosen, Locale language) {
        throw new UnsupportedOperationException("these pictures draw games only, not " + position);
    }

    /** The board as it stands, nothing chosen. */
    default BoardImage draw(Game game, GameRecord record, boolean flipped, Locale language) {
        return draw(game, record, flipped, Optional.empty(), language);
    }

    /**
     * The board after a turn that is only suggested ({@code /tzaar hint}): {@code suggested} is the game's
     * record with the turn played on it, and the turn is drawn on the board and named a suggested turn,
     * not the last one. A stand-in draws it as any record.
     */
    default BoardImage drawSuggestion(Game game, GameRecord suggested, boolean flipped, Locale language) {
        return draw(game, suggested, flipped, language);
    }

    /**
     * The pictures {@code /tzaar rules} shows, in order: the pieces, a capture, a stack, a lost game; each
     * with alt text that says in words what it shows, then describes the board. None from a stand-in that
     * draws a game's boards only (the service's tests): the rules' text says them all the same.
     */
    default List<Picture> rulesExamples(Locale language) {
        return List.of();
    }

    /**
     * The game's replay: an animated GIF of its record, the start and each turn a frame, named after the game,
     * with alt text that says what it shows. Pictures that draw only boards (a test's stand-in) need not draw it.
     */
    default Picture replay(Game game, Locale language) {
        throw new UnsupportedOperationException("these pictures draw boards only, not the replay of " + game.id());
    }

    /**
     * A review's picture: White's chance of winning after each turn with the marks, and its alt text
     * saying the same in words. A stand-in that draws boards only draws an empty picture with that alt text.
     */
    default BoardImage reviewChart(Game game, dev.tzaar.engine.review.GameReview review, Locale language) {
        return new BoardImage(new byte[0], "review of " + game.id(), "");
    }
}
