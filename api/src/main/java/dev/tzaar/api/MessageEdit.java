package dev.tzaar.api;

import java.util.Objects;

/**
 * A message the bot posted outside any interaction, to be given a new text with its token ({@code PATCH
 * /channels/{channel}/messages/{message}}); its pictures and buttons stay. The daily puzzle's post, when a
 * solve changes its count of solvers.
 */
public record MessageEdit(String channelId, String messageId, String text) {
    public MessageEdit {
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(text, "text");
    }
}
