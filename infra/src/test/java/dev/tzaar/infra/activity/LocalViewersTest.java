package dev.tzaar.infra.activity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Player;
import dev.tzaar.bot.console.Console;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Who {@code ./tzaar local}'s live board may act as (issue 31 item 4): the names given at the start, and
 * whoever plays in the console's channel as the game function lists its games, asked again when the page
 * names someone it does not know yet; never the bot.
 */
class LocalViewersTest {
    private final Player alice = Console.user("alice");
    private final Player dana = Console.user("dana");
    private final Player bot = new Player("100000000000000003", "tzaar", true);
    private final List<Player> playing = new ArrayList<>();
    private int asked;
    private final LocalViewers viewers = new LocalViewers(LocalActivity.CLIENT_ID, List.of(alice), Console.GUILD,
            Console.CHANNEL, () -> {
                asked++;
                return List.copyOf(playing);
            });

    private Optional<Player> as(Player player) {
        return viewers.recognise("Local " + player.id()).map(viewer -> viewer.player());
    }

    @Test
    void aNameThatBeginsToPlayInTheChannelIsRecognisedAndOfferedAfterThoseNamedButNeverTheBot() {
        assertEquals(Optional.empty(), as(dana), "dana has not played here yet");
        playing.addAll(List.of(dana, bot, alice));

        assertEquals(Optional.of(dana), as(dana), "asked again: she plays here now");
        assertEquals(Optional.empty(), as(bot), "the bot plays here, but nobody acts as it");
        @SuppressWarnings("unchecked")
        List<Map<String, String>> offered = (List<Map<String, String>>) viewers.config().get("players");
        assertEquals(List.of("alice", "dana"), offered.stream().map(p -> p.get("name")).toList());
    }

    @Test
    void aNameKnownAlreadyAsksTheFunctionNothingAndAFunctionThatFailsLeavesThoseNamed() {
        assertEquals(Optional.of(alice), as(alice));
        assertEquals(0, asked, "alice was named at the start");

        LocalViewers failing = new LocalViewers(LocalActivity.CLIENT_ID, List.of(alice), Console.GUILD,
                Console.CHANNEL, () -> {
                    throw new IllegalStateException("the function is down");
                });
        assertTrue(failing.recognise("Local " + dana.id()).isEmpty());
        assertTrue(failing.recognise("Local " + alice.id()).isPresent(), "those named still play");
    }
}
