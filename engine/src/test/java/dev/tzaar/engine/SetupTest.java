package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SetupTest {

    @Test
    void theFixedSetupIsTheRulebooksDiagramFour() {
        assertEquals("ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1",
                Setup.fixed().position().toString());
    }

    /**
     * Games store only their seed, so a seed must give the same board forever: this board is golden.
     * If it changes, every stored random game changes with it.
     */
    @Test
    void aRandomSetupIsReproducibleFromItsSeed() {
        assertEquals("ttzAZ/TTzAat/AazzAtT/TAtTzaTa/aAZZaatT/ZtTZttat/AtATtTT/ZTzTaT/TtttA w 1",
                Setup.random(42).position().toString());
        assertEquals(Setup.random(-5).position(), Setup.random(-5).position());
        assertNotEquals(Setup.random(1).position(), Setup.random(2).position());
    }

    @Test
    void aRandomSetupPutsAllSixtySinglePiecesDownWithWhiteToCapture() {
        Position position = Setup.random(99).position();
        for (Side side : Side.values()) {
            assertEquals(30, position.piecesOnBoard(side));
            for (PieceType type : PieceType.values()) {
                assertEquals(type.perSide(), position.visible(side, type));
            }
        }
        assertTrue(position.isOpeningTurn());
        assertEquals(Side.WHITE, position.sideToMove());
    }

    /**
     * Each cell should hold each kind of piece as often as its share of the 60 pieces, over seeds
     * 0, 1, 2... as a game service numbers them (java.util.Random failed this by 9 sigma).
     */
    @Test
    void aRandomSetupIsAUniformShuffle() {
        int games = 6000;
        int[][] seen = new int[60][6];
        for (int seed = 0; seed < games; seed++) {
            Position position = Setup.random(seed).position();
            for (Cell cell : Cell.all()) {
                Stack stack = position.stackAt(cell).orElseThrow();
                seen[cell.index()][stack.owner().ordinal() * 3 + stack.top().ordinal()]++;
            }
        }
        for (Cell cell : Cell.all()) {
            for (int kind = 0; kind < 6; kind++) {
                double share = PieceType.values()[kind % 3].perSide() / 60.0;
                double expected = games * share;
                double sigma = Math.sqrt(games * share * (1 - share));
                assertTrue(Math.abs(seen[cell.index()][kind] - expected) < 4.5 * sigma,
                        cell + " held kind " + kind + " " + seen[cell.index()][kind] + " times, expected about "
                                + expected);
            }
        }
    }

    @ParameterizedTest(name = "\"{0}\" reads as {1}")
    @CsvSource({"fixed, fixed", "Random 42, random 42", "TOURNAMENT, tournament", "random -7, random -7"})
    void setupsAreWrittenAsTheyAreNamed(String text, String canonical) {
        assertEquals(canonical, Setup.parse(text).orElseThrow().toString());
    }

    @ParameterizedTest(name = "\"{0}\" is refused: {1}")
    @CsvSource(delimiter = ';', value = {
        "random; A random setup needs its seed, like \"random 42\".",
        "random x; The seed \"x\" is not a whole number.",
        "shuffled; \"shuffled\" is not a setup: write fixed, random <seed> or tournament."})
    void unknownSetupsAreRefused(String text, String reason) {
        assertEquals(reason, Setup.parse(text).reason());
    }
}
