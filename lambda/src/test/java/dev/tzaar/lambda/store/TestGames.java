package dev.tzaar.lambda.store;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.StoredReply;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Games for store tests, each with ids, users and channels of its own, so that tests sharing a
 * table never see each other's items. Times are whole seconds (the store keeps milliseconds, and
 * expiry to the second) and lie far ahead of the wall clock, so that a real TTL never deletes what
 * a test wrote while it runs.
 */
public final class TestGames {
    public static final Instant T0 = Instant.parse("2040-03-01T12:00:00Z");
    public static final String GUILD = "900000000000000001";
    public static final Duration CHALLENGE_LIFETIME = Duration.ofMinutes(15);
    public static final Duration IDLE_GAME_KEPT = Duration.ofDays(90);
    public static final Duration FINISHED_GAME_KEPT = Duration.ofDays(30);
    public static final Duration REPLY_KEPT = Duration.ofDays(1);

    /** Differs from run to run, for a table that outlives the run (a LocalStack kept running). */
    private static final String RUN = UUID.randomUUID().toString().substring(0, 8);
    private static final AtomicLong SERIAL = new AtomicLong();

    private TestGames() {
    }

    /** A fresh id, never used before in this table: {@code <kind>-<run>-<n>}. */
    public static String fresh(String kind) {
        return kind + "-" + RUN + "-" + SERIAL.incrementAndGet();
    }

    public static Player player(String name) {
        return new Player(fresh("user"), name, false);
    }

    /** A challenge in a guild channel, made at {@code at}, expiring after the challenge lifetime. */
    public static Game challenge(String channel, Player challenger, Player opponent, Instant at) {
        return Game.challenge(fresh("game"), GUILD, channel, challenger, opponent, Setup.Kind.FIXED,
                ColourChoice.WHITE, at, at.plus(CHALLENGE_LIFETIME));
    }

    /** The challenge accepted at {@code at}: the challenger plays White on the fixed setup. */
    public static Game accepted(Game challenge, Instant at) {
        GameRecord record = GameRecord.of(Setup.fixed())
                .withPlayer(Side.WHITE, challenge.challenger().name())
                .withPlayer(Side.BLACK, challenge.opponent().name());
        return challenge.accepted(challenge.challenger(), challenge.opponent(), record, at, at.plus(IDLE_GAME_KEPT));
    }

    /** A game of {@code human} (White) against {@code bot} (a bot user), in play from the start at {@code at}. */
    public static Game againstTheBot(String channel, Player human, Player bot, Instant at) {
        GameRecord record = GameRecord.of(Setup.fixed()).withPlayer(Side.WHITE, human.name())
                .withPlayer(Side.BLACK, bot.name());
        return Game.startedAtOnce(fresh("game"), GUILD, channel, human, bot, Setup.Kind.FIXED, ColourChoice.WHITE,
                human, bot, record, at, at.plus(IDLE_GAME_KEPT));
    }

    /** The game after the first legal action of its position, played at {@code at}. */
    public static Game played(Game game, Instant at) {
        Action first = game.position().legalActions().get(0);
        return game.played(game.record().play(first).orElseThrow(), at, at.plus(IDLE_GAME_KEPT));
    }

    /** The game resigned by the side to move at {@code at}. */
    public static Game resigned(Game game, Instant at) {
        GameRecord record = game.record().resign(game.position().sideToMove()).orElseThrow();
        return game.played(record, at, at.plus(FINISHED_GAME_KEPT));
    }

    /** The challenge closed without being played (declined, cancelled, expired) at {@code at}. */
    public static Game closed(Game challenge, GameStatus status, Instant at) {
        Instant expires = at.plus(FINISHED_GAME_KEPT);
        return switch (status) {
            case DECLINED -> challenge.declined(at, expires);
            case CANCELLED -> challenge.cancelled(at, expires);
            case EXPIRED -> challenge.expired(at, expires);
            default -> throw new IllegalArgumentException(status + " does not close a challenge");
        };
    }

    /** The game with another record, the same version: for building unusual games by hand. */
    public static Game withRecord(Game game, GameRecord record) {
        return new Game(game.id(), game.guildId(), game.channelId(), game.status(), game.challenger(),
                game.opponent(), game.setup(), game.colour(), game.white(), game.black(), record, game.createdAt(),
                game.updatedAt(), game.expiresAt(), game.version());
    }

    /** The game with another expiry time, the same version. */
    public static Game expiringAt(Game game, Instant expiresAt) {
        return new Game(game.id(), game.guildId(), game.channelId(), game.status(), game.challenger(),
                game.opponent(), game.setup(), game.colour(), game.white(), game.black(), game.record(),
                game.createdAt(), game.updatedAt(), expiresAt, game.version());
    }

    /** The answer to a fresh interaction that made this change, kept for a day. */
    public static StoredReply answer(Game game) {
        return new StoredReply(fresh("interaction"), game.id(), "{\"text\":\"answer to game " + game.id() + " v"
                + game.version() + "\"}", game.updatedAt().plus(REPLY_KEPT));
    }

    /**
     * About the longest record a game can have: a tournament game, all 60 pieces placed, then
     * played on with random legal actions that pass whenever they may and avoid ending the game,
     * until nothing but ending it is left. Every turn after placing captures, so a game cannot
     * last much longer; this one has about 60 + 105 actions.
     */
    public static GameRecord longTournamentGame(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameRecord record = GameRecord.of(Setup.tournament()).withTag("Event", "a long game for the store's tests");
        while (true) {
            Position position = record.finalPosition();
            List<Action> legal = position.legalActions();
            if (legal.contains(Action.PASS)) {
                record = record.play(Action.PASS).orElseThrow();
                continue;
            }
            List<Action> goingOn = new ArrayList<>();
            for (Action action : legal) {
                if (!position.apply(action).orElseThrow().isOver()) {
                    goingOn.add(action);
                }
            }
            List<Action> choices = goingOn.isEmpty() ? legal : goingOn;
            if (choices.isEmpty()) {
                return record;
            }
            record = record.play(choices.get(random.nextInt(choices.size()))).orElseThrow();
            if (goingOn.isEmpty()) {
                return record;
            }
        }
    }
}
