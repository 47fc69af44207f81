package dev.tzaar.bot.discord.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.discord.Acknowledgement;
import dev.tzaar.bot.discord.CommandInput;
import dev.tzaar.bot.discord.Subcommand;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /tzaar history}: the game record as files, only for the user. */
public final class HistorySubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "The record of a game, as files only you see").addOptions(Options.game());
    }

    @Override
    public Command command() {
        return Command.HISTORY;
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
