package dev.tzaar.bot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.GameReply;
import dev.tzaar.bot.access.ChannelAccess;
import dev.tzaar.bot.access.RelayedChannelAccess;
import dev.tzaar.bot.access.SightQuestion;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What the relay function answers the live board's function, which holds no bot token: the two kinds of
 * event, read back as the live board sends them, and nothing else taken for them.
 */
class BoardRelayTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ANN = "300000000000000001";
    private static final String CHANNEL = "200000000000000002";

    private final List<GameReply> shown = new ArrayList<>();
    private final List<String> asked = new ArrayList<>();
    private final BoardRelay relay = new BoardRelay(shown::add, (user, channel) -> {
        asked.add(user + " " + channel);
        if (channel.equals("200000000000000009")) {
            throw new ChannelAccess.Unknown("Discord answered 503", null);
        }
        return new ChannelAccess.Sight("100000000000000001", false, user.equals(ANN));
    });

    @Test
    void aMoveHandedOnIsShownInItsChannelWithoutThePlayersView() throws Exception {
        GameReply reply = GameReply.publicly("Ann plays C4xC3.");

        Optional<Map<String, Object>> answer = relay.handle(event(EchoEvent.of(reply)));

        assertEquals(Optional.of(Map.of("shown", true)), answer);
        assertEquals(1, shown.size());
        assertEquals("Ann plays C4xC3.", shown.get(0).text());
        assertEquals(null, shown.get(0).view());
    }

    @Test
    void whoMayViewAChannelIsAnsweredAndReadBackAsTheRelaySaysIt() {
        RelayedChannelAccess access = new RelayedChannelAccess(question -> write(relay.handle(event(question))
                .orElseThrow()), Clock.systemUTC());

        assertEquals(new ChannelAccess.Sight("100000000000000001", false, true), access.sight(ANN, CHANNEL));
        assertEquals(new ChannelAccess.Sight("100000000000000001", false, false),
                access.sight("300000000000000007", CHANNEL));
        access.sight(ANN, CHANNEL);
        assertEquals(2, asked.size(), "an answer is kept: the relay is asked once per viewer and channel");
        assertThrows(ChannelAccess.Unknown.class, () -> access.sight(ANN, "200000000000000009"),
                "Discord could not say: not taken for a no");
    }

    @Test
    void anythingElseIsNotTheLiveBoardsAndAFunctionUrlRequestNeverIs() {
        assertEquals(Optional.empty(), relay.handle(Map.of("tzaarRelay", Map.of())));
        Map<String, Object> wrapped = new java.util.HashMap<>(event(SightQuestion.of(ANN, CHANNEL)));
        wrapped.put("requestContext", Map.of());
        assertEquals(Optional.empty(), relay.handle(wrapped));
        assertTrue(asked.isEmpty() && shown.isEmpty());
    }

    @Test
    void aQuestionWithoutIdsIsAChannelNobodyCanBeShownToView() {
        Map<String, Object> answer = relay.handle(Map.of("tzaarSight", Map.of("user", 7))).orElseThrow();

        assertEquals(false, answer.get("visible"));
        assertTrue(asked.isEmpty(), "Discord is not asked");
    }

    private static Map<String, Object> event(String json) {
        try {
            return JSON.readValue(json, new TypeReference<Map<String, Object>>() { });
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static String write(Map<String, Object> answer) {
        try {
            return JSON.writeValueAsString(answer);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
