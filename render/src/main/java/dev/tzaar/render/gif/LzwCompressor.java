package dev.tzaar.render.gif;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * GIF's variable-length LZW over palette indices, packed least significant bit first into sub-blocks
 * of at most 255 bytes, as an image's data is stored. The dictionary is the classic open-addressing
 * table of compress(1) (5003 slots, double hashing), cleared when its 4096 codes are used up: no
 * allocation per pixel, and the same bytes for the same pixels on every run.
 */
final class LzwCompressor {
    private static final int MAX_BITS = 12;
    private static final int MAX_CODES = 1 << MAX_BITS;
    private static final int TABLE_SIZE = 5003;
    /** Where a (prefix, next index) pair starts looking in the table: both fit in 12 bits here. */
    private static final int HASH_SHIFT = 4;

    private final int[] keys = new int[TABLE_SIZE];
    private final int[] codes = new int[TABLE_SIZE];
    private final ByteArrayOutputStream out;
    private final byte[] block = new byte[255];
    private int blockLength;
    private final int initialBits;
    private final int clearCode;
    private int bits;
    private int nextCode;
    private int largestCode;
    private int accumulator;
    private int accumulated;

    private LzwCompressor(ByteArrayOutputStream out, int minimumCodeSize) {
        this.out = out;
        this.initialBits = minimumCodeSize + 1;
        this.clearCode = 1 << minimumCodeSize;
    }

    /**
     * Writes the image data: the minimum code size byte, the sub-blocks, and the zero-length block that ends them.
     *
     * @param minimumCodeSize the bits an index needs (2 to 8; GIF wants at least 2)
     */
    static void write(ByteArrayOutputStream out, byte[] indices, int minimumCodeSize) {
        if (minimumCodeSize < 2 || minimumCodeSize > 8) {
            throw new IllegalArgumentException("a GIF's minimum code size is 2 to 8, not " + minimumCodeSize);
        }
        out.write(minimumCodeSize);
        new LzwCompressor(out, minimumCodeSize).compress(indices);
        out.write(0);
    }

    private void compress(byte[] indices) {
        reset();
        emit(clearCode);
        if (indices.length == 0) {
            emit(clearCode + 1);
            flush();
            return;
        }
        int prefix = indices[0] & 0xFF;
        for (int p = 1; p < indices.length; p++) {
            int next = indices[p] & 0xFF;
            int key = (next << MAX_BITS) + prefix;
            int slot = (next << HASH_SHIFT) ^ prefix;
            if (keys[slot] == key) {
                prefix = codes[slot];
                continue;
            }
            if (keys[slot] >= 0) {
                int step = slot == 0 ? 1 : TABLE_SIZE - slot;
                boolean found = false;
                do {
                    slot -= step;
                    if (slot < 0) {
                        slot += TABLE_SIZE;
                    }
                    if (keys[slot] == key) {
                        found = true;
                        break;
                    }
                } while (keys[slot] >= 0);
                if (found) {
                    prefix = codes[slot];
                    continue;
                }
            }
            emit(prefix);
            prefix = next;
            if (nextCode < MAX_CODES) {
                codes[slot] = nextCode++;
                keys[slot] = key;
            } else {
                // The dictionary is full: start afresh, and tell the decoder so.
                Arrays.fill(keys, -1);
                emit(clearCode);
                reset();
            }
        }
        emit(prefix);
        emit(clearCode + 1);
        flush();
    }

    private void reset() {
        Arrays.fill(keys, -1);
        bits = initialBits;
        largestCode = (1 << bits) - 1;
        nextCode = clearCode + 2;
    }

    /**
     * Packs one code. The decoder adds a code to its dictionary one step after the encoder does, so the
     * width grows once the code just added no longer fits: after this code is written, not before.
     */
    private void emit(int code) {
        accumulator |= code << accumulated;
        accumulated += bits;
        while (accumulated >= 8) {
            put(accumulator & 0xFF);
            accumulator >>>= 8;
            accumulated -= 8;
        }
        if (nextCode > largestCode && bits < MAX_BITS) {
            bits++;
            largestCode = (1 << bits) - 1;
        }
    }

    private void flush() {
        if (accumulated > 0) {
            put(accumulator & 0xFF);
            accumulator = 0;
            accumulated = 0;
        }
        if (blockLength > 0) {
            out.write(blockLength);
            out.write(block, 0, blockLength);
            blockLength = 0;
        }
    }

    private void put(int b) {
        block[blockLength++] = (byte) b;
        if (blockLength == block.length) {
            out.write(blockLength);
            out.write(block, 0, blockLength);
            blockLength = 0;
        }
    }
}
