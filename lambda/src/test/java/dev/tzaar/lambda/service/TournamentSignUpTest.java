package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.TournamentReplies.button;
import static dev.tzaar.lambda.service.TournamentReplies.tournamentOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Capability;
import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.tournaments.TournamentState;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A sign-up that closes at a time (docs/tournaments.md, "On Discord"): {@code closes:} hours from its creation, the
 * announcement says when; once the time has come nobody joins, and the clock's sweep begins round 1 in the
 * tournament's channel, exactly once, or calls off a tournament with fewer than two players; without a bot token
 * to post with, the sweep leaves it to the organiser's Start.
 */
class TournamentSignUpTest {
    private static final Duration HOUR = Duration.ofHours(1);

    private final Table table = new Table(45);

    @Test
    void aSignUpThatClosesAtItsTimeBeginsRoundOneAtTheSweepThenAndTakesNobodyLate() {
        GameReply announced = create("Timed Cup", "2");
        long closes = table.now.plus(HOUR.multipliedBy(2)).getEpochSecond();
        assertTrue(announced.text().contains("until the sign-up closes <t:" + closes + ":f> (<t:" + closes + ":R>)"),
                announced.text());
        String id = tournamentOf(announced);
        table.press(Table.BO, button(announced, "Join"));
        table.press(Table.CY, button(announced, "Join"));

        table.now = table.now.plus(HOUR);
        assertEquals(List.of(), swept(id, true), "an hour early: nothing");

        table.now = table.now.plus(HOUR.multipliedBy(2));
        GameReply late = table.press(Table.ANN, button(announced, "Join"));
        assertEquals("The sign-up of **Timed Cup** closed <t:" + closes + ":R>: round 1 begins in a minute or so.",
                late.text());
        List<ClockSweep.Notice> begun = swept(id, true);
        assertEquals(1, begun.size(), begun.toString());
        assertEquals(table.channel, begun.get(0).channelId());
        assertTrue(begun.get(0).reply().text().startsWith("The sign-up of **Timed Cup** has closed with 2 players.\n"
                + "**Timed Cup**, round 1 of 1: the games begin now, in this channel, on the clock."),
                begun.get(0).reply().text());
        assertEquals(TournamentState.RUNNING, table.store.tournaments().tournament(id).orElseThrow().state());
        assertEquals(List.of(), swept(id, true), "begun once");
    }

    @Test
    void aSignUpClosingWithFewerThanTwoPlayersCallsTheTournamentOffAndTheSweepWithoutATokenLeavesIt() {
        GameReply lonely = create("Lonely Cup", "1");
        String alone = tournamentOf(lonely);
        table.press(Table.BO, button(lonely, "Join"));
        GameReply waiting = create("Waiting Cup", "1");
        String untold = tournamentOf(waiting);
        table.press(Table.BO, button(waiting, "Join"));
        table.press(Table.CY, button(waiting, "Join"));
        table.now = table.now.plus(HOUR.multipliedBy(2));

        assertEquals(List.of(), swept(untold, false), "nobody would see it: the organiser's Start closes it");
        assertEquals(TournamentState.SIGNUP, table.store.tournaments().tournament(untold).orElseThrow().state());
        List<ClockSweep.Notice> off = swept(alone, true);
        assertEquals(1, off.size(), off.toString());
        assertEquals("The sign-up of **Lonely Cup** closed with fewer than two players: it is called off. <@"
                + Table.ANN.id() + "> may create it again.", off.get(0).reply().text());
        assertEquals(TournamentState.CANCELLED, table.store.tournaments().tournament(alone).orElseThrow().state());
    }

    @Test
    void aClosingTimeOutsideTwoWeeksIsRefusedNamingTheOption() {
        assertEquals("`closes:` is a whole number of hours from 1 to 336, not “0”.", create("Never", "0").text());
        assertEquals("`closes:` is a whole number of hours from 1 to 336, not “337”.", create("Later", "337").text());
    }

    /** The sweep's notices about the tournament (its id is the notice's), with or without a token to post them. */
    private List<ClockSweep.Notice> swept(String tournament, boolean posting) {
        return table.service.sweepClocks(new ClockSweep(100, posting), table.now).notices().stream()
                .filter(notice -> notice.gameId().equals(tournament)).toList();
    }

    private GameReply create(String name, String closesInHours) {
        Map<String, String> options = new HashMap<>(Map.of(Option.ACTION, "create", Option.NAME, name,
                Option.ROUNDS, "2", Option.CLOSES, closesInHours));
        return table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, Table.ANN,
                Command.TOURNAMENT, options).with(Capability.MANAGE_SERVER));
    }
}
