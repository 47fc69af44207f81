package dev.tzaar.render;

import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.record.GameRecord;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Boards that together show every part of the design: the golden images of the tests, the boards
 * of the render benchmark, and what a warm-up (SnapStart priming) can render. .ci/run renders
 * "midgame" with ./tzaar render in a JVM that sees no fonts: keep its arguments there in step.
 */
public final class SampleBoards {
    static final Players PLAYERS = new Players("Alice", "Bob");
    /** Alice and the bot at its level with the longest name, as the function names it (BotPlayer). */
    static final Players BOT_WINS = new Players("Alice", "TZAAR bot \u00b7 medium");
    static final Players WORLD = new Players("\u0645\u062d\u0645\u062f 42 \uD83E\uDD84", "\u7530\u4E2D \uAE40\uBBFC\uC900 A\u030A\u0301lice");

    private SampleBoards() {
    }

    /** The boards by name, in a fixed order. */
    public static Map<String, RenderRequest> all() {
        Map<String, RenderRequest> boards = new LinkedHashMap<>();
        // The fixed start: every kind of piece, both cards, nothing played yet.
        boards.put("opening", RenderRequest.of(Position.START).withPlayers(PLAYERS).withTurn(1));
        // Tall stacks (7, 4, 4), a capture then a stack onto the same point, types down to one.
        boards.put("midgame", after("T2----/----T-/-------/-------z7/--a2-----/A------t2/-------/--T4--t2/a2-Z3TT b 1",
                "H6xI5 F8-I5").withTurn(27));
        // The same turn one action earlier: the capture played, the second action still due, so the
        // note tells this turn so far, not a last turn.
        boards.put("turn-so-far", after("T2----/----T-/-------/-------z7/--a2-----/A------t2/-------/--T4--t2/a2-Z3TT b 1",
                "H6xI5").withTurn(26));
        // White cannot capture: Bob wins, the reason shown.
        boards.put("game-over", after("-T4---/-----t3/------T/--------/z-----T-/-------a2/t-----a3/z2a3Z2-AT/T2--Z3- b 1",
                "B6xH3 H2-H1").withTurn(25));
        // Tournament setup: a piece just placed, Bob to place one. Each piece placed is a turn (as the
        // game records count them): the ninth piece is down, the tenth turn is due.
        boards.put("placement", after("--Z--/-a----/---T---/--t-----/-A--z---/--------/---a---/--T---/----- w p",
                "Z@E4").withTurn(10));
        // Black's view: the board turned, a capture then a pass, a chosen stack and its targets.
        boards.put("black-view", after("t3---z/----T2-/--Z5----/--------/-A3-z2T---/---a5----/------T/a-----/t--T3- b 1",
                "F4xI4 pass").withTurn(28).withFlipped(true).withSelected(Cell.of("C3")));
        // Black's panel in the second action: the Tzaar chosen can stack onto three of its own pieces
        // and capture three; it is the one gold bezel among the targets' thin green and red rings.
        boards.put("chosen-stack", after("ttttT/TaaaAT/T-AzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT b 1",
                "D4xC3").withTurn(2).withFlipped(true).withSelected(Cell.of("C4")));
        // White's panel in its second action, from White's side as a lesson's panel draws it: the Tzarra
        // stack of 3 chosen, each of its five targets named beside its ring (issue 31: the rim alone
        // named a cell only by counting along its row); the names keep clear of the height badges
        // and of the tag of what D8xD7 took, so D7's name goes right of its ring, not left.
        boards.put("named-targets", after("t----/-T-z2z-/--a2----/-t-A3--tZ/---z2----/-----T--/-a-----/--t4---/--T-- w 1",
                "D8xD7").withTurn(20).withSelected(Cell.of("D4")));
        // A capture whose point the capturer left again: the stack taken shows as a ghost.
        boards.put("ghost", after("-ta2AT/A2--a2--/---T-tT2/aa--T---/t-----Z3-/-------t/A2-----t/----Az/ta-t2T b 1",
                "A2xC4 C4-C6").withTurn(21));
        // Names in other scripts go to the bundled fallback fonts: Arabic joined and right to left
        // (with Latin digits left to right inside it), Han, an emoji, a letter with combining marks.
        // It also warms those fonts in the priming, so the first such name costs no player a wait.
        boards.put("world-names", RenderRequest.of(Position.START).withPlayers(WORLD).withTurn(1));
        // French, where its words are longest: the placement (a legend under every count, a placement
        // in words), and a finished game (the winner's tab, the reason, the last turn's heading).
        boards.put("french-placement", boards.get("placement").withLanguage(Locale.FRENCH));
        boards.put("french-game-over", boards.get("game-over").withLanguage(Locale.FRENCH));
        // The middle of a turn in French, the longest task of all ("seconde action : capturer, empiler
        // ou passer"): the sentence is set a little smaller to stay whole beside the player's name.
        boards.put("french-turn-so-far", boards.get("turn-so-far").withLanguage(Locale.FRENCH));
        // The bot wins: its name says its level, whole on its card (two lines) and in the note, which
        // breaks beside the name ("TZAAR bot · medium" over "wins"); the taller cards move the board down.
        boards.put("bot-game-over", boards.get("game-over").withPlayers(BOT_WINS));
        boards.put("french-bot-game-over", boards.get("bot-game-over").withLanguage(Locale.FRENCH));
        // /tzaar hint's picture: the midgame's turn drawn on the board it would lead to, but not played,
        // so its note and alt text say "Suggested turn", not "Last turn" (issue 29).
        RenderRequest midgame = boards.get("midgame");
        boards.put("suggested-turn", midgame.withLastTurn(midgame.lastTurn().orElseThrow().asSuggestion()));
        boards.put("french-suggested-turn", boards.get("suggested-turn").withLanguage(Locale.FRENCH));
        return Collections.unmodifiableMap(boards);
    }

    /**
     * A finished game between Alice and Bob from the fixed start that lasted {@code turns} turns: the first
     * seed from {@code seed} on (of 1,000) whose game does. Each action is drawn at random among those that do
     * not end the game at once (any, when all do), and three second actions in five are a pass when the
     * player may pass: so the game lasts as long as people's (35 to 41 turns), with stacks and captures. What
     * the replay's tests and benchmark draw; the same seed plays the same game.
     */
    public static GameRecord sampleGame(long seed, int turns) {
        for (long s = seed; s < seed + 1_000; s++) {
            GameRecord record = playedOut(new SplittableRandom(s));
            if (record.turnCount() == turns) {
                return record;
            }
        }
        throw new IllegalArgumentException("no sample game of " + turns + " turns among 1,000 seeds from " + seed);
    }

    private static GameRecord playedOut(SplittableRandom random) {
        GameRecord record = GameRecord.from(Position.START).withPlayer(Side.WHITE, PLAYERS.white())
                .withPlayer(Side.BLACK, PLAYERS.black());
        while (!record.isOver()) {
            Position now = record.finalPosition();
            List<Action> legal = now.legalActions();
            List<Action> goingOn = legal.stream().filter(a -> !now.apply(a).value().isOver()).toList();
            boolean pass = now.step() == Step.SECOND && random.nextInt(5) < 3
                    && goingOn.stream().anyMatch(a -> a instanceof Action.Pass);
            List<Action> choices = pass ? List.of(new Action.Pass()) : goingOn.isEmpty() ? legal : goingOn;
            record = record.play(choices.get(random.nextInt(choices.size()))).orElseThrow();
        }
        return record;
    }

    /** The names a sample game is played by. */
    public static Players players() {
        return PLAYERS;
    }

    private static RenderRequest after(String before, String turn) {
        return RenderRequest.after(LastTurn.parse(Position.of(before), turn).orElseThrow()).withPlayers(PLAYERS);
    }
}
