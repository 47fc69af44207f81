package dev.tzaar.lambda.shared;

import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.TurnExplainer;
import dev.tzaar.engine.ai.TurnReason;
import java.util.ArrayList;
import java.util.List;

/**
 * Why a suggested turn is worth playing, in the player's words: the strongest two of the explainer's
 * reasons ("takes Black's last Tzarra: Black cannot win it back"), then what the search's score means.
 */
public final class HintWording {
    /** More than two reasons read as a list, and the first two are the strongest. */
    private static final int REASONS_SAID = 2;

    private HintWording() {
    }

    /** "takes a stack of 3: its pieces are out of the game; the search rates the board after it 1.5 pieces in your favour". */
    public static String why(Wording words, TurnExplainer.Explanation explanation, Side mover) {
        List<String> parts = new ArrayList<>();
        for (TurnReason reason : explanation.reasons()) {
            if (parts.size() == REASONS_SAID) {
                break;
            }
            parts.add(reason(words, reason, mover.opponent()));
        }
        boolean winSaid = !explanation.reasons().isEmpty()
                && (explanation.reasons().get(0) instanceof TurnReason.WinsNow
                        || explanation.reasons().get(0) instanceof TurnReason.ForcedWin);
        if (!winSaid) {
            parts.add(score(words, explanation.score()));
        }
        return String.join(words.say("hint.reason.and"), parts);
    }

    private static String reason(Wording words, TurnReason reason, Side opponent) {
        String them = words.colour(opponent);
        if (reason instanceof TurnReason.WinsNow wins) {
            return wins.result() instanceof Result.LastOfType last
                    ? words.say("hint.reason.takesTheLast", them, words.piece(last.type()))
                    : words.say("hint.reason.noCaptureLeft", them);
        }
        if (reason instanceof TurnReason.ForcedWin forced) {
            return words.say("hint.reason.forcedWin", them, forced.actions());
        }
        if (reason instanceof TurnReason.SavesScarcest saves) {
            return words.say("hint.reason.savesScarcest", saves.left(), words.piece(saves.type()),
                    words.pieces(saves.type()), them);
        }
        if (reason instanceof TurnReason.TakesScarcest takes) {
            return words.say("hint.reason.takesScarcest", them, words.piece(takes.type()), takes.left(),
                    words.pieces(takes.type()));
        }
        if (reason instanceof TurnReason.TakesStack stack) {
            return words.say("hint.reason.takesStack", stack.height());
        }
        TurnReason.BuildsStack built = (TurnReason.BuildsStack) reason;
        return words.say("hint.reason.buildsStack", words.piece(built.type()), built.height());
    }

    /** The score, in pieces for the player: ahead, level, behind, or a loss the search cannot avoid. */
    private static String score(Wording words, int score) {
        if (score <= -ChosenTurn.WON) {
            return words.say("hint.score.lost");
        }
        double pieces = Math.abs(score) / 100.0;
        if (pieces < 0.05) {
            return words.say("hint.score.level");
        }
        return words.say(score > 0 ? "hint.score.ahead" : "hint.score.behind", pieces);
    }
}
