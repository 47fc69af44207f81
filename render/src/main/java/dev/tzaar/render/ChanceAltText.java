package dev.tzaar.render;

import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * The review picture's words for a screen reader: what the curve shows (the players, White's chance at
 * the start, its lowest and highest and where, at the end) and every marked turn with its change,
 * as many as fit Discord's 1 024 characters, then how many more.
 */
final class ChanceAltText {
    private ChanceAltText() {
    }

    static String describe(ChanceCurve curve) {
        Texts texts = Texts.of(curve.language());
        List<ChanceCurve.Point> points = curve.points();
        ChanceCurve.Point lowest = points.get(0);
        ChanceCurve.Point highest = points.get(0);
        for (ChanceCurve.Point point : points) {
            lowest = point.whiteChance() < lowest.whiteChance() ? point : lowest;
            highest = point.whiteChance() > highest.whiteChance() ? point : highest;
        }
        ChanceCurve.Point last = points.get(points.size() - 1);
        StringBuilder text = new StringBuilder(texts.text("review.alt.curve", curve.players().white(),
                curve.players().black(), percent(curve.start()), percent(lowest.whiteChance()), lowest.turnNumber(),
                percent(highest.whiteChance()), highest.turnNumber(), percent(last.whiteChance()), last.turnNumber()));
        List<String> marks = new ArrayList<>();
        for (ChanceCurve.Point point : points) {
            if (point.mark().isPresent()) {
                String player = point.mover() == Side.WHITE ? curve.players().white() : curve.players().black();
                double moverAfter = point.mover() == Side.WHITE ? point.whiteChance() : 1 - point.whiteChance();
                marks.add(texts.text("review.alt.mark", point.turnNumber(), player,
                        texts.text("review.mark." + point.mark().get().key()), percent(moverAfter),
                        percent(point.moverChanceBest())));
            }
        }
        if (marks.isEmpty()) {
            return text.append(' ').append(texts.text("review.alt.noMarks")).toString();
        }
        text.append(' ').append(texts.text("review.alt.marks"));
        for (int i = 0; i < marks.size(); i++) {
            String more = i + 1 < marks.size() ? " " + texts.text("review.alt.more", marks.size() - i - 1) : "";
            if (text.length() + 1 + marks.get(i).length() + more.length() > AltText.MAX_LENGTH) {
                return text.append(' ').append(texts.text("review.alt.more", marks.size() - i)).toString();
            }
            text.append(' ').append(marks.get(i));
        }
        return text.toString();
    }

    private static String percent(double chance) {
        return ChanceChart.percent(chance, null);
    }
}
