package dev.tzaar.lambda.shared;

import dev.tzaar.api.BoardImage;
import dev.tzaar.api.Picture;
import dev.tzaar.lambda.tournament.PlayerHistory;
import dev.tzaar.lambda.tournament.TournamentRecord;
import dev.tzaar.lambda.tournament.pairing.BergerTables;
import dev.tzaar.lambda.tournament.tiebreak.Standings;
import dev.tzaar.lambda.tournament.tiebreak.TournamentStanding;
import dev.tzaar.render.RenderedBoard;
import dev.tzaar.render.StandingsPainter;
import dev.tzaar.render.StandingsSheet;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A tournament's standings made ready to show: the tournament core's order and tiebreaks
 * ({@link Standings}: Buchholz and Sonneborn-Berger for a Swiss, direct encounter and Sonneborn-Berger
 * for a round robin) as the picture's rows ({@link StandingsSheet}), each with the player's rating at
 * the start and the games still to play, then drawn as pictures of {@link StandingsPainter#ROWS_PER_PAGE}
 * players with their alt texts. {@link StandingsTable} writes the same rows as text.
 */
public final class StandingsPicture {
    private static final StandingsPainter PAINTER = new StandingsPainter();

    private StandingsPicture() {
    }

    /** The standings of the record as they stand, in the order of the format's tiebreaks. */
    public static StandingsSheet sheet(TournamentRecord record, StandingsSheet.Format format, Locale language) {
        List<TournamentStanding> standings = format == StandingsSheet.Format.SWISS ? Standings.swiss(record)
                : Standings.roundRobin(record);
        List<StandingsSheet.Row> rows = new ArrayList<>();
        for (TournamentStanding standing : standings) {
            PlayerHistory player = record.player(standing.player());
            rows.add(new StandingsSheet.Row(standing.place(), player.entrant().name(), standing.points(),
                    standing.firstTiebreak(), standing.secondTiebreak(), Math.max(0, player.entrant().rating()),
                    gamesLeft(record, format, player.number())));
        }
        return new StandingsSheet(record.name(), format, record.roundsPlayed(),
                Math.max(1, Math.max(record.plannedRounds(), record.roundsPlayed())), rows, language);
    }

    /**
     * The games still to play: in a Swiss every round left (a bye cannot be foreseen), in a round robin
     * the rounds left of the Berger table in which the player has an opponent (the odd count's rest is
     * no game), a double round robin when the rounds planned are twice the cycle.
     */
    static int gamesLeft(TournamentRecord record, StandingsSheet.Format format, int player) {
        int left = Math.max(0, record.plannedRounds() - record.roundsPlayed());
        int count = record.players().size();
        if (format == StandingsSheet.Format.SWISS || left == 0 || count < 2) {
            return left;
        }
        boolean doubleRound = record.plannedRounds() == BergerTables.rounds(count, true);
        if (!doubleRound && record.plannedRounds() != BergerTables.rounds(count, false)) {
            return left;
        }
        int games = 0;
        for (int round = record.roundsPlayed() + 1; round <= record.plannedRounds(); round++) {
            if (BergerTables.round(count, round, doubleRound).games().stream().anyMatch(game -> game.involves(player))) {
                games++;
            }
        }
        return games;
    }

    /** Each page of the standings as a picture to attach, {@code standings-1.png} first. */
    public static List<Picture> pictures(StandingsSheet sheet) {
        List<RenderedBoard> pages = PAINTER.render(sheet);
        List<Picture> pictures = new ArrayList<>();
        for (int i = 0; i < pages.size(); i++) {
            RenderedBoard page = pages.get(i);
            pictures.add(new Picture("standings-" + (i + 1) + ".png", new BoardImage(page.png(), page.altText(), "")));
        }
        return pictures;
    }
}
