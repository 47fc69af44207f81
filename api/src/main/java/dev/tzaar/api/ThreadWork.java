package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Objects;

/**
 * What a reply asks the bot to do about a game's own thread, beside answering the interaction. All of
 * it needs the bot's token: an interaction's webhook can only post where the interaction happened.
 *
 * @param gameId the game the work is for
 * @param startName when starting: the name of the thread to start from the message whose button was
 *     pressed (the challenge), where this reply is then posted; null otherwise
 * @param threadId when the thread exists: the thread whose members change; null when starting one
 * @param join the users to add to the thread (the players when it starts, a follower)
 * @param leave the users to take off the thread (one who unfollows)
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record ThreadWork(String gameId, String startName, String threadId, List<String> join, List<String> leave) {
    /** Discord's limit on a thread's name. */
    public static final int MAX_NAME = 100;

    public ThreadWork {
        Objects.requireNonNull(gameId, "gameId");
        if ((startName == null) == (threadId == null)) {
            throw new IllegalArgumentException("thread work either starts a thread or names one");
        }
        join = join == null ? List.of() : List.copyOf(join);
        leave = leave == null ? List.of() : List.copyOf(leave);
    }

    /** Start a thread named {@code name} from the pressed message, post the reply there, add the players. */
    public static ThreadWork start(String gameId, String name, List<String> players) {
        String fitted = name.length() <= MAX_NAME ? name : name.substring(0, MAX_NAME - 1) + "…";
        return new ThreadWork(gameId, fitted, null, players, null);
    }

    /** Add a user to the game's thread (following it), or take them off it. */
    public static ThreadWork membership(String gameId, String threadId, String userId, boolean follow) {
        return new ThreadWork(gameId, null, threadId, follow ? List.of(userId) : null, follow ? null : List.of(userId));
    }

    public boolean starts() {
        return startName != null;
    }
}
