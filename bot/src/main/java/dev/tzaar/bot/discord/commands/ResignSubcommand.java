package dev.tzaar.bot.discord.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.discord.Acknowledgement;
import dev.tzaar.bot.discord.CommandInput;
import dev.tzaar.bot.discord.Subcommand;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /tzaar resign}: only asks, privately, to confirm with a button; the button resigns. */
public final class ResignSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "Resign a game (you are asked to confirm)").addOptions(Options.game());
    }

    @Override
    public Command command() {
        return Command.RESIGN;
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
