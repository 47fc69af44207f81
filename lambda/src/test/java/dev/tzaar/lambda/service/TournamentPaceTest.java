package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.TournamentReplies.button;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.game.Game;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A tournament's pace (docs/tournaments.md, "On Discord"): days per move on the correspondence clock, or a live
 * pace ({@code days:0}), whose games are played at once on no clock; anything else refused, naming the option.
 */
class TournamentPaceTest {
    private final Table table = new Table(44);

    @Test
    void aLivePaceBeginsItsGamesOnNoClock() {
        GameReply announced = create("Blitz Night", Option.DAYS, "0");
        assertTrue(announced.text().contains("Swiss, 1 round · random setup · live pace: no clock, each game played at "
                + "once · rated."), announced.text());
        table.press(Table.BO, button(announced, "Join"));
        table.press(Table.CY, button(announced, "Join"));
        GameReply started = table.press(Table.ANN, button(announced, "Start"));
        assertTrue(started.text().contains("the games begin now, in this channel, on no clock."), started.text());
        Matcher game = Pattern.compile("game `([a-z2-9]{5})`").matcher(started.text());
        assertTrue(game.find(), started.text());
        Game played = table.game(game.group(1));
        assertFalse(played.isTimed(), "a live game has no clock to run out: " + played);
    }

    @Test
    void aCorrespondencePaceRunsItsClockAndADayCountOutsideTheClocksRangeIsRefusedByName() {
        GameReply announced = create("Slow Cup", Option.DAYS, "7");
        assertTrue(announced.text().contains("7 days a move"), announced.text());
        assertEquals("`days:` is a whole number of days per move from 1 to 14, or 0 for a live pace with no clock, "
                + "not “15”.", create("Too Slow", Option.DAYS, "15").text());
        assertTrue(create("Odd", Option.DAYS, "-1").ephemeral());
    }

    private GameReply create(String name, String... more) {
        Map<String, String> options = new HashMap<>(Map.of(Option.ACTION, "create", Option.NAME, name,
                Option.ROUNDS, "1"));
        for (int i = 0; i < more.length; i += 2) {
            options.put(more[i], more[i + 1]);
        }
        return table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, Table.ANN,
                Command.TOURNAMENT, options).with(Capability.MANAGE_SERVER));
    }

}
