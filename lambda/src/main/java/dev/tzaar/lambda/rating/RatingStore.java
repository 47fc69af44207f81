package dev.tzaar.lambda.rating;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Where the ladders live. Every write goes with the game's final write ({@code GameStore#write}). */
public interface RatingStore {

    /** A player's standing on a ladder, unless they have no rated game there; read strongly consistent. */
    Optional<Standing> standing(Ladder ladder, String userId);

    /** A player's finished games against the bot; {@link BotRecord#none} when they have none. Strongly consistent. */
    BotRecord botRecord(String userId);

    /** The pair's recent rated games, as of {@code now}; an empty history when they have none. Strongly consistent. */
    PairHistory pair(String oneId, String otherId, Instant now);

    /**
     * The head of a ladder, at most {@code limit}: established players first, then provisional ones,
     * each highest rating first (one query of the leaderboard index; it may lag a moment behind).
     */
    List<Standing> leaderboard(Ladder ladder, int limit);

    /** Where a standing is on its ladder's leaderboard, counting from 1 in the order above. */
    long place(Standing standing);
}
