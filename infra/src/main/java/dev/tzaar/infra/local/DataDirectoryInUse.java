package dev.tzaar.infra.local;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/** Another process keeps its games in the data directory; {@link #endpoint} is where its function answers. */
public final class DataDirectoryInUse extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path directory;
    private final transient URI endpoint;

    DataDirectoryInUse(Path directory, Optional<URI> endpoint) {
        super("another ./tzaar local or console keeps its games in " + directory.toAbsolutePath()
                + endpoint.map(e -> " (its function answers on " + e + ")").orElse(""));
        this.directory = directory;
        this.endpoint = endpoint.orElse(null);
    }

    public Path directory() {
        return directory;
    }

    /** Where the other process's function answers, when it said so. */
    public Optional<URI> endpoint() {
        return Optional.ofNullable(endpoint);
    }
}
