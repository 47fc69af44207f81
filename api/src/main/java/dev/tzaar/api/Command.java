package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;
import java.util.Optional;

/** What a player asks for: the subcommands of {@code /tzaar}, and what its buttons do. */
public enum Command {
    CHALLENGE,
    ACCEPT,
    DECLINE,
    CANCEL,
    MOVE,
    PASS,
    PLACE,
    /** Asks to confirm: a resignation cannot be taken back, and buttons are easy to tap by mistake. */
    RESIGN,
    /** The confirmation's button: resigns. */
    CONFIRM_RESIGN,
    BOARD,
    GAMES,
    HISTORY,
    CLAIM,
    HELP,
    RULES,
    REMATCH,
    /**
     * A game against the bot, begun at once: options {@link Option#LEVEL}, {@link Option#SETUP},
     * {@link Option#COLOUR}, and {@link Option#OPPONENT} naming the bot's own user, whom the frontend
     * puts in {@link GameRequest#mentioned()} (the function learns who the bot is from the request).
     */
    AI,
    /** A turn suggested, privately, to the player whose turn it is in a game against the bot. */
    HINT,
    /** A finished game looked over, privately: the score after each turn and the biggest mistakes. */
    ANALYZE,
    /** The ladder of this server, or the global one with {@code scope:global}. */
    LEADERBOARD,
    /** A player's rating and record ({@code player:}, or the user who asks). */
    STATS,
    /**
     * This server's TZAAR settings, shown privately; with {@link Option#THREADS}, changed, by a user
     * with the {@link Capability#MANAGE_SERVER} capability only.
     */
    SETTINGS,
    /**
     * Not a subcommand: the bot tells the function the thread it started for a game (options {@link
     * Option#GAME}, {@link Option#THREAD} the thread's id), so that the game is played there from now on.
     */
    THREAD,
    /** A spectator's button in a game's thread: add me to the thread, so that its moves notify me. */
    FOLLOW,
    /** Take me off the game's thread. */
    UNFOLLOW,
    /**
     * A player's private panel, to play their turn by taps: the board's "Play your turn" opens it (a new
     * private message); the panel's own controls ({@link ControlId}: a piece chosen, Back, a type of piece
     * to place) carry {@link Option#PLAYED} and are answered with the panel as it then stands, in place
     * of the pressed one. It changes nothing: the panel's targets, Pass and cells are {@link #MOVE},
     * {@link #PASS} and {@link #PLACE} controls.
     */
    PANEL,
    /** Autocomplete: the choices for the option being typed. */
    SUGGEST,
    /**
     * Not a subcommand: one game as a board drawn on a page shows it (the Activity), for the user who
     * asks ({@link GameReply#view()}), wherever it is played: option {@link Option#GAME}, and {@link
     * Option#AFTER} a version, which is answered {@link GameReply#unchangedAt()} while the game is still
     * at it. It changes nothing.
     */
    VIEW,
    /**
     * Not a subcommand: the games being played in the request's channel (and the user's in its
     * threads), and the one a board opened there shows ({@link GameReply#listing()}). It changes nothing.
     */
    CHANNEL_GAMES,
    /**
     * The board message's button that opens the live board (the Activity): the frontend answers it
     * itself, with Discord's launch-activity response; a frontend that cannot (the console) asks the
     * function, which says where the live board is.
     */
    ACTIVITY,
    /**
     * A lesson of the course, played privately by taps ({@code /tzaar learn [lesson:]}): option {@link
     * Option#LESSON} picks a lesson; the panel's controls ({@link ControlId}, the exercise's key as their
     * game, like {@code capture-2}) carry the actions tried so far ({@link Option#FIRST}, {@link
     * Option#FROM}, {@link Option#TO}, {@link Option#PASSED}) and the misses ({@link Option#MISSES}). It
     * changes no game. The review's "Learn from your mistakes" ({@link ButtonId}, a finished game as its
     * game) opens the presser's marked turns of that game the same way, each control carrying the turn
     * ({@link Option#MARKED}).
     */
    LEARN,
    /**
     * A proven puzzle, played privately by taps ({@code /tzaar puzzle [theme:]}): option {@link
     * Option#THEME} narrows the choice; the panel's controls (the puzzle's id as their game) carry the
     * solver's actions so far ({@link Option#LINE}) and the choice made ({@link Option#FROM}, {@link
     * Option#TO}, {@link Option#PASSED}). It changes no game; a finished try moves the player's puzzle
     * rating and the puzzle's.
     */
    PUZZLE,
    /**
     * A game's replay, privately: an animated picture of its every turn ({@code /tzaar replay [game:]}, and the
     * Replay button of a finished game). It changes nothing.
     */
    REPLAY,
    /**
     * A finished game brought from elsewhere ({@code /tzaar import} with a record file attached: {@link
     * Option#FILE}, or {@link Option#RECORD} its text): replayed with the rules and kept as a finished game
     * that is never rated and says where it came from.
     */
    IMPORT,
    /**
     * Not a subcommand: a lesson's exercise as the live board draws it ({@link GameReply#practice()}), the one
     * {@link #LEARN} would show with the same options (option {@link Option#GAME} the exercise, like {@code
     * capture-2}; without it, where the user's progress has reached), judged by the same code; a try is
     * {@link Option#FROM} and {@link Option#TO}, or {@link Option#PASSED}. It changes no game.
     */
    EXERCISE,
    /**
     * Not a subcommand: a puzzle as the live board draws it ({@link GameReply#practice()}), the one {@link
     * #PUZZLE} would show with the same options, judged and rated by the same code. It changes no game.
     */
    PUZZLE_TRY,
    /**
     * A server's tournament ({@code /tzaar tournament action:}): created by someone with {@link
     * Capability#MANAGE_SERVER}, joined and left by the announcement's buttons (their game is {@code
     * <tournament>.<action>}), started by its organiser, its rounds' games created at once in the channel,
     * its standings, pairings and games shown (docs/tournaments.md).
     */
    TOURNAMENT;

    /** The name in JSON, in Discord and in button ids: lower case, like {@code challenge}. */
    @JsonValue
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Command> ofWireName(String name) {
        for (Command command : values()) {
            if (command.wireName().equals(name)) {
                return Optional.of(command);
            }
        }
        return Optional.empty();
    }

    @JsonCreator
    static Command fromJson(String name) {
        return ofWireName(name).orElseThrow(() -> new IllegalArgumentException("unknown command \"" + name + "\""));
    }
}
