package dev.tzaar.lambda.shared;

import dev.tzaar.engine.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * Cells split the way a person looks for one on the board: by columns, into as few groups of
 * neighbouring columns as a menu's limit allows, each as near the same size as can be ("columns A–E",
 * "columns F–I"), rather than into pages of an arbitrary list. A group is named by the columns it
 * spans, and every column belongs to one, so a cell is always found under the columns that hold it.
 */
public final class ColumnGroups {
    private static final int COLUMNS = 9;

    /** Cells of columns {@code first} to {@code last} (letters A to I). */
    record Group(char first, char last, List<Cell> cells) {
    }

    private ColumnGroups() {
    }

    /**
     * The cells in the fewest groups of at most {@code most} cells each, none empty, the largest as small
     * as can be (the first such split, from A, when several are); one group, A to I, when all fit.
     *
     * @param cells the cells, in {@link Cell#all()}'s order (column by column)
     */
    static List<Group> of(List<Cell> cells, int most) {
        if (cells.isEmpty()) {
            return List.of();
        }
        int[] perColumn = new int[COLUMNS];
        cells.forEach(cell -> perColumn[cell.column() - 'A']++);
        int groups = (cells.size() + most - 1) / most;
        Split split = best(perColumn, 0, groups);
        while (split == null || split.largest() > most) {
            if (++groups > COLUMNS) {
                throw new IllegalArgumentException("a column holds more than " + most + " cells");
            }
            split = best(perColumn, 0, groups);
        }
        List<Group> result = new ArrayList<>();
        int first = 0;
        for (int end : split.ends()) {
            int from = first;
            int to = end;
            result.add(new Group((char) ('A' + from), (char) ('A' + to), cells.stream()
                    .filter(cell -> cell.column() - 'A' >= from && cell.column() - 'A' <= to).toList()));
            first = end + 1;
        }
        return result;
    }

    /** A split of columns into runs: the last column of each, and the size of the largest. */
    private record Split(int[] ends, int largest) {
    }

    /**
     * The split of columns {@code from} to I into {@code groups} runs, none without cells, whose largest
     * run is smallest (the earliest such); null when there is none.
     */
    private static Split best(int[] perColumn, int from, int groups) {
        if (groups == 1) {
            int size = sum(perColumn, from, COLUMNS - 1);
            return size > 0 ? new Split(new int[] {COLUMNS - 1}, size) : null;
        }
        Split best = null;
        for (int end = from; end <= COLUMNS - groups; end++) {
            int size = sum(perColumn, from, end);
            Split rest = size == 0 ? null : best(perColumn, end + 1, groups - 1);
            if (rest != null && (best == null || Math.max(size, rest.largest()) < best.largest())) {
                int[] ends = new int[groups];
                ends[0] = end;
                System.arraycopy(rest.ends(), 0, ends, 1, groups - 1);
                best = new Split(ends, Math.max(size, rest.largest()));
            }
        }
        return best;
    }

    private static int sum(int[] perColumn, int from, int to) {
        int total = 0;
        for (int column = from; column <= to; column++) {
            total += perColumn[column];
        }
        return total;
    }
}
