package dev.tzaar.render;

import dev.tzaar.api.i18n.Texts;
import java.util.ArrayList;
import java.util.List;

/**
 * A standings page's words for a screen reader: which tournament and how far it is, what each line
 * says (said once, so that each line is short), the podium on the final standings' first page, then
 * the page's players in order, as many as fit Discord's 1 024 characters, then how many more. The
 * ratings and the games left are in the text table beside the picture, not here: read aloud for
 * sixteen players they would double what is listened to.
 */
final class StandingsAltText {
    private StandingsAltText() {
    }

    static String describe(StandingsSheet sheet, int page) {
        Texts texts = Texts.of(sheet.language());
        String name = sheet.tournament().isBlank() ? texts.text("standings.untitled") : sheet.tournament().strip();
        List<String> sentences = new ArrayList<>();
        sentences.add(texts.text("standings.alt." + sheet.formatKey() + sheet.stageSuffix(), name,
                sheet.roundsPlayed(), sheet.roundsPlanned(), sheet.rows().size()));
        if (!sheet.isFinal()) {
            sentences.add(texts.text("standings.alt.roundsLeft", sheet.roundsPlanned() - sheet.roundsPlayed()));
        }
        if (sheet.pages() > 1) {
            sentences.add(texts.text("standings.alt.page", page, sheet.pages()));
        }
        if (sheet.isFinal() && page == 1) {
            List<String> podium = new ArrayList<>();
            for (StandingsSheet.Row row : sheet.rows().subList(0, Math.min(3, sheet.rows().size()))) {
                podium.add(texts.text("standings.alt.place", row.place(), spoken(row.name())));
            }
            sentences.add(texts.text("standings.alt.podium", String.join(", ", podium)));
        }
        sentences.add(texts.text("standings.alt.order." + sheet.formatKey()));
        StringBuilder text = new StringBuilder(String.join(" ", sentences));
        List<StandingsSheet.Row> rows = sheet.page(page);
        for (int i = 0; i < rows.size(); i++) {
            StandingsSheet.Row row = rows.get(i);
            String line = texts.text("standings.alt.row", row.place(), spoken(row.name()), row.points(),
                    row.firstTiebreak(), row.secondTiebreak());
            int left = rows.size() - i - 1;
            String more = left > 0 ? " " + texts.text("standings.alt.more", left) : "";
            if (text.length() + 1 + line.length() + more.length() > AltText.MAX_LENGTH) {
                return text.append(' ').append(texts.text("standings.alt.more", rows.size() - i)).toString();
            }
            text.append(' ').append(line);
        }
        return text.toString();
    }

    /** A name as read aloud: control characters and runs of spaces made one space. */
    private static String spoken(String name) {
        String cleaned = name.replaceAll("\\p{Cntrl}", " ").replaceAll("\\s+", " ").strip();
        return cleaned.isEmpty() ? "?" : cleaned;
    }
}
