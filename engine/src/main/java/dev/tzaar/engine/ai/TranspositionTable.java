package dev.tzaar.engine.ai;

/**
 * Positions already searched, by Zobrist hash: the best move found there (tried first when the
 * position comes again, by another order of the same actions or at the next depth) and the score
 * with whether it is exact or a bound. One entry per slot, the newest search replacing the older
 * unless the older went deeper in the same search.
 *
 * <p>An entry's depth is the depth its position was searched to, negative beyond the horizon (the
 * horizon's extension searches there, and sees less than a search at depth 0 would): a score
 * stands for a search at its depth or less, never for a deeper one.
 */
final class TranspositionTable {
    static final int EXACT = 0;
    static final int LOWER = 1;
    static final int UPPER = 2;

    private final long[] keys;
    /** move (16 bits) | depth (8, signed) << 16 | bound (2) << 24 | generation (5) << 26 | 1 << 31 | score << 32. */
    private final long[] entries;
    private final int mask;
    private int generation;

    /** A table of 2^bits entries (16 bytes each). */
    TranspositionTable(int bits) {
        keys = new long[1 << bits];
        entries = new long[1 << bits];
        mask = (1 << bits) - 1;
    }

    /** Marks entries stored from now on as newer than those of earlier searches. */
    void nextGeneration() {
        generation = (generation + 1) & 31;
    }

    /** The slot holding the position, or -1. */
    int find(long hash) {
        int slot = (int) hash & mask;
        return keys[slot] == hash && entries[slot] != 0 ? slot : -1;
    }

    int move(int slot) {
        return (int) (entries[slot] & 0xFFFF);
    }

    /** The depth the entry was searched to: below 0 for positions searched beyond the horizon. */
    int depth(int slot) {
        return (byte) (entries[slot] >>> 16);
    }

    int bound(int slot) {
        return (int) (entries[slot] >>> 24 & 3);
    }

    int score(int slot) {
        return (int) (entries[slot] >> 32);
    }

    void store(long hash, int move, int depth, int bound, int score) {
        int slot = (int) hash & mask;
        long old = entries[slot];
        boolean sameSearch = (int) (old >>> 26 & 31) == generation;
        if (old != 0 && keys[slot] != hash && sameSearch && (byte) (old >>> 16) > depth + 1) {
            return;
        }
        keys[slot] = hash;
        // Bit 31 marks the slot as used: an entry is never 0, which marks an empty slot.
        long storedDepth = Math.max(Byte.MIN_VALUE, Math.min(depth, Byte.MAX_VALUE)) & 0xFFL;
        entries[slot] = (move & 0xFFFFL) | storedDepth << 16 | (long) bound << 24 | (long) generation << 26
                | (long) score << 32 | 1L << 31;
    }
}
