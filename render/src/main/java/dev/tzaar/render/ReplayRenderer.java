package dev.tzaar.render;

import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.render.gif.GifWriter;
import java.awt.image.DataBufferInt;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Draws a whole game as an animated GIF that loops: the start, then the board after each turn exactly as
 * the game's own board showed it (the turn's marks, the names and the pieces left), then the final
 * position held. Every frame is the {@link BoardRenderer}'s picture; the file holds only what changed
 * from the frame before, on one palette shared by every frame (docs/replay.md). A pure function of the
 * record, the names and the language, like the board's picture.
 */
public final class ReplayRenderer {
    /** Hundredths of a second: the start a little longer, to see the setup; the end long, to read the result. */
    static final int START_CENTIS = 150;
    static final int TURN_CENTIS = 100;
    static final int END_CENTIS = 500;
    /**
     * 127 colours and the transparent index fill a table of 128: codes start at 8 bits, and the areas stay
     * exact (up to 97 of them), the anti-aliased edges sharing the rest.
     */
    private static final int MAX_COLOURS = 127;
    private static final int MAX_EXACT = 97;

    private final BoardRenderer boards = new BoardRenderer();

    /** The replay of the record, with the players' names, in the language given (its words and alt text). */
    public AnimatedReplay render(GameRecord record, Players players, Locale language) {
        List<RenderRequest> requests = frames(record, players, language);
        List<Change> changes = new ArrayList<>(requests.size());
        ColourCounts counts = null;
        int[] previous = null;
        int width = 0;
        int height = 0;
        for (RenderRequest request : requests) {
            var image = boards.draw(request);
            int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
            if (previous == null) {
                width = image.getWidth();
                height = image.getHeight();
            } else if (image.getWidth() != width || image.getHeight() != height) {
                throw new IllegalStateException("the frames of one game differ in size");
            }
            Change change = Change.between(previous, pixels, width, height);
            if (counts == null) {
                counts = ColourCounts.of(change.rgb());
            } else {
                counts.addChanged(change.rgb());
            }
            changes.add(change);
            previous = pixels;
        }
        int[] palette = PaletteQuantizer.paletteFor(counts, MAX_COLOURS, MAX_EXACT);
        GifWriter gif = new GifWriter(width, height, palette);
        byte[] shown = new byte[width * height];
        Arrays.fill(shown, (byte) gif.transparentIndex());
        for (int i = 0; i < changes.size(); i++) {
            int delay = i == changes.size() - 1 ? END_CENTIS : i == 0 ? START_CENTIS : TURN_CENTIS;
            changes.get(i).write(gif, counts, shown, width, delay);
        }
        RenderRequest last = requests.get(requests.size() - 1);
        String altText = PictureWords.of(last).say("alt.replay", players.white(), players.black(),
                record.turnCount()) + " " + AltText.describe(last);
        return new AnimatedReplay(gif.finish(), width, height, requests.size(),
                altText.length() > AltText.MAX_LENGTH ? altText.substring(0, AltText.MAX_LENGTH - 1) + "…" : altText);
    }

    /**
     * What each frame shows, as a board request: the start (turn 1 due), then each turn's position with the
     * turn drawn, the last one with the declared result if the game ended by one.
     */
    public static List<RenderRequest> frames(GameRecord record, Players players, Locale language) {
        List<RenderRequest> frames = new ArrayList<>();
        frames.add(board(record.upTo(0), players, language));
        int actions = 0;
        for (var turn : record.turns()) {
            actions += turn.actions().size();
            frames.add(board(record.upTo(actions), players, language));
        }
        if (record.declaredResult().isPresent()) {
            int at = frames.size() - 1;
            frames.set(at, frames.get(at).withResult(record.declaredResult().get()));
        }
        return List.copyOf(frames);
    }

    /** The board as the game showed it after the record's actions: its last turn marked, the turn due numbered. */
    static RenderRequest board(GameRecord record, Players players, Locale language) {
        RenderRequest request = RenderRequest.of(record.finalPosition()).withPlayers(players)
                .withTurn(record.nextTurnNumber()).withLanguage(language);
        Optional<LastTurn> lastTurn = LastTurn.latest(record);
        return lastTurn.isPresent() ? request.withLastTurn(lastTurn.get()) : request;
    }

    /**
     * The rectangle of one frame that differs from the frame before (all of the first), in true colour, its
     * unchanged pixels marked {@link #UNCHANGED}: they are neither counted for the palette nor looked up in it.
     */
    private record Change(int left, int top, int width, int height, int[] rgb) {
        static final int UNCHANGED = -1;

        static Change between(int[] before, int[] after, int pictureWidth, int pictureHeight) {
            if (before == null) {
                Change whole = crop(after, pictureWidth, 0, 0, pictureWidth, pictureHeight);
                for (int i = 0; i < whole.rgb.length; i++) {
                    whole.rgb[i] &= 0xFFFFFF;
                }
                return whole;
            }
            int minX = pictureWidth;
            int minY = pictureHeight;
            int maxX = -1;
            int maxY = -1;
            for (int y = 0; y < pictureHeight; y++) {
                int row = y * pictureWidth;
                int first = -1;
                int last = -1;
                for (int x = 0; x < pictureWidth; x++) {
                    if (((before[row + x] ^ after[row + x]) & 0xFFFFFF) != 0) {
                        first = x;
                        break;
                    }
                }
                if (first < 0) {
                    continue;
                }
                for (int x = pictureWidth - 1; x >= first; x--) {
                    if (((before[row + x] ^ after[row + x]) & 0xFFFFFF) != 0) {
                        last = x;
                        break;
                    }
                }
                minX = Math.min(minX, first);
                maxX = Math.max(maxX, last);
                minY = Math.min(minY, y);
                maxY = y;
            }
            if (maxX < 0) {
                // Nothing changed: one pixel left as it is, for the frame's time.
                return new Change(0, 0, 1, 1, new int[] {UNCHANGED});
            }
            Change change = crop(after, pictureWidth, minX, minY, maxX - minX + 1, maxY - minY + 1);
            for (int y = 0; y < change.height; y++) {
                int at = (change.top + y) * pictureWidth + change.left;
                for (int x = 0; x < change.width; x++, at++) {
                    int i = y * change.width + x;
                    change.rgb[i] = ((before[at] ^ after[at]) & 0xFFFFFF) == 0 ? UNCHANGED : after[at] & 0xFFFFFF;
                }
            }
            return change;
        }

        private static Change crop(int[] pixels, int pictureWidth, int left, int top, int width, int height) {
            int[] rgb = new int[width * height];
            for (int y = 0; y < height; y++) {
                System.arraycopy(pixels, (top + y) * pictureWidth + left, rgb, y * width, width);
            }
            return new Change(left, top, width, height, rgb);
        }

        /**
         * Writes the rectangle as palette indices, a pixel whose index is already shown there made transparent
         * (long transparent runs cost LZW almost nothing), and {@code shown} brought up to date.
         */
        void write(GifWriter gif, ColourCounts counts, byte[] shown, int pictureWidth, int delay) {
            byte[] indices = new byte[rgb.length];
            byte transparent = (byte) gif.transparentIndex();
            int lastColour = UNCHANGED;
            byte lastIndex = transparent;
            for (int y = 0; y < height; y++) {
                int at = (top + y) * pictureWidth + left;
                for (int x = 0; x < width; x++, at++) {
                    int i = y * width + x;
                    int colour = rgb[i];
                    if (colour != lastColour) {
                        lastColour = colour;
                        lastIndex = colour == UNCHANGED ? transparent : (byte) counts.indexOf(colour);
                    }
                    if (lastIndex == transparent || shown[at] == lastIndex) {
                        indices[i] = transparent;
                    } else {
                        indices[i] = lastIndex;
                        shown[at] = lastIndex;
                    }
                }
            }
            gif.frame(left, top, width, height, indices, delay);
        }
    }
}
