package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.reply.Acknowledgement;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /tzaar learn [lesson:]}: the lessons, played by taps on a private panel. The lessons are the
 * function's to name (an unknown one is answered with the list), so the option offers no fixed choices.
 */
public final class LearnSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "Learn TZAAR by playing, lesson by lesson, only to you").addOptions(
                new OptionData(OptionType.STRING, Option.LESSON, "The lesson to play (the first if not given)"));
    }

    @Override
    public Command command() {
        return Command.LEARN;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PRIVATE_REPLY;
    }

    @Override
    public GameRequest request(CommandInput input) {
        return input.request(command(), Option.LESSON);
    }
}
