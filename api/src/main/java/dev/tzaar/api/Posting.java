package dev.tzaar.api;

import java.util.Objects;

/**
 * A message the bot posts with its token in a channel that is not the interaction's, then its ping and the
 * threads it asks for ({@link GameReply#gameThreads()}): a tournament's next round begun when the round's last
 * game ended in its own thread, told in the tournament's channel, where the new round's threads start.
 *
 * @param channelId where it is posted
 * @param reply what is posted: a public reply
 */
public record Posting(String channelId, GameReply reply) {
    public Posting {
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(reply, "reply");
        if (reply.ephemeral()) {
            throw new IllegalArgumentException("a message posted in another channel is public");
        }
    }
}
