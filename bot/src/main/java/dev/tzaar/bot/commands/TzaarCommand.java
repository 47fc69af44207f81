package dev.tzaar.bot.commands;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;

/**
 * The one slash command, {@code /tzaar}, made of its subcommands. Both a server and a user can
 * install the app, and the command is offered in servers, in the app's own DM and in group DMs
 * (where a user who installed it uses it): there the bot is not a member and can only answer the
 * interaction, which is all it ever does. Games need two players who see the board, so the
 * function refuses a challenge in the app's own DM.
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
                .setContexts(InteractionContextType.GUILD, InteractionContextType.BOT_DM,
                        InteractionContextType.PRIVATE_CHANNEL)
                .setIntegrationTypes(IntegrationType.GUILD_INSTALL, IntegrationType.USER_INSTALL);
        subcommands.values().forEach(subcommand -> command.addSubcommands(subcommand.definition()));
        return CommandLocalizations.localized(command);
    }

    public Optional<Subcommand> subcommand(String name) {
        return Optional.ofNullable(subcommands.get(name));
    }
}
