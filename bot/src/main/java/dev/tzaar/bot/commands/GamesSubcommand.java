package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.reply.Acknowledgement;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /tzaar games [finished:true]}: the user's games in every channel of this server, those
 * where it is their turn first; or their finished ones, most recent first. Only for them.
 */
public final class GamesSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "Your games and challenges in this server, only to you").addOptions(
                new OptionData(OptionType.BOOLEAN, Option.FINISHED, "Show your finished games instead, most recent first"));
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
        return input.request(command(), Option.FINISHED);
    }
}
