package dev.tzaar.lambda.tournament.trf;

import static dev.tzaar.lambda.tournament.trf.TrfColumns.FIRST_ROUND;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.NAME;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.NAME_END;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.POINTS;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.RANK;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.RATING;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.ROUND_WIDTH;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.START_RANK;

import dev.tzaar.lambda.tournament.Colour;
import dev.tzaar.lambda.tournament.PlayerHistory;
import dev.tzaar.lambda.tournament.RoundEntry;
import dev.tzaar.lambda.tournament.TournamentRecord;
import java.util.List;
import java.util.Locale;

/**
 * A tournament as FIDE's Tournament Report File: the header lines this product knows (012 the
 * name, 062 the player count, 092 the system), TRF(x)'s XXR (the rounds planned) and XXC (the
 * initial colour) which pairing checkers need and TRF itself cannot say, then one 001 line a player.
 */
public final class TrfWriter {
    private TrfWriter() {
    }

    /** The file, {@code standing} giving each player's place (1 first) by pairing number. */
    public static String write(TournamentRecord record, String system, List<Integer> standing) {
        StringBuilder file = new StringBuilder();
        file.append("012 ").append(record.name()).append('\n');
        file.append("062 ").append(record.players().size()).append('\n');
        file.append("092 ").append(system).append('\n');
        file.append("XXR ").append(record.plannedRounds()).append('\n');
        file.append("XXC ").append(record.initialColour() == Colour.WHITE ? "white1" : "black1").append('\n');
        for (PlayerHistory player : record.players()) {
            file.append(playerLine(player, standing.get(player.number() - 1))).append('\n');
        }
        return file.toString();
    }

    private static String playerLine(PlayerHistory player, int place) {
        StringBuilder line = new StringBuilder("001");
        put(line, START_RANK, String.format(Locale.ROOT, "%4d", player.number()));
        String name = player.entrant().name();
        put(line, NAME, name.length() > NAME_END - NAME + 1 ? name.substring(0, NAME_END - NAME + 1) : name);
        put(line, RATING, player.entrant().rating() > 0
                ? String.format(Locale.ROOT, "%4d", player.entrant().rating()) : "    ");
        int half = player.halfPoints();
        put(line, POINTS, String.format(Locale.ROOT, "%2d.%d", half / 2, half % 2 * 5));
        put(line, RANK, String.format(Locale.ROOT, "%4d", place));
        int column = FIRST_ROUND;
        for (RoundEntry round : player.rounds()) {
            String colour = round.colour().map(c -> c == Colour.WHITE ? "w" : "b").orElse("-");
            put(line, column, String.format(Locale.ROOT, "%4s %s %c",
                    round.opponent() == 0 ? "0000" : String.valueOf(round.opponent()), colour,
                    round.outcome().trfCode()));
            column += ROUND_WIDTH;
        }
        return line.toString();
    }

    /** Writes {@code text} from the 1-based column, padding with blanks up to it. */
    private static void put(StringBuilder line, int column, String text) {
        while (line.length() < column - 1) {
            line.append(' ');
        }
        line.append(text);
    }
}
