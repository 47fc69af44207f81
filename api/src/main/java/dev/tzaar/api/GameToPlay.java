package dev.tzaar.api;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The rule for which game a command about play ({@code move}, {@code pass}, {@code place}, and
 * their autocomplete) means when it names none: of the player's games in play in the channel, the
 * only one, or else the only one where it is their turn. Anything else needs {@code game:}. The
 * function applies it to its games, the bot to the summaries it caches, so both choose alike.
 */
public final class GameToPlay {
    /** The rule in the players' words, for help texts. */
    public static final String RULE = "With one game in the channel you never need to name it; with several, "
            + "`move`, `pass` and `place` go to the one where it is your turn. Otherwise add `game:` "
            + "(autocomplete lists yours).";

    private GameToPlay() {
    }

    /**
     * @param playing the player's games in play in the channel
     * @param theirTurn whether it is the player's turn in a game
     * @return the game meant, or empty when {@code game:} must say
     */
    public static <G> Optional<G> among(List<G> playing, Predicate<G> theirTurn) {
        if (playing.size() == 1) {
            return Optional.of(playing.get(0));
        }
        List<G> due = playing.stream().filter(theirTurn).toList();
        return due.size() == 1 ? Optional.of(due.get(0)) : Optional.empty();
    }
}
