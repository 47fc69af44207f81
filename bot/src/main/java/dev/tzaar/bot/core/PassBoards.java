package dev.tzaar.bot.core;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonId;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameSummary;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The public board of each game that offers Pass: the one a turn's first action posted, Pass being the
 * turn's second action. Once a newer public answer of that game is shown (the pass made from a panel or
 * typed, the second action played, the game ended), the turn is over and the board's buttons are
 * retired, as a press of the board's own Pass retires them: a stale Pass is not left to be pressed and
 * refused.
 *
 * <p>What it remembers is how to take the buttons off that message: through the interaction that posted
 * it, whose token lasts 15 minutes ({@link #RETIRABLE_FOR}); a board older than that keeps its buttons, and a press
 * of them is refused as stale, as before. It lives in the relay's process: a relay that hands its answers
 * off (the interactions endpoint on AWS Lambda, each answer in an invocation of its own, whose end also
 * ends its webhook's calls) remembers no board, and there a spent Pass stays, refused when pressed.
 */
public final class PassBoards {
    /** How long after its acknowledgement an interaction's token still edits its messages: 15 minutes, less a margin. */
    static final Duration RETIRABLE_FOR = Duration.ofMinutes(15).minusSeconds(20);
    /** Games remembered at most: the oldest are forgotten first (their boards then keep their buttons). */
    static final int GAMES_KEPT = 1000;

    /** How to retire a board's buttons, and until when that can be done. */
    private record Board(long version, Runnable retire, Instant until) {
    }

    private final Map<String, Board> boards = new LinkedHashMap<>(16, 0.75f, false) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Board> eldest) {
            return size() > GAMES_KEPT;
        }
    };

    /** Whether a public reply offers Pass for its game: a board at a turn's second action. */
    static boolean offersPass(GameReply reply) {
        return reply.game() != null && offersPass(reply.buttons(), reply.game().id());
    }

    /**
     * Whether these buttons, under a message, offer Pass for game {@code gameId}: the board's Pass
     * ({@link ButtonId}); a panel's Pass ({@link dev.tzaar.api.ControlId}) moves on with its panel.
     */
    public static boolean offersPass(List<ActionButton> buttons, String gameId) {
        return buttons.stream().anyMatch(button -> ButtonId.isBoardsPass(button.id(), gameId));
    }

    /**
     * A public answer about {@code game} as it now stands: the board of an earlier version that offered
     * Pass, when its buttons can still be retired, is handed back to be retired (and forgotten).
     */
    synchronized Optional<Runnable> spentBy(GameSummary game, Instant now) {
        Board board = boards.get(game.id());
        if (board == null || board.version() >= game.version()) {
            return Optional.empty();
        }
        boards.remove(game.id());
        return now.isBefore(board.until()) ? Optional.of(board.retire()) : Optional.empty();
    }

    /**
     * A board that offers Pass was shown: {@code retire} takes its buttons off, through the interaction
     * acknowledged at {@code acknowledgedAt}.
     */
    synchronized void offered(GameSummary game, Runnable retire, Instant acknowledgedAt) {
        Board known = boards.get(game.id());
        if (known == null || known.version() <= game.version()) {
            boards.put(game.id(), new Board(game.version(), retire, acknowledgedAt.plus(RETIRABLE_FOR)));
        }
    }
}
