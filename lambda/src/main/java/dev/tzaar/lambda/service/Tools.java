package dev.tzaar.lambda.service;

import dev.tzaar.lambda.game.GameStore;
import java.util.random.RandomGenerator;

/**
 * What the commands share: the store to read, the finder, the pictures, the settings, chance, and
 * the bot that plays games against it.
 */
record Tools(GameStore store, GameFinder finder, BoardPictures pictures, Settings settings, RandomGenerator random,
        BotPlayer bot) {
}
