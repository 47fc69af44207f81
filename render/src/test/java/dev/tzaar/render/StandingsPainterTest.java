package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tzaar.render.StandingsSheet.Format;
import dev.tzaar.render.StandingsSheet.Row;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A tournament's standings picture, as golden/README.md's {@code standings-*} describe them: the same
 * bytes as the approved pictures (-Dgolden.update=true writes new ones, as for the boards), because
 * what can go wrong is what a person sees (a name running into the points, a column left in that says
 * nothing, French words wider than English ones); and alt text that says the standings in words. The
 * numbers here are given, as a caller gives them: lambda's StandingsPictureTest checks them against a
 * worked tournament.
 */
class StandingsPainterTest {
    private static final Path SOURCE = Path.of("src", "test", "resources", "dev", "tzaar", "render", "golden");

    /** A Swiss of 8 after round 3 of 5: Buchholz and Sonneborn-Berger, one player unrated, a long name. */
    static StandingsSheet swissOfEight(Locale language) {
        return new StandingsSheet("Autumn Swiss", Format.SWISS, 3, 5, List.of(
                new Row(1, "Ada", 3, 4.5, 4.5, 1912, 2),
                new Row(2, "Bea", 2.5, 5, 3.75, 1840, 2),
                new Row(3, "Maximiliana Wolkenstein-Rodenegg", 2, 5.5, 3.5, 1795, 2),
                new Row(4, "Dov", 2, 4, 2, 1788, 2),
                new Row(5, "Eve", 1, 5, 1.5, 0, 2),
                new Row(6, "Fay", 1, 4.5, 0.5, 1650, 2),
                new Row(7, "Gus", 0.5, 4.5, 0.25, 1602, 2),
                new Row(8, "Hal", 0, 5, 0, 1588, 2)), language);
    }

    /** A round robin of 5, all five rounds played (each player rested once): the podium, no games left. */
    static StandingsSheet roundRobinOfFiveFinal() {
        return new StandingsSheet("Club league", Format.ROUND_ROBIN, 5, 5, List.of(
                new Row(1, "Chlo\u00e9", 3.5, 0, 5.25, 1870, 0),
                new Row(2, "Omar", 2, 1, 2.5, 1905, 0),
                new Row(3, "Ines", 2, 0, 2.75, 1760, 0),
                new Row(4, "Yuki", 1.5, 0, 1.75, 1802, 0),
                new Row(5, "Tom", 1, 0, 1.5, 1690, 0)), Locale.ENGLISH);
    }

    @Test
    void aSwissOfEightAfterThreeRoundsDrawsToItsGoldenBytes() throws IOException {
        golden("standings-swiss", new StandingsPainter().render(swissOfEight(Locale.ENGLISH), 1));
    }

    @Test
    void aRoundRobinsFinalStandingsBeginWithThePodium() throws IOException {
        RenderedBoard picture = new StandingsPainter().render(roundRobinOfFiveFinal(), 1);
        golden("standings-round-robin-final", picture);
        assertTrue(picture.height() > new StandingsPainter().render(swissOfEight(Locale.ENGLISH), 1).height(),
                "the podium takes room above the table");
    }

    @Test
    void theSwissInFrenchDrawsToItsGoldenBytes() throws IOException {
        golden("french-standings-swiss", new StandingsPainter().render(swissOfEight(Locale.FRENCH), 1));
    }

    @Test
    void theAltTextSaysTheTournamentWhatEachLineHoldsAndEveryPlayerInOrder() {
        String alt = new StandingsPainter().render(swissOfEight(Locale.ENGLISH), 1).altText();

        assertEquals("Standings of the Swiss Autumn Swiss after round 3 of 5, 8 players. 2 rounds to play."
                + " Each line: place, player, points, Buchholz, Sonneborn-Berger."
                + " 1. Ada, 3, 4.5, 4.5; 2. Bea, 2.5, 5, 3.75; 3. Maximiliana Wolkenstein-Rodenegg, 2, 5.5, 3.5;"
                + " 4. Dov, 2, 4, 2; 5. Eve, 1, 5, 1.5; 6. Fay, 1, 4.5, 0.5; 7. Gus, 0.5, 4.5, 0.25; 8. Hal, 0, 5, 0;",
                alt);
    }

    @Test
    void theFinalStandingsAltTextNamesThePodiumFirst() {
        String alt = new StandingsPainter().render(roundRobinOfFiveFinal(), 1).altText();

        assertTrue(alt.startsWith("Final standings of the round robin Club league, 5 rounds, 5 players."
                + " On the podium: 1. Chlo\u00e9, 2. Omar, 3. Ines. Each line: place, player, points, direct encounter,"
                + " Sonneborn-Berger. 1. Chlo\u00e9, 3.5, 0, 5.25;"), alt);
    }

    @Test
    void theAltTextIsInTheReadersLanguageWithItsDecimalComma() {
        String alt = new StandingsPainter().render(swissOfEight(Locale.FRENCH), 1).altText();

        assertTrue(alt.startsWith("Classement du tournoi au syst\u00e8me suisse Autumn Swiss apr\u00e8s la ronde 3 sur 5,"
                + " 8 joueurs. 2 rondes \u00e0 jouer."), alt);
        assertTrue(alt.contains("2. Bea, 2,5, 5, 3,75\u00a0;"), alt);
    }

    @Test
    void manyPlayersTakeAPageEachSixteenAndEachPageSaysItsOwnPlayers() {
        StandingsSheet forty = players(40);
        List<RenderedBoard> pages = new StandingsPainter().render(forty);

        assertEquals(3, pages.size());
        assertEquals(pages.get(0).height(), pages.get(1).height());
        assertTrue(pages.get(2).height() < pages.get(0).height(), "the last page holds 8 players");
        assertTrue(pages.get(1).altText().contains("Page 2 of 3."), pages.get(1).altText());
        assertTrue(pages.get(1).altText().contains(" 17. Player 17, "), pages.get(1).altText());
        assertFalse(pages.get(1).altText().contains(" 16. Player 16, "), pages.get(1).altText());
        assertTrue(pages.get(2).altText().endsWith("40. Player 40, 0, 0, 0;"), pages.get(2).altText());
    }

    @Test
    void aPageOfLongNamesIsSaidAsFarAsDiscordKeepsThenCounted() {
        List<Row> rows = new ArrayList<>();
        for (int i = 1; i <= 16; i++) {
            rows.add(new Row(i, "A player whose name goes on and on, number " + i, 16 - i, 0, 0, 0, 0));
        }
        String alt = new StandingsPainter().render(new StandingsSheet("Long", Format.SWISS, 1, 1, rows,
                Locale.ENGLISH), 1).altText();

        assertTrue(alt.length() <= AltText.MAX_LENGTH, alt.length() + ": " + alt);
        assertTrue(alt.matches(".* And \\d+ more players in the text table\\."), alt);
    }

    @Test
    void scoresAreWrittenInHalvesAndQuartersAsPlayersWriteThem() {
        assertEquals("2\u00bd", StandingsSheet.score(2.5));
        assertEquals("\u00bd", StandingsSheet.score(0.5));
        assertEquals("5\u00bc", StandingsSheet.score(5.25));
        assertEquals("\u00be", StandingsSheet.score(0.75));
        assertEquals("3", StandingsSheet.score(3));
        assertEquals("0", StandingsSheet.score(0));
    }

    @Test
    void theBundledTypefaceHasTheFractionsTheScoresUse() {
        for (String fraction : List.of("\u00bc", "\u00bd", "\u00be")) {
            assertTrue(Typeface.bold().canShowAll(fraction) && Typeface.medium().canShowAll(fraction), fraction);
        }
    }

    private static StandingsSheet players(int count) {
        List<Row> rows = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            rows.add(new Row(i, "Player " + i, 0, 0, 0, 1500, 1));
        }
        return new StandingsSheet("Big Swiss", Format.SWISS, 4, 5, rows, Locale.ENGLISH);
    }

    private static void golden(String name, RenderedBoard picture) throws IOException {
        byte[] actual = picture.png();
        Path golden = SOURCE.resolve(name + ".png");
        if (Boolean.getBoolean("golden.update")) {
            Files.write(golden, actual);
            return;
        }
        byte[] expected;
        try (InputStream in = StandingsPainterTest.class.getResourceAsStream("golden/" + name + ".png")) {
            if (in == null) {
                fail("no golden image for " + name + ": run with -Dgolden.update=true and look at " + golden);
            }
            expected = in.readAllBytes();
        }
        if (!java.util.Arrays.equals(expected, actual)) {
            Path written = Files.write(Files.createDirectories(Path.of("target", "golden-actual"))
                    .resolve(name + ".png"), actual);
            fail("the standings picture changed: look at " + written.toAbsolutePath());
        }
        assertTrue(actual.length <= 80 * 1024, name + " is " + actual.length + " bytes");
    }
}
