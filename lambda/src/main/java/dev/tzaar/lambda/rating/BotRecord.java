package dev.tzaar.lambda.rating;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A player's games against the bot: how many they finished and won at each level. Not a rating
 * (games against the bot move none, {@link RatedGamePolicy}), only a record for {@code /tzaar
 * stats}; written with the game's final write, like a standing, on the version it was read at.
 *
 * @param played finished games by level label ({@code easy}, {@code medium}, {@code hard})
 * @param won won games by level label
 * @param version 0 for a player with no game against the bot yet
 */
public record BotRecord(String userId, Map<String, Integer> played, Map<String, Integer> won, long version) {

    public BotRecord {
        Objects.requireNonNull(userId, "userId");
        played = Map.copyOf(played);
        won = Map.copyOf(won);
        if (version < 0) {
            throw new IllegalArgumentException("a version counts from 0, not " + version);
        }
    }

    /** The record of a player who has finished no game against the bot. */
    public static BotRecord none(String userId) {
        return new BotRecord(userId, Map.of(), Map.of(), 0);
    }

    /** The record after one more finished game at this level, one version on. */
    public BotRecord after(String level, boolean playerWon) {
        Map<String, Integer> nextPlayed = new LinkedHashMap<>(played);
        nextPlayed.merge(level, 1, Integer::sum);
        Map<String, Integer> nextWon = new LinkedHashMap<>(won);
        if (playerWon) {
            nextWon.merge(level, 1, Integer::sum);
        }
        return new BotRecord(userId, nextPlayed, nextWon, version + 1);
    }

    public int played(String level) {
        return played.getOrDefault(level, 0);
    }

    public int won(String level) {
        return won.getOrDefault(level, 0);
    }

    public int totalPlayed() {
        return played.values().stream().mapToInt(Integer::intValue).sum();
    }

    public int totalWon() {
        return won.values().stream().mapToInt(Integer::intValue).sum();
    }
}
