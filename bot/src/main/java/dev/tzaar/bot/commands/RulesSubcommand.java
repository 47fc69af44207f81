package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.bot.reply.Acknowledgement;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /tzaar rules}: the rules in short, only for the user. */
public final class RulesSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "The rules of TZAAR in short, only to you");
    }

    @Override
    public Command command() {
        return Command.RULES;
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
