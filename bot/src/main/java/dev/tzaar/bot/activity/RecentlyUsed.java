package dev.tzaar.bot.activity;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A map that holds at most so many entries, the least recently used leaving first: what an instance
 * remembers of its callers stays bounded however many come.
 */
final class RecentlyUsed<K, V> extends LinkedHashMap<K, V> {
    private static final long serialVersionUID = 1L;
    private final int most;

    RecentlyUsed(int most) {
        super(16, 0.75f, true);
        this.most = most;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        return size() > most;
    }
}
