package dev.tzaar.bot.discord;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;

/**
 * The one slash command, {@code /tzaar}, made of its subcommands. Games belong to a server channel
 * where both players see the board, so the command exists only in servers (not in DMs), for
 * servers that installed the bot.
 */
public final class TzaarCommand {
    public static final String NAME = "tzaar";

    private final Map<String, Subcommand> subcommands = new LinkedHashMap<>();

    public TzaarCommand(List<Subcommand> subcommands) {
        for (Subcommand subcommand : subcommands) {
            if (this.subcommands.put(subcommand.name(), subcommand) != null) {
                throw new IllegalArgumentException("two subcommands are called " + subcommand.name());
            }
        }
    }

    /**
     * The definition registered with Discord, with its translations ({@link CommandLocalizations});
     * a new object each time (JDA's builders are mutable).
     */
    public SlashCommandData definition() {
        SlashCommandData command = Commands.slash(NAME, "Play TZAAR, the abstract strategy game, with a friend here")
                .setContexts(InteractionContextType.GUILD)
                .setIntegrationTypes(IntegrationType.GUILD_INSTALL);
        subcommands.values().forEach(subcommand -> command.addSubcommands(subcommand.definition()));
        return CommandLocalizations.localized(command);
    }

    public Optional<Subcommand> subcommand(String name) {
        return Optional.ofNullable(subcommands.get(name));
    }
}
