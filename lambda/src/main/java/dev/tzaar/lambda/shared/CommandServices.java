package dev.tzaar.lambda.shared;

import dev.tzaar.lambda.game.GameStore;
import java.util.random.RandomGenerator;

/**
 * What the commands share: the store to read, the finder, the pictures, how long things last,
 * chance, and the bot that plays games against it.
 */
public record CommandServices(GameStore store, GameFinder finder, BoardPictures pictures, TimeLimits limits,
        RandomGenerator random, BotPlayer bot) {
}
