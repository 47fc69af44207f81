package dev.tzaar.infra.local;

import java.io.IOException;
import java.net.URI;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * One process at a time keeps its games in a data directory: two DynamoDB Locals writing one
 * database file would corrupt it. The holder also writes where its function answers, once it does,
 * so that a second launcher (the console, say) can join it instead of failing. The operating system
 * releases the lock when the process dies, however it dies; the next holder then deletes the
 * endpoint file the dead one left, at once, so that nobody is sent to a function that is gone.
 */
final class DataDirectoryLock implements AutoCloseable {
    static final String LOCK_FILE = ".lock";
    static final String ENDPOINT_FILE = "function.url";

    private final Path directory;
    /** Holds the lock: closing it releases the lock. */
    private final FileChannel channel;
    private boolean closed;

    private DataDirectoryLock(Path directory, FileChannel channel) {
        this.directory = directory;
        this.channel = channel;
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
        DataDirectoryLock held = new DataDirectoryLock(directory, channel);
        try {
            Files.deleteIfExists(directory.resolve(ENDPOINT_FILE)); // left by a holder that died
        } catch (IOException e) {
            held.close();
            throw e;
        }
        return held;
    }

    /** Tells later launchers where this process's function answers; a reader never sees half of it. */
    void publish(URI functionEndpoint) throws IOException {
        Path written = Files.writeString(Files.createTempFile(directory, ENDPOINT_FILE, ".tmp"),
                functionEndpoint + "\n", StandardCharsets.UTF_8);
        Files.move(written, directory.resolve(ENDPOINT_FILE), StandardCopyOption.ATOMIC_MOVE,
                StandardCopyOption.REPLACE_EXISTING);
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
            // The next holder deletes it before anyone could be sent there.
        }
        try {
            channel.close();
        } catch (IOException e) {
            // The process exit releases the lock anyway.
        }
    }
}
