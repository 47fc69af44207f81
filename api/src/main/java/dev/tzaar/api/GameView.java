package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * One game as a page draws it for one viewer (the Activity: docs/activity-api.md, "GameView"): the
 * position, in the project's notation and as the stacks standing on each cell, who plays, whose action it
 * is, what the viewer may do, the latest turn with what each of its actions did, the clocks and the result.
 * The page knows no rules and reads no notation but the actions it offers: it draws {@link #stacks()} and
 * {@link LatestTurn#trace()} and offers exactly {@link #legalActions()}. Every field is written, null or
 * empty included, as the page reads them.
 *
 * @param id the game's short id
 * @param channel where the game is played (its thread, once it has one): where its actions are relayed from
 * @param openTo the server whose members may watch the game; null when only its players may (a game in a
 *     DM or in a private thread)
 * @param version one more with every change; a page polls it
 * @param status {@link GameStatus}'s name in lower case ({@code active}, {@code finished}...)
 * @param turn the number of the turn now due; for a finished game, the last turn's
 * @param position the position in notation ({@code <board> <side> <step>}), for clients that read it
 * @param sideToMove the side whose action the position is (also after the game ended)
 * @param step which action of a turn is due
 * @param stacks what stands on each cell, A1 first as the notation lists them; empty cells are absent
 * @param white who plays White, {@code bot} set for the bot
 * @param black who plays Black
 * @param toAct the user id whose action it is; null when nobody is to act (the game is over)
 * @param viewer the viewer's colour; null for a spectator
 * @param legalActions the viewer's legal actions in canonical notation, when it is their action; else empty
 * @param lastTurn the latest turn (or its first action while the second is due) and where it began; null before any
 * @param clock the correspondence clocks; null for an untimed game
 * @param result how the game ended; null while it goes on
 * @param locale the viewer's language, {@code en} or {@code fr}
 * @param stepThrough for a finished game, which of its turns the view shows played and how many there are,
 *     for a board to step through it; null while the game goes on
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record GameView(
        String id,
        String channel,
        String openTo,
        long version,
        String status,
        int turn,
        String position,
        Colour sideToMove,
        Step step,
        Map<String, Piece> stacks,
        Player white,
        Player black,
        String toAct,
        Colour viewer,
        List<String> legalActions,
        LatestTurn lastTurn,
        Clocks clock,
        Ending result,
        String locale,
        StepThrough stepThrough) {

    public GameView {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(channel, "channel");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
        legalActions = legalActions == null ? List.of() : List.copyOf(legalActions);
        stacks = stacks == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(stacks));
    }

    /**
     * A started game as a spectator sees it, in English, with nobody to act, no turn played yet, no
     * clock and no result, and the position in notation only: the withers add the rest.
     */
    public static GameView of(String id, String channel, long version, GameStatus status, int turn, String position,
            Player white, Player black) {
        return new GameView(id, channel, null, version, status.name().toLowerCase(Locale.ROOT), turn, position, null,
                null, null, white, black, null, null, null, null, null, null, "en", null);
    }

    /** The same view, with the position as the page draws it: whose action, which step, the stacks by cell. */
    public GameView drawing(Colour toMove, Step due, Map<String, Piece> standing) {
        return edit(parts -> {
            parts.sideToMove = toMove;
            parts.step = due;
            parts.stacks = standing;
        });
    }

    /** The same view, open to the members of this server (its players alone with null). */
    public GameView openToMembersOf(String guildId) {
        return edit(parts -> parts.openTo = guildId);
    }

    /** The same view, with this user's action due (nobody with null). */
    public GameView withToAct(String userId) {
        return edit(parts -> parts.toAct = userId);
    }

    /** The same view, as the player of {@code colour} sees it, who may play these actions (none with an empty list). */
    public GameView seenBy(Colour colour, List<String> actions) {
        return edit(parts -> {
            parts.viewer = colour;
            parts.legalActions = actions;
        });
    }

    /** The same view, with the latest turn. */
    public GameView withLastTurn(LatestTurn turn) {
        return edit(parts -> parts.lastTurn = turn);
    }

    public GameView withClock(Clocks clocks) {
        return edit(parts -> parts.clock = clocks);
    }

    public GameView withResult(Ending ending) {
        return edit(parts -> parts.result = ending);
    }

    /** The same view, for a viewer who reads {@code language} ({@code en}, {@code fr}). */
    public GameView inLanguage(String language) {
        return edit(parts -> parts.locale = language);
    }

    /** The same view, saying which of the finished game's turns it shows played. */
    public GameView steppingThrough(StepThrough steps) {
        return edit(parts -> parts.stepThrough = steps);
    }

    /**
     * Where a view of a finished game stands in it: after its first {@code at} turns of {@code turns}
     * (0 the start; {@code turns} the end, which a view without {@link Option#UP_TO} shows).
     */
    public record StepThrough(int at, int turns) {
        public StepThrough {
            if (at < 0 || at > turns) {
                throw new IllegalArgumentException("a step of 0 to " + turns + ", not " + at);
            }
        }
    }

    /** A side, as the page names it. */
    public enum Colour {
        WHITE,
        BLACK;

        @JsonValue
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }

        @JsonCreator
        static Colour fromJson(String name) {
            return valueOf(name.toUpperCase(Locale.ROOT));
        }
    }

    /** Which action of a turn is due, as the notation's step says it ({@code 1}, {@code 2}, {@code p}). */
    public enum Step {
        FIRST,
        SECOND,
        PLACEMENT;

        @JsonValue
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }

        @JsonCreator
        static Step fromJson(String name) {
            return valueOf(name.toUpperCase(Locale.ROOT));
        }
    }

    /**
     * A stack on a cell.
     *
     * @param colour whose it is: the colour of its top piece
     * @param type its top piece's type ({@code tzaar}, {@code tzarra}, {@code tott}): only the top counts
     * @param height how many pieces it holds, 1 for a piece alone
     */
    public record Piece(Colour colour, String type, int height) {
        public Piece {
            Objects.requireNonNull(colour, "colour");
            Objects.requireNonNull(type, "type");
        }
    }

    /**
     * The latest turn, with what each action did: the marks the picture draws of it and the words its alt
     * text says, worked out by the function so that no client replays it.
     *
     * @param before the position it began in
     * @param actions its actions so far, in canonical notation
     * @param mover who played it
     * @param goesOn whether only its first action is played and the same side's second is due, in a game not
     *     over (the picture's "This turn so far" rather than "Last turn")
     * @param trace what each action did, in order
     */
    public record LatestTurn(String before, List<String> actions, Colour mover, boolean goesOn, List<Traced> trace) {
        public LatestTurn {
            Objects.requireNonNull(before, "before");
            actions = List.copyOf(actions);
            trace = trace == null ? List.of() : List.copyOf(trace);
        }
    }

    /**
     * What one action of a turn did on the board. A capture or a stack names where the stack went from and
     * to and the stack it made there ({@code landed}); a capture also the stack it took ({@code took}),
     * which is gone from the position after; a placement where and which type; a pass nothing.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Traced(Kind kind, String from, String to, Piece took, Piece landed, String at, String type) {
        public Traced {
            Objects.requireNonNull(kind, "kind");
        }

        public static Traced capture(String from, String to, Piece took, Piece landed) {
            return new Traced(Kind.CAPTURE, from, to, Objects.requireNonNull(took, "took"), landed, null, null);
        }

        public static Traced stack(String from, String to, Piece landed) {
            return new Traced(Kind.STACK, from, to, null, landed, null, null);
        }

        public static Traced place(String at, String type) {
            return new Traced(Kind.PLACE, null, null, null, null, at, type);
        }

        public static Traced pass() {
            return new Traced(Kind.PASS, null, null, null, null, null, null);
        }

        /** The kinds of action, named as the page knows them. */
        public enum Kind {
            CAPTURE,
            STACK,
            PLACE,
            PASS;

            @JsonValue
            public String wireName() {
                return name().toLowerCase(Locale.ROOT);
            }

            @JsonCreator
            static Kind fromJson(String name) {
                return valueOf(name.toUpperCase(Locale.ROOT));
            }
        }
    }

    /**
     * The correspondence clocks as the game keeps them.
     *
     * @param daysPerMove the time control
     * @param white White's time left, as the clock holds it (not counting the running turn)
     * @param black Black's
     * @param deadline when the flag of the side to act falls (epoch milliseconds); null when no clock runs
     */
    public record Clocks(int daysPerMove, Left white, Left black, Long deadline) {
        public Clocks {
            Objects.requireNonNull(white, "white");
            Objects.requireNonNull(black, "black");
        }

        /** @param left milliseconds */
        public record Left(long left) {
        }
    }

    /**
     * How the game ended.
     *
     * @param winner the side that won
     * @param reason a stable kind the page words itself
     * @param pieceType the type the loser has none of left, for {@link Reason#LAST_OF_TYPE}; else null
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Ending(Colour winner, Reason reason, String pieceType) {
        public Ending {
            Objects.requireNonNull(winner, "winner");
            Objects.requireNonNull(reason, "reason");
        }

        /** The engine's kinds of result, named as the page knows them. */
        public enum Reason {
            LAST_OF_TYPE("lastOfType"),
            NO_CAPTURE("noCapture"),
            RESIGNED("resigned"),
            TIMED_OUT("timedOut");

            private final String wireName;

            Reason(String wireName) {
                this.wireName = wireName;
            }

            @JsonValue
            public String wireName() {
                return wireName;
            }

            @JsonCreator
            static Reason fromJson(String name) {
                for (Reason reason : values()) {
                    if (reason.wireName.equals(name)) {
                        return reason;
                    }
                }
                throw new IllegalArgumentException("unknown reason \"" + name + "\"");
            }
        }
    }

    private GameView edit(Consumer<Parts> change) {
        Parts parts = new Parts(this);
        change.accept(parts);
        return parts.view();
    }

    /** The fields while a view is being made: the one place besides the record's header that names them all. */
    private static final class Parts {
        String id;
        String channel;
        String openTo;
        long version;
        String status;
        int turn;
        String position;
        Colour sideToMove;
        Step step;
        Map<String, Piece> stacks;
        Player white;
        Player black;
        String toAct;
        Colour viewer;
        List<String> legalActions;
        LatestTurn lastTurn;
        Clocks clock;
        Ending result;
        String locale;
        StepThrough stepThrough;

        Parts(GameView view) {
            id = view.id;
            channel = view.channel;
            openTo = view.openTo;
            version = view.version;
            status = view.status;
            turn = view.turn;
            position = view.position;
            sideToMove = view.sideToMove;
            step = view.step;
            stacks = view.stacks;
            white = view.white;
            black = view.black;
            toAct = view.toAct;
            viewer = view.viewer;
            legalActions = view.legalActions;
            lastTurn = view.lastTurn;
            clock = view.clock;
            result = view.result;
            locale = view.locale;
            stepThrough = view.stepThrough;
        }

        GameView view() {
            return new GameView(id, channel, openTo, version, status, turn, position, sideToMove, step, stacks, white,
                    black, toAct, viewer, legalActions, lastTurn, clock, result, locale, stepThrough);
        }
    }
}
