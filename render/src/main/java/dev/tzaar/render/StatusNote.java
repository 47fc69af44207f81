package dev.tzaar.render;

import dev.tzaar.engine.Result;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The note in the picture's lower left corner, set for its box: whose action it is and which ("Turn
 * 26" over "Bob: second action: capture, stack or pass"), or who won and why ("Bob wins" over "White
 * cannot capture"). The player's name is always there whole: when the box is short of room, the
 * sentence around the name gives way (a little smaller, then a shorter task, then smaller still), and
 * a name is cut only when it is wider than its card shows whole.
 *
 * @param lines from the top, each with its face, size, colour and baseline
 */
record StatusNote(List<Line> lines) {
    private static final double TITLE_SIZE = PanelPainter.TITLE_SIZE;
    private static final double NOTE_SIZE = PanelPainter.NOTE_SIZE;
    /** Where the note's last line stands at the lowest: a title and two lines below it, as the layout allows. */
    static final double LAST_BASELINE = TITLE_SIZE + 2 * NOTE_SIZE * 1.3;
    /** The smallest the whole sentence is set before a shorter one is tried. */
    private static final double SMALLEST_WHOLE_SENTENCE = 24;
    /** The smallest anything in the note is set: a third of it on a phone is about the least one reads. */
    private static final double SMALLEST = 20;
    /** The smallest a winner's title is set on one line, before it takes two. */
    private static final double SMALLEST_ONE_LINE_TITLE = 26;
    private static final double LINE_SPACING = 1.3;
    private static final double TITLE_LEADING = 1.15;

    /**
     * One line of the note.
     *
     * @param baseline below the top of the note's box
     */
    record Line(String text, Typeface face, double size, Color colour, double baseline) {
    }

    /** The note for the request, in the room its layout leaves. */
    static StatusNote of(RenderRequest request, NoteRoom room) {
        PictureWords words = PictureWords.of(request);
        Optional<Result> outcome = request.outcome();
        return outcome.isPresent() ? won(request, words, outcome.get(), room) : toPlay(request, words, room);
    }

    /** "Turn 26" over "Bob: second action: capture, stack or pass", on two lines at most. */
    private static StatusNote toPlay(RenderRequest request, PictureWords words, NoteRoom room) {
        String title = request.turn().isPresent() ? words.say("picture.status.turn", request.turn().getAsInt())
                : words.say("picture.status.toPlay");
        List<Line> lines = new ArrayList<>();
        lines.add(new Line(title, Typeface.bold(), TITLE_SIZE, Theme.TEXT, TITLE_SIZE));
        String name = Text.embedded(PanelPainter.displayName(request, request.position().sideToMove()));
        List<String> tasks = words.tasks(request.position());
        for (int i = 0; i < tasks.size(); i++) {
            double smallest = i == tasks.size() - 1 ? SMALLEST : SMALLEST_WHOLE_SENTENCE;
            String sentence = words.say("picture.status.task", name, tasks.get(i));
            for (double size = NOTE_SIZE; size >= smallest; size--) {
                double width = room.width(Typeface.medium(), size, TITLE_SIZE + size * LINE_SPACING);
                Optional<List<String>> whole = whole(Typeface.medium(), sentence, size, width, 2);
                if (whole.isPresent()) {
                    below(lines, whole.get(), Typeface.medium(), size, Theme.TEXT, TITLE_SIZE);
                    return new StatusNote(List.copyOf(lines));
                }
            }
        }
        // Only a name wider than its card shows whole comes here: cut, as the card cuts it, the task whole.
        String task = tasks.get(tasks.size() - 1);
        double width = room.width(Typeface.medium(), SMALLEST, TITLE_SIZE + SMALLEST * LINE_SPACING);
        int[] codePoints = name.codePoints().toArray();
        int keep = Text.longestFitting(codePoints.length, n -> whole(Typeface.medium(),
                words.say("picture.status.task", Text.cut(codePoints, n), task), SMALLEST, width, 2).isPresent());
        below(lines, Text.wrap(Typeface.medium(), words.say("picture.status.task", Text.cut(codePoints, keep), task),
                SMALLEST, width, 2, true), Typeface.medium(), SMALLEST, Theme.TEXT, TITLE_SIZE);
        return new StatusNote(List.copyOf(lines));
    }

    /**
     * "Bob wins" over the reason: the title as {@link #winnersTitle} sets it, and the reason whole in
     * the lines left below it.
     */
    private static StatusNote won(RenderRequest request, PictureWords words, Result result, NoteRoom room) {
        String winner = Text.embedded(PanelPainter.displayName(request, result.winner()));
        List<Line> lines = new ArrayList<>(winnersTitle(words.say("picture.status.wins", winner), winner, room));
        double bottom = lines.get(lines.size() - 1).baseline();
        String reason = words.reason(result);
        for (double size = NOTE_SIZE; size >= SMALLEST; size--) {
            int left = (int) Math.floor((LAST_BASELINE - bottom) / (size * LINE_SPACING) + 1e-9);
            double width = room.width(Typeface.medium(), size, bottom + size * LINE_SPACING);
            Optional<List<String>> whole = left < 1 ? Optional.empty() : whole(Typeface.medium(), reason, size, width,
                    left);
            if (whole.isPresent() || size == SMALLEST) {
                below(lines, whole.orElseGet(() -> Text.wrap(Typeface.medium(), reason, SMALLEST, width,
                        Math.max(1, left))), Typeface.medium(), size, Theme.TEXT, bottom);
                break;
            }
        }
        return new StatusNote(List.copyOf(lines));
    }

    /**
     * "Bob wins", bold: on one line as large as it fits whole; or else on two, broken beside the name
     * where the name fits a line ("TZAAR bot · medium" over "wins"), or else within the name.
     */
    private static List<Line> winnersTitle(String title, String winner, NoteRoom room) {
        Typeface bold = Typeface.bold();
        for (double size = TITLE_SIZE; size >= SMALLEST_ONE_LINE_TITLE; size--) {
            if (bold.width(title, size) <= room.width(bold, size, size)) {
                return titleLines(List.of(title), size);
            }
        }
        List<String> besideTheName = Text.besideTheName(title, winner);
        for (double size = NOTE_SIZE; size >= SMALLEST; size--) {
            double width = room.width(bold, size, size);
            double setSize = size;
            if (besideTheName.stream().allMatch(line -> bold.width(line, setSize) <= width)) {
                return titleLines(besideTheName, size);
            }
        }
        for (double size = NOTE_SIZE; size >= SMALLEST; size--) {
            Optional<List<String>> wrapped = whole(bold, title, size, room.width(bold, size, size), 2);
            if (wrapped.isPresent()) {
                return titleLines(wrapped.get(), size);
            }
        }
        // Only a name wider than its card shows whole comes here.
        return titleLines(Text.wrap(bold, title, SMALLEST, room.width(bold, SMALLEST, SMALLEST), 2, true), SMALLEST);
    }

    private static List<Line> titleLines(List<String> texts, double size) {
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            lines.add(new Line(texts.get(i), Typeface.bold(), size, Theme.ACCENT, size + i * size * TITLE_LEADING));
        }
        return lines;
    }

    /** The text on at most {@code maxLines} lines, when it fits whole: nothing cut, a word broken only when wider than a line. */
    private static Optional<List<String>> whole(Typeface face, String text, double size, double width, int maxLines) {
        List<String> lines = Text.wrap(face, text, size, width, maxLines, true);
        boolean kept = String.join("", lines).replace(" ", "").equals(text.replace(" ", ""));
        boolean fits = lines.stream().allMatch(line -> face.width(line, size) <= width);
        return kept && fits ? Optional.of(lines) : Optional.empty();
    }

    /** Adds the lines, spaced for their size, below a line whose baseline is at {@code above}. */
    private static void below(List<Line> lines, List<String> texts, Typeface face, double size, Color colour,
            double above) {
        double baseline = above;
        for (String text : texts) {
            baseline += size * LINE_SPACING;
            lines.add(new Line(text, face, size, colour, baseline));
        }
    }
}
