package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.lambda.game.ColourChoice;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.shared.GameIds;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Discord display names may hold anything: line separators, bidi marks, control characters, or
 * nothing visible at all. Whatever the name, a challenge can be accepted, the game kept and read
 * back, and the name shown as one line of readable text.
 */
class NamesTest {
    private final Table table = new Table(41);

    private static Player named(String name) {
        return new Player("100000000000001234", name, false);
    }

    private GameReply challengeBo(Player challenger) {
        return table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, challenger,
                Command.CHALLENGE, Map.of(Option.OPPONENT, BO.id(), Option.SETUP, "fixed", Option.COLOUR, "white"))
                .withMentioned(Map.of(BO.id(), BO)));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "'Ann\u2028Lee'      | Ann Lee",
        "'Ann\u2029'         | Ann",
        "'\u0085Ann'         | Ann",
        "'Ann\nLee\r\nKim'   | Ann Lee Kim",
        "'\u202eAnn\u2066\u0007' | Ann",
        "'   '               | Player 1234",
        "'\u200b\u200e'      | Player 1234",
        "'\u2028'            | Player 1234",
        "''                  | Player 1234",
        "'\u200d\u200d\u200d\u200d\u200d\u200d\u200d\u200d\u200d\u200d\u200d\u200d\u200d\u200d\u200d\u200d' | Player 1234",
        "'\u200c\u200d \u200c'  | Player 1234",
        "'\u3164\u3164\u3164'  | Player 1234",
        "'\u2800\u115f\u1160\uffa0' | Player 1234",
        "'\u0301\u034f\ufe0f'  | Player 1234",
        "'\u200dAnn\u200d'      | Ann",
        "'Ann \u200d Lee'       | Ann Lee",
        "'Ann\u200d\u200d\u200dLee' | Ann\u200dLee",
        "'\u3164Ann\u3164Lee'   | Ann Lee",
    })
    void whateverTheNameTheChallengeIsAcceptedAndTheGameReadsBack(String name, String shown) {
        GameReply challenge = challengeBo(named(name));
        String id = challenge.game().id();
        assertTrue(challenge.text().startsWith("**" + shown + "** challenges **Bo**"), challenge.text());

        GameReply accepted = table.send(BO, Command.ACCEPT, Option.GAME, id);

        assertFalse(accepted.ephemeral(), accepted.text());
        Game game = table.game(id);
        assertEquals(shown, game.white().name());
        assertEquals(shown, game.record().player(Side.WHITE).orElseThrow());
        GameReply games = table.send(BO, Command.GAMES);
        assertTrue(games.text().contains("**" + id + "** vs **" + shown + "**"), games.text());
    }

    @Test
    void aNameIsCutToThirtyTwoCharacters() {
        GameReply challenge = challengeBo(named("A".repeat(40) + "\ud83e\udd84"));
        assertEquals("A".repeat(32), table.game(challenge.game().id()).challenger().name());
    }

    @Test
    void emojiSequencesKeepTheirJoiners() {
        GameReply challenge = challengeBo(named("Fam \ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67"));
        assertEquals("Fam \ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67",
                table.game(challenge.game().id()).challenger().name());
    }

    /** A zero-width non-joiner between two letters is part of the word (Persian writes with it): it stays. */
    @Test
    void aJoinerBetweenLettersOfAScriptThatNeedsItStays() {
        String persian = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645";
        GameReply challenge = challengeBo(named(persian));
        assertEquals(persian, table.game(challenge.game().id()).challenger().name());
    }

    /** A challenge stored before names were cleaned, its challenger's name blank: it can still be accepted. */
    @Test
    void aStoredChallengeWithABlankNameCanStillBeAccepted() {
        Game stored = Game.challenge(GameIds.next(new java.util.SplittableRandom(System.nanoTime())), table.guild, table.channel,
                named(" \u2028 "), BO, Setup.Kind.FIXED, ColourChoice.WHITE, table.now,
                table.now.plusSeconds(900));
        GameStore store = table.store;
        assertEquals(GameStore.WriteOutcome.WRITTEN, store.write(stored,
                new StoredReply(Table.nextInteraction(), stored.id(), "{}", table.now.plusSeconds(900))));

        GameReply accepted = table.send(BO, Command.ACCEPT, Option.GAME, stored.id());

        assertFalse(accepted.ephemeral(), accepted.text());
        assertEquals(GameStatus.ACTIVE, table.game(stored.id()).status());
        assertEquals("Player 1234", table.game(stored.id()).white().name());
    }
}
