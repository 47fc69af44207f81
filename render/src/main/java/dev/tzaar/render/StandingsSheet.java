package dev.tzaar.render;

import dev.tzaar.api.i18n.Texts;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Everything a tournament's standings picture shows, as a value: the render is a pure function of it
 * ({@link StandingsPainter}).
 *
 * @param tournament the tournament's name (blank: the picture says "Standings")
 * @param format a Swiss or a round robin: which tiebreaks the two columns after the points hold
 * @param roundsPlayed the rounds whose results the rows count
 * @param roundsPlanned the rounds the tournament has; when all are played the standings are final and
 *                      the first page shows the podium
 * @param rows the players in the order of the standings, place 1 first
 * @param language the language of the words drawn and of the alt text (English when it has no bundle)
 */
public record StandingsSheet(String tournament, Format format, int roundsPlayed, int roundsPlanned, List<Row> rows,
        Locale language) {

    /** Which tiebreaks follow the points, in the order they decide. */
    public enum Format {
        /** Buchholz, then Sonneborn-Berger. */
        SWISS,
        /** Direct encounter, then Sonneborn-Berger. */
        ROUND_ROBIN
    }

    /**
     * One player's line, the numbers in points (a win 1, a draw ½).
     *
     * @param rating the rating at the start; 0 when the tournament has none (the column is then left out)
     * @param gamesLeft the games still to play (the column is left out when nobody has any)
     */
    public record Row(int place, String name, double points, double firstTiebreak, double secondTiebreak, int rating,
            int gamesLeft) {
        public Row {
            Objects.requireNonNull(name, "name");
            if (place < 1 || gamesLeft < 0 || rating < 0) {
                throw new IllegalArgumentException("a place counts from 1, games left and a rating from 0");
            }
        }
    }

    public StandingsSheet {
        Objects.requireNonNull(tournament, "tournament");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(language, "language");
        rows = List.copyOf(rows);
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("standings need at least one player");
        }
        if (roundsPlayed < 0 || roundsPlanned < 1 || roundsPlayed > roundsPlanned) {
            throw new IllegalArgumentException("rounds played " + roundsPlayed + " of " + roundsPlanned);
        }
        for (int i = 1; i < rows.size(); i++) {
            if (rows.get(i).place() < rows.get(i - 1).place()) {
                throw new IllegalArgumentException("the rows come in the order of the standings");
            }
        }
    }

    /** Every round played: the final standings. */
    public boolean isFinal() {
        return roundsPlayed == roundsPlanned;
    }

    /** How many pictures the standings take, {@link StandingsPainter#ROWS_PER_PAGE} players a page. */
    public int pages() {
        return (rows.size() + StandingsPainter.ROWS_PER_PAGE - 1) / StandingsPainter.ROWS_PER_PAGE;
    }

    /** The rows of a page, 1 the first. */
    public List<Row> page(int page) {
        if (page < 1 || page > pages()) {
            throw new IllegalArgumentException("page " + page + " of " + pages());
        }
        int from = (page - 1) * StandingsPainter.ROWS_PER_PAGE;
        return rows.subList(from, Math.min(rows.size(), from + StandingsPainter.ROWS_PER_PAGE));
    }

    /**
     * A score as the picture and the text table write it, in quarters where it has them: "2\u00bd",
     * "\u00bd", "5\u00bc", "3" (Sonneborn-Berger weighs half points by half points, so it can end in a
     * quarter). Shorter than "2.5" and the same in every language.
     */
    public static String score(double points) {
        long quarters = Math.round(points * 4);
        if (Math.abs(quarters - points * 4) > 1e-9 || quarters < 0) {
            return String.format(Locale.ROOT, "%.2f", points);
        }
        String whole = quarters / 4 == 0 && quarters % 4 != 0 ? "" : String.valueOf(quarters / 4);
        return whole + switch ((int) (quarters % 4)) {
            case 1 -> "\u00bc";
            case 2 -> "\u00bd";
            case 3 -> "\u00be";
            default -> "";
        };
    }

    /**
     * How far the tournament is, in the sheet's language, as the picture's heading and the text table
     * say it: "Swiss \u00b7 after round 3 of 5", "Final standings \u00b7 round robin of 5 rounds".
     */
    public String heading() {
        return Texts.of(language).text("standings.heading." + formatKey() + stageSuffix(), roundsPlayed, roundsPlanned);
    }

    /** The start of the bundle keys for this format's words: {@code swiss} or {@code roundRobin}. */
    String formatKey() {
        return format == Format.SWISS ? "swiss" : "roundRobin";
    }

    /**
     * How the standings stand, for the heading and the alt text: {@code .before} before the first
     * round, {@code .final} once every round is played, nothing between.
     */
    String stageSuffix() {
        return roundsPlayed == 0 ? ".before" : isFinal() ? ".final" : "";
    }
}
