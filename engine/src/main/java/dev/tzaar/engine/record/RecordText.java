package dev.tzaar.engine.record;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.ActionWords;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Our own text format for game records, made to be read and written by hand:
 *
 * <pre>
 * # Friday's game. Lines starting with # are comments.
 * Setup: fixed
 * White: Alice
 * Black: Bob#1234
 * Event: Friday league
 * Date: 2024-05-17
 * Result: white (Black resigned)
 *
 * 1 W: E4xF4
 * 2 B: F3xF4 C3-D4
 * 3 W: D3xF4 E2-E3
 * 4 B: D4xD2 G3xF4   # a turn line may end with a comment
 * 5 W: E3xD2 pass
 * </pre>
 *
 * <p><b>Headers</b> come first, one {@code Key: value} per line, keys in any case:
 * <ul>
 *   <li>{@code Setup:} {@code fixed}, {@code random <seed>} or {@code tournament}; or instead
 *       {@code Start:} a position in notation, for a game that begins from an arbitrary one.
 *       One of the two is required.</li>
 *   <li>{@code White:} and {@code Black:} the players' names, when known (a name is the rest of
 *       its line, {@code #} included; only a line feed ends a line, so U+2028, U+2029 and U+0085
 *       are part of a name).</li>
 *   <li>{@code Result:} {@code white}, {@code black} or {@code none}, optionally followed by the
 *       reason in parentheses. {@code (Black resigned)} and {@code (White ran out of time)} declare
 *       how a game ended that its position does not show; any other reason, and the winner, must
 *       agree with the final position, or the record is refused. Without this header the result
 *       is read off the final position.</li>
 *   <li>Any other key is a tag, kept and written back in order ({@code Event}, {@code Source},
 *       {@code Date}...).</li>
 * </ul>
 *
 * <p><b>Turns</b> follow, one per line: the turn number (both sides' turns counted together,
 * from 1), {@code W} or {@code B}, a colon, and the turn's actions: White's opening capture
 * alone, a capture followed by a capture, a stack or {@code pass}, or one placement like
 * {@code Z@E4}. Actions may be spelled as players type them ({@code f4 e4}, {@code F4E4},
 * {@code f4-e4} alike); whether two cells mean a capture or a stack is read from the board. Only
 * the last turn may lack its second action (the game ended after the first, or goes on).
 *
 * <p>Blank lines and lines starting with {@code #} are ignored anywhere, and so is the rest of a
 * turn line from {@code #}. The canonical text, which {@link #format} writes, has the headers in
 * the order above (tags between players and result, {@code Result: none} for a game that goes on),
 * a blank line, then the turns in canonical notation: reading it back gives the same record, and
 * formatting a record read from canonical text gives that text again. The example above without
 * its comments is canonical: it is the format's golden file in the tests.
 */
public final class RecordText {
    /*
     * DOTALL: a value is the rest of its line, and only '\n' ends a line. Without it '.' stops at
     * U+2028, U+2029, U+0085 and '\r', which a name may hold, and the record could not be read back.
     */
    private static final Pattern HEADER = Pattern.compile("([A-Za-z][A-Za-z0-9_-]*)\\s*:(.*)", Pattern.DOTALL);
    private static final Pattern TURN = Pattern.compile("(\\d+)\\s*\\.?\\s*([WwBb])\\s*:(.*)", Pattern.DOTALL);
    private static final String HOW_TO_WRITE_A_TURN = "a turn reads like 12 B: D4xE4 C3-D4";

    private RecordText() {
    }

    // ---- writing ----

    /** The record in canonical text. */
    public static String format(GameRecord record) {
        StringBuilder text = new StringBuilder();
        if (record.start() instanceof Start.FromSetup s) {
            header(text, "Setup", s.setup().toString());
        } else {
            header(text, "Start", record.start().position().toString());
        }
        record.player(Side.WHITE).ifPresent(name -> header(text, "White", name));
        record.player(Side.BLACK).ifPresent(name -> header(text, "Black", name));
        record.tags().forEach((key, value) -> header(text, key, value));
        header(text, "Result", ResultHeader.write(record));
        if (!record.turns().isEmpty()) {
            text.append('\n');
        }
        for (Turn turn : record.turns()) {
            text.append(turn.number()).append(' ').append(Character.toUpperCase(turn.side().letter())).append(": ")
                    .append(turn.actions().stream().map(Action::toString).collect(Collectors.joining(" ")))
                    .append('\n');
        }
        return text.toString();
    }

    private static void header(StringBuilder text, String key, String value) {
        text.append(key).append(": ").append(value).append('\n');
    }

    // ---- reading ----

    /**
     * Reads a record and replays it: the record, or the first thing wrong with it (a line that
     * cannot be read, an illegal action with its number and turn, a result the game contradicts).
     */
    public static Checked<GameRecord> parse(String text) {
        Map<String, String> headers = new LinkedHashMap<>();
        List<Replay.WrittenTurn> turns = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int n = 1; n <= lines.length; n++) {
            String line = lines[n - 1].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String problem = Character.isDigit(line.charAt(0)) ? readTurn(line, turns)
                    : readHeader(line, headers, !turns.isEmpty());
            if (problem != null) {
                return Checked.refused("Line " + n + ": " + problem);
            }
        }
        Checked<GameRecord> start = startOf(headers);
        if (!start.isOk()) {
            return start;
        }
        return Replay.replay(start.value(), turns, (written, position) -> position.parseAction(written))
                .flatMap(record -> ResultHeader.read(headers.get("result"), record));
    }

    private static String readTurn(String line, List<Replay.WrittenTurn> turns) {
        Matcher m = TURN.matcher(line);
        if (!m.matches()) {
            return "\"" + line + "\" is not a turn: " + HOW_TO_WRITE_A_TURN + ".";
        }
        int expected = turns.size() + 1;
        if (!m.group(1).replaceFirst("^0+(?=\\d)", "").equals(Integer.toString(expected))) {
            return "this turn is numbered " + m.group(1) + ", but it is turn " + expected
                    + " of the record: number the turns 1, 2, 3... in order.";
        }
        String actionsText = m.group(3);
        int comment = actionsText.indexOf('#');
        List<String> actions = ActionWords.split(comment < 0 ? actionsText : actionsText.substring(0, comment));
        if (actions.isEmpty()) {
            return "turn " + expected + " has no action: " + HOW_TO_WRITE_A_TURN + ".";
        }
        Side side = Character.toLowerCase(m.group(2).charAt(0)) == 'w' ? Side.WHITE : Side.BLACK;
        turns.add(new Replay.WrittenTurn(side, actions));
        return null;
    }

    private static String readHeader(String line, Map<String, String> headers, boolean afterTurns) {
        Matcher m = HEADER.matcher(line);
        if (!m.matches()) {
            return "\"" + line + "\" is neither a header (Key: value) nor a turn (like 12 B: D4xE4 C3-D4).";
        }
        if (afterTurns) {
            return "the header " + m.group(1) + " comes after the turns; headers come first.";
        }
        String key = m.group(1);
        String value = m.group(2).strip();
        if (value.isEmpty()) {
            return key + " has no value.";
        }
        String problem = GameRecord.problemWithValue(value);
        if (problem != null) {
            // A carriage return in mid-line: the record could not keep the value (found by fuzzing).
            return "the value of " + key + " cannot be kept: " + problem + ".";
        }
        String name = known(key);
        if (headers.containsKey(name)) {
            return key + " is given twice.";
        }
        headers.put(name, value);
        return null;
    }

    /** The lower-case name of a header the format knows, or the key itself for a tag. */
    private static String known(String key) {
        String lower = key.toLowerCase(Locale.ROOT);
        return switch (lower) {
            case "setup", "start", "white", "black", "result" -> lower;
            default -> key;
        };
    }

    private static Checked<GameRecord> startOf(Map<String, String> headers) {
        String setup = headers.get("setup");
        String position = headers.get("start");
        if ((setup == null) == (position == null)) {
            return Checked.refused(setup == null
                    ? "The record says neither its setup (Setup: fixed, random <seed> or tournament) nor its start "
                            + "position (Start: followed by a position)."
                    : "The record gives both a setup and a start position: keep one.");
        }
        Checked<GameRecord> record = setup != null
                ? Setup.parse(setup).map(GameRecord::of)
                : Position.parse(position).map(GameRecord::from);
        if (!record.isOk()) {
            return Checked.refused((setup != null ? "Setup: " : "Start: ") + record.reason());
        }
        GameRecord r = record.value();
        for (Map.Entry<String, String> header : headers.entrySet()) {
            switch (header.getKey()) {
                case "setup", "start", "result" -> {
                }
                case "white" -> r = r.withPlayer(Side.WHITE, header.getValue());
                case "black" -> r = r.withPlayer(Side.BLACK, header.getValue());
                default -> r = r.withTag(header.getKey(), header.getValue());
            }
        }
        return Checked.ok(r);
    }
}
