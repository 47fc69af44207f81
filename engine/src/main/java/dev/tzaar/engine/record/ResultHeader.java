package dev.tzaar.engine.record;

import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code Result:} header of {@link RecordText}: {@code white}, {@code black} or {@code none},
 * with the reason in parentheses. A resignation or a time-out is declared by it; any other result
 * must be the one the final position shows, so that a record cannot claim what its moves deny.
 */
final class ResultHeader {
    private static final Pattern RESULT =
            Pattern.compile("(white|black|none)\\s*(?:\\((.*)\\))?", Pattern.CASE_INSENSITIVE);
    private static final Pattern DECLARED =
            Pattern.compile("(white|black)\\s+(resigned|ran out of time)", Pattern.CASE_INSENSITIVE);

    private ResultHeader() {
    }

    /** Like {@code white (Black has no Tzaars left)}, or {@code none} while the game goes on. */
    static String write(GameRecord record) {
        return record.result().map(r -> r.winner().code() + " (" + r.reason() + ")").orElse("none");
    }

    /**
     * The record with the result its header declares (none when there is no header), or why the
     * game contradicts it.
     */
    static Checked<GameRecord> read(String written, GameRecord record) {
        if (written == null) {
            return Checked.ok(record);
        }
        Matcher m = RESULT.matcher(written);
        if (!m.matches()) {
            return Checked.refused("Result: \"" + written + "\" is not a result: write white, black or none, "
                    + "optionally with the reason in parentheses, like white (Black resigned).");
        }
        String winner = m.group(1).toLowerCase(Locale.ROOT);
        String reason = m.group(2) == null ? null : m.group(2).strip();
        Optional<Result> played = record.result();
        if (winner.equals("none")) {
            return played.isEmpty() ? Checked.ok(record)
                    : Checked.refused("The record says the game goes on (Result: none), but it is over: "
                            + describe(played.get()) + ".");
        }
        Side side = winner.equals("white") ? Side.WHITE : Side.BLACK;
        Matcher declared = reason == null ? null : DECLARED.matcher(reason);
        if (declared != null && declared.matches()) {
            return declare(record, side, declared);
        }
        if (played.isEmpty()) {
            return Checked.refused("The record says " + side.displayName() + " won, but the game goes on after the "
                    + "last turn, with " + record.finalPosition().sideToMove().displayName() + " to act. "
                    + "A resignation or time-out is written like: Result: " + side.code() + " ("
                    + side.opponent().displayName() + " resigned).");
        }
        if (played.get().winner() != side) {
            return Checked.refused("The record says " + side.displayName() + " won, but the final position says "
                    + describe(played.get()) + ".");
        }
        if (reason != null && !reason.equalsIgnoreCase(played.get().reason())) {
            return Checked.refused("The record says " + side.displayName() + " won because \"" + reason
                    + "\", but the final position says " + describe(played.get()) + ".");
        }
        return Checked.ok(record);
    }

    private static Checked<GameRecord> declare(GameRecord record, Side winner, Matcher declared) {
        Side loser = declared.group(1).equalsIgnoreCase("white") ? Side.WHITE : Side.BLACK;
        if (loser == winner) {
            return Checked.refused("The record says " + winner.displayName() + " won because "
                    + loser.displayName() + " " + declared.group(2).toLowerCase(Locale.ROOT)
                    + ": the loser cannot be the winner.");
        }
        boolean resigned = declared.group(2).equalsIgnoreCase("resigned");
        Checked<GameRecord> ended = resigned ? record.resign(loser) : record.timeOut(loser);
        return ended.isOk() ? ended
                : Checked.refused("The record says " + loser.displayName() + " "
                        + (resigned ? "resigned" : "ran out of time") + ", but " + lowerFirst(ended.reason()));
    }

    private static String describe(Result result) {
        return result.winner().displayName() + " won, " + result.reason();
    }

    private static String lowerFirst(String sentence) {
        return Character.toLowerCase(sentence.charAt(0)) + sentence.substring(1);
    }
}
