package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
import dev.tzaar.engine.practice.Lesson;
import dev.tzaar.engine.practice.Verdict;
import dev.tzaar.lambda.practice.LessonProgress;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.PracticeViews;
import dev.tzaar.lambda.shared.PracticePanel;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * {@code /tzaar learn [lesson:]}: the course's exercises, privately, played by taps on a panel
 * ({@link PracticePanel}); the engine judges each try ({@link Exercise#judge}). The slash command opens
 * a lesson's first exercise (the first lesson's when none is named); each press on the panel carries
 * the exercise and what was tried, and is answered in the panel's place. It changes no game; it keeps
 * how far the player has come ({@link LessonProgress}): a solved exercise, a skipped lesson (the panel's
 * Skip, or {@code lesson:} naming a later one) move it on, and the slash command with no lesson resumes
 * there. A press that names a finished game instead of an exercise plays the presser's marked turns of
 * its review ({@link OwnMistakes}).
 */
public final class LearnCommand implements CommandHandler {
    private final CommandServices services;
    private final boolean onTheBoard;
    private final OwnMistakes mistakes;

    public LearnCommand(CommandServices services) {
        this(services, false);
    }

    /**
     * @param onTheBoard true for the live board's {@link dev.tzaar.api.Command#EXERCISE}: the same exercise, judged by the
     *     same code, answered with the view the board draws ({@link GameReply#practice()}) and no picture
     */
    public LearnCommand(CommandServices services, boolean onTheBoard) {
        this.services = onTheBoard ? services.withoutPositionPictures() : services;
        this.onTheBoard = onTheBoard;
        this.mistakes = new OwnMistakes(this.services);
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Decision panel = panel(request, now);
        return onTheBoard ? PracticeViews.onTheBoard(panel) : panel;
    }

    private Decision panel(GameRequest request, Instant now) {
        Wording user = Wording.forUser(request);
        Optional<String> control = request.option(Option.GAME);
        if (control.isEmpty()) {
            return opened(request, user);
        }
        Optional<Exercise> exercise = PracticePanel.named(control.get());
        if (exercise.isEmpty()) {
            // Not an exercise of the course: the review's "Learn from your mistakes" names a game.
            return mistakes.decide(request, now, user);
        }
        Optional<PracticePanel.Tried> tried = exercise.flatMap(e -> tried(e, request));
        if (tried.isEmpty()) {
            return Decision.refuse(user.say("learn.notAChoice"));
        }
        if (request.option(Option.SKIPPED).isPresent()) {
            keep(request.user().id(), progress -> progress.skippedTo(exercise.get()));
        }
        Position at = PracticePanel.after(exercise.get().position(), tried.get().played());
        Optional<Cell> from = request.option(Option.FROM).flatMap(text -> cell(text));
        Optional<Cell> to = request.option(Option.TO).flatMap(text -> cell(text));
        Optional<Action> action = request.option(Option.PASSED).isPresent() ? Optional.of(Action.PASS)
                : from.flatMap(f -> to.flatMap(t -> PracticePanel.action(at, f, t)));
        GameReply panel;
        if (action.isPresent()) {
            List<Action> actions = new ArrayList<>(tried.get().played());
            actions.add(action.get());
            Verdict verdict = exercise.get().judge(actions);
            if (verdict instanceof Verdict.Solved) {
                keep(request.user().id(), progress -> progress.solved(exercise.get()));
            }
            panel = PracticePanel.judged(services, exercise.get(), tried.get(), verdict, user);
        } else {
            if (from.isPresent() && at.stackAt(from.get()).isEmpty()) {
                return Decision.refuse(user.say("learn.notAChoice"));
            }
            panel = PracticePanel.showing(services, exercise.get(), tried.get(), from, "", user);
        }
        return new Decision.Answer(GameReply.inPlace(panel));
    }

    /**
     * {@code /tzaar learn} typed: with no lesson, the exercise the player's progress has reached (the
     * course from the start once it is done); with one, that lesson's first exercise, and a lesson
     * beyond the progress counts as skipped to, while an earlier one is a replay that moves nothing.
     */
    private Decision opened(GameRequest request, Wording user) {
        Optional<String> asked = request.option(Option.LESSON).map(String::strip);
        if (asked.isEmpty()) {
            LessonProgress progress = services.store().lessonProgress(request.user().id());
            String lead = progress.courseDone() ? user.say("learn.fromTheStart")
                    : progress.version() > 0 ? user.say("learn.resumed") : "";
            return new Decision.Answer(PracticePanel.showing(services, progress.resumeAt(), PracticePanel.Tried.NOTHING,
                    Optional.empty(), lead, user));
        }
        Optional<Lesson> lesson = Course.lesson(asked.get().toLowerCase(java.util.Locale.ROOT));
        if (lesson.isEmpty()) {
            return Decision.refuse(user.say("learn.unknownLesson", Wording.echo(asked.get()),
                    Course.lessons().stream().map(l -> "`" + l.id() + "`").collect(Collectors.joining(", "))));
        }
        Exercise first = lesson.get().exercises().get(0);
        keep(request.user().id(), progress -> progress.skippedTo(first));
        return new Decision.Answer(PracticePanel.showing(services, first, PracticePanel.Tried.NOTHING, Optional.empty(),
                "", user));
    }

    /**
     * Moves the player's stored progress as {@code move} says, when that moves it at all: nothing is
     * written for a replay or a press told again. A write that lost a race to another press reads again
     * and moves from there; moving is a maximum, so the order of the presses does not matter.
     */
    private void keep(String userId, UnaryOperator<LessonProgress> move) {
        for (int attempt = 0; attempt < 3; attempt++) {
            LessonProgress stored = services.store().lessonProgress(userId);
            LessonProgress moved = move.apply(stored);
            if (!moved.movedFrom(stored) || services.store().write(moved)) {
                return;
            }
        }
    }

    /** What the press says was tried, when it is something the exercise allows to have been played. */
    private static Optional<PracticePanel.Tried> tried(Exercise exercise, GameRequest request) {
        int misses;
        try {
            misses = Integer.parseInt(request.option(Option.MISSES).orElse("0"));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
        if (misses < 0 || misses > 1_000) {
            return Optional.empty();
        }
        Optional<String> first = request.option(Option.FIRST);
        if (first.isEmpty()) {
            return Optional.of(new PracticePanel.Tried(List.of(), misses));
        }
        Checked<Action> action = exercise.position().parseAction(first.get());
        if (!action.isOk() || !exercise.position().isLegal(action.value())) {
            return Optional.empty();
        }
        return Optional.of(new PracticePanel.Tried(List.of(action.value()), misses));
    }

    private static Optional<Cell> cell(String text) {
        Checked<Cell> cell = Cell.parse(text);
        return cell.isOk() ? Optional.of(cell.value()) : Optional.empty();
    }
}
