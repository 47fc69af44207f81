package dev.tzaar.bot.discord.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.discord.Acknowledgement;
import dev.tzaar.bot.discord.CommandInput;
import dev.tzaar.bot.discord.Subcommand;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /tzaar board}: the board again, only for the user, so the channel is not flooded. */
public final class BoardSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "Show the board of your game, only to you").addOptions(Options.game());
    }

    @Override
    public Command command() {
        return Command.BOARD;
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
