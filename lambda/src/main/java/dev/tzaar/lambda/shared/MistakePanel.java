package dev.tzaar.lambda.shared;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.practice.Turns;
import dev.tzaar.engine.record.Turn;
import dev.tzaar.engine.review.MistakeExercise;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A marked turn of the player's played again ("Learn from your mistakes", docs/review.md): the position
 * the turn was played in, the turn played, the task to find a better one, and the lessons' controls
 * ({@link PracticePanel#controls}) to play it by taps; after a try, the chance it keeps and the better
 * turn's. Each control carries the game (as its game), the marked turn ({@link Option#MARKED}), the
 * turn's first action once played and the misses, so that nothing is kept between presses.
 */
public final class MistakePanel {
    private MistakePanel() {
    }

    /** The panel of turn {@code marked} played in {@code before}, after {@code tried}, opening with {@code lead}. */
    public static GameReply showing(CommandServices services, String gameId, Turn marked, Position before,
            PracticePanel.Tried tried, Optional<Cell> piece, Optional<Cell> hint, String lead, Wording user) {
        Position now = PracticePanel.after(before, tried.played());
        List<String> text = new ArrayList<>();
        if (!lead.isEmpty()) {
            text.add(lead);
        }
        text.add(user.say("mistakes.heading", gameId, marked.number(), ReviewReport.turnText(marked.actions())));
        hint.ifPresent(cell -> text.add(user.say("mistakes.hint", cell.toString())));
        Map<String, String> state = new LinkedHashMap<>();
        state.put(Option.MARKED, Integer.toString(marked.number()));
        if (!tried.played().isEmpty()) {
            state.put(Option.FIRST, tried.played().get(0).toString());
        }
        if (tried.misses() > 0) {
            state.put(Option.MISSES, Integer.toString(tried.misses()));
        }
        PracticePanel.Controls controls = PracticePanel.controls(Command.LEARN, gameId, tried.played().size(), state,
                now, List.of(), piece, user);
        Optional<Cell> drawn = piece.or(() -> hint).filter(cell -> now.stackAt(cell).isPresent());
        return GameReply.privately(String.join("\n", text)).withMenus(controls.menus())
                .withButtons(controls.buttons())
                .withImage(services.pictures().drawPosition(now, drawn, user.texts().locale()));
    }

    /** A whole turn tried and found good enough: the chances, Next marked turn and Play it again. */
    public static GameReply right(CommandServices services, String gameId, MistakeExercise.Judged judged,
            MistakeExercise exercise, Wording user) {
        String text = user.say("mistakes.right", ReviewReport.turnText(judged.tried()), ReviewReport.percent(judged.chance()),
                ReviewReport.turnText(exercise.marked().better()), ReviewReport.percent(judged.best()));
        int number = exercise.marked().turn().number();
        List<ActionButton> buttons = List.of(
                ActionButton.of(ControlId.button(Command.LEARN, gameId, 0,
                        Map.of(Option.MARKED, Integer.toString(number), Option.SKIPPED, "yes")),
                        user.say("mistakes.next"), ButtonStyle.PRIMARY),
                ActionButton.of(ControlId.button(Command.LEARN, gameId, 0, Map.of(Option.MARKED, Integer.toString(number))),
                        user.say("learn.again"), ButtonStyle.SECONDARY));
        return GameReply.privately(text).withButtons(buttons).withImage(services.pictures().drawPosition(
                PracticePanel.after(exercise.position(), judged.tried()), Optional.empty(), user.texts().locale()));
    }

    /** The lead of the panel after a whole turn that keeps too little: its chance, and how far below it is. */
    public static String notEnough(MistakeExercise.Judged judged, MistakeExercise exercise, Wording user) {
        String said = user.say("mistakes.notEnough", ReviewReport.turnText(judged.tried()), ReviewReport.percent(judged.chance()),
                Math.round(Math.max(0, judged.best() - judged.chance()) * 100), ReviewReport.percent(judged.best()));
        return judged.tried().equals(exercise.marked().turn().actions()) ? user.say("mistakes.played") + " " + said : said;
    }

    /** The end of the player's marked turns: how many there were, and a button to start again from the first. */
    public static GameReply done(String gameId, int count, Wording user) {
        return GameReply.privately(user.say("mistakes.done", gameId, count)).withButtons(List.of(ActionButton.of(
                ControlId.button(Command.LEARN, gameId, 0, Map.of(Option.MARKED, "0", Option.SKIPPED, "yes")),
                user.say("mistakes.fromTheFirst"), ButtonStyle.SECONDARY)));
    }

    /** Whether the panel marks the piece after {@code misses}: as a lesson's does, after two. */
    public static boolean hintDue(int misses) {
        return misses >= PracticePanel.MISSES_BEFORE_A_HINT;
    }

    /** The piece the hint marks: the better turn's first. */
    public static Optional<Cell> hint(List<Action> better) {
        return better.isEmpty() ? Optional.empty() : Turns.origin(better.get(0));
    }
}
