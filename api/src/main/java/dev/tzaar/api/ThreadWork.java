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
 * @param privateThread when starting: a private thread (only its members see it), started on its own
 *     rather than from the message, since Discord starts only public threads from a message
 * @param tell who is told, beside the channel, when Discord will not start the thread: a tournament's organiser,
 *     whose round's game then is played in the channel; null for nobody
 * @param language the language (a Discord locale) of what the bot then says in the channel; null for the
 *     interaction's
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record ThreadWork(String gameId, String startName, String threadId, List<String> join, List<String> leave,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean privateThread, String tell, String language) {
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

    /** Thread work as it was before tournaments: nobody told of a refusal but the channel. */
    public ThreadWork(String gameId, String startName, String threadId, List<String> join, List<String> leave,
            boolean privateThread) {
        this(gameId, startName, threadId, join, leave, privateThread, null, null);
    }

    /** Thread work as it was before private threads: a public thread. */
    public ThreadWork(String gameId, String startName, String threadId, List<String> join, List<String> leave) {
        this(gameId, startName, threadId, join, leave, false);
    }

    /** The same work, telling {@code userId}, in {@code discordLocale}'s words, when the thread cannot be used. */
    public ThreadWork telling(String userId, String discordLocale) {
        return new ThreadWork(gameId, startName, threadId, join, leave, privateThread, userId, discordLocale);
    }

    /** Start a thread named {@code name} from the pressed message, post the reply there, add the players. */
    public static ThreadWork start(String gameId, String name, List<String> players) {
        return new ThreadWork(gameId, fitted(name), null, players, null, false);
    }

    /** Start a private thread named {@code name} in the channel, add the players, post the reply there. */
    public static ThreadWork startPrivate(String gameId, String name, List<String> players) {
        return new ThreadWork(gameId, fitted(name), null, players, null, true);
    }

    /**
     * The name cut to Discord's limit, with an ellipsis, never between the two halves of a surrogate
     * pair: a player's name may end in an emoji, and half of one is not text Discord takes.
     */
    static String fitted(String name) {
        if (name.length() <= MAX_NAME) {
            return name;
        }
        int end = MAX_NAME - 1;
        if (Character.isHighSurrogate(name.charAt(end - 1)) && Character.isLowSurrogate(name.charAt(end))) {
            end--;
        }
        return name.substring(0, end) + "…";
    }

    /** Add a user to the game's thread (following it), or take them off it. */
    public static ThreadWork membership(String gameId, String threadId, String userId, boolean follow) {
        return new ThreadWork(gameId, null, threadId, follow ? List.of(userId) : null, follow ? null : List.of(userId),
                false);
    }

    public boolean starts() {
        return startName != null;
    }
}
