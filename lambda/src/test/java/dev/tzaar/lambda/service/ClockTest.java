package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ClockSweep.Notice;
import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.rating.RatingWrite;
import dev.tzaar.lambda.shared.TimeLimits;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Correspondence clocks on DynamoDB Local: a challenge may set days per move; the sweep finds due
 * games by a query of the due index, reminds the player to move once, warns them last, and ends the
 * game on time when the flag falls. Every test moves the table's clock by hand: nothing waits.
 */
class ClockTest {
    private static final int LIMIT = 100;
    private final Table table = new Table(13);

    /** Ann (White) against Bo at one day per move: Ann's clock holds 3 days. */
    private String startTimedGame(String days) {
        GameReply challenge = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white", Option.DAYS, days);
        table.send(BO, Command.ACCEPT, Option.GAME, challenge.game().id());
        return challenge.game().id();
    }

    /** The notices of this table's channel (other tests' timed games share the index). */
    private List<Notice> sweep() {
        return sweep(table.service);
    }

    private List<Notice> sweep(GameService service) {
        return service.sweepClocks(new ClockSweep(LIMIT, true), table.now).notices().stream().filter(n -> n.channelId().equals(table.channel)).toList();
    }

    @Test
    void aTimedChallengeShowsItsClockAndAcceptingStartsIt() {
        GameReply challenge = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white", Option.DAYS, "3");
        assertTrue(challenge.text().contains("with a clock: 3 days per move, 2 in reserve."), challenge.text());
        assertEquals(3, table.game(challenge.game().id()).clock().daysPerMove());

        GameReply accepted = table.send(BO, Command.ACCEPT, Option.GAME, challenge.game().id());
        String deadline = Long.toString(table.now.plus(Duration.ofDays(5)).getEpochSecond());
        assertTrue(accepted.text().endsWith("\nClock (3 days per move, 2 in reserve): **Ann**: 5 d 0 h left to move "
                + "(until <t:" + deadline + ":f>) · **Bo**: 5 d 0 h left."), accepted.text());
        assertEquals(table.now, table.game(challenge.game().id()).clock().turnStarted());
    }

    @Test
    void daysPerMoveMustBeAWholeNumberFromOneToFourteen() {
        for (String days : List.of("0", "15", "two", "1.5", "-3")) {
            GameReply refused = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.DAYS, days);
            assertTrue(refused.ephemeral(), days);
            assertEquals("Days per move is a whole number from 1 to 14, or leave it out for a game without a clock.",
                    refused.text());
        }
        assertTrue(table.store.openGamesIn(table.channel, table.now).isEmpty(), "nothing was stored");
    }

    @Test
    void anUntimedGameNeverReachesTheSweep() {
        String id = table.startFixedGame();
        table.now = table.now.plus(Duration.ofDays(60));

        assertTrue(sweep().isEmpty());
        assertEquals(GameStatus.ACTIVE, table.game(id).status());
    }

    @Test
    void thePlayerToMoveIsRemindedOnceThenWarnedThenLosesOnTime() {
        String id = startTimedGame("1");
        Instant deadline = table.now.plus(Duration.ofDays(3));

        table.now = deadline.minus(Duration.ofDays(1)).minus(Duration.ofMinutes(1));
        assertTrue(sweep().isEmpty(), "nothing due yet");

        table.now = deadline.minus(Duration.ofDays(1));
        List<Notice> reminder = sweep();
        assertEquals(1, reminder.size());
        assertEquals("Reminder, **Ann**: it is your move in game **" + id + "**, with 1 d 0 h left (until <t:"
                + deadline.getEpochSecond() + ":f>).", reminder.get(0).reply().text());
        assertEquals(List.of(ANN.id()), reminder.get(0).reply().ping());
        assertFalse(reminder.get(0).reply().ephemeral());
        assertTrue(sweep().isEmpty(), "a sweep that runs again sends nothing again");

        table.now = deadline.minus(Duration.ofHours(3));
        List<Notice> warning = sweep();
        assertEquals(1, warning.size());
        assertEquals("Last warning, **Ann**: 3 h left to move in game **" + id + "** (until <t:"
                + deadline.getEpochSecond() + ":f>), or the game is lost on time.", warning.get(0).reply().text());
        assertTrue(sweep().isEmpty());

        table.now = deadline;
        List<Notice> flag = sweep();
        assertEquals(1, flag.size());
        // The first line; the second is the ratings' (a flag fall is settled as every ending is).
        assertTrue(flag.get(0).reply().text().startsWith("**Ann** has run out of time (1 day per move, 2 in reserve). "
                + "**Bo** (Black) wins: White ran out of time.\n"), flag.get(0).reply().text());
        assertEquals(List.of(BO.id()), flag.get(0).reply().ping());
        assertNotNull(flag.get(0).reply().image(), "the final board");
        Game finished = table.game(id);
        assertEquals(GameStatus.FINISHED, finished.status());
        assertEquals(new Result.TimedOut(Side.WHITE), finished.record().result().orElseThrow());
        assertFalse(finished.clock().isRunning());

        table.now = deadline.plus(Duration.ofDays(10));
        assertTrue(sweep().isEmpty(), "a finished game leaves the due index");
        assertTrue(table.store.clocksDue(table.now, LIMIT).stream().noneMatch(g -> g.id().equals(id)));
    }

    @Test
    void aMoveAfterTheFlagFellIsNotPlayedAndTheGameEndsOnTime() {
        String id = startTimedGame("1");
        table.now = table.now.plus(Duration.ofDays(3));

        GameReply late = table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");

        assertTrue(late.text().startsWith("**Ann** has run out of time (1 day per move, 2 in reserve). **Bo** (Black) "
                + "wins: White ran out of time.\n"), late.text());
        assertEquals(0, table.game(id).record().actions().size());
        assertEquals(GameStatus.FINISHED, table.game(id).status());
        assertTrue(sweep().isEmpty(), "already over: the sweep has nothing to do");
    }

    @Test
    void withoutABotTokenTheReminderRidesOnTheChannelsPublicRepliesUntilThePlayerMoves() {
        String id = startTimedGame("1");
        String other = table.startFixedGameBetween(Table.CY, BO);
        Instant deadline = table.now.plus(Duration.ofDays(3));
        table.now = deadline.minus(Duration.ofDays(1));

        List<Notice> unposted = table.service.sweepClocks(new ClockSweep(LIMIT, false), table.now).notices().stream()
                .filter(n -> n.gameId().equals(id)).toList();
        assertEquals(1, unposted.size(), "the sweep did its work all the same");
        assertTrue(table.game(id).clock().reminderUnposted());

        table.now = table.now.plus(Duration.ofHours(2));
        GameReply elsewhere = table.send(Table.CY, Command.MOVE, Option.GAME, other, Option.TURN, "C2xC3");
        assertTrue(elsewhere.text().endsWith("\n⏰ Reminder, **Ann**: it is your move in game **" + id + "**, with "
                + "22 h left (until <t:" + deadline.getEpochSecond() + ":f>)."), elsewhere.text());
        assertFalse(table.send(ANN, Command.HELP).text().contains("⏰"), "never on a private reply");

        GameReply moved = table.send(ANN, Command.MOVE, Option.GAME, id, Option.TURN, "C2xC3");
        assertFalse(moved.text().contains("⏰"), moved.text());
        assertFalse(table.game(id).clock().reminderUnposted(), "the move's own reply overtook it");
        GameReply next = table.send(BO, Command.CONFIRM_RESIGN, Option.GAME, other);
        assertFalse(next.text().contains("⏰"), next.text());
    }

    @Test
    void aReminderDiscordRefusedIsReportedByTheNextSweepAndRidesOnTheChannelsNextReply() {
        String id = startTimedGame("1");
        String other = table.startFixedGameBetween(Table.CY, BO);
        table.now = table.now.plus(Duration.ofDays(2));
        Notice reminder = sweep().stream().filter(n -> n.gameId().equals(id)).findFirst().orElseThrow();
        assertFalse(table.game(id).clock().reminderUnposted(), "the caller said it would post it");

        // Discord answered 403 (the bot is no member of the channel): the caller reports it.
        table.service.sweepClocks(new ClockSweep(LIMIT, true, List.of(reminder.unposted())), table.now);
        assertTrue(table.game(id).clock().reminderUnposted());
        assertEquals(1, table.game(id).clock().remindersSent(), "still one reminder, not a second one");

        GameReply elsewhere = table.send(Table.CY, Command.MOVE, Option.GAME, other, Option.TURN, "C2xC3");
        assertTrue(elsewhere.text().contains("\n⏰ Reminder, **Ann**: it is your move in game **" + id + "**"),
                elsewhere.text());
    }

    @Test
    void aReportOfAnUnpostedNoticeForAGameOverSinceChangesNothing() {
        String id = startTimedGame("1");
        table.now = table.now.plus(Duration.ofDays(3));
        assertEquals(1, sweep().stream().filter(n -> n.gameId().equals(id)).count(), "the flag fall");
        Game over = table.game(id);
        table.service.sweepClocks(new ClockSweep(LIMIT, true, List.of(new ClockSweep.Unposted(id, over.version()), ClockSweep.Unposted.ofGame("nosuchgame"))), table.now);
        assertEquals(GameStatus.FINISHED, table.game(id).status(), "a lost notice does not bring a game back");
        assertEquals(over.version(), table.game(id).version());
    }

    @Test
    void aRefusedReminderReportedAfterANewerNoticeWasPostedLeavesTheNewerOneAlone() {
        String id = startTimedGame("1");
        Instant deadline = table.now.plus(Duration.ofDays(3));
        table.now = deadline.minus(Duration.ofDays(1));
        Notice reminder = sweep().stream().filter(n -> n.gameId().equals(id)).findFirst().orElseThrow();
        table.now = deadline.minus(Duration.ofHours(3));
        assertEquals(1, sweep().stream().filter(n -> n.gameId().equals(id)).count(), "the last warning, posted");
        Game warned = table.game(id);

        // The reminder's refusal is reported only now (its first report did not reach the function).
        table.service.sweepClocks(new ClockSweep(LIMIT, true, List.of(reminder.unposted())), table.now);

        assertFalse(table.game(id).clock().reminderUnposted(), "the last warning was posted: no reply repeats it");
        assertEquals(warned.version(), table.game(id).version());
    }

    @Test
    void aReportNamingTheGameOnlyAsBeforeVersionsIsStillKept() throws java.io.IOException {
        String id = startTimedGame("1");
        table.now = table.now.plus(Duration.ofDays(2));
        assertEquals(1, sweep().stream().filter(n -> n.gameId().equals(id)).count(), "the reminder");
        ClockSweep old = dev.tzaar.api.ApiJson.readSweep(("{\"clockSweep\": {\"limit\": 25, \"posting\": true, "
                + "\"unposted\": [\"" + id + "\"]}}").getBytes(java.nio.charset.StandardCharsets.UTF_8)).orElseThrow();
        table.service.sweepClocks(old, table.now);
        assertTrue(table.game(id).clock().reminderUnposted());
    }

    @Test
    void theSweepsNoticesSpeakTheLanguageOfTheServerWhereTheGameWasChallenged() {
        GameReply challenge = table.handle(dev.tzaar.api.GameRequest.of(Table.nextInteraction(), Table.GUILD,
                table.channel, ANN, Command.CHALLENGE, java.util.Map.of(Option.OPPONENT, BO.id(), Option.SETUP,
                        "fixed", Option.COLOUR, "white", Option.DAYS, "1"))
                .withMentioned(java.util.Map.of(BO.id(), BO)).withLocales("en-US", "fr"));
        String id = challenge.game().id();
        table.send(BO, Command.ACCEPT, Option.GAME, id);
        assertEquals("fr", table.game(id).clock().language(), "noted on the clock, and stored");

        table.now = table.now.plus(Duration.ofDays(2));
        Notice reminder = sweep().stream().filter(n -> n.gameId().equals(id)).findFirst().orElseThrow();
        assertTrue(reminder.reply().text().startsWith("Rappel, **Ann** : c’est à vous de jouer dans la partie **" + id
                + "**, il vous reste 1 j 0 h"), reminder.reply().text());
        assertEquals("à vous de jouer dans la partie **" + id + "**.", reminder.reply().pingText());

        table.now = table.now.plus(Duration.ofDays(1));
        Notice flag = sweep().stream().filter(n -> n.gameId().equals(id)).findFirst().orElseThrow();
        assertTrue(flag.reply().text().startsWith("**Ann** a épuisé son temps"), flag.reply().text());
    }

    @Test
    void aMoveInTimeRefillsTheClockAndStartsTheOpponents() {
        String id = startTimedGame("2");
        table.now = table.now.plus(Duration.ofHours(30));

        GameReply moved = table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");

        assertTrue(moved.text().contains("\nClock (2 days per move, 2 in reserve): **Bo**: 4 d 0 h left to move"),
                moved.text());
        assertTrue(moved.text().endsWith("· **Ann**: 4 d 0 h left."), "4 - 1.25 + 2 = 4.75, capped at 4: "
                + moved.text());
        GameClock clock = table.game(id).clock();
        assertEquals(Duration.ofDays(4), clock.left(Side.WHITE));
        assertEquals(table.now, clock.turnStarted());
    }

    @Test
    void aTimedGameCannotBeClaimed() {
        String id = startTimedGame("1");
        table.now = table.now.plus(Duration.ofHours(40));

        GameReply claim = table.send(BO, Command.CLAIM);

        assertTrue(claim.ephemeral());
        assertTrue(claim.text().startsWith("Game **" + id + "** has a clock: it ends by itself if **Ann** has not "
                + "moved by <t:"), claim.text());
        assertEquals(GameStatus.ACTIVE, table.game(id).status());
    }

    @Test
    void twoSweepsAtOnceRemindOnce() {
        String id = startTimedGame("1");
        table.now = table.now.plus(Duration.ofDays(2));
        List<Notice> inner = new ArrayList<>();
        // The first sweep reads the game, then a second sweep runs whole before the first one writes.
        GameStore overlapping = new ForwardingStore(table.store) {
            private boolean once;

            @Override
            public Optional<Game> find(String gameId, Instant now) {
                Optional<Game> read = super.find(gameId, now);
                if (!once && gameId.equals(id)) {
                    once = true;
                    inner.addAll(sweep());
                }
                return read;
            }
        };
        GameService first = new GameService(overlapping, Table::picture, TimeLimits.defaults(),
                new SplittableRandom(1));

        List<Notice> outer = sweep(first);

        assertEquals(1, inner.size(), "the second sweep reminded");
        assertTrue(outer.isEmpty(), outer + " the first found the game changed and sent nothing");
        assertEquals(1, table.game(id).clock().remindersSent());
        assertEquals(3, table.game(id).version(), "challenge, accept, one reminder");
    }

    @Test
    void aSweepThatMeetsAMoveLeavesTheMoveAndRemindsNobody() {
        String id = startTimedGame("1");
        table.now = table.now.plus(Duration.ofDays(2));
        GameStore racing = new ForwardingStore(table.store) {
            @Override
            public WriteOutcome write(Game game, StoredReply reply, RatingWrite ratings) {
                if (reply.interactionId().startsWith("clock-")) {
                    table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");
                }
                return super.write(game, reply, ratings);
            }
        };
        GameService sweeper = new GameService(racing, Table::picture, TimeLimits.defaults(), new SplittableRandom(2));

        assertTrue(sweep(sweeper).isEmpty());

        Game game = table.game(id);
        assertEquals(1, game.record().actions().size(), "the move stands");
        assertEquals(Side.BLACK, game.position().sideToMove());
        assertEquals(0, game.clock().remindersSent());
        assertNull(table.store.clocksDue(table.now, LIMIT).stream().filter(g -> g.id().equals(id)).findAny()
                .orElse(null), "Bo's clock is not due yet");
    }
}
