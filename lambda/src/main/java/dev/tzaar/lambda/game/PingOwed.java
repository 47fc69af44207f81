package dev.tzaar.lambda.game;

import java.util.List;
import java.util.Objects;

/**
 * A ping the game's channel still owes: the frontend showed the game's last reply but could not
 * send its ping (Discord failed it, after retries), so the player it was for was never told. The
 * channel's next public reply carries it; a change of the game makes it moot.
 *
 * @param users whom it mentions (the players to act)
 * @param text what follows the mentions, in the channel's language
 */
public record PingOwed(List<String> users, String text) {
    public PingOwed {
        users = List.copyOf(users);
        Objects.requireNonNull(text, "text");
        if (users.isEmpty()) {
            throw new IllegalArgumentException("a ping mentions someone");
        }
    }
}
