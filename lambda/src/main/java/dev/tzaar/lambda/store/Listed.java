package dev.tzaar.lambda.store;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Where a game is listed: its entry in the three game indexes ({@link GameEntry}) and each player's seat
 * ({@link SeatItem}), as far as the listings tell games apart by them. A move changes none of it, so a
 * move writes no entry and no index ({@link GameWrite} compares the game's listing before and after);
 * the entries change when the game is challenged, accepted, taken, moved into a thread, ended, or when
 * its expiry passes into another day.
 *
 * @param openChannel where the game is listed as open ({@link Game#playedIn()}), null once closed
 * @param challengerId the challenger
 * @param opponentId the opponent, null while an open challenge waits for anyone
 * @param seats each seated player's list ({@link GameTable#seatList}, null when the seat is in no list) and
 *     the channel whose threads the game is played in (null when not in a thread of its own)
 * @param expiresBy when the entries may go: the game's expiry rounded up to the next whole day (UTC), so
 *     that a game played day after day rewrites its entries once a day at most; null for never
 */
record Listed(String openChannel, String challengerId, String opponentId, Map<String, SeatList> seats,
        Instant expiresBy) {

    /** A seat's place in the lists: which list, and which channel's threads it is found from. */
    record SeatList(String listName, String threadOf) {}

    static Listed of(Game game) {
        Map<String, SeatList> seats = new LinkedHashMap<>();
        for (Player player : seated(game)) {
            boolean finished = game.status() == GameStatus.FINISHED;
            String list = finished || game.status().isOpen()
                    ? GameTable.seatList(finished, game.guildId(), game.channelId(), player.id()) : null;
            seats.put(player.id(), new SeatList(list, game.hasThread() ? game.channelId() : null));
        }
        return new Listed(game.status().isOpen() ? game.playedIn() : null, game.challenger().id(),
                game.opponent() == null ? null : game.opponent().id(), Map.copyOf(seats), expiresBy(game));
    }

    /**
     * The players with a seat: the challenger alone while an open challenge waits for anyone, and once
     * for a game with the same user on both sides (which the service never makes, but a transaction may
     * not put one item twice).
     */
    static List<Player> seated(Game game) {
        return game.awaitsAnyone() || game.opponent().id().equals(game.challenger().id())
                ? List.of(game.challenger()) : List.of(game.challenger(), game.opponent());
    }

    private static Instant expiresBy(Game game) {
        return game.expiresAt() == null ? null : game.expiresAt().truncatedTo(ChronoUnit.DAYS).plus(1, ChronoUnit.DAYS);
    }

    /** Whether the game's entry in the game indexes differs from {@code before}'s. */
    boolean entryDiffers(Listed before) {
        return before == null || !Objects.equals(openChannel, before.openChannel)
                || !Objects.equals(challengerId, before.challengerId) || !Objects.equals(opponentId, before.opponentId)
                || !Objects.equals(expiresBy, before.expiresBy);
    }

    /** Whether a player's seat differs from {@code before}'s: a seat new, moved to another list, or expiring otherwise. */
    boolean seatDiffers(String userId, Listed before) {
        return before == null || !Objects.equals(seats.get(userId), before.seats.get(userId))
                || !Objects.equals(expiresBy, before.expiresBy);
    }
}
