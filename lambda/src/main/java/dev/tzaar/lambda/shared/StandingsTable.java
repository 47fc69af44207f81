package dev.tzaar.lambda.shared;

import dev.tzaar.api.i18n.Texts;
import dev.tzaar.render.StandingsSheet;
import java.util.ArrayList;
import java.util.List;

/**
 * The standings as text, for those who do not see the picture and for a message beside it: the
 * tournament's name and stage, then a fixed-width table in a code block (Discord's markdown has no
 * tables; a code block keeps the columns under each other on every screen and is read line by line),
 * the same columns as the picture, as many players as fit one Discord message of 2 000 characters,
 * then how many more there are.
 */
public final class StandingsTable {
    /** Discord's limit for a message's content. */
    public static final int MAX_LENGTH = 2000;
    /** The widest name kept whole in the table; a longer one is cut with an ellipsis. */
    static final int NAME_WIDTH = 18;
    private static final String FENCE = "```";

    private StandingsTable() {
    }

    public static String markdown(StandingsSheet sheet) {
        Texts texts = Texts.of(sheet.language());
        String name = sheet.tournament().isBlank() ? texts.text("standings.untitled") : sheet.tournament().strip();
        String heading = "**" + Wording.literal(name) + "** \u00b7 " + sheet.heading();
        boolean ratings = sheet.rows().stream().anyMatch(row -> row.rating() > 0);
        boolean left = sheet.rows().stream().anyMatch(row -> row.gamesLeft() > 0);
        List<String> header = new ArrayList<>(List.of("#", texts.text("standings.column.player"),
                texts.text("standings.column.points"), texts.text(sheet.format() == StandingsSheet.Format.SWISS
                        ? "standings.column.buchholz" : "standings.column.directEncounter"),
                texts.text("standings.column.sonnebornBerger")));
        if (ratings) {
            header.add(texts.text("standings.column.rating"));
        }
        if (left) {
            header.add(texts.text("standings.column.left"));
        }
        List<List<String>> lines = new ArrayList<>();
        lines.add(header);
        for (StandingsSheet.Row row : sheet.rows()) {
            List<String> cells = new ArrayList<>(List.of(String.valueOf(row.place()), cell(row.name()),
                    StandingsSheet.score(row.points()), StandingsSheet.score(row.firstTiebreak()),
                    StandingsSheet.score(row.secondTiebreak())));
            if (ratings) {
                cells.add(row.rating() > 0 ? String.valueOf(row.rating()) : "-");
            }
            if (left) {
                cells.add(String.valueOf(row.gamesLeft()));
            }
            lines.add(cells);
        }
        int[] widths = new int[header.size()];
        for (List<String> line : lines) {
            for (int c = 0; c < line.size(); c++) {
                widths[c] = Math.max(widths[c], line.get(c).codePointCount(0, line.get(c).length()));
            }
        }
        StringBuilder text = new StringBuilder(heading).append('\n').append(FENCE).append('\n');
        text.append(line(lines.get(0), widths)).append('\n');
        for (int i = 1; i < lines.size(); i++) {
            String row = line(lines.get(i), widths);
            int after = lines.size() - 1 - i;
            String more = after > 0 ? "\n" + texts.text("standings.table.more", after) : "";
            if (text.length() + row.length() + 1 + FENCE.length() + more.length() > MAX_LENGTH) {
                return text.append(FENCE).append('\n')
                        .append(texts.text("standings.table.more", lines.size() - i)).toString();
            }
            text.append(row).append('\n');
        }
        return text.append(FENCE).toString();
    }

    /** A name as a cell: one line, no backticks (they would end the code block), at most {@link #NAME_WIDTH}. */
    static String cell(String name) {
        String cleaned = name.replaceAll("\\p{Cntrl}", " ").replace('`', '\'').replaceAll("\\s+", " ").strip();
        int[] codePoints = cleaned.codePoints().toArray();
        if (codePoints.length > NAME_WIDTH) {
            return new String(codePoints, 0, NAME_WIDTH - 1).stripTrailing() + "\u2026";
        }
        return cleaned.isEmpty() ? "?" : cleaned;
    }

    /** The place and the numbers right-aligned, the name left-aligned, two spaces between columns. */
    private static String line(List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < cells.size(); c++) {
            String cell = cells.get(c);
            String pad = " ".repeat(widths[c] - cell.codePointCount(0, cell.length()));
            if (c > 0) {
                line.append("  ");
            }
            line.append(c == 1 ? cell + pad : pad + cell);
        }
        return line.toString().stripTrailing();
    }
}
