package dev.tzaar.lambda.shared;

import dev.tzaar.lambda.game.GameStore;
import java.util.random.RandomGenerator;

/**
 * What the commands share: the store to read, the finder, the pictures, how long things last,
 * chance, and the bot that plays games against it.
 */
public record CommandServices(GameStore store, GameFinder finder, BoardPictures pictures, TimeLimits limits,
        RandomGenerator random, BotPlayer bot) {

    /**
     * The same services, drawing no position outside a game ({@link BoardPictures#drawPosition} answers null): for
     * the live board, which draws an exercise's board itself.
     */
    public CommandServices withoutPositionPictures() {
        BoardPictures drawn = pictures;
        BoardPictures games = new BoardPictures() {
            @Override
            public dev.tzaar.api.BoardImage draw(dev.tzaar.lambda.game.Game game, dev.tzaar.engine.record.GameRecord record,
                    boolean flipped, java.util.Optional<dev.tzaar.engine.Cell> chosen, java.util.Locale language) {
                return drawn.draw(game, record, flipped, chosen, language);
            }

            @Override
            public dev.tzaar.api.BoardImage drawPosition(dev.tzaar.engine.Position position,
                    java.util.Optional<dev.tzaar.engine.Cell> chosen, java.util.Locale language) {
                return null;
            }
        };
        return new CommandServices(store, finder, games, limits, random, bot);
    }
}
