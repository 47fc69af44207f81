package dev.tzaar.api;

import java.util.List;
import java.util.Objects;

/**
 * A frontend's word that the ping of a public reply never got through to Discord (after its retries):
 * the player whose turn it now is was not told. The function keeps it on the game, if the game still
 * stands as the reply left it, and the next public reply in the game's channel carries it; a change of
 * the game (the player acting anyway) makes it moot. In JSON: {@code {"unsentPing": {"gameId": "k3v9q",
 * "version": 7, "channelId": "…", "ping": ["…"], "pingText": "your turn in game k3v9q"}}}.
 *
 * @param gameId the game the reply was about
 * @param version the game's version the reply showed ({@link GameSummary#version()})
 * @param channelId the channel the reply was shown in
 * @param ping the users the ping was for
 * @param pingText its text after the mentions, in the channel's language
 */
public record UnsentPing(String gameId, long version, String channelId, List<String> ping, String pingText) {
    /** The key of the report's JSON that tells it from a {@link GameRequest}. */
    public static final String KEY = "unsentPing";
    /** Whom one ping names at most: a game has two players. */
    public static final int MAX_USERS = 2;

    public UnsentPing {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(channelId, "channelId");
        ping = ping == null ? List.of() : List.copyOf(ping);
        pingText = pingText == null ? "" : pingText;
    }

    /** What a reply's ping was, when it could not be sent; empty when the reply names no game or nobody. */
    public static java.util.Optional<UnsentPing> of(GameReply reply, String channelId) {
        if (reply.game() == null || reply.ping().isEmpty() || channelId == null) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new UnsentPing(reply.game().id(), reply.game().version(), channelId,
                reply.ping(), reply.pingText()));
    }

    /** Whether the report is one a frontend could make: ids as Discord's, at most two users, a ping text that fits. */
    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isWellFormed() {
        return RequestLimits.isSnowflake(channelId) && !ping.isEmpty() && ping.size() <= MAX_USERS
                && ping.stream().allMatch(RequestLimits::isSnowflake) && gameId.length() <= RequestLimits.OPTION_VALUE
                && pingText.length() <= RequestLimits.REPLY_TEXT / 4;
    }
}
