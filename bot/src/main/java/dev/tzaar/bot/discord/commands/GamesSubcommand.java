package dev.tzaar.bot.discord.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.bot.discord.Acknowledgement;
import dev.tzaar.bot.discord.CommandInput;
import dev.tzaar.bot.discord.Subcommand;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /tzaar games}: the user's games here and where the others are, only for them. */
public final class GamesSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "Your games and challenges, only to you");
    }

    @Override
    public Command command() {
        return Command.GAMES;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PRIVATE_REPLY;
    }

    @Override
    public GameRequest request(CommandInput input) {
        return input.request(command());
    }
}
