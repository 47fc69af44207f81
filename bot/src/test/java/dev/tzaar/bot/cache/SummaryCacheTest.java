package dev.tzaar.bot.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.GameSummary;
import dev.tzaar.api.Player;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The cache keeps the newest summary of each game, so autocomplete never goes back in time. */
class SummaryCacheTest {
    private static final Player ANN = new Player("1", "Ann", false);
    private static final Player BO = new Player("2", "Bo", false);

    private static GameSummary summary(String id, String channel, GameStatus status, long version) {
        return new GameSummary(id, channel, status, ANN, BO, ANN, BO, "-", "1", List.of("pass"), 1, version);
    }

    @Test
    void anOlderVersionArrivingLateDoesNotReplaceANewerOne() {
        SummaryCache cache = new SummaryCache(10);
        cache.remember(summary("g1", "c", GameStatus.ACTIVE, 5));
        cache.remember(summary("g1", "c", GameStatus.ACTIVE, 4));
        assertEquals(5, cache.game("g1").orElseThrow().version());
        cache.remember(summary("g1", "c", GameStatus.FINISHED, 6));
        assertEquals(GameStatus.FINISHED, cache.game("g1").orElseThrow().status());
    }

    @Test
    void theOpenGamesOfAChannelAreThoseTheUserPlaysStillOpen() {
        SummaryCache cache = new SummaryCache(10);
        cache.remember(summary("g1", "c", GameStatus.ACTIVE, 1));
        cache.remember(summary("g2", "c", GameStatus.FINISHED, 1));
        cache.remember(summary("g3", "other", GameStatus.ACTIVE, 1));
        assertEquals(List.of("g1"), cache.openGames("c", ANN.id()).stream().map(GameSummary::id).toList());
        assertEquals(List.of(), cache.openGames("c", "3"));
    }

    @Test
    void theCacheStaysWithinItsCapacityDroppingTheStalestGame() {
        SummaryCache cache = new SummaryCache(2);
        cache.remember(summary("g1", "c", GameStatus.ACTIVE, 1));
        cache.remember(summary("g2", "c", GameStatus.ACTIVE, 1));
        cache.remember(summary("g3", "c", GameStatus.ACTIVE, 1));
        assertEquals(Optional.empty(), cache.game("g1"));
        assertEquals(2, cache.openGames("c", ANN.id()).size());
    }
}
