package dev.tzaar.testkit.discord;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleProver;
import dev.tzaar.lambda.puzzles.ShippedPuzzles;
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
    private static final Pattern PUZZLE_ID = Pattern.compile("`(pz[0-9a-f]{10})`");

    private final FakeDiscord discord;
    private final DiscordUser solver;
    private final PanelTaps panel;

    public PuzzleSolver(FakeDiscord discord, DiscordUser solver) {
        this.discord = discord;
        this.solver = solver;
        this.panel = new PanelTaps(discord, solver, "a puzzle");
    }

    /** Every tap so far, in order (the slash command is not a tap). */
    public List<TapPlayer.Tap> taps() {
        return panel.taps();
    }

    /** Every answer the solver was shown, the slash command's first. */
    public List<DiscordMessage> answers() {
        return panel.answers();
    }

    /** {@code /tzaar puzzle}, with {@code theme:} when not null: a puzzle, privately. */
    public DiscordMessage begin(String theme) {
        Interaction puzzle = discord.slashCommand(solver, "tzaar", "puzzle", theme == null ? Map.of()
                : Map.of("theme", theme));
        puzzle.awaitAcknowledgement();
        return panel.shown(puzzle.awaitAnswer());
    }

    /**
     * The daily puzzle's post's button pressed (docs/puzzles.md, "The daily puzzle"): acknowledged without a
     * placeholder, the post left as it was, and the puzzle on a new private panel, which this returns.
     */
    public DiscordMessage openFrom(DiscordMessage post) {
        DiscordMessage.Button button = post.buttons().stream().findFirst()
                .orElseThrow(() -> new IllegalStateException("no button on the daily puzzle's post " + post));
        Interaction press = discord.pressButton(solver, button.customId(), post);
        Callback acknowledged = press.awaitAcknowledgement();
        if (acknowledged.type() != Callback.Type.DEFERRED_UPDATE_MESSAGE) {
            throw new IllegalStateException("the post's button is answered without a placeholder, not with " + acknowledged);
        }
        DiscordMessage opened = press.awaitFollowUps(1).get(0);
        if (!press.edits().isEmpty()) {
            throw new IllegalStateException("the post itself was changed by a press: " + press.edits());
        }
        return panel.shown(opened);
    }

    /** The shipped puzzle a panel shows, by the id it names. */
    public static Puzzle puzzleOn(DiscordMessage shown) {
        Matcher id = PUZZLE_ID.matcher(shown.content());
        if (!id.find()) {
            throw new IllegalStateException("no puzzle named on " + shown);
        }
        return ShippedPuzzles.byId(id.group(1)).orElseThrow(() -> new IllegalStateException("no puzzle " + id.group(1)));
    }

    /** The solver's turns of the proof's main line, by taps, from the puzzle's start: the panel that says solved. */
    public DiscordMessage solve(DiscordMessage start) {
        Puzzle puzzle = puzzleOn(start);
        DiscordMessage shown = start;
        for (int turn = 0; turn < puzzle.mainLine().size(); turn += 2) {
            shown = play(shown, puzzle.mainLine().get(turn));
        }
        return shown;
    }

    /** A legal first turn that is not the solution, by taps: the panel with the refutation. */
    public DiscordMessage miss(DiscordMessage start) {
        Puzzle puzzle = puzzleOn(start);
        return play(start, PuzzleProver.turns(puzzle.position()).stream().filter(turn -> !puzzle.isSolvedBy(turn))
                .findFirst().orElseThrow());
    }

    /** A whole turn by taps. */
    public DiscordMessage play(DiscordMessage start, List<Action> turn) {
        DiscordMessage shown = start;
        for (Action action : turn) {
            shown = panel.play(shown, action);
        }
        return shown;
    }

    /** The button labelled {@code label} (Next puzzle, Try again). */
    public DiscordMessage tap(DiscordMessage shown, String label) {
        DiscordMessage.Button button = shown.buttons().stream().filter(b -> label.equals(b.label())).findFirst()
                .orElseThrow(() -> new IllegalStateException("no button " + label + " on " + shown));
        return panel.press(shown, label, button);
    }
}
