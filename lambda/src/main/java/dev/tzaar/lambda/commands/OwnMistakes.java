package dev.tzaar.lambda.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.Turn;
import dev.tzaar.engine.review.GameReview;
import dev.tzaar.engine.review.MistakeExercise;
import dev.tzaar.engine.review.ReviewBudget;
import dev.tzaar.engine.review.ReviewRun;
import dev.tzaar.engine.review.ReviewedTurn;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.GameIds;
import dev.tzaar.lambda.shared.MistakePanel;
import dev.tzaar.lambda.shared.PracticePanel;
import dev.tzaar.lambda.shared.PuzzlePanel;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * "Learn from your mistakes" ({@link LearnCommand}'s presses that name a finished game): the presser's
 * marked turns of that game's review ({@link MistakeExercise}), each played again by taps on a private
 * panel ({@link MistakePanel}). The review's button opens the first; a whole turn tried is scored as the
 * review scores turns, at its budget and seed, so the verdict is the review's own: within {@link
 * MistakeExercise#MARGIN} of the better turn's chance is right, and Next opens the next marked turn;
 * below, the chance it keeps, and another try (after two, the better turn's piece is marked). Opening and
 * Next need the whole game's review to find the marked turns: they take the one {@code /tzaar analyze} kept
 * for the game ({@link KeptReviewRun}), so opening them from a review answers at once; when none is kept
 * (or it expired), they review the game in steps as {@code /tzaar analyze} does, the bot showing each
 * step's progress in place, and keep it. A press on a turn's panel takes that turn from the kept review,
 * else reviews only the turn it is about (two or three searches). It changes no game; it keeps nothing
 * but the review.
 */
final class OwnMistakes {
    private final CommandServices services;

    OwnMistakes(CommandServices services) {
        this.services = services;
    }

    Decision decide(GameRequest request, Instant now, Wording user) {
        String gameId = request.option(Option.GAME).orElse("");
        if (!GameIds.isWellFormed(gameId.toLowerCase(java.util.Locale.ROOT))) {
            return Decision.refuse(user.say("learn.notAChoice"));
        }
        Checked<Game> found = services.finder().named(request, now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        if (game.status() != GameStatus.FINISHED) {
            return Decision.refuse(user.say(game.isStarted() ? "analyze.notOver" : "analyze.neverStarted", game.id()));
        }
        Optional<Side> side = game.sideOf(request.user().id());
        if (side.isEmpty()) {
            return Decision.refuse(user.say("mistakes.notYours", game.id(),
                    user.slash(Command.ANALYZE, Option.GAME, game.id())));
        }
        Optional<Integer> marked = request.option(Option.MARKED).flatMap(OwnMistakes::number);
        if (request.option(Option.MARKED).isPresent() && marked.isEmpty()) {
            return notAChoice(game, user);
        }
        if (marked.isEmpty()) {
            return opened(game, side.get(), 0, false, now, user);
        }
        if (request.option(Option.SKIPPED).isPresent()) {
            return opened(game, side.get(), marked.get(), true, now, user);
        }
        return pressed(request, game, side.get(), marked.get(), now, user);
    }

    /**
     * The player's first marked turn after turn {@code after}, from the game's kept review; while that review
     * is still under way, its progress line, which the bot shows in place and asks again with.
     */
    private Decision opened(Game game, Side side, int after, boolean inPlace, Instant now, Wording user) {
        ReviewRun run = KeptReviewRun.stepped(services, game, now);
        if (!run.finished()) {
            return new Decision.Answer(KeptReviewRun.underWay(run, game, user));
        }
        GameReply panel = first(game, side, after, run.review(), user);
        return new Decision.Answer(inPlace ? GameReply.inPlace(panel) : panel);
    }

    /** The player's first marked turn after turn {@code after} in {@code review}; when none is left, the end. */
    private GameReply first(Game game, Side side, int after, GameReview review, Wording user) {
        List<MistakeExercise> exercises = MistakeExercise.of(review, side);
        if (exercises.isEmpty()) {
            return GameReply.privately(user.say("mistakes.none", game.id()));
        }
        Optional<MistakeExercise> next = exercises.stream().filter(e -> e.marked().turn().number() > after).findFirst();
        if (next.isEmpty()) {
            return MistakePanel.done(game.id(), exercises.size(), user);
        }
        ReviewedTurn turn = next.get().marked();
        return MistakePanel.showing(services, game.id(), turn.turn(), turn.before(), PracticePanel.Tried.NOTHING,
                Optional.empty(), Optional.empty(), "", user);
    }

    /** A press on a marked turn's panel: a piece chosen, an action played, a whole turn judged. */
    private Decision pressed(GameRequest request, Game game, Side side, int number, Instant now, Wording user) {
        Optional<Played> played = played(game.record(), number).filter(p -> p.turn().side() == side);
        Optional<PracticePanel.Tried> tried = played.flatMap(p -> tried(p.before(), request));
        if (tried.isEmpty()) {
            return notAChoice(game, user);
        }
        Position before = played.get().before();
        Turn turn = played.get().turn();
        Position at = PracticePanel.after(before, tried.get().played());
        int misses = tried.get().misses();
        // The kept review, when finished, has the turn's searches already: a press then makes none but the try's.
        Optional<ReviewedTurn> kept = KeptReviewRun.finished(services, game, now).flatMap(review -> review.turns()
                .stream().filter(t -> t.turn().number() == number).findFirst());
        Optional<Cell> from = request.option(Option.FROM).flatMap(OwnMistakes::cell);
        Optional<Cell> to = request.option(Option.TO).flatMap(OwnMistakes::cell);
        boolean passed = request.option(Option.PASSED).isPresent();
        if (to.isEmpty() && !passed) {
            if (from.isPresent() && at.stackAt(from.get()).filter(s -> s.owner() == at.sideToMove()).isEmpty()) {
                return notAChoice(game, user);
            }
            return inPlace(MistakePanel.showing(services, game.id(), turn, before, tried.get(), from,
                    hint(before, misses, kept), "", user));
        }
        Optional<Action> action = PuzzlePanel.pressed(at, from, to, passed);
        if (action.isEmpty()) {
            return notAChoice(game, user);
        }
        List<Action> actions = new ArrayList<>(tried.get().played());
        actions.add(action.get());
        Position after = at.apply(action.get()).orElseThrow();
        if (!after.isOver() && after.sideToMove() == before.sideToMove()) {
            return inPlace(MistakePanel.showing(services, game.id(), turn, before,
                    new PracticePanel.Tried(actions, misses), Optional.empty(), hint(before, misses, kept),
                    user.say("learn.goOn"), user));
        }
        Optional<ReviewedTurn> reviewed = kept.or(() -> GameReview.turn(game.record(), number, ReviewBudget.STANDARD,
                GameReview.SEED)).filter(t -> t.mark().isPresent());
        if (reviewed.isEmpty()) {
            return notAChoice(game, user);
        }
        MistakeExercise exercise = new MistakeExercise(reviewed.get());
        Checked<MistakeExercise.Judged> judged = exercise.judge(actions, ReviewBudget.STANDARD, GameReview.SEED);
        if (!judged.isOk()) {
            return notAChoice(game, user);
        }
        if (judged.value().accepted()) {
            return inPlace(MistakePanel.right(services, game.id(), judged.value(), exercise, user));
        }
        int missed = misses + 1;
        Optional<Cell> hint = MistakePanel.hintDue(missed) ? MistakePanel.hint(reviewed.get().better()) : Optional.empty();
        return inPlace(MistakePanel.showing(services, game.id(), turn, before, new PracticePanel.Tried(List.of(), missed),
                Optional.empty(), hint, MistakePanel.notEnough(judged.value(), exercise, user), user));
    }

    /**
     * The better turn's piece once two tries missed: the kept review's, else one search of the position, as the
     * review makes it.
     */
    private static Optional<Cell> hint(Position before, int misses, Optional<ReviewedTurn> kept) {
        if (!MistakePanel.hintDue(misses)) {
            return Optional.empty();
        }
        return MistakePanel.hint(kept.map(ReviewedTurn::better)
                .orElseGet(() -> GameReview.betterTurn(before, ReviewBudget.STANDARD, GameReview.SEED)));
    }

    private static Decision inPlace(GameReply panel) {
        return new Decision.Answer(GameReply.inPlace(panel));
    }

    private static Decision notAChoice(Game game, Wording user) {
        return Decision.refuse(user.say("mistakes.notAChoice", user.slash(Command.ANALYZE, Option.GAME, game.id())));
    }

    /** A turn of the record after the placement, and the position it was played in. */
    private record Played(Turn turn, Position before) {
    }

    private static Optional<Played> played(GameRecord record, int number) {
        int offset = 0;
        for (Turn turn : record.turns()) {
            Position before = record.positions().get(offset);
            offset += turn.actions().size();
            if (turn.number() == number && before.step() != Step.PLACEMENT) {
                return Optional.of(new Played(turn, before));
            }
        }
        return Optional.empty();
    }

    /** What the press says was tried: the turn's first action, legal where the turn was played, and the misses. */
    private static Optional<PracticePanel.Tried> tried(Position before, GameRequest request) {
        Optional<Integer> misses = number(request.option(Option.MISSES).orElse("0")).filter(m -> m <= 1_000);
        if (misses.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> first = request.option(Option.FIRST);
        if (first.isEmpty()) {
            return Optional.of(new PracticePanel.Tried(List.of(), misses.get()));
        }
        Checked<Action> action = before.parseAction(first.get());
        if (!action.isOk() || !before.isLegal(action.value())) {
            return Optional.empty();
        }
        return Optional.of(new PracticePanel.Tried(List.of(action.value()), misses.get()));
    }

    private static Optional<Integer> number(String text) {
        try {
            int value = Integer.parseInt(text);
            return value >= 0 ? Optional.of(value) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static Optional<Cell> cell(String text) {
        Checked<Cell> cell = Cell.parse(text);
        return cell.isOk() ? Optional.of(cell.value()) : Optional.empty();
    }
}
