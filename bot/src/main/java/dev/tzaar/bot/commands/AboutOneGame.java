package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.reply.Acknowledgement;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * What a subcommand about one of the user's games, whose only option is {@code game}, is made of: its
 * command, its description and how it is acknowledged. Each such subcommand is still a class of its own
 * ({@link Subcommands} lists them), saying only what is its own.
 */
abstract class AboutOneGame implements Subcommand {
    private final Command command;
    private final String description;
    private final Acknowledgement acknowledgement;

    AboutOneGame(Command command, String description, Acknowledgement acknowledgement) {
        this.command = command;
        this.description = description;
        this.acknowledgement = acknowledgement;
    }

    @Override
    public final SubcommandData definition() {
        return new SubcommandData(name(), description).addOptions(Options.game());
    }

    @Override
    public final Command command() {
        return command;
    }

    @Override
    public final Acknowledgement acknowledgement() {
        return acknowledgement;
    }

    @Override
    public final GameRequest request(CommandInput input) {
        return input.request(command, Option.GAME);
    }
}
