package dev.tzaar.testkit.discord;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleProver;
import dev.tzaar.lambda.puzzles.ShippedPuzzles;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A player who solves (or misses) {@code /tzaar puzzle} by taps alone, as on a phone: the slash command
 * opens a puzzle privately; each action is a piece from the panel's menu and one of its targets, or
 * Pass; the panel names the puzzle, so the solver knows its proof. Each tap waits for the panel in its
 * place and is checked on the way, as {@link CoursePlayer}'s are: every answer private, with its
 * picture, in the panel's place. What it saw is kept (each tap, the time to the panel, the picture's
 * size) for the tests and {@code ./tzaar bench puzzle-play}.
 */
public final class PuzzleSolver {
    private static final String PICTURE = "board.png";
    private static final Pattern PUZZLE_ID = Pattern.compile("`(pz[0-9a-f]{10})`");

    private final FakeDiscord discord;
    private final DiscordUser solver;
    private final List<TapPlayer.Tap> taps = new ArrayList<>();
    private final List<DiscordMessage> answers = new ArrayList<>();

    public PuzzleSolver(FakeDiscord discord, DiscordUser solver) {
        this.discord = discord;
        this.solver = solver;
    }

    public List<TapPlayer.Tap> taps() {
        return List.copyOf(taps);
    }

    public List<DiscordMessage> answers() {
        return List.copyOf(answers);
    }

    /** {@code /tzaar puzzle}, with {@code theme:} when not null: a puzzle, privately. */
    public DiscordMessage begin(String theme) {
        Interaction puzzle = discord.slashCommand(solver, "tzaar", "puzzle", theme == null ? Map.of()
                : Map.of("theme", theme));
        puzzle.awaitAcknowledgement();
        return shown(puzzle.awaitAnswer());
    }

    /** The shipped puzzle a panel shows, by the id it names. */
    public static Puzzle puzzleOn(DiscordMessage panel) {
        Matcher id = PUZZLE_ID.matcher(panel.content());
        if (!id.find()) {
            throw new IllegalStateException("no puzzle named on " + panel);
        }
        return ShippedPuzzles.byId(id.group(1)).orElseThrow(() -> new IllegalStateException("no puzzle " + id.group(1)));
    }

    /** The solver's turns of the proof's main line, by taps, from the puzzle's start: the panel that says solved. */
    public DiscordMessage solve(DiscordMessage panel) {
        Puzzle puzzle = puzzleOn(panel);
        DiscordMessage shown = panel;
        for (int turn = 0; turn < puzzle.mainLine().size(); turn += 2) {
            shown = play(shown, puzzle.mainLine().get(turn));
        }
        return shown;
    }

    /** A legal first turn that is not the solution, by taps: the panel with the refutation. */
    public DiscordMessage miss(DiscordMessage panel) {
        Puzzle puzzle = puzzleOn(panel);
        return play(panel, PuzzleProver.turns(puzzle.position()).stream().filter(turn -> !puzzle.isSolvedBy(turn))
                .findFirst().orElseThrow());
    }

    /** A whole turn by taps. */
    public DiscordMessage play(DiscordMessage panel, List<Action> turn) {
        DiscordMessage shown = panel;
        for (Action action : turn) {
            if (action instanceof Action.Pass) {
                shown = press(shown, "passed=yes");
            } else {
                String from = action instanceof Action.Capture c ? c.from().toString()
                        : ((Action.Stack) action).from().toString();
                String to = action instanceof Action.Capture c ? c.to().toString() : ((Action.Stack) action).to().toString();
                shown = press(choose(shown, from), "from=" + from + ":to=" + to);
            }
        }
        return shown;
    }

    /** The button labelled {@code label} (Next puzzle, Try again). */
    public DiscordMessage tap(DiscordMessage panel, String label) {
        DiscordMessage.Button button = panel.buttons().stream().filter(b -> label.equals(b.label())).findFirst()
                .orElseThrow(() -> new IllegalStateException("no button " + label + " on " + panel));
        return step(discord.pressButton(solver, button.customId(), panel), label);
    }

    private DiscordMessage choose(DiscordMessage panel, String cell) {
        if (panel.menus().isEmpty() || panel.menus().get(0).option(cell).isEmpty()) {
            throw new IllegalStateException("no piece " + cell + " to choose on " + panel);
        }
        return step(discord.choose(solver, panel.menus().get(0).customId(), cell, panel), "piece " + cell);
    }

    private DiscordMessage press(DiscordMessage panel, String part) {
        DiscordMessage.Button button = panel.buttons().stream().filter(b -> b.customId().contains(part)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no button " + part + " on " + panel));
        return step(discord.pressButton(solver, button.customId(), panel), part);
    }

    private DiscordMessage step(Interaction press, String what) {
        Callback acknowledged = press.awaitAcknowledgement();
        if (acknowledged.type() != Callback.Type.DEFERRED_UPDATE_MESSAGE) {
            throw new IllegalStateException(what + ": a panel's control is answered in place, not with " + acknowledged);
        }
        DiscordMessage first = press.awaitAnswer();
        if (press.edits().isEmpty()) {
            throw new IllegalStateException(what + " was answered with a new message, not in the panel's place: " + first);
        }
        DiscordMessage next = shown(press.edits().get(0));
        taps.add(new TapPlayer.Tap(what, next.latency(), picture(next)));
        return next;
    }

    private DiscordMessage shown(DiscordMessage answer) {
        if (!answer.ephemeral()) {
            throw new IllegalStateException("a puzzle is private, and this answer is not: " + answer);
        }
        if (picture(answer) == 0) {
            throw new IllegalStateException("a puzzle shows its board, and this answer does not: " + answer);
        }
        answers.add(answer);
        return answer;
    }

    private static int picture(DiscordMessage answer) {
        return answer.attachment(PICTURE).map(a -> a.bytes().length).orElse(0);
    }
}
