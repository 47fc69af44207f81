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
     * The pictures {@code /tzaar rules} shows, in order: the pieces, a capture, a stack, a lost game; each
     * with alt text that says in words what it shows, then describes the board. None from a stand-in that
     * draws a game's boards only (the service's tests): the rules' text says them all the same.
     */
    default List<Picture> rulesExamples(Locale language) {
        return List.of();
    }

    /**
     * A review's picture: White's chance of winning after each turn with the marks, and its alt text
     * saying the same in words. A stand-in that draws boards only draws an empty picture with that alt text.
     */
    default BoardImage reviewChart(Game game, dev.tzaar.engine.review.GameReview review, Locale language) {
        return new BoardImage(new byte[0], "review of " + game.id(), "");
    }
}
