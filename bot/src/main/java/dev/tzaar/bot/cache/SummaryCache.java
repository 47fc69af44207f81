package dev.tzaar.bot.cache;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameSummary;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The game summaries the function's replies carried, newest version of each game kept: enough to
 * answer autocomplete within Discord's three seconds (which cannot be deferred) without asking the
 * function or knowing the rules. Bounded: the least recently updated games are dropped first.
 */
public final class SummaryCache {
    private final int capacity;
    private final Map<String, Entry> games = new ConcurrentHashMap<>();

    private record Entry(GameSummary summary, long touched) {
    }

    public SummaryCache(int capacity) {
        this.capacity = capacity;
    }

    /** Keeps the summary a reply carries, unless an equal or newer version is already known. */
    public void remember(GameReply reply) {
        if (reply.game() != null) {
            remember(reply.game());
        }
    }

    public void remember(GameSummary summary) {
        long now = System.nanoTime();
        games.merge(summary.id(), new Entry(summary, now),
                (old, fresh) -> fresh.summary().version() >= old.summary().version() ? fresh : old);
        if (games.size() > capacity) {
            games.values().stream()
                    .min(Comparator.comparingLong(Entry::touched))
                    .ifPresent(oldest -> games.remove(oldest.summary().id(), oldest));
        }
    }

    /**
     * Forgets the games played in a channel (or thread): for a process that will not see the answer to a
     * command given there, so that what it keeps of them does not go stale.
     */
    public void forgetChannel(String channelId) {
        games.values().removeIf(entry -> entry.summary().channelId().equals(channelId));
    }

    public Optional<GameSummary> game(String id) {
        return Optional.ofNullable(games.get(id)).map(Entry::summary);
    }

    /** The open games of a channel the user plays or was challenged to, most recently updated first. */
    public List<GameSummary> openGames(String channelId, String userId) {
        // Filtered before sorting: autocomplete asks on every keystroke, and most cached games are elsewhere.
        return games.values().stream()
                .filter(e -> e.summary().channelId().equals(channelId) && e.summary().status().isOpen()
                        && e.summary().involves(userId))
                .sorted(Comparator.comparingLong(Entry::touched).reversed())
                .map(Entry::summary)
                .toList();
    }
}
