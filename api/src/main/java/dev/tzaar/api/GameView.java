package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * One game as a page draws it for one viewer (the Activity: docs/activity-api.md, "GameView"): the
 * position in the project's notation, who plays, whose action it is, what the viewer may do, the
 * latest turn, the clocks and the result. The page knows no rules: it offers exactly {@link
 * #legalActions()}. Every field is written, null or empty included, as the page reads them.
 *
 * @param id the game's short id
 * @param channel where the game is played (its thread, once it has one): where its actions are relayed from
 * @param openTo the server whose members may watch the game; null when only its players may (a game in a
 *     DM or in a private thread)
 * @param version one more with every change; a page polls it
 * @param status {@link GameStatus}'s name in lower case ({@code active}, {@code finished}...)
 * @param turn the number of the turn now due; for a finished game, the last turn's
 * @param position the position in notation ({@code <board> <side> <step>})
 * @param white who plays White, {@code bot} set for the bot
 * @param black who plays Black
 * @param toAct the user id whose action it is; null when nobody is to act (the game is over)
 * @param viewer the viewer's colour; null for a spectator
 * @param legalActions the viewer's legal actions in canonical notation, when it is their action; else empty
 * @param lastTurn the latest turn (or its first action while the second is due) and where it began; null before any
 * @param clock the correspondence clocks; null for an untimed game
 * @param result how the game ended; null while it goes on
 * @param locale the viewer's language, {@code en} or {@code fr}
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
        Player white,
        Player black,
        String toAct,
        Colour viewer,
        List<String> legalActions,
        LatestTurn lastTurn,
        Clocks clock,
        Ending result,
        String locale) {

    public GameView {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(channel, "channel");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
        legalActions = legalActions == null ? List.of() : List.copyOf(legalActions);
    }

    /**
     * A started game as a spectator sees it, in English, with nobody to act, no turn played yet, no
     * clock and no result: the withers add the rest.
     */
    public static GameView of(String id, String channel, long version, GameStatus status, int turn, String position,
            Player white, Player black) {
        return new GameView(id, channel, null, version, status.name().toLowerCase(Locale.ROOT), turn, position, white,
                black, null, null, null, null, null, null, "en");
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

    /** The same view, with the latest turn: the position it began in and its actions so far. */
    public GameView withLastTurn(String before, List<String> actions) {
        return edit(parts -> parts.lastTurn = new LatestTurn(before, actions));
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

    /**
     * The latest turn.
     *
     * @param before the position it began in: what a capture took is gone from the position after
     * @param actions its actions so far, in canonical notation
     */
    public record LatestTurn(String before, List<String> actions) {
        public LatestTurn {
            Objects.requireNonNull(before, "before");
            actions = List.copyOf(actions);
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
        Player white;
        Player black;
        String toAct;
        Colour viewer;
        List<String> legalActions;
        LatestTurn lastTurn;
        Clocks clock;
        Ending result;
        String locale;

        Parts(GameView view) {
            id = view.id;
            channel = view.channel;
            openTo = view.openTo;
            version = view.version;
            status = view.status;
            turn = view.turn;
            position = view.position;
            white = view.white;
            black = view.black;
            toAct = view.toAct;
            viewer = view.viewer;
            legalActions = view.legalActions;
            lastTurn = view.lastTurn;
            clock = view.clock;
            result = view.result;
            locale = view.locale;
        }

        GameView view() {
            return new GameView(id, channel, openTo, version, status, turn, position, white, black, toAct, viewer,
                    legalActions, lastTurn, clock, result, locale);
        }
    }
}
