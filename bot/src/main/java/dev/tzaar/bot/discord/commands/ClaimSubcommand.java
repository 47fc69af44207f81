package dev.tzaar.bot.discord.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.discord.Acknowledgement;
import dev.tzaar.bot.discord.CommandInput;
import dev.tzaar.bot.discord.Subcommand;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /tzaar claim}: usually refused privately (too early); a win, when granted, is announced publicly. */
public final class ClaimSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "Win a game your opponent has left waiting for 3 days").addOptions(Options.game());
    }

    @Override
    public Command command() {
        return Command.CLAIM;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PRIVATE_REPLY;
    }

    @Override
    public GameRequest request(CommandInput input) {
        return input.request(command(), Option.GAME);
    }
}
