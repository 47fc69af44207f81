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
     * On {@code move}, {@code pass} and {@code place} from the live board (the Activity): the version of
     * the game the page showed ({@link GameSummary#version()}, {@link GameView#version()}: one more with
     * every stored change). When the game has changed since, nothing is played and the reply says so
     * ({@link Rejection#STALE}). A panel's controls carry {@link #PLAYED} instead: they live in a
     * 100-character custom id for as long as the message stays, and only a change of position (an
     * action) makes them wrong, not every stored change (a clock, an owed ping).
     */
    public static final String VERSION = "version";
    /** On {@link Command#VIEW}: the version the asker already shows; unchanged, the reply says only that. */
    public static final String AFTER = "after";
    /**
     * On {@link Command#VIEW} of a finished game: how many of its turns to show played (0, the start, to
     * all of them), the live board stepping through it ({@link GameView.StepThrough}).
     */
    public static final String UP_TO = "upTo";
    /**
     * On a panel's control ({@link ControlId}): how many actions the game had when the control was made.
     * The function acts on the press only while the game still has exactly that many, so a control left
     * over from an earlier position (a repeated or late press, a move typed meanwhile) changes nothing.
     * The live board's actions carry {@link #VERSION} instead. The board's Pass carries it too ({@link
     * ButtonId}), with {@link #ON}.
     */
    public static final String PLAYED = "played";
    /**
     * On a press of a board's button made for one position ({@link #PLAYED}, the board's Pass): {@link
     * #BOARD}. The position is checked as a panel's control's is, and the press is answered as the board's
     * other buttons are: the board is not a panel, to be put in its place.
     */
    public static final String ON = "on";
    /** {@link #ON}'s value for a board's button. */
    public static final String BOARD = "board";

    /** {@link Command#LEARN}: the lesson to play, by its id ({@code capture}); the first when absent. */
    public static final String LESSON = "lesson";
    /** On a lesson's panel: the turn's first action, already played, when the exercise asks a whole turn. */
    public static final String FIRST = "first";
    /** On a lesson's panel: {@code yes} when the press is the turn's pass. */
    public static final String PASSED = "passed";
    /** On a lesson's panel: how many wrong answers were given to this exercise so far. */
    public static final String MISSES = "misses";
    /**
     * On a lesson's panel: {@code yes} on Skip, which opens the next lesson and keeps the skip as progress;
     * on a mistake's panel ({@link #MARKED}), {@code yes} on Next, which opens the player's next marked turn.
     */
    public static final String SKIPPED = "skipped";

    /** {@link Command#PUZZLE}: the theme to pick a puzzle of ({@code last-of-type}); any when absent. */
    public static final String THEME = "theme";
    /**
     * On a puzzle's panel: the solver's actions so far, in the notation, written one after the other
     * ({@code C5xD6passE4xE5}: a capture or a stack is five characters, a pass is {@code pass}).
     */
    public static final String LINE = "line";
    /**
     * On {@code settings}: the daily puzzle, {@code here} (posted in this channel once a day) or {@code off}.
     */
    public static final String DAILY = "daily";
    /**
     * On the daily puzzle's post: the day it was posted for ({@code 20261202}); its button opens that
     * puzzle on a new private panel.
     */
    public static final String POSTED = "posted";
    /** On a daily puzzle's panel: the day of the post that opened it, so that its solve is counted there. */
    public static final String DAY = "day";
    /**
     * {@link Command#IMPORT}: the attached record file's address on Discord's CDN, as the interaction's
     * {@code data.resolved.attachments} gives it; the function fetches it from there only.
     */
    public static final String FILE = "file";
    /**
     * {@link Command#IMPORT}: the record file's text itself, from a frontend that read it (the console reads a
     * local file), in place of {@link #FILE}.
     */
    public static final String RECORD = "record";

    /**
     * On a mistake's panel ({@link Command#LEARN} with a finished game as the control's game, from the
     * review's "Learn from your mistakes"): the number of the player's marked turn played again.
     */
    public static final String MARKED = "marked";

    /**
     * {@link Command#TOURNAMENT}: what to do, {@code create}, {@code join}, {@code leave}, {@code start},
     * {@code cancel}, {@code remove}, {@code standings}, {@code pairings}, {@code export} or {@code games}; a button of the announcement carries
     * it in its game, as {@code <tournament>.<action>}.
     */
    public static final String ACTION = "action";
    /** {@link Command#TOURNAMENT}: the tournament, by its short id; implied when the channel has one. */
    public static final String TOURNAMENT = "tournament";
    /** {@link Command#TOURNAMENT} {@code create}: the tournament's name. */
    public static final String NAME = "name";
    /** {@link Command#TOURNAMENT} {@code create}: {@code swiss}, {@code round-robin} or {@code double-round-robin}. */
    public static final String FORMAT = "format";
    /** {@link Command#TOURNAMENT} {@code create}: a Swiss's rounds. */
    public static final String ROUNDS = "rounds";
    /** {@link Command#TOURNAMENT} {@code create}: {@code true} (its games move ratings) or {@code false}. */
    public static final String RATED = "rated";
    /** {@link Command#TOURNAMENT} {@code create}: the most players who may join. */
    public static final String CAP = "cap";
    /** {@link Command#TOURNAMENT} {@code create}: in how many hours the sign-up closes and round 1 begins. */
    public static final String CLOSES = "closes";

    private Option() {
    }
}
