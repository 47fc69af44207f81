package dev.tzaar.bot.commands;

import java.util.Objects;

/**
 * A file given to an attachment option: on Discord, where its CDN keeps it (the game function fetches it from
 * there); in the console, the text of the local file named, read by the console itself, or why it could not
 * be read.
 */
public sealed interface AttachedFile {

    /** The attachment's address on Discord's CDN, from the interaction's {@code data.resolved.attachments}. */
    record OnDiscord(String url) implements AttachedFile {
        public OnDiscord {
            Objects.requireNonNull(url, "url");
        }
    }

    /** A local file's text, as the console read it. */
    record Read(String text) implements AttachedFile {
        public Read {
            Objects.requireNonNull(text, "text");
        }
    }

    /** A local file the console could not read: its name and why, in English words of the system's. */
    record Unreadable(String file, String why) implements AttachedFile {
        public Unreadable {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(why, "why");
        }
    }
}
