package dev.tzaar.bot.interactions;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.core.Relay;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.BiFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The relays a long-running interactions endpoint has acknowledged and not yet answered, one small file
 * each in a directory ({@code ./tzaar local --interactions}: {@code <data>/relays}), so that a process
 * stopped at any moment ({@code kill -9}, a crash, the machine going down) takes them up when it starts
 * again. A relay is written down (and flushed to the disk) before its acknowledgement goes out, and crossed
 * off once its answer is shown; at start, each one left is asked again and shown, while its interaction's
 * token is still good (15 minutes). Asking again is safe: the function answers a repeated interaction once,
 * with the answer it gave, and a move already applied is not applied twice. An entry too old to answer is
 * only logged: Discord has told the player that the application did not respond.
 *
 * <p>Each entry is the event the Lambda function hands its relays on with ({@link LambdaHandoff}): the
 * request, how and when it was acknowledged, the interaction's token.
 */
public final class RelayJournal implements Relay.Journal {
    private static final Logger LOG = LoggerFactory.getLogger(RelayJournal.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SUFFIX = ".json";
    /** A write not renamed into place yet: one left at start was cut short by a stop, and is nothing. */
    private static final String NEW = ".new";

    private final Path directory;
    private final Clock clock;

    private RelayJournal(Path directory, Clock clock) {
        this.directory = directory;
        this.clock = clock;
    }

    /** The journal in {@code directory}, made if missing. */
    public static RelayJournal in(Path directory, Clock clock) throws IOException {
        Files.createDirectories(directory);
        return new RelayJournal(directory, clock);
    }

    @Override
    public void begun(Relay.Pending pending) {
        if (!(pending.responder() instanceof WebhookResponder responder)) {
            return;
        }
        byte[] entry = LambdaHandoff.event(pending, responder.token()).getBytes(StandardCharsets.UTF_8);
        Path file = entryOf(pending);
        // A name of its own for each write: two deliveries of one interaction at the same moment each write
        // their own and rename it, never one the other has renamed away (the entry is the same either way).
        Path written = directory.resolve(file.getFileName() + "." + UUID.randomUUID() + NEW);
        try {
            try (FileChannel channel = FileChannel.open(written, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                channel.write(ByteBuffer.wrap(entry));
                channel.force(true);
            }
            try {
                Files.move(written, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(written, file, StandardCopyOption.REPLACE_EXISTING);
            }
            forceDirectory();
        } catch (IOException e) {
            throw new UncheckedIOException("the relay of interaction " + pending.request().interactionId()
                    + " could not be written down", e);
        }
    }

    @Override
    public void ended(Relay.Pending pending) {
        if (!(pending.responder() instanceof WebhookResponder)) {
            return;
        }
        try {
            Files.deleteIfExists(entryOf(pending));
        } catch (IOException e) {
            LOG.warn("The answered relay of interaction {} could not be crossed off: it will be asked again (and "
                    + "answered as before) at the next start", pending.request().interactionId(), e);
        }
    }

    /**
     * The relays written down and never crossed off, in the order they were acknowledged, each with the
     * responder for its token; those too old to answer are crossed off and logged.
     */
    public List<Relay.Pending> unanswered(BiFunction<String, Instant, WebhookResponder> responderFor) {
        removeUnfinishedWrites();
        List<Relay.Pending> left = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory, "*" + SUFFIX)) {
            for (Path entry : entries) {
                read(entry, responderFor).ifPresent(left::add);
            }
        } catch (IOException e) {
            LOG.error("The relays left by the last run could not be read from {}", directory, e);
        }
        left.sort(java.util.Comparator.comparing(Relay.Pending::acknowledgedAt));
        if (!left.isEmpty()) {
            LOG.info("{} relay(s) acknowledged before the last stop and not answered: taken up now", left.size());
        }
        return left;
    }

    /**
     * The writes a stop cut short before their rename: their relay was never acknowledged (the write comes
     * first), so there is nothing to take up, and nothing else would ever remove them.
     */
    private void removeUnfinishedWrites() {
        try (DirectoryStream<Path> unfinished = Files.newDirectoryStream(directory, "*" + NEW)) {
            for (Path write : unfinished) {
                Files.deleteIfExists(write);
                LOG.info("{}: a write of the last run cut short before its relay was acknowledged, removed", write);
            }
        } catch (IOException e) {
            LOG.warn("The unfinished writes of the last run could not be removed from {}", directory, e);
        }
    }

    private java.util.Optional<Relay.Pending> read(Path entry,
            BiFunction<String, Instant, WebhookResponder> responderFor) {
        try {
            Map<String, Object> event = JSON.readValue(Files.readAllBytes(entry), new TypeReference<>() {});
            Relay.Pending pending = LambdaHandoff.pending(event, responderFor);
            if (!LambdaHandoff.answerable(pending, clock.instant())) {
                LOG.warn("Interaction {} ({}) was acknowledged at {} and never answered; too late now (Discord has "
                        + "told the player the application did not respond)", pending.request().interactionId(),
                        pending.request().command().wireName(), pending.acknowledgedAt());
                Files.deleteIfExists(entry);
                return java.util.Optional.empty();
            }
            return java.util.Optional.of(pending);
        } catch (IOException | RuntimeException e) {
            LOG.error("A relay left by the last run cannot be read ({}): set aside as {}.bad", entry, entry, e);
            try {
                Files.move(entry, entry.resolveSibling(entry.getFileName() + ".bad"),
                        StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException again) {
                LOG.warn("{} could not be set aside", entry, again);
            }
            return java.util.Optional.empty();
        }
    }

    private Path entryOf(Relay.Pending pending) {
        String id = pending.request().interactionId();
        String name = id != null && id.matches("[0-9]{1,20}") ? id
                : UUID.nameUUIDFromBytes(String.valueOf(id).getBytes(StandardCharsets.UTF_8)).toString();
        return directory.resolve(name + SUFFIX);
    }

    /** The directory's own entry flushed, so that a renamed file survives the machine going down. */
    private void forceDirectory() {
        try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            // Not every file system lets a directory be opened; the file itself is flushed.
        }
    }
}
