package dev.tzaar.render;

import java.util.Arrays;

/**
 * How many pixels have each colour: an open-addressing hash table from 0xRRGGBB to a count and,
 * later, a palette index. Neighbouring pixels are mostly equal, so a one-entry memory of the last
 * colour spares most lookups.
 */
final class ColourCounts {
    private static final int EMPTY = 0;
    /** Keys are colours with the top byte set, so that black is not mistaken for an empty slot. */
    private static final int PRESENT = 0xFF000000;

    private int[] keys;
    private int[] values;
    private int size;
    private int mask;
    private int shift;

    private ColourCounts(int capacity) {
        keys = new int[capacity];
        values = new int[capacity];
        mask = capacity - 1;
        shift = Integer.numberOfLeadingZeros(mask);
    }

    static ColourCounts of(int[] rgb) {
        ColourCounts counts = new ColourCounts(1 << 14);
        counts.addAll(rgb);
        return counts;
    }

    /** Counts the pixels of one more picture, or part of one (the replay's frames share one palette). */
    void addAll(int[] rgb) {
        ColourCounts counts = this;
        int last = -1;
        int run = 0;
        for (int pixel : rgb) {
            int colour = pixel & 0xFFFFFF;
            if (colour == last) {
                run++;
                continue;
            }
            if (run > 0) {
                counts.add(last, run);
            }
            last = colour;
            run = 1;
        }
        if (run > 0) {
            counts.add(last, run);
        }
    }

    private void add(int colour, int n) {
        int slot = slot(colour);
        if (keys[slot] == EMPTY) {
            keys[slot] = colour | PRESENT;
            size++;
            if (size * 2 > keys.length) {
                grow();
                slot = slot(colour);
            }
        }
        values[slot] += n;
    }

    private int slot(int colour) {
        int key = colour | PRESENT;
        int slot = (key * 0x9E3779B9) >>> shift;  // Fibonacci hashing: the top bits mix best
        while (keys[slot] != EMPTY && keys[slot] != key) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void grow() {
        int[] oldKeys = keys;
        int[] oldValues = values;
        keys = new int[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        mask = keys.length - 1;
        shift = Integer.numberOfLeadingZeros(mask);
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                int slot = slot(oldKeys[i] & 0xFFFFFF);
                keys[slot] = oldKeys[i];
                values[slot] = oldValues[i];
            }
        }
    }

    int count(int colour) {
        return values[slot(colour)];
    }

    /** Every colour, most frequent first; equally frequent ones by value, so the order never varies. */
    int[] coloursByFrequency() {
        long[] sortable = new long[size];
        int n = 0;
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != EMPTY) {
                // Count descending, then colour ascending, in one long.
                sortable[n++] = ((long) (Integer.MAX_VALUE - values[i]) << 24) | (keys[i] & 0xFFFFFF);
            }
        }
        Arrays.sort(sortable);
        int[] colours = new int[n];
        for (int i = 0; i < n; i++) {
            colours[i] = (int) (sortable[i] & 0xFFFFFF);
        }
        return colours;
    }

    /** From now on each colour's value is its palette index rather than its count. */
    void assignIndices(int[] colours, int[] indices) {
        for (int i = 0; i < colours.length; i++) {
            values[slot(colours[i])] = indices[i];
        }
    }

    /** Counts the pixels of a replay frame's rectangle, leaving out those marked unchanged (negative). */
    void addChanged(int[] rgb) {
        int last = -1;
        int run = 0;
        for (int pixel : rgb) {
            if (pixel == last) {
                run++;
                continue;
            }
            if (run > 0 && last >= 0) {
                add(last, run);
            }
            last = pixel;
            run = 1;
        }
        if (run > 0 && last >= 0) {
            add(last, run);
        }
    }

    /** The palette index of a colour counted, once {@link #assignIndices} has run. */
    int indexOf(int colour) {
        return values[slot(colour)];
    }

    byte[] indicesOf(int[] rgb) {
        byte[] out = new byte[rgb.length];
        int last = -1;
        byte index = 0;
        for (int i = 0; i < rgb.length; i++) {
            int colour = rgb[i] & 0xFFFFFF;
            if (colour != last) {
                last = colour;
                index = (byte) values[slot(colour)];
            }
            out[i] = index;
        }
        return out;
    }
}
