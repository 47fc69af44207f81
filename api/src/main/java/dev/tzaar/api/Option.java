package dev.tzaar.api;

/** The names of command options, as Discord shows them and as requests carry them. */
public final class Option {
    /** The game a command is about, by its short id; implied when the user has one game in the channel. */
    public static final String GAME = "game";
    /** The challenged user (a Discord user id; {@link GameRequest#mentioned()} has their name). */
    public static final String OPPONENT = "opponent";
    /** {@code random}, {@code fixed} or {@code tournament}. */
    public static final String SETUP = "setup";
    /** The challenger's colour: {@code random}, {@code white} or {@code black}. */
    public static final String COLOUR = "colour";
    /** A correspondence clock for the challenge: days per move, 1 to 14; absent for an untimed game. */
    public static final String DAYS = "days";
    public static final String FROM = "from";
    public static final String TO = "to";
    /** A whole turn as text, like {@code F4xE4 C3-D4}. */
    public static final String TURN = "turn";
    /** The type of piece to place: {@code Z}, {@code A} or {@code T}. */
    public static final String TYPE = "type";
    /** The cell to place on. */
    public static final String AT = "at";
    /** How strongly the bot plays: {@code easy}, {@code medium} or {@code hard}. */
    public static final String LEVEL = "level";
    /**
     * On {@code challenge}: where the game is played, {@code public} or {@code private} (a thread of its
     * own) or {@code off} (the channel); {@code true} and {@code false}, the option's values before it had
     * choices, mean {@code public} and {@code off}; absent, the server's default. On the bot's {@link
     * Command#THREAD} request: the thread's id.
     */
    public static final String THREAD = "thread";
    /** On {@code settings}: the server's default for challenges, {@code off}, {@code public} or {@code private}. */
    public static final String THREADS = "threads";

    /** Whose stats: a Discord user id ({@link GameRequest#mentioned()} has their name). */
    public static final String PLAYER = "player";
    /** Which leaderboard: {@code server} (the default) or {@code global}. */
    public static final String SCOPE = "scope";
    /** For {@code games}: {@code true} lists the finished games instead of the open ones. */
    public static final String FINISHED = "finished";
    /**
     * On a panel's control ({@link ControlId}): how many actions the game had when the control was made.
     * The function acts on the press only while the game still has exactly that many, so a control left
     * over from an earlier position (a repeated or late press, a move typed meanwhile) changes nothing.
     */
    public static final String PLAYED = "played";

    private Option() {
    }
}
