package dev.tzaar.testkit.discord;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The bot's answer to an interaction: {@code POST interactions/{id}/{token}/callback}.
 *
 * @param type what the bot answered
 * @param data the callback's {@code data} (an empty object when it sent none)
 * @param latency from the moment the fake sent the interaction on the gateway to the moment the
 *     callback's request arrived: what Discord holds against its 3 s limit
 * @param status how the fake answered: 200, or 4xx when Discord would have refused it (too late,
 *     already acknowledged, a type that does not fit the interaction, an invalid body)
 */
public record Callback(Type type, JsonNode data, Duration latency, int status) {
    /** Discord's interaction callback types. */
    public enum Type {
        PONG(1),
        CHANNEL_MESSAGE_WITH_SOURCE(4),
        DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE(5),
        DEFERRED_UPDATE_MESSAGE(6),
        UPDATE_MESSAGE(7),
        APPLICATION_COMMAND_AUTOCOMPLETE_RESULT(8),
        MODAL(9),
        /** Opens the application's Activity (the live board): only for an application with Activities on. */
        LAUNCH_ACTIVITY(12),
        UNKNOWN(-1);

        private final int raw;

        Type(int raw) {
            this.raw = raw;
        }

        public int raw() {
            return raw;
        }

        static Type of(int raw) {
            for (Type type : values()) {
                if (type.raw == raw) {
                    return type;
                }
            }
            return UNKNOWN;
        }
    }

    /** An autocomplete choice: what the user sees, and what the option's value becomes. */
    public record Choice(String name, String value) {}

    public boolean accepted() {
        return status < 300;
    }

    /** Whether the reply is visible to the user who interacted only (flag 64). */
    public boolean ephemeral() {
        return (data.path("flags").asInt() & DiscordMessage.EPHEMERAL) != 0;
    }

    /** The autocomplete choices (empty for other types); a value is given as text whatever its JSON type. */
    public List<Choice> choices() {
        List<Choice> choices = new ArrayList<>();
        for (JsonNode choice : data.path("choices")) {
            choices.add(new Choice(choice.path("name").asText(), choice.path("value").asText()));
        }
        return choices;
    }

    @Override
    public String toString() {
        return type + " after " + latency.toMillis() + " ms -> " + status + " " + data;
    }
}
