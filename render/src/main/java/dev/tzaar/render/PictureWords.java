package dev.tzaar.render;

import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Stack;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words the picture and its alt text share, in the request's language ({@link Texts}), so
 * they never disagree.
 */
final class PictureWords {
    private final Texts texts;
    private final GameTerms terms;

    private PictureWords(Texts texts) {
        this.texts = texts;
        this.terms = new GameTerms(texts);
    }

    static PictureWords of(RenderRequest request) {
        return new PictureWords(Texts.of(request.language()));
    }

    static PictureWords english() {
        return new PictureWords(Texts.ENGLISH);
    }

    String say(String key, Object... arguments) {
        return texts.text(key, arguments);
    }

    /** Which action is due: "capture", "second action: capture, stack or pass" or "place a piece". */
    String task(Position position) {
        return say("picture.task." + lower(position.step()));
    }

    /**
     * The task, then a shorter way to say it where there is one, for a note short of room: "capture,
     * stack or pass" for the second action (the last turn's note says the turn goes on).
     */
    List<String> tasks(Position position) {
        String shorter = "picture.task." + lower(position.step()) + ".short";
        return texts.has(shorter) ? List.of(task(position), say(shorter)) : List.of(task(position));
    }

    /**
     * What the turn drawn is: "Last turn", or "This turn so far" when only its first action is
     * played and the second is still due, or "Suggested turn" when it is not played at all.
     */
    String turnHeading(LastTurn turn) {
        return say(turn.suggested() ? "picture.suggestedTurn" : turn.goesOn() ? "picture.thisTurnSoFar"
                : "picture.lastTurn");
    }

    /**
     * The turn as the picture's caption shows it: captures and stacks in notation ("H6xI5  F8-I5",
     * the actions set apart), a placement in words ("Tzarra on B1"), which "A@B1" would not tell.
     */
    String caption(LastTurn turn) {
        List<String> parts = new ArrayList<>();
        for (Action action : turn.actions()) {
            parts.add(action instanceof Action.Place place
                    ? say("picture.placed", piece(place.type()), place.at().toString()) : action.toString());
        }
        return String.join("  ", parts);
    }

    /** "a white Tzarra" or "a black Tott stack of 3". */
    String stack(Stack stack) {
        return say("alt.stack." + lower(stack.owner()), piece(stack.top()), stack.height());
    }

    /** "1 Tzaar", "6 Tzarras". */
    String count(int n, PieceType type) {
        return say("alt.count." + lower(type), n);
    }

    String piece(PieceType type) {
        return terms.piece(type);
    }

    String pieces(PieceType type) {
        return terms.pieces(type);
    }

    String colour(Side side) {
        return terms.colour(side);
    }

    /** Why a game ended: "Black has no Tzaars left". */
    String reason(Result result) {
        return terms.reason(result);
    }

    /**
     * The name shown for a side: the player's, or when the request names nobody (the sides' own
     * English names stand in), the side's name in this language.
     */
    String name(RenderRequest request, Side side) {
        String name = request.players().name(side);
        return name.equals(Players.ANONYMOUS.name(side)) ? colour(side) : name;
    }

    private static String lower(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
