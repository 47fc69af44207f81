package dev.tzaar.render;

import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import java.util.Locale;

/**
 * The game's own words in one language: pieces, colours and why a game ended. The picture and the
 * function's messages both use them, so a reply and its board always name things alike.
 */
public final class GameTerms {
    private final Texts texts;

    public GameTerms(Texts texts) {
        this.texts = texts;
    }

    /** "Tzarra". */
    public String piece(PieceType type) {
        return texts.text("piece." + lower(type));
    }

    /** "Tzarras". */
    public String pieces(PieceType type) {
        return texts.text("pieces." + lower(type));
    }

    /** "White". */
    public String colour(Side side) {
        return texts.text("side." + lower(side));
    }

    /** Why a game ended: "Black has no Tzaars left". */
    public String reason(Result result) {
        String loser = colour(result.loser());
        if (result instanceof Result.LastOfType last) {
            return texts.text("reason.lastOfType", loser, pieces(last.type()));
        }
        if (result instanceof Result.NoCapture) {
            return texts.text("reason.noCapture", loser);
        }
        if (result instanceof Result.Resigned) {
            return texts.text("reason.resigned", loser);
        }
        return texts.text("reason.timedOut", loser);
    }

    private static String lower(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
