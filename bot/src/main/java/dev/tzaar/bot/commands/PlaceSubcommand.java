package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.reply.Acknowledgement;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /tzaar place type:Tzaar at:E4}: a piece placed in the tournament setup, announced in the
 * channel. The type is a choice whose value is the letter of placement notation.
 */
public final class PlaceSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "Place a piece (the tournament setup begins so)").addOptions(
                new OptionData(OptionType.STRING, Option.TYPE, "The piece to place", true)
                        .addChoice("Tzaar", "Z")
                        .addChoice("Tzarra", "A")
                        .addChoice("Tott", "T"),
                Options.cell(Option.AT, "The empty cell to place it on, like E4", true),
                Options.game());
    }

    @Override
    public Command command() {
        return Command.PLACE;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PUBLIC_REPLY;
    }

    @Override
    public GameRequest request(CommandInput input) {
        return input.request(command(), Option.TYPE, Option.AT, Option.GAME);
    }
}
