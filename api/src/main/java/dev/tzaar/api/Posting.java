package dev.tzaar.api;

import java.util.Objects;

/**
 * A message the bot posts with its token in a channel, then its ping and the threads it asks for ({@link
 * GameReply#gameThreads()}): a tournament's next round begun when the round's last game ended in its own thread,
 * told in the tournament's channel, where the new round's threads start; a withdrawn player's game told in its
 * thread why it ended; what a tournament's catch-up did, told in its channel even when the interaction that ran it
 * is answered privately there.
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
