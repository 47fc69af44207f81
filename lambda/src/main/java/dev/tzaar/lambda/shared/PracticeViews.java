package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.PracticeView;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Position;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An exercise's or a puzzle's panel as the live board draws it ({@link PracticeView}): made by the panels
 * themselves ({@link PracticePanel}, {@link PuzzlePanel}) from the very words, position and controls they
 * show, so that the board and the panel cannot say two things.
 */
public final class PracticeViews {
    private PracticeViews() {
    }

    /** A view being made: what a try goes on with, then what an ended one offers next. */
    public record Made(PracticeView view) {
        /** The same, with the next lesson's first exercise to skip to. */
        public Made skipTo(Optional<String> exercise) {
            PracticeView v = view;
            return new Made(new PracticeView(v.kind(), v.id(), v.heading(), v.task(), v.said(), v.verdict(),
                    v.position(), v.sideToMove(), v.step(), v.stacks(), v.hint(), v.actions(), v.state(), v.next(),
                    v.again(), exercise.orElse(null), v.firstGame(), v.locale()));
        }

        /** The same, for a try that is over: Next opens {@code next}, Try again {@code again}. */
        public Made over(Optional<String> next, String again, boolean firstGame) {
            PracticeView v = view;
            return new Made(new PracticeView(v.kind(), v.id(), v.heading(), v.task(), v.said(), v.verdict(),
                    v.position(), v.sideToMove(), v.step(), v.stacks(), v.hint(), List.of(), v.state(),
                    next.orElse(null), again, null, firstGame, v.locale()));
        }
    }

    /**
     * A lesson's or a puzzle's answer as the live board takes it: the view alone, from the panel (in place or
     * new); a refusal as it is, a sentence.
     */
    public static Decision onTheBoard(Decision decision) {
        if (!(decision instanceof Decision.Answer answer)) {
            return decision;
        }
        GameReply reply = answer.reply().panel() != null ? answer.reply().panel() : answer.reply();
        if (reply.practice() == null) {
            return decision;
        }
        return new Decision.Answer(GameReply.privately("").withPractice(reply.practice()));
    }

    /**
     * @param said the lines above the heading and the task, in the panel's order
     * @param now the position drawn
     * @param offered the actions the panel's controls offer in it
     * @param state the options every control of the panel carries
     */
    public static Made of(String kind, String id, String heading, String task, List<String> said,
            PracticeView.Verdict verdict, Position now, Optional<Cell> hint, List<Action> offered,
            Map<String, String> state, Wording user) {
        return new Made(new PracticeView(kind, id, heading, task, said, verdict, now.toString(),
                GameViews.colour(now.sideToMove()), GameViews.step(now.step()), GameViews.stacks(now),
                hint.map(Cell::toString).orElse(null), offered.stream().map(Action::toString).toList(), state, null,
                null, null, false, user.texts().locale().getLanguage()));
    }
}
