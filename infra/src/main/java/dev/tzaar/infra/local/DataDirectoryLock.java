package dev.tzaar.infra.local;

import java.io.IOException;
import java.net.URI;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * One process at a time keeps its games in a data directory: two DynamoDB Locals writing one
 * database file would corrupt it. The holder also writes where its function answers, so that a
 * second launcher (the console, say) can join it instead of failing. The operating system releases
 * the lock when the process dies, however it dies; a stale endpoint file is then simply overwritten.
 */
final class DataDirectoryLock implements AutoCloseable {
    static final String LOCK_FILE = ".lock";
    static final String ENDPOINT_FILE = "function.url";

    private final Path directory;
    private final FileChannel channel;
    private final FileLock lock;
    private boolean closed;

    private DataDirectoryLock(Path directory, FileChannel channel, FileLock lock) {
        this.directory = directory;
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the directory, or says who has it. */
    static DataDirectoryLock acquire(Path directory) throws IOException {
        Files.createDirectories(directory);
        FileChannel channel = FileChannel.open(directory.resolve(LOCK_FILE), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null; // held by this very process
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        if (lock == null) {
            channel.close();
            throw new DataDirectoryInUse(directory, endpointOf(directory));
        }
        return new DataDirectoryLock(directory, channel, lock);
    }

    /** Tells later launchers where this process's function answers. */
    void publish(URI functionEndpoint) throws IOException {
        Files.writeString(directory.resolve(ENDPOINT_FILE), functionEndpoint + "\n", StandardCharsets.UTF_8);
    }

    /** Where the function of the process holding the directory answers, when it said so. */
    static Optional<URI> endpointOf(Path directory) {
        try {
            String text = Files.readString(directory.resolve(ENDPOINT_FILE), StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? Optional.empty() : Optional.of(URI.create(text));
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty(); // none written (NoSuchFileException), or half written: not known
        }
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            Files.deleteIfExists(directory.resolve(ENDPOINT_FILE));
        } catch (IOException e) {
            // The next holder overwrites it; a reader of a stale one finds nobody answering.
        }
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            // Closing the channel is all that is left to do, and the process exit does it anyway.
        }
    }
}
