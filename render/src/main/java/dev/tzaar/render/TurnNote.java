package dev.tzaar.render;

import java.util.ArrayList;
import java.util.List;

/**
 * The note in the picture's lower right corner, set for its box: who played the turn drawn ("Last
 * turn, Bob", or "This turn so far, Bob" while it goes on) over the turn itself ("H6xI5  F8-I5"),
 * each line ending at the box's right edge. The player's name is kept whole: the heading is set
 * smaller, then on two lines (the name on its own), and cut only when the name is wider than that.
 *
 * @param lines from the top, the caption last
 */
record TurnNote(List<StatusNote.Line> lines) {
    private static final double HEADING_SIZE = PanelPainter.NOTE_SIZE;
    private static final double CAPTION_SIZE = PanelPainter.TITLE_SIZE;
    /** Where the heading's (first) line stands, below the box's top. */
    private static final double FIRST_BASELINE = PanelPainter.TITLE_SIZE;
    /** From the heading's last line down to the caption's baseline. */
    private static final double TO_CAPTION = CAPTION_SIZE * 1.3;
    private static final double SMALLEST_ONE_LINE = 22;
    private static final double LARGEST_TWO_LINES = 24;
    private static final double SMALLEST = 20;
    private static final double LEADING = 1.15;

    static TurnNote of(RenderRequest request, LastTurn turn, NoteRoom room) {
        PictureWords words = PictureWords.of(request);
        String name = Text.embedded(PanelPainter.displayName(request, turn.mover()));
        Heading heading = Heading.set(words.say("picture.turnHeading", words.turnHeading(turn), name), name, room);
        List<StatusNote.Line> lines = new ArrayList<>();
        double baseline = FIRST_BASELINE;
        for (String text : heading.lines()) {
            lines.add(new StatusNote.Line(text, Typeface.medium(), heading.size(), Theme.TEXT_MUTED, baseline));
            baseline += heading.size() * LEADING;
        }
        baseline += TO_CAPTION - heading.size() * LEADING;
        lines.add(new StatusNote.Line(words.caption(turn), Typeface.bold(), CAPTION_SIZE, Theme.TEXT, baseline));
        return new TurnNote(List.copyOf(lines));
    }

    /** The heading's lines and their size. */
    private record Heading(List<String> lines, double size) {
        /** On one line as large as it fits, or else on two beside the name, or else cut. */
        static Heading set(String heading, String name, NoteRoom room) {
            Typeface face = Typeface.medium();
            for (double size = HEADING_SIZE; size >= SMALLEST_ONE_LINE; size--) {
                if (face.width(heading, size) <= room.width(face, size, FIRST_BASELINE)) {
                    return new Heading(List.of(heading), size);
                }
            }
            List<String> besideTheName = Text.besideTheName(heading, name);
            for (double size = LARGEST_TWO_LINES; size >= SMALLEST; size--) {
                double width = room.width(face, size, FIRST_BASELINE);
                double setSize = size;
                if (besideTheName.stream().allMatch(line -> face.width(line, setSize) <= width)) {
                    return new Heading(besideTheName, size);
                }
            }
            // Only a name wider than a line at the smallest size comes here.
            return new Heading(List.of(Text.fit(face, heading, SMALLEST, room.width(face, SMALLEST, FIRST_BASELINE))),
                    SMALLEST);
        }
    }
}
