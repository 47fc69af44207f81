package dev.tzaar.api;

import java.util.Objects;

/** A text file to attach to a reply, like a game record. */
public record TextFile(String name, String content) {
    public TextFile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(content, "content");
    }
}
