package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One Discord interaction relayed to the game function: a slash command, an autocomplete or a
 * button press (buttons become the command their id names).
 *
 * @param interactionId the Discord interaction id: a repeated id gets the first answer again and
 *     changes nothing
 * @param guildId the server; absent in direct messages
 * @param channelId where the interaction happened: games belong to a channel
 * @param user who acted
 * @param command what they asked for
 * @param options option name to value, names from {@link Option}
 * @param mentioned users named in the options, by id, as Discord resolved them (the challenged one)
 * @param focused for {@link Command#SUGGEST}: the option being typed; its text so far is in options
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record GameRequest(
        String interactionId,
        String guildId,
        String channelId,
        Player user,
        Command command,
        Map<String, String> options,
        Map<String, Player> mentioned,
        String focused) {

    public GameRequest {
        Objects.requireNonNull(interactionId, "interactionId");
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(command, "command");
        options = options == null ? Map.of() : Map.copyOf(options);
        mentioned = mentioned == null ? Map.of() : Map.copyOf(mentioned);
    }

    /** A request with no mentions and nothing focused. */
    public static GameRequest of(String interactionId, String guildId, String channelId, Player user,
            Command command, Map<String, String> options) {
        return new GameRequest(interactionId, guildId, channelId, user, command, options, Map.of(), null);
    }

    /** The value of an option, when given and not blank. */
    public Optional<String> option(String name) {
        String value = options.get(name);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.strip());
    }
}
