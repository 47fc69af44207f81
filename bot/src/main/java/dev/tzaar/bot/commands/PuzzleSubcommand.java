package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.reply.Acknowledgement;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /tzaar puzzle [theme:]}: a proven puzzle near the player's puzzle rating, played by taps on a
 * private panel. The themes are the engine's ({@code PuzzleTheme}'s labels, docs/puzzles.md); the bot
 * knows no rules, so it offers them by name, and the function answers a theme it does not know with the list.
 */
public final class PuzzleSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        OptionData theme = new OptionData(OptionType.STRING, Option.THEME, "The puzzle's theme (any if not given)");
        theme.addChoice("The last of a type", "last-of-type")
                .addChoice("No capture left", "no-capture")
                .addChoice("A defence that saves", "saving-defence")
                .addChoice("Stacking to win", "stacking")
                .addChoice("A two-turn combination", "combination");
        return new SubcommandData(name(), "A proven puzzle at your level, solved by taps, only to you").addOptions(theme);
    }

    @Override
    public Command command() {
        return Command.PUZZLE;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PRIVATE_REPLY;
    }

    @Override
    public GameRequest request(CommandInput input) {
        return input.request(command(), Option.THEME);
    }
}
