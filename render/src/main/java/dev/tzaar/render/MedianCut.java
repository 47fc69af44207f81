package dev.tzaar.render;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Median cut: groups colours into boxes of RGB space, always splitting the box that spans the most
 * (weighted by its pixels) at the weighted median of its widest channel, and answers each box's
 * pixel-weighted mean colour. Every choice is ordered, so the palette never varies.
 */
final class MedianCut {
    /** Members are numbered in 20 bits of a sort key. */
    private static final int MEMBER_MASK = (1 << 20) - 1;

    private MedianCut() {
    }

    /** At most {@code size} colours standing for the given colours, weighted by pixel counts. */
    static int[] palette(int[] colours, int[] weights, int size) {
        if (colours.length == 0 || size <= 0) {
            return new int[0];
        }
        List<Box> boxes = new ArrayList<>();
        if (colours.length > MEMBER_MASK) {
            throw new IllegalArgumentException(colours.length + " colours are more than median cut sorts");
        }
        int[] all = new int[colours.length];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        boxes.add(new Box(all, colours, weights));
        while (boxes.size() < size) {
            Box widest = null;
            for (Box box : boxes) {
                if (box.members.length > 1 && (widest == null || box.priority() > widest.priority())) {
                    widest = box;
                }
            }
            if (widest == null) {
                break;
            }
            boxes.remove(widest);
            boxes.addAll(widest.split());
        }
        int[] palette = new int[boxes.size()];
        for (int i = 0; i < palette.length; i++) {
            palette[i] = boxes.get(i).mean();
        }
        return palette;
    }

    private static int channel(int colour, int channel) {
        return (colour >> (16 - 8 * channel)) & 0xFF;
    }

    private static final class Box {
        final int[] members;
        final int[] colours;
        final int[] weights;
        final long weight;
        final int widestChannel;
        final int range;

        Box(int[] members, int[] colours, int[] weights) {
            this.members = members;
            this.colours = colours;
            this.weights = weights;
            long total = 0;
            int[] min = {255, 255, 255};
            int[] max = {0, 0, 0};
            for (int m : members) {
                total += weights[m];
                for (int c = 0; c < 3; c++) {
                    int v = channel(colours[m], c);
                    min[c] = Math.min(min[c], v);
                    max[c] = Math.max(max[c], v);
                }
            }
            weight = total;
            int best = 0;
            for (int c = 1; c < 3; c++) {
                if (max[c] - min[c] > max[best] - min[best]) {
                    best = c;
                }
            }
            widestChannel = best;
            range = max[best] - min[best];
        }

        /** Splitting a box that spans far and holds many pixels helps the picture most. */
        double priority() {
            return range * Math.sqrt(weight);
        }

        List<Box> split() {
            // Sort by the widest channel, then by colour: both and the member in one long.
            long[] keys = new long[members.length];
            for (int i = 0; i < members.length; i++) {
                int m = members[i];
                keys[i] = (long) channel(colours[m], widestChannel) << 44 | (long) colours[m] << 20 | m;
            }
            Arrays.sort(keys);
            int[] sorted = new int[members.length];
            for (int i = 0; i < keys.length; i++) {
                sorted[i] = (int) (keys[i] & MEMBER_MASK);
            }
            long half = weight / 2;
            long running = 0;
            int cut = 1;
            for (int i = 0; i < sorted.length - 1; i++) {
                running += weights[sorted[i]];
                cut = i + 1;
                if (running >= half) {
                    break;
                }
            }
            return List.of(new Box(Arrays.copyOfRange(sorted, 0, cut), colours, weights),
                    new Box(Arrays.copyOfRange(sorted, cut, sorted.length), colours, weights));
        }

        int mean() {
            long r = 0;
            long g = 0;
            long b = 0;
            for (int m : members) {
                r += (long) channel(colours[m], 0) * weights[m];
                g += (long) channel(colours[m], 1) * weights[m];
                b += (long) channel(colours[m], 2) * weights[m];
            }
            long w = Math.max(1, weight);
            return (int) ((r + w / 2) / w) << 16 | (int) ((g + w / 2) / w) << 8 | (int) ((b + w / 2) / w);
        }
    }
}
