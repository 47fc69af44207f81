package dev.tzaar.bot.discord.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.discord.Acknowledgement;
import dev.tzaar.bot.discord.CommandInput;
import dev.tzaar.bot.discord.Subcommand;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /tzaar cancel}: the challenger withdraws, in the channel. */
public final class CancelSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "Withdraw a challenge you made").addOptions(Options.game());
    }

    @Override
    public Command command() {
        return Command.CANCEL;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PUBLIC_REPLY;
    }

    @Override
    public GameRequest request(CommandInput input) {
        return input.request(command(), Option.GAME);
    }
}
