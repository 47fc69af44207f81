package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.RequestLimits;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The function checks every request at its door: what Discord would never send (ids that are not
 * snowflakes, megabytes of option) gets a short private refusal, changes nothing and never reaches
 * DynamoDB; what a player typed is repeated back at most {@value RequestLimits#ECHO} characters
 * long; no reply is longer than a Discord message.
 */
class RequestChecksTest {
    private final Table table = new Table(43);

    private GameRequest challenge(String interaction, String guild, String channel, Player user) {
        return GameRequest.of(interaction, guild, channel, user, Command.CHALLENGE, Map.of(Option.OPPONENT, BO.id()))
                .withMentioned(Map.of(BO.id(), BO));
    }

    private GameReply direct(GameRequest request) {
        return table.service.handle(request, table.now);
    }

    private void assertRefusedAndNothingChanged(GameReply reply) {
        assertTrue(reply.ephemeral(), reply.text());
        assertTrue(reply.text().startsWith("This request does not look like one from Discord"), reply.text());
        assertTrue(reply.text().length() < 300, reply.text());
        assertEquals(List.of(), table.store.openGamesIn(table.channel, table.now));
        assertEquals(List.of(), table.store.gamesOf(ANN.id(), table.now, 5).stream()
                .filter(g -> g.channelId().equals(table.channel)).toList());
    }

    /** Straight to the service: JSON would leave an empty id out, and the request would not be read at all. */
    @ParameterizedTest
    @ValueSource(strings = {"", " ", "abc", "12", "1234567890123456", "123456789012345678901", "-100000000000000001",
        "１００００００００００００００００１"})
    void anIdThatIsNotADiscordSnowflakeIsRefusedBeforeTheStore(String id) {
        assertRefusedAndNothingChanged(direct(challenge(id, table.guild, table.channel, ANN)));
        assertRefusedAndNothingChanged(direct(challenge(Table.nextInteraction(), id, table.channel, ANN)));
        assertRefusedAndNothingChanged(direct(challenge(Table.nextInteraction(), table.guild, table.channel,
                new Player(id, "Ann", false))));
        GameReply otherChannel = direct(challenge(Table.nextInteraction(), Table.GUILD, id, ANN));
        assertTrue(otherChannel.ephemeral() && otherChannel.text().startsWith("This request does not look"),
                otherChannel.text());
    }

    @Test
    void aTwoKilobyteIdIsRefusedLikeAnyOther() {
        String huge = "1".repeat(2048);
        assertRefusedAndNothingChanged(table.handle(challenge(huge, table.guild, table.channel, ANN)));
        assertRefusedAndNothingChanged(table.handle(challenge(Table.nextInteraction(), table.guild, table.channel,
                new Player(huge, "Ann", false))));
    }

    @Test
    void aMentionedUserFiledUnderAnotherIdIsRefused() {
        GameRequest request = GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ANN,
                Command.CHALLENGE, Map.of(Option.OPPONENT, BO.id())).withMentioned(Map.of(BO.id(), Table.CY));
        assertRefusedAndNothingChanged(table.handle(request));
    }

    @Test
    void aThreeMegabyteOptionIsRefusedInAFewWords() {
        String huge = "k7m2q\"\\".repeat(3 * 1024 * 1024 / 7);
        GameReply reply = table.send(ANN, Command.BOARD, Option.GAME, huge);
        assertTrue(reply.ephemeral());
        assertTrue(reply.text().length() < 200, reply.text().length() + " characters");
        assertTrue(reply.text().contains("at most") || reply.text().contains("needs more than"), reply.text());
    }

    @Test
    void tooManyOptionsAreRefused() {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i <= RequestLimits.OPTIONS; i++) {
            options.put("o" + i, "x");
        }
        GameReply reply = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ANN,
                Command.HELP, options));
        assertTrue(reply.ephemeral());
        assertTrue(reply.text().contains("options"), reply.text());
    }

    @Test
    void whatAPlayerTypedIsEchoedAtMostFortyCharacters() {
        String typed = "abcdefghij".repeat(15);
        GameReply reply = table.send(ANN, Command.BOARD, Option.GAME, typed);
        assertTrue(reply.ephemeral());
        assertTrue(reply.text().startsWith("\"" + typed.substring(0, RequestLimits.ECHO) + "…\" is not a game id"),
                reply.text());

        GameReply type = table.send(ANN, Command.PLACE, Option.TYPE, typed, Option.AT, "E4");
        assertTrue(type.text().endsWith("not \"" + typed.substring(0, RequestLimits.ECHO) + "…\"."), type.text());
    }

    @Test
    void aReplyIsNeverLongerThanADiscordMessage() {
        GameReply long1 = ReplyLimits.fit(GameReply.privately("é".repeat(3000)));
        assertEquals(RequestLimits.REPLY_TEXT, long1.text().length());
        assertTrue(long1.text().endsWith("…"));
        String emoji = "\ud83e\udd84".repeat(1500);
        GameReply long2 = ReplyLimits.fit(GameReply.privately(emoji));
        assertTrue(long2.text().length() <= RequestLimits.REPLY_TEXT);
        assertTrue(!Character.isHighSurrogate(long2.text().charAt(long2.text().length() - 2)), "no half emoji");
        GameReply shortOne = GameReply.privately("fine");
        assertEquals(shortOne, ReplyLimits.fit(shortOne));
    }
}
