package dev.tzaar.bot.discord.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.discord.Acknowledgement;
import dev.tzaar.bot.discord.CommandInput;
import dev.tzaar.bot.discord.Subcommand;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /tzaar decline}: the challenged player says no, in the channel. */
public final class DeclineSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "Decline a challenge").addOptions(Options.game());
    }

    @Override
    public Command command() {
        return Command.DECLINE;
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
