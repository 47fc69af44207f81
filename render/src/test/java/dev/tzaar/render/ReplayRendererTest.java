package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.render.gif.DecodedGif;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The replay read back by the JDK's GIF reader: each frame, drawn over the ones before, is the board the
 * renderer draws for that moment of the game, pixel for pixel once each colour takes its palette entry.
 */
class ReplayRendererTest {
    private static final GameRecord FORTY_TURNS = SampleBoards.sampleGame(1, 40);
    private static AnimatedReplay replay;
    private static DecodedGif decoded;

    @BeforeAll
    static void drawTheReplay() {
        assertEquals(40, FORTY_TURNS.turnCount(), "the sample game lasts 40 turns");
        replay = new ReplayRenderer().render(FORTY_TURNS, SampleBoards.players(), Locale.ENGLISH);
        decoded = DecodedGif.of(replay.gif());
        System.out.printf("40-turn replay: %,d bytes, %d frames, %d x %d%n", replay.size(), replay.frames(),
                replay.width(), replay.height());
    }

    @Test
    void everyFrameIsTheRenderersBoardOfThatMomentInThePalettesColours() {
        List<RenderRequest> moments = ReplayRenderer.frames(FORTY_TURNS, SampleBoards.players(), Locale.ENGLISH);
        assertEquals(41, moments.size(), "the start and one frame per turn");
        assertEquals(moments.size(), decoded.screens().size());
        int[] palette = paletteOf(decoded);
        java.util.Map<Integer, Integer> nearest = new java.util.HashMap<>();
        BoardRenderer renderer = new BoardRenderer();
        for (int frame = 0; frame < moments.size(); frame++) {
            BufferedImage board = renderer.draw(moments.get(frame));
            int[] drawn = ((DataBufferInt) board.getRaster().getDataBuffer()).getData();
            int[] shown = decoded.screens().get(frame);
            int exact = 0;
            for (int i = 0; i < drawn.length; i++) {
                int colour = drawn[i] & 0xFFFFFF;
                int expected = nearest.computeIfAbsent(colour, c -> palette[PaletteQuantizer.nearestIndex(palette, c)]);
                if (shown[i] != expected) {
                    throw new AssertionError("frame " + frame + ", pixel (" + i % board.getWidth() + ","
                            + i / board.getWidth() + "): shown " + Integer.toHexString(shown[i]) + ", drawn "
                            + Integer.toHexString(colour));
                }
                exact += shown[i] == colour ? 1 : 0;
            }
            // Only anti-aliased edges may take a neighbouring colour: the areas are exact (96.2% of the pixels
            // of the first frame, whose edges are the most: every piece stands).
            assertTrue(exact > drawn.length * 0.95, "frame " + frame + ": " + exact + " of " + drawn.length + " exact");
        }
    }

    @Test
    void aFortyTurnGameFitsInTwoMegabytesAndEachTurnEncodesOnlyWhatChanged() {
        assertTrue(replay.size() <= 2 * 1024 * 1024, replay.size() + " bytes");
        int whole = replay.width() * replay.height();
        int[] first = decoded.rectangles().get(0);
        assertEquals(whole, first[2] * first[3], "the first frame is the whole board");
        for (int frame = 1; frame < decoded.rectangles().size(); frame++) {
            int[] r = decoded.rectangles().get(frame);
            assertTrue(r[2] * r[3] < whole, "frame " + frame + " is only the rectangle that changed");
        }
    }

    @Test
    void itLoopsHoldingTheStartAndTheFinalPositionLongerThanATurn() {
        assertTrue(decoded.loops());
        List<Integer> delays = decoded.delaysCentis();
        assertEquals(ReplayRenderer.START_CENTIS, delays.get(0));
        assertEquals(ReplayRenderer.TURN_CENTIS, delays.get(20));
        assertEquals(ReplayRenderer.END_CENTIS, delays.get(delays.size() - 1));
    }

    @Test
    void theAltTextNamesThePlayersAndTheTurnsThenDescribesTheFinalBoard() {
        assertTrue(replay.altText().startsWith("An animated replay of the game between Alice and Bob: the start, "
                + "then each of its 40 turns"), replay.altText());
        assertTrue(replay.altText().contains("At the end: TZAAR board, turn 40. Last turn, Bob (Black)"), replay.altText());
    }

    @Test
    void aResignationShowsOnTheLastFrameAndInFrench() {
        GameRecord resigned = FORTY_TURNS.upTo(5).resign(Side.BLACK).orElseThrow();
        List<RenderRequest> moments = ReplayRenderer.frames(resigned, SampleBoards.players(), Locale.FRENCH);
        assertEquals(resigned.declaredResult(), moments.get(moments.size() - 1).outcome());
        assertTrue(moments.get(moments.size() - 2).outcome().isEmpty(), "the game went on until then");
        AnimatedReplay french = new ReplayRenderer().render(resigned, SampleBoards.players(), Locale.FRENCH);
        assertTrue(french.altText().startsWith("Le rejeu animé de la partie entre Alice et Bob"), french.altText());
    }

    /** The GIF's own palette, in its order, without the transparent index and what pads the table after it. */
    private static int[] paletteOf(DecodedGif gif) {
        int transparent = gif.transparentIndices().get(0);
        assertTrue(gif.transparentIndices().stream().allMatch(i -> i == transparent), "one transparent index");
        return java.util.Arrays.copyOf(gif.globalColours(), transparent);
    }
}
