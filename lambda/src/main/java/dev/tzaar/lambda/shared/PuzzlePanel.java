package dev.tzaar.lambda.shared;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Option;
import dev.tzaar.api.PracticeView;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleTheme;
import dev.tzaar.engine.puzzle.TurnText;
import dev.tzaar.lambda.puzzles.PuzzleAttempt;
import dev.tzaar.lambda.puzzles.PuzzleRecord;
import dev.tzaar.lambda.puzzles.PuzzleStanding;
import dev.tzaar.lambda.puzzles.RatedTry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A puzzle's private panel ({@code /tzaar puzzle}): the task in words ("White to play and win in 2
 * turns"), the picture, and the board's controls of the lessons' panel ({@link PracticePanel#controls});
 * once the try is over, what it came to (the refutation drawn, after a miss), the ratings and the
 * streak, and Next puzzle and Try again. Each control carries the puzzle (as its game), the solver's
 * actions so far ({@link Option#LINE}) and the theme asked, so nothing is kept between presses.
 */
public final class PuzzlePanel {
    /** The game a Next puzzle button names: no puzzle yet, a word that says so. */
    public static final String NEXT = "next";

    private PuzzlePanel() {
    }

    /** The try as it stands, a piece chosen or not, opening with {@code lead} lines when there are any. */
    public static GameReply showing(CommandServices services, PuzzleAttempt attempt, Optional<Cell> piece, List<String> lead,
            Optional<PuzzleTheme> theme, Wording user) {
        return showing(services, attempt, piece, lead, PracticeView.Verdict.NONE, theme, Optional.empty(), user);
    }

    /**
     * The same for a daily puzzle opened from its post: every control carries the post's day ({@link
     * Option#DAY}), so that the solve is counted on it.
     */
    public static GameReply showing(CommandServices services, PuzzleAttempt attempt, Optional<Cell> piece, List<String> lead,
            Optional<PuzzleTheme> theme, Optional<String> day, Wording user) {
        return showing(services, attempt, piece, lead, PracticeView.Verdict.NONE, theme, day, user);
    }

    /**
     * The try as it stands, the live board's view saying that {@code lead} is what the last try came to, and
     * every control carrying {@code day} when it was opened from a daily puzzle's post.
     */
    public static GameReply showing(CommandServices services, PuzzleAttempt attempt, Optional<Cell> piece, List<String> lead,
            PracticeView.Verdict verdict, Optional<PuzzleTheme> theme, Optional<String> day, Wording user) {
        Puzzle puzzle = attempt.puzzle();
        Position now = attempt.position();
        List<String> text = new ArrayList<>(lead);
        text.add(user.say("puzzle.heading", puzzle.id(), user.colour(solver(puzzle)), attempt.turnsLeft()));
        Map<String, String> state = new LinkedHashMap<>();
        if (!attempt.line().isEmpty()) {
            state.put(Option.LINE, attempt.written());
        }
        theme.ifPresent(t -> state.put(Option.THEME, t.label()));
        day.ifPresent(d -> state.put(Option.DAY, d));
        PracticePanel.Controls controls = PracticePanel.controls(Command.PUZZLE, puzzle.id(), attempt.line().size(),
                state, now, List.of(), piece, user);
        return GameReply.privately(String.join("\n", text)).withMenus(controls.menus())
                .withButtons(controls.buttons())
                .withImage(services.pictures().drawPosition(now, piece, user.texts().locale()))
                .withPractice(PracticeViews.of(PracticeView.PUZZLE, puzzle.id(), text.get(text.size() - 1), "", lead,
                        verdict, now, Optional.empty(), PracticePanel.offered(now, List.of()), state, user).view());
    }

    /** The line shown when a puzzle opens: the player's puzzle rating, the puzzle's and the streak. */
    public static String standings(PuzzleRecord player, PuzzleStanding puzzle, Wording user) {
        return user.say("puzzle.standing", shown(player.rating()), shown(puzzle.rating()), player.streak());
    }

    /** The lead of the panel after a right turn that did not win yet: the defender's reply, and what is left. */
    public static String answered(PuzzleAttempt attempt, Wording user) {
        return user.say("puzzle.right", user.colour(solver(attempt.puzzle()).opponent()),
                TurnText.format(attempt.lastReply().orElseThrow()), attempt.turnsLeft());
    }

    /**
     * A try that is over: solved, the winning position; missed, the position after the defender's
     * refutation. {@code rated} is the try's rating when it counted; {@code player} the record after it.
     */
    public static GameReply finished(CommandServices services, PuzzleAttempt.Step step, Puzzle puzzle,
            Optional<RatedTry> rated, PuzzleRecord player, boolean busy, Optional<PuzzleTheme> theme, Wording user) {
        List<String> text = new ArrayList<>();
        Position shown;
        if (step instanceof PuzzleAttempt.Step.Solved solved) {
            text.add(user.say("puzzle.solved", TurnText.format(solved.turn())));
            shown = solved.end();
        } else {
            PuzzleAttempt.Step.Missed missed = (PuzzleAttempt.Step.Missed) step;
            if (missed.refutation().isPresent()) {
                text.add(user.say("puzzle.missed", TurnText.format(missed.turn()),
                        user.colour(solver(puzzle).opponent()), TurnText.format(missed.refutation().get())));
                shown = TurnText.after(missed.after(), missed.refutation().get());
            } else {
                text.add(user.say("puzzle.lost", TurnText.format(missed.turn())));
                shown = missed.after();
            }
        }
        String rating = shown(player.rating());
        if (rated.isPresent()) {
            long change = rated.get().ratingChange();
            text.add(user.say("puzzle.rated", rating, (change >= 0 ? "+" : "−") + Math.abs(change), player.streak(),
                    player.bestStreak()));
        } else {
            text.add(user.say(busy ? "puzzle.busy" : "puzzle.notRated", rating, player.streak()));
        }
        Map<String, String> carried = theme.map(t -> Map.of(Option.THEME, t.label())).orElse(Map.of());
        List<ActionButton> buttons = new ArrayList<>();
        buttons.add(ActionButton.of(ControlId.button(Command.PUZZLE, NEXT, 0, carried), user.say("puzzle.next"),
                ButtonStyle.PRIMARY));
        buttons.add(ActionButton.of(ControlId.button(Command.PUZZLE, puzzle.id(), 0, carried), user.say("puzzle.retry"),
                ButtonStyle.SECONDARY));
        PracticeView.Verdict verdict = step instanceof PuzzleAttempt.Step.Solved ? PracticeView.Verdict.SOLVED
                : PracticeView.Verdict.MISSED;
        PracticeView view = PracticeViews.of(PracticeView.PUZZLE, puzzle.id(), user.say("puzzle.heading", puzzle.id(),
                user.colour(solver(puzzle)), puzzle.turns()), "", text, verdict, shown, Optional.empty(), List.of(),
                carried, user).over(Optional.of(NEXT), puzzle.id(), false).view();
        return GameReply.privately(String.join("\n", text)).withButtons(buttons)
                .withImage(services.pictures().drawPosition(shown, Optional.empty(), user.texts().locale()))
                .withPractice(view);
    }

    /** A rating as the panel shows it: whole, with no grouping of the thousands (it is a score, not an amount). */
    private static String shown(dev.tzaar.lambda.rating.Rating rating) {
        return Long.toString(Math.round(rating.rating()));
    }

    private static Side solver(Puzzle puzzle) {
        return puzzle.position().sideToMove();
    }

    /** The action a press names in the try's position, when it is a legal one. */
    public static Optional<Action> pressed(Position now, Optional<Cell> from, Optional<Cell> to, boolean passed) {
        Optional<Action> action = passed ? Optional.of(Action.PASS)
                : from.flatMap(f -> to.flatMap(t -> PracticePanel.action(now, f, t)));
        return action.filter(now::isLegal);
    }
}
