package dev.tzaar.bot.console;

import dev.tzaar.api.Player;
import dev.tzaar.bot.commands.CommandInput;
import java.util.Map;
import java.util.Optional;

/**
 * A console line read as Discord would deliver it: the options already checked against the
 * subcommand's definition (text options as their values, user options as players), so the same
 * subcommand classes turn it into the same request. The terminal is one person's: its language is
 * both the user's and the channel's.
 */
record ConsoleInput(String interactionId, String guildId, String channelId, Player user, String botUserId,
        Map<String, String> texts, Map<String, Player> players, String locale) implements CommandInput {

    ConsoleInput {
        texts = Map.copyOf(texts);
        players = Map.copyOf(players);
    }

    @Override
    public String guildLocale() {
        return locale;
    }

    @Override
    public Optional<String> text(String option) {
        return Optional.ofNullable(texts.get(option)).map(String::strip).filter(value -> !value.isEmpty());
    }

    @Override
    public Optional<Player> player(String option) {
        return Optional.ofNullable(players.get(option));
    }
}
