package dev.tzaar.testkit.discord;

import java.util.Objects;

/**
 * A file a user attaches to an attachment option of a slash command ({@link FakeDiscord#slashCommand}):
 * Discord uploads it, gives the option the attachment's id and the interaction's {@code
 * data.resolved.attachments} the attachment (its CDN address among the rest), and its CDN serves it there.
 */
public record DiscordFile(String filename, String contentType, byte[] bytes) {
    public DiscordFile {
        Objects.requireNonNull(filename, "filename");
        Objects.requireNonNull(contentType, "contentType");
        bytes = bytes.clone();
    }

    /** A text file, as UTF-8. */
    public static DiscordFile text(String filename, String text) {
        return new DiscordFile(filename, "text/plain; charset=utf-8", text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }
}
