package dev.tzaar.lambda.service;

import dev.tzaar.api.BoardImage;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.engine.record.GameRecord;
import java.util.Locale;

/** Draws the board of a game, as it stands in the given record (the game's, or an earlier cut of it). */
public interface BoardPictures {

    /**
     * @param game whose board: players and id
     * @param record the record to draw: the game's own, or {@link GameRecord#upTo} of it
     * @param flipped true to show the board turned round, Black's side nearest
     * @param language the language of the words in the picture and its alt text
     */
    BoardImage draw(Game game, GameRecord record, boolean flipped, Locale language);
}
