package dev.tzaar.lambda.rating;

import java.util.List;
import java.util.Objects;

/**
 * What a rated game's ending writes besides the game: the two players' new standings on each
 * ladder (each on the version it was read at) and the pair's history. Nothing of these for an unrated
 * game; a game against the bot writes its player's {@link BotRecord} instead.
 *
 * @param standings the new standings, each one version past the one read
 * @param pair the pair's new history, one version past the one read; null when nothing is written
 * @param botRecord the player's record against the bot, one version past the one read; null when not written
 */
public record RatingWrite(List<Standing> standings, PairHistory pair, BotRecord botRecord) {
    public static final RatingWrite NONE = new RatingWrite(List.of(), null);

    public RatingWrite(List<Standing> standings, PairHistory pair) {
        this(standings, pair, null);
    }

    /** Only a game against the bot's record: nothing rated. */
    public static RatingWrite againstTheBot(BotRecord record) {
        return new RatingWrite(List.of(), null, Objects.requireNonNull(record, "record"));
    }

    public RatingWrite {
        standings = List.copyOf(Objects.requireNonNull(standings, "standings"));
        if (standings.isEmpty() != (pair == null)) {
            throw new IllegalArgumentException("a rated game writes both the standings and the pair, an unrated one neither");
        }
    }

    public boolean isEmpty() {
        return standings.isEmpty() && botRecord == null;
    }

    /** How many items the write adds to the game's transaction, at its end. */
    public int items() {
        return standings.size() + (pair == null ? 0 : 1) + (botRecord == null ? 0 : 1);
    }
}
