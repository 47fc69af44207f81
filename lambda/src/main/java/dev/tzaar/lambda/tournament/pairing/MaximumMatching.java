package dev.tzaar.lambda.tournament.pairing;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * The largest matching of a general graph, by Edmonds' blossom algorithm (O(V³)). The Dutch system
 * asks of every bracket's choice that the rest of the round can still be paired (C.04.3, the
 * completion criterion C.4); this is the test of that, exact for any compatibility graph.
 */
final class MaximumMatching {
    private final boolean[][] edge;
    private final int size;
    private final int[] mate;
    private final int[] parent;
    private final int[] base;
    private final boolean[] used;
    private final boolean[] blossom;

    private MaximumMatching(boolean[][] edge) {
        this.edge = edge;
        this.size = edge.length;
        this.mate = new int[size];
        this.parent = new int[size];
        this.base = new int[size];
        this.used = new boolean[size];
        this.blossom = new boolean[size];
        Arrays.fill(mate, -1);
    }

    /** The mates of the largest matching: mate[v] is v's partner, or −1. */
    static int[] of(boolean[][] edge) {
        MaximumMatching matching = new MaximumMatching(edge);
        matching.greedyStart();
        for (int v = 0; v < matching.size; v++) {
            if (matching.mate[v] == -1) {
                int end = matching.augmentingPathEnd(v);
                while (end != -1) {
                    int previous = matching.parent[end];
                    int next = matching.mate[previous];
                    matching.mate[end] = previous;
                    matching.mate[previous] = end;
                    end = next;
                }
            }
        }
        return matching.mate;
    }

    static int size(boolean[][] edge) {
        return (int) Arrays.stream(of(edge)).filter(mate -> mate >= 0).count() / 2;
    }

    private void greedyStart() {
        for (int v = 0; v < size; v++) {
            for (int w = v + 1; w < size && mate[v] == -1; w++) {
                if (edge[v][w] && mate[w] == -1) {
                    mate[v] = w;
                    mate[w] = v;
                }
            }
        }
    }

    private int augmentingPathEnd(int root) {
        Arrays.fill(used, false);
        Arrays.fill(parent, -1);
        for (int v = 0; v < size; v++) {
            base[v] = v;
        }
        used[root] = true;
        Deque<Integer> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            int v = queue.poll();
            for (int to = 0; to < size; to++) {
                if (!edge[v][to] || base[v] == base[to] || mate[v] == to) {
                    continue;
                }
                if (to == root || (mate[to] != -1 && parent[mate[to]] != -1)) {
                    int current = lowestCommonAncestor(v, to);
                    Arrays.fill(blossom, false);
                    markPath(v, current, to);
                    markPath(to, current, v);
                    for (int i = 0; i < size; i++) {
                        if (blossom[base[i]]) {
                            base[i] = current;
                            if (!used[i]) {
                                used[i] = true;
                                queue.add(i);
                            }
                        }
                    }
                } else if (parent[to] == -1) {
                    parent[to] = v;
                    if (mate[to] == -1) {
                        return to;
                    }
                    used[mate[to]] = true;
                    queue.add(mate[to]);
                }
            }
        }
        return -1;
    }

    private int lowestCommonAncestor(int a, int b) {
        boolean[] seen = new boolean[size];
        while (true) {
            a = base[a];
            seen[a] = true;
            if (mate[a] == -1) {
                break;
            }
            a = parent[mate[a]];
        }
        while (true) {
            b = base[b];
            if (seen[b]) {
                return b;
            }
            b = parent[mate[b]];
        }
    }

    private void markPath(int v, int ancestor, int child) {
        while (base[v] != ancestor) {
            blossom[base[v]] = true;
            blossom[base[mate[v]]] = true;
            parent[v] = child;
            child = mate[v];
            v = parent[mate[v]];
        }
    }
}
