package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.PracticeView;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleTheme;
import dev.tzaar.api.MessageEdit;
import dev.tzaar.lambda.puzzles.DailyPuzzle;
import dev.tzaar.lambda.puzzles.PuzzleAttempt;
import dev.tzaar.lambda.puzzles.PuzzlePicker;
import dev.tzaar.lambda.puzzles.PuzzleRecord;
import dev.tzaar.lambda.puzzles.RatedTry;
import dev.tzaar.lambda.puzzles.ShippedPuzzles;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.DailyPosts;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.PracticeViews;
import dev.tzaar.lambda.shared.PuzzlePanel;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * {@code /tzaar puzzle [theme:]}: a proven puzzle near the player's puzzle rating, privately, played by
 * taps on the lessons' panel ({@link PuzzlePanel}); the engine's referee judges each whole turn and the
 * defender answers from the proof ({@link PuzzleAttempt}). It changes no game; a try that ends (solved, or a
 * turn that lets the win go) rates the player and the puzzle once ({@link RatedTry}), and moves the
 * streak. Next puzzle picks another; Try again sets the same one again, unrated. The daily puzzle's post
 * opens its puzzle on a new private panel ({@link Option#POSTED}), whose controls carry the post's day
 * ({@link Option#DAY}): solving it counts the solver on the post, once ({@link DailyPosts#counted}).
 */
public final class PuzzleCommand implements CommandHandler {
    /** Tries at rating a finished puzzle when other tries of it or of the player's are written at the same moment. */
    private static final int RATING_ATTEMPTS = 3;

    private final CommandServices services;
    private final boolean onTheBoard;

    public PuzzleCommand(CommandServices services) {
        this(services, false);
    }

    /**
     * @param onTheBoard true for the live board's {@link dev.tzaar.api.Command#PUZZLE_TRY}: the same puzzle, judged by the
     *     same code, answered with the view the board draws ({@link GameReply#practice()}) and no picture
     */
    public PuzzleCommand(CommandServices services, boolean onTheBoard) {
        this.services = onTheBoard ? services.withoutPositionPictures() : services;
        this.onTheBoard = onTheBoard;
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
        Optional<String> themeAsked = request.option(Option.THEME).map(String::strip);
        Optional<PuzzleTheme> theme = Optional.empty();
        if (themeAsked.isPresent()) {
            Checked<PuzzleTheme> read = PuzzleTheme.parse(themeAsked.get());
            if (!read.isOk()) {
                return Decision.refuse(user.say("puzzle.unknownTheme", Wording.echo(themeAsked.get()),
                        Stream.of(PuzzleTheme.values()).map(t -> "`" + t.label() + "`").collect(Collectors.joining(", "))));
            }
            theme = Optional.of(read.value());
        }
        Optional<String> control = request.option(Option.GAME);
        if (control.isEmpty()) {
            return new Decision.Answer(opened(request, theme, user));
        }
        if (control.get().equals(PuzzlePanel.NEXT)) {
            return new Decision.Answer(GameReply.inPlace(opened(request, theme, user)));
        }
        Optional<Puzzle> puzzle = ShippedPuzzles.byId(control.get());
        Optional<String> posted = request.option(Option.POSTED).filter(d -> DailyPuzzle.read(d).isPresent());
        if (posted.isPresent()) {
            // The daily puzzle's post: its puzzle, on a new private panel (the post stays as it is).
            if (puzzle.isEmpty()) {
                return Decision.refuse(user.say("puzzle.notAChoice"));
            }
            PuzzleRecord player = services.store().puzzleRecord(request.user().id());
            String standings = PuzzlePanel.standings(player, services.store().puzzleStanding(puzzle.get()), user);
            return new Decision.Answer(PuzzlePanel.showing(services, PuzzleAttempt.start(puzzle.get()), Optional.empty(),
                    List.of(standings), Optional.empty(), posted, user));
        }
        Optional<String> day = request.option(Option.DAY).filter(d -> DailyPuzzle.read(d).isPresent());
        Optional<PuzzleAttempt> attempt = puzzle.flatMap(p -> PuzzleAttempt.replay(p, request.option(Option.LINE).orElse("")));
        if (attempt.isEmpty()) {
            return Decision.refuse(user.say("puzzle.notAChoice"));
        }
        Optional<Cell> from = request.option(Option.FROM).flatMap(PuzzleCommand::cell);
        Optional<Cell> to = request.option(Option.TO).flatMap(PuzzleCommand::cell);
        boolean passed = request.option(Option.PASSED).isPresent();
        if (to.isEmpty() && !passed) {
            if (from.isPresent() && attempt.get().position().stackAt(from.get())
                    .filter(s -> s.owner() == attempt.get().position().sideToMove()).isEmpty()) {
                return Decision.refuse(user.say("puzzle.notAChoice"));
            }
            return new Decision.Answer(GameReply.inPlace(PuzzlePanel.showing(services, attempt.get(), from, List.of(),
                    theme, day, user)));
        }
        Optional<Action> action = PuzzlePanel.pressed(attempt.get().position(), from, to, passed);
        if (action.isEmpty()) {
            return Decision.refuse(user.say("puzzle.notAChoice"));
        }
        PuzzleAttempt.Step step = attempt.get().play(action.get());
        if (step instanceof PuzzleAttempt.Step.Going going) {
            boolean answered = going.attempt().turnSoFar().isEmpty();
            List<String> lead = answered
                    ? List.of(PuzzlePanel.answered(going.attempt(), user)) : List.of(user.say("puzzle.goOn"));
            return new Decision.Answer(GameReply.inPlace(PuzzlePanel.showing(services, going.attempt(), Optional.empty(),
                    lead, answered ? PracticeView.Verdict.RIGHT : PracticeView.Verdict.GO_ON, theme, day, user)));
        }
        GameReply finished = GameReply.inPlace(finished(request.user().id(), puzzle.get(), step, theme, user));
        if (step instanceof PuzzleAttempt.Step.Solved && day.isPresent()) {
            // Solved from the daily puzzle's post: counted there once, and the post's count edited.
            Optional<MessageEdit> recount = DailyPosts.counted(services, request.guildId(),
                    DailyPuzzle.read(day.get()).orElseThrow(), puzzle.get(), request.user().id(), now);
            if (recount.isPresent()) {
                return new Decision.Answer(finished.withRecount(recount.get()));
            }
        }
        return new Decision.Answer(finished);
    }

    /**
     * A puzzle picked for the player, as it is set, with their standing and the puzzle's; written as
     * shown, so that leaving it for another counts it as seen. A lost race to another press of theirs
     * leaves it unwritten: the mark only spares a repeat, and the puzzle is shown all the same.
     */
    private GameReply opened(GameRequest request, Optional<PuzzleTheme> theme, Wording user) {
        PuzzleRecord player = services.store().puzzleRecord(request.user().id());
        Puzzle puzzle = PuzzlePicker.pick(ShippedPuzzles.all(), theme, player, services.random()).orElseThrow();
        services.store().write(player.showing(puzzle.id()));
        String standings = PuzzlePanel.standings(player, services.store().puzzleStanding(puzzle), user);
        return PuzzlePanel.showing(services, PuzzleAttempt.start(puzzle), Optional.empty(), List.of(standings), theme, user);
    }

    /**
     * The try's end, rated once: a puzzle finished lately (a press sent again, Try again) is not rated
     * again. A write that lost a race to another try reads both again and rates from there.
     */
    private GameReply finished(String userId, Puzzle puzzle, PuzzleAttempt.Step step, Optional<PuzzleTheme> theme,
            Wording user) {
        boolean solved = step instanceof PuzzleAttempt.Step.Solved;
        PuzzleRecord player = services.store().puzzleRecord(userId);
        for (int attempt = 0; attempt < RATING_ATTEMPTS && !player.finishedLately(puzzle.id()); attempt++) {
            RatedTry rated = RatedTry.of(player, services.store().puzzleStanding(puzzle), solved);
            if (services.store().write(rated)) {
                return PuzzlePanel.finished(services, step, puzzle, Optional.of(rated), rated.player(), false, theme,
                        user);
            }
            player = services.store().puzzleRecord(userId);
        }
        return PuzzlePanel.finished(services, step, puzzle, Optional.empty(), player,
                !player.finishedLately(puzzle.id()), theme, user);
    }

    private static Optional<Cell> cell(String text) {
        Checked<Cell> cell = Cell.parse(text);
        return cell.isOk() ? Optional.of(cell.value()) : Optional.empty();
    }
}
