package dev.tzaar.lambda.render;

import dev.tzaar.engine.Result;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The note in the picture's lower left corner, set for its box: whose action it is and which ("Turn
 * 26" over "Bob: capture"), or who won and why. Its lines as they are drawn.
 *
 * @param lines from the top, each with its face, size, colour and baseline
 */
record StatusNote(List<Line> lines) {
    private static final double TITLE_SIZE = PanelPainter.TITLE_SIZE;
    private static final double NOTE_SIZE = PanelPainter.NOTE_SIZE;

    /**
     * One line of the note.
     *
     * @param baseline below the top of the note's box
     */
    record Line(String text, Typeface face, double size, Color colour, double baseline) {
    }

    /** The note for the request, in a box this wide. */
    static StatusNote of(RenderRequest request, double width) {
        Wording words = Wording.of(request);
        Optional<Result> outcome = request.outcome();
        String title;
        String detail;
        if (outcome.isPresent()) {
            Result result = outcome.get();
            // The name is cut to fit, never the words that say what happened.
            String wins = words.say("picture.status.wins", "");
            title = words.say("picture.status.wins", Text.embedded(Text.fit(Typeface.bold(),
                    PanelPainter.displayName(request, result.winner()), TITLE_SIZE,
                    width - Typeface.bold().width(wins, TITLE_SIZE))));
            detail = words.reason(result);
        } else {
            title = request.turn().isPresent() ? words.say("picture.status.turn", request.turn().getAsInt())
                    : words.say("picture.status.toPlay");
            detail = words.say("picture.status.task",
                    Text.embedded(PanelPainter.displayName(request, request.position().sideToMove())),
                    words.task(request.position()));
        }
        List<Line> lines = new ArrayList<>();
        double y = TITLE_SIZE;
        lines.add(new Line(Text.fit(Typeface.bold(), title, TITLE_SIZE, width), Typeface.bold(), TITLE_SIZE,
                outcome.isPresent() ? Theme.ACCENT : Theme.TEXT, y));
        for (String line : detailLines(request, words, detail, width)) {
            y += NOTE_SIZE * 1.3;
            lines.add(new Line(line, Typeface.medium(), NOTE_SIZE, Theme.TEXT, y));
        }
        return new StatusNote(List.copyOf(lines));
    }

    /**
     * The note's two lines: "name: task" wrapped, the name cut (as little as the room allows) so that
     * the task is always there whole.
     */
    private static List<String> detailLines(RenderRequest request, Wording words, String detail, double width) {
        List<String> lines = Text.wrap(Typeface.medium(), detail, NOTE_SIZE, width, 2);
        String task = words.task(request.position());
        if (request.outcome().isPresent() || lines.get(lines.size() - 1).endsWith(task)) {
            return lines;
        }
        int[] name = PanelPainter.displayName(request, request.position().sideToMove()).codePoints().toArray();
        int keep = Text.longestFitting(name.length, n -> {
            List<String> tried = Text.wrap(Typeface.medium(),
                    words.say("picture.status.task", Text.embedded(Text.cut(name, n)), task), NOTE_SIZE, width, 2);
            return tried.get(tried.size() - 1).endsWith(task);
        });
        return Text.wrap(Typeface.medium(), words.say("picture.status.task", Text.embedded(Text.cut(name, keep)), task),
                NOTE_SIZE, width, 2);
    }
}
