package dev.tzaar.bot.access;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/** Answers kept a while, at most so many of them (the least recently used go first). */
final class Kept<K, V> {
    private record Entry<V>(V value, Instant until) {
    }

    private final Clock clock;
    private final Duration life;
    private final Map<K, Entry<V>> entries;

    Kept(Clock clock, Duration life, int most) {
        this.clock = clock;
        this.life = life;
        this.entries = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<K, Entry<V>> eldest) {
                return size() > most;
            }
        };
    }

    /** The kept answer, or a new one from {@code ask} (not kept when it throws). */
    V get(K key, Function<K, V> ask) {
        Instant now = clock.instant();
        synchronized (entries) {
            Entry<V> kept = entries.get(key);
            if (kept != null && now.isBefore(kept.until())) {
                return kept.value();
            }
        }
        return renew(key, ask);
    }

    /** A new answer from {@code ask}, kept in place of the one kept (not kept when it throws). */
    V renew(K key, Function<K, V> ask) {
        Instant now = clock.instant();
        // Asked outside the lock: one slow answer from Discord holds no other question.
        V value = ask.apply(key);
        synchronized (entries) {
            entries.put(key, new Entry<>(value, now.plus(life)));
        }
        return value;
    }
}
