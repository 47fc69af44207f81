package dev.tzaar.bot.access;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.access.ChannelAccess.Sight;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * "May this user view this channel?", asked of the relay function, which holds the bot's token, by the
 * live board's function, which does not: the question as the event of a synchronous invocation ({@code
 * {"tzaarSight": {"user": "<id>", "channel": "<id>"}}}) and its answer ({@code {"guild": "<id>" | null,
 * "privateThread": false, "visible": true}}, or {@code {"unknown": "<why>"}} when Discord could not say).
 * Only principals allowed to invoke the relay can ask; a function URL request always arrives in its own
 * shape ({@code requestContext}, {@code body}).
 */
public final class SightQuestion {
    static final String KEY = "tzaarSight";
    private static final ObjectMapper JSON = new ObjectMapper();

    private SightQuestion() {
    }

    /** The event that asks. */
    public static String of(String user, String channel) {
        Map<String, Object> question = new LinkedHashMap<>();
        question.put("user", user);
        question.put("channel", channel);
        return write(Map.of(KEY, question));
    }

    /** Whether an invocation's event is this question. */
    public static boolean isAsked(Map<String, Object> event) {
        return event.get(KEY) instanceof Map<?, ?> && !event.containsKey("requestContext");
    }

    /**
     * The answer to the question {@code event} holds, found by {@code access}: one not shaped as the live board
     * asks it (ids that are not ids) is a channel nobody can be shown to view.
     */
    public static Map<String, Object> answer(Map<String, Object> event, ChannelAccess access) {
        Map<?, ?> question = (Map<?, ?>) event.get(KEY);
        Sight sight;
        try {
            sight = question.get("user") instanceof String user && question.get("channel") instanceof String channel
                    ? access.sight(user, channel) : Sight.NONE;
        } catch (ChannelAccess.Unknown e) {
            return Map.of("unknown", String.valueOf(e.getMessage()));
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("guild", sight.guild());
        answer.put("privateThread", sight.privateThread());
        answer.put("visible", sight.visible());
        return answer;
    }

    /**
     * The sight an answer says.
     *
     * @throws ChannelAccess.Unknown when the relay could not say, or answered what is no answer
     */
    static Sight read(String answer) {
        JsonNode json;
        try {
            json = JSON.readTree(answer);
        } catch (JsonProcessingException e) {
            throw new ChannelAccess.Unknown("the relay's answer on a channel's sight is not JSON", e);
        }
        if (json == null || !json.isObject()) {
            throw new ChannelAccess.Unknown("the relay's answer on a channel's sight is no object", null);
        }
        if (json.has("unknown")) {
            throw new ChannelAccess.Unknown("the relay could not say: " + json.path("unknown").asText(), null);
        }
        JsonNode guild = json.path("guild");
        JsonNode privateThread = json.path("privateThread");
        JsonNode visible = json.path("visible");
        if (!(guild.isTextual() || guild.isNull()) || !privateThread.isBoolean() || !visible.isBoolean()) {
            throw new ChannelAccess.Unknown("the relay's answer on a channel's sight is not one: " + answer, null);
        }
        return new Sight(guild.isNull() ? null : guild.asText(), privateThread.asBoolean(), visible.asBoolean());
    }

    private static String write(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a map of strings is always JSON", e);
        }
    }
}
