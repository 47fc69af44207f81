package dev.tzaar.engine.record;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A game as a value: where it started, who played it, every action in order and, when a player
 * resigned or ran out of time, that result. The actions are the truth; positions, turns and the
 * result of a finished game derive from them (positions are kept as they are computed, since
 * every action needs the position before it anyway).
 *
 * <p>A record grows one action at a time through {@link #play(Action)}, which refuses an illegal
 * action with the engine's reason, so a record never holds one. Every method that changes
 * something returns a new record.
 *
 * <p>Besides the players' names, a record keeps free tags ({@code Event}, {@code Source},
 * {@code Variant}, ...) that its formats carry along, so that converting a record from one format
 * to another and back loses nothing the formats share.
 */
public final class GameRecord {
    /** Tag keys: a letter, then letters, digits, '_' or '-'. */
    private static final Pattern TAG_KEY = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");
    /** The record's own fields, which a tag would only duplicate (compared in lower case). */
    private static final Set<String> FIELD_NAMES = Set.of("setup", "start", "white", "black", "result");

    private final Start start;
    private final String white;
    private final String black;
    private final Map<String, String> tags;
    private final List<Action> actions;
    /** positions.get(i): the position before action i; the last one follows every action. */
    private final List<Position> positions;
    private final List<Turn> turns;
    /** A resignation or a time-out; null when the result, if any, is read off the final position. */
    private final Result declared;

    private GameRecord(Start start, String white, String black, Map<String, String> tags,
            List<Action> actions, List<Position> positions, Result declared) {
        this.start = start;
        this.white = white;
        this.black = black;
        this.tags = tags;
        this.actions = actions;
        this.positions = positions;
        this.turns = turnsOf(actions, positions);
        this.declared = declared;
    }

    // ---- starting ----

    /** A new game from a setup, with no action played and no players named. */
    public static GameRecord of(Setup setup) {
        return starting(new Start.FromSetup(setup));
    }

    /** A new game from a position as it stands. */
    public static GameRecord from(Position position) {
        return starting(new Start.FromPosition(position));
    }

    public static GameRecord starting(Start start) {
        return new GameRecord(Objects.requireNonNull(start), null, null, Map.of(), List.of(),
                List.of(start.position()), null);
    }

    /**
     * The record with a player's name: any text on one line (it is stripped of surrounding
     * spaces). Throws IllegalArgumentException for a blank name or one with a line break.
     */
    public GameRecord withPlayer(Side side, String name) {
        String clean = requireValue("name", name);
        return new GameRecord(start, side == Side.WHITE ? clean : white, side == Side.BLACK ? clean : black,
                tags, actions, positions, declared);
    }

    /**
     * The record with a tag set (replacing any value it had): the key a letter followed by
     * letters, digits, '_' or '-', and not one of the record's own fields (Setup, Start, White,
     * Black, Result); the value any text on one line. Throws IllegalArgumentException otherwise.
     */
    public GameRecord withTag(String key, String value) {
        String keyProblem = problemWithTagKey(key);
        if (keyProblem != null) {
            throw new IllegalArgumentException(keyProblem);
        }
        String clean = requireValue("tag value", value);
        Map<String, String> next = new LinkedHashMap<>(tags);
        next.put(key, clean);
        return new GameRecord(start, white, black, Collections.unmodifiableMap(next), actions, positions,
                declared);
    }

    /** Why the text cannot be a name or tag value (blank, or more than one line), or null. */
    static String problemWithValue(String text) {
        if (text == null || text.isBlank()) {
            return "it is blank";
        }
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
            return "it runs over more than one line";
        }
        return null;
    }

    /** Why the text cannot be a tag key, or null. */
    static String problemWithTagKey(String key) {
        if (key == null || !TAG_KEY.matcher(key).matches()) {
            return "\"" + key + "\" is not a tag name: write a letter, then letters, digits, _ or -.";
        }
        if (FIELD_NAMES.contains(key.toLowerCase(Locale.ROOT))) {
            return key + " is a field of every record, not a tag.";
        }
        return null;
    }

    private static String requireValue(String what, String text) {
        String problem = problemWithValue(text);
        if (problem != null) {
            throw new IllegalArgumentException("A " + what + " must be one line of text, but " + problem + ".");
        }
        return text.strip();
    }

    // ---- playing ----

    /** The record with one more action, or the engine's reason why it is not legal now. */
    public Checked<GameRecord> play(Action action) {
        if (declared != null) {
            return Checked.refused(gameOver(declared));
        }
        return finalPosition().apply(action).map(next -> {
            List<Action> moreActions = new ArrayList<>(actions);
            moreActions.add(action);
            List<Position> morePositions = new ArrayList<>(positions);
            morePositions.add(next);
            return new GameRecord(start, white, black, tags, List.copyOf(moreActions),
                    List.copyOf(morePositions), null);
        });
    }

    /** The record of the game ended by the loser's resignation: either side may resign, any time before the end. */
    public Checked<GameRecord> resign(Side loser) {
        return declare(new Result.Resigned(loser));
    }

    /**
     * The record of the game ended because the loser ran out of time, as the opponent claimed:
     * only the side whose action is due can run out of time.
     */
    public Checked<GameRecord> timeOut(Side loser) {
        Side due = finalPosition().sideToMove();
        if (!isOver() && loser != due) {
            return Checked.refused("Only the side to act can run out of time, and it is " + due.displayName()
                    + "'s turn.");
        }
        return declare(new Result.TimedOut(loser));
    }

    /**
     * The record as it stood after its first {@code count} actions, with the same players and tags
     * and no declared result: how the game looked at that moment.
     */
    public GameRecord upTo(int count) {
        if (count < 0 || count > actions.size()) {
            throw new IllegalArgumentException("the record has " + actions.size() + " actions, not " + count);
        }
        return new GameRecord(start, white, black, tags, actions.subList(0, count), positions.subList(0, count + 1),
                null);
    }

    private Checked<GameRecord> declare(Result result) {
        Optional<Result> already = result();
        if (already.isPresent()) {
            return Checked.refused(gameOver(already.get()));
        }
        return Checked.ok(new GameRecord(start, white, black, tags, actions, positions, result));
    }

    private static String gameOver(Result result) {
        return "The game is over: " + result.winner().displayName() + " won, " + result.reason() + ".";
    }

    // ---- what it holds ----

    public Start start() {
        return start;
    }

    /** The player's name, when the record has it. */
    public Optional<String> player(Side side) {
        return Optional.ofNullable(side == Side.WHITE ? white : black);
    }

    /** The tags in the order they were set. */
    public Map<String, String> tags() {
        return tags;
    }

    /** Every action, in the order played. */
    public List<Action> actions() {
        return actions;
    }

    /**
     * The positions along the way: the start, then the position after each action
     * ({@code actions().size() + 1} of them).
     */
    public List<Position> positions() {
        return positions;
    }

    public Position finalPosition() {
        return positions.get(positions.size() - 1);
    }

    /** The actions grouped in turns. */
    public List<Turn> turns() {
        return turns;
    }

    public int turnCount() {
        return turns.size();
    }

    /** The turn of the latest action (which may await its second action); none before the first action. */
    public Optional<Turn> lastTurn() {
        return turns.isEmpty() ? Optional.empty() : Optional.of(turns.get(turns.size() - 1));
    }

    /** The number of the turn the next action belongs to: 1 before White's opening capture. */
    public int nextTurnNumber() {
        return continuesTurn(actions.size(), positions) ? turns.size() : turns.size() + 1;
    }

    /**
     * How the game ended: the declared resignation or time-out, or else what the final position
     * says (a side without some type, or unable to capture). Empty while the game goes on.
     */
    public Optional<Result> result() {
        return declared != null ? Optional.of(declared) : finalPosition().result();
    }

    /** The resignation or time-out, when the game ended by one. */
    public Optional<Result> declaredResult() {
        return Optional.ofNullable(declared);
    }

    public boolean isOver() {
        return result().isPresent();
    }

    // ---- turns ----

    private static List<Turn> turnsOf(List<Action> actions, List<Position> positions) {
        List<Turn> turns = new ArrayList<>();
        List<Action> current = new ArrayList<>();
        for (int i = 0; i < actions.size(); i++) {
            if (!current.isEmpty() && !continuesTurn(i, positions)) {
                turns.add(new Turn(turns.size() + 1, positions.get(i - current.size()).sideToMove(), current));
                current = new ArrayList<>();
            }
            current.add(actions.get(i));
        }
        if (!current.isEmpty()) {
            turns.add(new Turn(turns.size() + 1, positions.get(actions.size() - current.size()).sideToMove(),
                    current));
        }
        return List.copyOf(turns);
    }

    /** True when action {@code i} is the second action of the turn that action {@code i - 1} began. */
    private static boolean continuesTurn(int i, List<Position> positions) {
        return i > 0 && positions.get(i).step() == Step.SECOND;
    }

    // ---- value ----

    @Override
    public boolean equals(Object other) {
        return other instanceof GameRecord r
                && start.equals(r.start)
                && Objects.equals(white, r.white)
                && Objects.equals(black, r.black)
                && tags.equals(r.tags)
                && actions.equals(r.actions)
                && Objects.equals(declared, r.declared);
    }

    @Override
    public int hashCode() {
        return Objects.hash(start, white, black, tags, actions, declared);
    }

    /** A short description for logs and test failures; use a format to write the record itself. */
    @Override
    public String toString() {
        return "GameRecord[" + start + ", " + actions.size() + " actions, result " + result().map(Result::toString)
                .orElse("none") + "]";
    }
}
