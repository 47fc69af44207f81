package dev.tzaar.lambda.game;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A game from the challenge on, as the function keeps it: who, where, how it was set up, and (once
 * accepted) its record, from which the position, whose turn it is and the result all follow.
 *
 * @param id a short id people can type, like {@code k7m2q}
 * @param guildId the server, or null in a direct message
 * @param channelId the channel the game is played in
 * @param status where it stands
 * @param challenger who challenged
 * @param opponent who was challenged; null while an open challenge waits for anyone to accept it
 * @param setup the setup asked for; a random setup gets its seed when the game starts
 * @param colour the challenger's colour as asked
 * @param white who plays White, once started
 * @param black who plays Black, once started
 * @param record every action so far, once started
 * @param createdAt when the challenge was made
 * @param updatedAt when the game last changed (the last action, for a claim)
 * @param expiresAt when the game may be forgotten: a challenge not answered, a finished game kept
 *     a while for its history, an abandoned one; null for never
 * @param version 1 when created, one more with every change: writes are conditional on it
 * @param clock the correspondence clock, or null for an untimed game (which the opponent may claim
 *     after a long wait instead)
 * @param open made to anyone in the channel rather than to one person: the first to accept plays
 * @param thread the game's own thread, when the challenge asked for one; null when played in the channel
 * @param pingOwed the ping of the game's last reply, which never got through and which the channel's next
 *     public reply carries; null when none is owed. The next change of the game drops it.
 */
public record Game(
        String id,
        String guildId,
        String channelId,
        GameStatus status,
        Player challenger,
        Player opponent,
        Setup.Kind setup,
        ColourChoice colour,
        Player white,
        Player black,
        GameRecord record,
        Instant createdAt,
        Instant updatedAt,
        Instant expiresAt,
        long version,
        GameClock clock,
        boolean open,
        GameThread thread,
        PingOwed pingOwed) {

    public Game {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(challenger, "challenger");
        if (opponent == null && !(open && (status == GameStatus.CHALLENGED || status == GameStatus.CANCELLED))) {
            throw new IllegalArgumentException("only an open challenge, not yet accepted, has no opponent");
        }
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
        boolean started = status == GameStatus.ACTIVE || status == GameStatus.FINISHED;
        if (started != (record != null && white != null && black != null)) {
            throw new IllegalArgumentException("a game has players and a record exactly when it has started");
        }
    }

    /** A game that owes no ping. */
    public Game(String id, String guildId, String channelId, GameStatus status, Player challenger, Player opponent,
            Setup.Kind setup, ColourChoice colour, Player white, Player black, GameRecord record, Instant createdAt,
            Instant updatedAt, Instant expiresAt, long version, GameClock clock, boolean open, GameThread thread) {
        this(id, guildId, channelId, status, challenger, opponent, setup, colour, white, black, record, createdAt,
                updatedAt, expiresAt, version, clock, open, thread, null);
    }

    /** An untimed game challenged to one person: not open. */
    public Game(String id, String guildId, String channelId, GameStatus status, Player challenger, Player opponent,
            Setup.Kind setup, ColourChoice colour, Player white, Player black, GameRecord record, Instant createdAt,
            Instant updatedAt, Instant expiresAt, long version) {
        this(id, guildId, channelId, status, challenger, opponent, setup, colour, white, black, record, createdAt,
                updatedAt, expiresAt, version, null, false, null);
    }

    /** A game played in its channel, not in a thread of its own. */
    public Game(String id, String guildId, String channelId, GameStatus status, Player challenger, Player opponent,
            Setup.Kind setup, ColourChoice colour, Player white, Player black, GameRecord record, Instant createdAt,
            Instant updatedAt, Instant expiresAt, long version, GameClock clock, boolean open) {
        this(id, guildId, channelId, status, challenger, opponent, setup, colour, white, black, record, createdAt,
                updatedAt, expiresAt, version, clock, open, null);
    }

    /** A new challenge, version 1. */
    public static Game challenge(String id, String guildId, String channelId, Player challenger, Player opponent,
            Setup.Kind setup, ColourChoice colour, Instant now, Instant expiresAt) {
        return new Game(id, guildId, channelId, GameStatus.CHALLENGED, challenger, opponent, setup, colour,
                null, null, null, now, now, expiresAt, 1);
    }

    /** A new open challenge, version 1: to anyone in the channel. */
    public static Game openChallenge(String id, String guildId, String channelId, Player challenger,
            Setup.Kind setup, ColourChoice colour, Instant now, Instant expiresAt) {
        return new Game(id, guildId, channelId, GameStatus.CHALLENGED, challenger, null, setup, colour,
                null, null, null, now, now, expiresAt, 1, null, true, null);
    }

    /**
     * The record's tag that says where an imported game came from ({@code Imported: LittleGolem}): kept with
     * the record, so that the game says it wherever it is shown, and is never rated.
     */
    public static final String IMPORTED_TAG = "Imported";

    /** Where the game was imported from ({@code LittleGolem}), when it was brought in by {@code /tzaar import}. */
    public Optional<String> importedFrom() {
        return record == null ? Optional.empty() : Optional.ofNullable(record.tags().get(IMPORTED_TAG));
    }

    /** True while an open challenge waits for someone to accept it: there is no opponent yet. */
    public boolean awaitsAnyone() {
        return opponent == null;
    }

    /** The open challenge with the one who accepts it as the opponent, same version: {@link #accepted} follows. */
    public Game takenBy(Player acceptor) {
        if (!awaitsAnyone()) {
            throw new IllegalStateException("game " + id + " already has its opponent");
        }
        return new Game(id, guildId, channelId, status, challenger, Objects.requireNonNull(acceptor), setup, colour,
                white, black, record, createdAt, updatedAt, expiresAt, version, clock, true, thread, pingOwed);
    }

    public boolean isStarted() {
        return record != null;
    }

    /** The current position; only once started. */
    public Position position() {
        return started().finalPosition();
    }

    /** The player of a side; only once started. */
    public Player player(Side side) {
        started();
        return side == Side.WHITE ? white : black;
    }

    /** The side a user plays, if they play in this started game. */
    public Optional<Side> sideOf(String userId) {
        if (!isStarted()) {
            return Optional.empty();
        }
        if (white.id().equals(userId)) {
            return Optional.of(Side.WHITE);
        }
        return black.id().equals(userId) ? Optional.of(Side.BLACK) : Optional.empty();
    }

    /** True when the user is the challenger or the challenged. */
    public boolean involves(String userId) {
        return challenger.id().equals(userId) || (opponent != null && opponent.id().equals(userId));
    }

    /** True when the user was challenged by name, or took an open challenge. */
    public boolean isOpponent(String userId) {
        return opponent != null && opponent.id().equals(userId);
    }

    /** The other player of the two; null for the challenger of an open challenge nobody took yet. */
    public Player otherThan(String userId) {
        return challenger.id().equals(userId) ? opponent : challenger;
    }

    /** The player whose action it is, while the game is being played. */
    public Optional<Player> toAct() {
        if (status != GameStatus.ACTIVE) {
            return Optional.empty();
        }
        return Optional.of(player(position().sideToMove()));
    }

    /** A game that begins without a challenge to answer (one against the bot), version 1, in play. */
    public static Game startedAtOnce(String id, String guildId, String channelId, Player challenger,
            Player opponent, Setup.Kind setup, ColourChoice colour, Player white, Player black, GameRecord record,
            Instant now, Instant expiresAt) {
        return new Game(id, guildId, channelId, GameStatus.ACTIVE, challenger, opponent, setup, colour, white, black,
                record, now, now, expiresAt, 1);
    }

    /** The challenge accepted, the next version: the game begins with these players and this record. */
    public Game accepted(Player newWhite, Player newBlack, GameRecord newRecord, Instant now, Instant newExpiresAt) {
        return next(GameStatus.ACTIVE, newWhite, newBlack, newRecord, now, newExpiresAt);
    }

    /** The challenge withdrawn by its challenger, the next version. */
    public Game cancelled(Instant now, Instant newExpiresAt) {
        return unplayed(GameStatus.CANCELLED, now, newExpiresAt);
    }

    /** The challenge turned down by the one challenged, the next version. */
    public Game declined(Instant now, Instant newExpiresAt) {
        return unplayed(GameStatus.DECLINED, now, newExpiresAt);
    }

    /** The challenge left unanswered past its time, the next version. */
    public Game expired(Instant now, Instant newExpiresAt) {
        return unplayed(GameStatus.EXPIRED, now, newExpiresAt);
    }

    /**
     * The started game with its record grown (an action, a resignation, a claim, a flag fall), the
     * next version: finished when the record is over, else still in play.
     */
    public Game played(GameRecord newRecord, Instant now, Instant newExpiresAt) {
        started();
        return next(newRecord.isOver() ? GameStatus.FINISHED : GameStatus.ACTIVE, white, black, newRecord, now,
                newExpiresAt);
    }

    /** The next version with the same players and record, touched at {@code now}: a reminder was sent. */
    public Game renewed(Instant now, Instant newExpiresAt) {
        return next(status, white, black, record, now, newExpiresAt);
    }

    private Game unplayed(GameStatus ending, Instant now, Instant newExpiresAt) {
        return next(ending, null, null, null, now, newExpiresAt);
    }

    /**
     * The game after a change: the next version. A ping still owed is dropped: the game moved on, and
     * the reply of this change says whose turn it is now.
     */
    private Game next(GameStatus newStatus, Player newWhite, Player newBlack, GameRecord newRecord, Instant now,
            Instant newExpiresAt) {
        return new Game(id, guildId, channelId, newStatus, challenger, opponent, setup, colour, newWhite, newBlack,
                newRecord, createdAt, now, newExpiresAt, version + 1, clockAfter(newStatus, newRecord, now), open,
                thread);
    }

    /** The same version with another clock: a timed challenge, or a reminder noted on the next version. */
    public Game withClock(GameClock newClock) {
        return new Game(id, guildId, channelId, status, challenger, opponent, setup, colour, white, black, record,
                createdAt, updatedAt, expiresAt, version, newClock, open, thread, pingOwed);
    }

    /** The same version, asking for (or, with null, not asking for) a thread of its own. */
    public Game withThread(GameThread newThread) {
        return new Game(id, guildId, channelId, status, challenger, opponent, setup, colour, white, black, record,
                createdAt, updatedAt, expiresAt, version, clock, open, newThread, pingOwed);
    }

    /**
     * The next version, owing {@code ping} (or, with null, no ping any more); nothing else changes, not
     * even the time of the last action (from which a claim counts).
     */
    public Game owing(PingOwed ping) {
        return new Game(id, guildId, channelId, status, challenger, opponent, setup, colour, white, black, record,
                createdAt, updatedAt, expiresAt, version + 1, clock, open, thread, ping);
    }

    /**
     * The next version, played in the thread the bot started for it; nothing else changes, not even
     * the time of the last action (from which a claim counts).
     */
    public Game inThread(String threadId) {
        return new Game(id, guildId, channelId, status, challenger, opponent, setup, colour, white, black, record,
                createdAt, updatedAt, expiresAt, version + 1, clock, open,
                (thread == null ? GameThread.ASKED : thread).startedAs(Objects.requireNonNull(threadId)), pingOwed);
    }

    /** Where the game is played and its pictures go: its thread once started, else its channel. */
    public String playedIn() {
        return thread != null && thread.isStarted() ? thread.threadId() : channelId;
    }

    /** True when a request from this channel is about this game's place: its channel or its thread. */
    public boolean isHere(String channel) {
        return channelId.equals(channel) || playedIn().equals(channel);
    }

    /**
     * The server whose members may watch the game on a live board: its own, unless it is played in a
     * private thread, which only its members see (asked for and not started yet counts too: the thread
     * is coming, and a watcher let in now would keep watching it); null in a DM, where only the players may.
     */
    public String openTo() {
        return thread != null && thread.privateThread() ? null : guildId;
    }

    /** True when the game is played in a thread of its own (started). */
    public boolean hasThread() {
        return thread != null && thread.isStarted();
    }

    public boolean isTimed() {
        return clock != null;
    }

    /**
     * The clock follows every change here, so no command can forget it: it starts when the game
     * does, passes to the other side when a move is complete, and stops when the game ends.
     */
    private GameClock clockAfter(GameStatus newStatus, GameRecord newRecord, Instant now) {
        if (clock == null) {
            return null;
        }
        return clockMoved(newStatus, newRecord, now).overtaken();
    }

    private GameClock clockMoved(GameStatus newStatus, GameRecord newRecord, Instant now) {
        if (status == GameStatus.CHALLENGED) {
            return newStatus == GameStatus.ACTIVE ? clock.started(now) : clock;
        }
        if (status != GameStatus.ACTIVE || !clock.isRunning()) {
            return clock;
        }
        Side before = position().sideToMove();
        if (newStatus != GameStatus.ACTIVE) {
            return clock.stopped(before, now);
        }
        Side after = newRecord.finalPosition().sideToMove();
        return after == before ? clock : clock.afterMove(before, now);
    }

    private GameRecord started() {
        if (record == null) {
            throw new IllegalStateException("game " + id + " has not started");
        }
        return record;
    }
}
