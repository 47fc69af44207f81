package dev.tzaar.lambda.shared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Picture;
import dev.tzaar.lambda.tournament.Entrant;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.TournamentRecord;
import dev.tzaar.lambda.tournament.pairing.BergerTables;
import dev.tzaar.lambda.tournament.trf.TrfFile;
import dev.tzaar.lambda.tournament.trf.TrfReader;
import dev.tzaar.render.StandingsSheet;
import dev.tzaar.render.StandingsSheet.Format;
import dev.tzaar.render.StandingsSheet.Row;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The standings the picture and the text table show, from the tournament core, checked against a
 * Swiss worked by hand: {@code autumn-swiss.trf}, 8 players after round 3 of 5 (the file's rounds, as
 * read by TrfReader), with a tie on points that Buchholz breaks and one that only Sonneborn-Berger does.
 *
 * <pre>
 *   round 1: Ada 1-0 Eve, Fay 0-1 Bea, Cid draw Gus, Hal 0-1 Dov
 *   round 2: Bea draw Ada, Dov 1-0 Gus, Eve 0-1 Cid, Fay draw Hal
 *   round 3: Dov 0-1 Ada, Cid draw Bea, Gus 1-0 Fay, Hal 0-1 Eve
 *   scores:  Ada 2.5; Bea, Cid, Dov 2; Gus 1.5; Eve 1; Fay, Hal 0.5
 *   Buchholz (the opponents' scores):
 *     Ada  Eve 1 + Bea 2 + Dov 2 = 5        Bea  Fay 0.5 + Ada 2.5 + Cid 2 = 5
 *     Cid  Gus 1.5 + Eve 1 + Bea 2 = 4.5    Dov  Hal 0.5 + Gus 1.5 + Ada 2.5 = 4.5
 *     Gus  Cid 2 + Dov 2 + Fay 0.5 = 4.5    Eve  Ada 2.5 + Cid 2 + Hal 0.5 = 5
 *     Fay  Bea 2 + Hal 0.5 + Gus 1.5 = 4    Hal  Dov 2 + Fay 0.5 + Eve 1 = 3.5
 *   Sonneborn-Berger (the beaten opponents' scores, half the drawn ones'):
 *     Ada  Eve 1 + Bea 2/2 + Dov 2 = 4      Bea  Fay 0.5 + Ada 2.5/2 + Cid 2/2 = 2.75
 *     Cid  Gus 1.5/2 + Eve 1 + Bea 2/2 = 2.75   Dov  Hal 0.5 + Gus 1.5 = 2
 *     Gus  Cid 2/2 + Fay 0.5 = 1.5          Eve  Hal 0.5     Fay  Hal 0.5/2 = 0.25   Hal  Fay 0.5/2 = 0.25
 *   order: Ada; Bea (Buchholz 5) before Cid and Dov (4.5), Cid (SB 2.75) before Dov (2); Gus; Eve;
 *          Fay (Buchholz 4) before Hal (3.5)
 * </pre>
 */
class StandingsPictureTest {
    static TrfFile autumnSwiss() throws IOException {
        try (InputStream in = StandingsPictureTest.class.getResourceAsStream("/dev/tzaar/lambda/shared/autumn-swiss.trf")) {
            return TrfReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void theSwissStandingsAreTheWorkedExamplesPointsBuchholzAndSonnebornBerger() throws IOException {
        TrfFile file = autumnSwiss();
        StandingsSheet sheet = StandingsPicture.sheet(file.record(), Format.SWISS, Locale.ENGLISH);

        assertEquals(List.of(
                new Row(1, "Ada", 2.5, 5, 4, 1900, 2),
                new Row(2, "Bea", 2, 5, 2.75, 1850, 2),
                new Row(3, "Cid", 2, 4.5, 2.75, 1800, 2),
                new Row(4, "Dov", 2, 4.5, 2, 1750, 2),
                new Row(5, "Gus", 1.5, 4.5, 1.5, 1600, 2),
                new Row(6, "Eve", 1, 5, 0.5, 1700, 2),
                new Row(7, "Fay", 0.5, 4, 0.25, 1650, 2),
                new Row(8, "Hal", 0.5, 3.5, 0.25, 1550, 2)), sheet.rows());
        assertEquals("Autumn Swiss", sheet.tournament());
        assertEquals(3, sheet.roundsPlayed());
        assertEquals(5, sheet.roundsPlanned());
        assertTrue(!file.isRoundRobin(), file.system());
    }

    @Test
    void theTextTableHasThePicturesColumnsUnderEachOtherInACodeBlock() throws IOException {
        String table = StandingsTable.markdown(StandingsPicture.sheet(autumnSwiss().record(), Format.SWISS,
                Locale.ENGLISH));

        assertEquals("""
                **Autumn Swiss** \u00b7 Swiss \u00b7 after round 3 of 5
                ```
                #  Player  Pts  BH  SB  Rating  Left
                1  Ada      2\u00bd   5   4    1900     2
                2  Bea       2   5  2\u00be    1850     2
                3  Cid       2  4\u00bd  2\u00be    1800     2
                4  Dov       2  4\u00bd   2    1750     2
                5  Gus      1\u00bd  4\u00bd  1\u00bd    1600     2
                6  Eve       1   5   \u00bd    1700     2
                7  Fay       \u00bd   4   \u00bc    1650     2
                8  Hal       \u00bd  3\u00bd   \u00bc    1550     2
                ```""", table);
    }

    @Test
    void theTextTableOfManyPlayersStopsWithinOneDiscordMessageAndSaysHowManyMore() {
        TournamentRecord record = TournamentRecord.starting("A Swiss of two hundred and fifty-six players", 9,
                IntStream.rangeClosed(1, 256).mapToObj(n -> new Entrant(n, "Player number " + n + " of the club", 2500 - n))
                        .toList());
        String table = StandingsTable.markdown(StandingsPicture.sheet(record, Format.SWISS, Locale.FRENCH));

        assertTrue(table.length() <= StandingsTable.MAX_LENGTH, table.length() + " characters");
        assertTrue(table.length() > StandingsTable.MAX_LENGTH - 120, "it uses the room it has: " + table.length());
        assertTrue(table.matches("(?s).*```\n\\d+ joueurs de plus\u00a0: chaque page de l\u2019image donne les siens dans"
                + " son texte alternatif\\."), table);
        assertTrue(table.contains("Player number 1 o\u2026"), "a long name is cut to 18: " + table);
    }

    @Test
    void aNameCannotEndTheCodeBlockNorBreakTheLine() {
        assertEquals("a'''b c", StandingsTable.cell("a```b\nc"));
    }

    @Test
    void aRoundRobinsGamesLeftLeaveOutTheRoundsAPlayerRestsInTheBergerTable() {
        TournamentRecord record = TournamentRecord.starting("League", BergerTables.rounds(5, false),
                IntStream.rangeClosed(1, 5).mapToObj(n -> new Entrant(n, "P" + n, 0)).toList());
        record = record.afterRound(BergerTables.round(5, 1, false), game -> Outcome.WIN);
        int resting = IntStream.rangeClosed(2, 5).filter(round -> BergerTables.round(5, round, false).bye().getAsInt() == 3)
                .findFirst().orElseThrow();

        assertTrue(resting > 1, "player 3 rests in a later round");
        assertEquals(3, StandingsPicture.gamesLeft(record, Format.ROUND_ROBIN, 3), "4 rounds left, one a rest");
        assertEquals(4, StandingsPicture.gamesLeft(record, Format.SWISS, 3), "a Swiss's bye cannot be foreseen");
        StandingsSheet sheet = StandingsPicture.sheet(record, Format.ROUND_ROBIN, Locale.ENGLISH);
        assertTrue(sheet.rows().stream().allMatch(row -> row.rating() == 0), "no ratings: the column is left out");
    }

    @Test
    void eachPageIsAPictureToAttachWithItsAltText() throws IOException {
        List<Picture> pictures = StandingsPicture.pictures(StandingsPicture.sheet(autumnSwiss().record(), Format.SWISS,
                Locale.ENGLISH));

        assertEquals(1, pictures.size());
        assertEquals("standings-1.png", pictures.get(0).fileName());
        assertTrue(pictures.get(0).image().altText().startsWith("Standings of the Swiss Autumn Swiss after round 3 of 5"),
                pictures.get(0).image().altText());
    }

    /**
     * README's and docs/tournaments.md's standings picture is this worked Swiss as the function draws it:
     * drawn again here and compared with docs/images/standings.png, so that a change of the picture
     * cannot leave the docs showing what the product no longer shows ({@code -Ddocs.images.update=true}
     * writes the new one when the change is wanted).
     */
    @Test
    void theDocsStandingsPictureIsTheWorkedSwissAsTheFunctionDrawsIt() throws IOException {
        byte[] drawn = StandingsPicture.pictures(StandingsPicture.sheet(autumnSwiss().record(), Format.SWISS,
                Locale.ENGLISH)).get(0).image().png();
        java.nio.file.Path file = java.nio.file.Path.of("..", "docs", "images", "standings.png");
        if (Boolean.getBoolean("docs.images.update")) {
            java.nio.file.Files.write(file, drawn);
            return;
        }
        assertTrue(java.nio.file.Files.exists(file), "no " + file.toAbsolutePath() + ": run with -Ddocs.images.update=true");
        assertTrue(java.util.Arrays.equals(java.nio.file.Files.readAllBytes(file), drawn),
                "docs/images/standings.png is no longer what the function draws: run with -Ddocs.images.update=true");
    }
}
