package dev.tzaar.api;

import java.util.Objects;

/**
 * A line the bot posts in another channel than the interaction's, with its token: the end of a game
 * played in a thread, told in the channel the thread belongs to.
 */
public record Announcement(String channelId, String text) {
    public Announcement {
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(text, "text");
    }
}
