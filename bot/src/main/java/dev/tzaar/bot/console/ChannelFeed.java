package dev.tzaar.bot.console;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.GameReply;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The console's channel as every process of one data directory sees it: what is posted there from
 * elsewhere (a move made on the live board, posted by {@code ./tzaar local}'s relay as the relay function
 * posts in a Discord channel) is written as one file per post in a folder of the data directory, and every
 * console of that directory ({@code ./tzaar local --console}, a {@code ./tzaar console} joined to it) follows
 * the folder and shows each post as the channel's. A file is written whole and then renamed into place, so
 * that a follower never reads half of one; posts older than {@link #KEPT} are removed as new ones come.
 */
public final class ChannelFeed {
    /** The folder of the data directory. */
    public static final String FOLDER = "channel";
    /** How long a post stays in the folder: a console started later shows none of those before it. */
    static final Duration KEPT = Duration.ofMinutes(10);
    /** How often a follower looks: a post shows within it. */
    static final Duration LOOK_EVERY = Duration.ofMillis(200);
    private static final String SUFFIX = ".json";
    private static final Logger LOG = LoggerFactory.getLogger(ChannelFeed.class);

    /** Following the feed, until closed. */
    public interface Following extends AutoCloseable {
        @Override
        void close();
    }

    private final Path folder;

    private ChannelFeed(Path folder) {
        this.folder = folder;
    }

    /** The feed of the data directory {@code data}. */
    public static ChannelFeed of(Path data) {
        return new ChannelFeed(data.resolve(FOLDER));
    }

    /** Posts a public reply in the console's channel; a private one (or none) is for nobody else, and not posted. */
    public void post(GameReply reply) {
        if (reply.ephemeral()) {
            return;
        }
        try {
            Files.createDirectories(folder);
            // Named by when it was posted, so that names sort as the posts came.
            String name = String.format("%015d-%s", System.currentTimeMillis(), UUID.randomUUID());
            Path written = folder.resolve(name + ".new");
            Files.writeString(written, ApiJson.write(reply.withView(null)), StandardCharsets.UTF_8);
            Files.move(written, folder.resolve(name + SUFFIX), StandardCopyOption.ATOMIC_MOVE);
            removeOlderThan(System.currentTimeMillis() - KEPT.toMillis());
        } catch (IOException e) {
            throw new UncheckedIOException("a post could not be written in " + folder, e);
        }
    }

    /**
     * Shows {@code shown} each post made from now on, in the order they were made, on a daemon thread of its own,
     * until the returned handle is closed.
     */
    public Following follow(Consumer<GameReply> shown) {
        Set<String> seen = new HashSet<>(posts());
        Thread follower = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                for (String name : posts()) {
                    if (seen.add(name)) {
                        show(name, shown);
                    }
                }
                try {
                    Thread.sleep(LOOK_EVERY.toMillis());
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "console-channel-feed");
        follower.setDaemon(true);
        follower.start();
        return follower::interrupt;
    }

    private void show(String name, Consumer<GameReply> shown) {
        GameReply reply;
        try {
            reply = ApiJson.readReply(Files.readString(folder.resolve(name), StandardCharsets.UTF_8));
        } catch (IOException e) {
            // Removed meanwhile (older than KEPT), or not a post: nothing to show.
            LOG.debug("A post of the console's channel could not be read: {}", name, e);
            return;
        }
        shown.accept(reply);
    }

    /** The posts' names, oldest first. */
    private List<String> posts() {
        List<String> names = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return names;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + SUFFIX)) {
            files.forEach(file -> names.add(file.getFileName().toString()));
        } catch (IOException e) {
            LOG.debug("The console's channel could not be read", e);
        }
        names.sort(null);
        return names;
    }

    private void removeOlderThan(long millis) throws IOException {
        for (String name : posts()) {
            long posted;
            try {
                posted = Long.parseLong(name.substring(0, name.indexOf('-')));
            } catch (RuntimeException e) {
                continue;
            }
            if (posted < millis) {
                Files.deleteIfExists(folder.resolve(name));
            }
        }
    }
}
