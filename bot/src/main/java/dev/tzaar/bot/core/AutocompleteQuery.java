package dev.tzaar.bot.core;

import dev.tzaar.api.Player;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * An autocomplete request, read from Discord: the option being typed and everything typed so far.
 *
 * @param options every option typed so far, the focused one included
 * @param created when Discord created the interaction (from its snowflake, Discord's clock)
 * @param received when the bot received it (the bot's clock)
 * @param locale the user's Discord language, for the labels; null for English
 */
public record AutocompleteQuery(String interactionId, String guildId, String channelId, Player user, String focused,
        Map<String, String> options, Instant created, Instant received, String locale) {

    /** A query whose labels are in English. */
    public AutocompleteQuery(String interactionId, String guildId, String channelId, Player user, String focused,
            Map<String, String> options, Instant created, Instant received) {
        this(interactionId, guildId, channelId, user, focused, options, created, received, null);
    }

    public AutocompleteQuery {
        Objects.requireNonNull(interactionId, "interactionId");
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(focused, "focused");
        Objects.requireNonNull(created, "created");
        Objects.requireNonNull(received, "received");
        options = Map.copyOf(options);
    }

    /** What the user has typed in the focused option. */
    public String typed() {
        return options.getOrDefault(focused, "");
    }
}
