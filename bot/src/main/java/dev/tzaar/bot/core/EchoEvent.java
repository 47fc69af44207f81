package dev.tzaar.bot.core;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.ApiJson;
import dev.tzaar.api.GameReply;
import java.io.IOException;
import java.util.Map;

/**
 * A move made on the live board, handed on to the relay function to be shown in its channel ({@link
 * ChannelEcho}): the game function's public reply, without the player's view, as the event of an
 * asynchronous invocation ({@code {"tzaarEcho": {"reply": "<the reply's JSON>"}}}). Only principals allowed
 * to invoke the relay can send it; a function URL request always arrives in its own shape ({@code
 * requestContext}, {@code body}).
 */
public final class EchoEvent {
    static final String KEY = "tzaarEcho";
    private static final ObjectMapper JSON = new ObjectMapper();

    private EchoEvent() {
    }

    /** The event that carries {@code reply} (its view left out: the channel is shown what the bot shows). */
    public static String of(GameReply reply) {
        return JSON.createObjectNode().set(KEY, JSON.createObjectNode()
                .put("reply", ApiJson.write(reply.withView(null)))).toString();
    }

    /** Whether an invocation's event is a move to show. */
    public static boolean isEcho(Map<String, Object> event) {
        return event.get(KEY) instanceof Map<?, ?> work && work.get("reply") instanceof String
                && !event.containsKey("requestContext");
    }

    /** The reply an event carries. */
    static GameReply reply(Map<String, Object> event) throws IOException {
        return ApiJson.readReply((String) ((Map<?, ?>) event.get(KEY)).get("reply"));
    }
}
