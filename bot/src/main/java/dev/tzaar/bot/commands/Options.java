package dev.tzaar.bot.commands;

import dev.tzaar.api.Option;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;

/** The options several subcommands share, described once. */
final class Options {
    /** Game ids are five characters; a little room for sloppy typing. */
    private static final int GAME_LENGTH = 16;
    /** A cell is two characters ("E4"); room for spaces and a stray dash. */
    private static final int CELL_LENGTH = 8;

    private Options() {
    }

    /** {@code game}: which of the user's games, offered by autocomplete; needed only with several. */
    static OptionData game() {
        return new OptionData(OptionType.STRING, Option.GAME, "The game, when you have more than one here", false, true)
                .setMaxLength(GAME_LENGTH);
    }

    /** {@code setup}: how the pieces start. */
    static OptionData setup() {
        return new OptionData(OptionType.STRING, Option.SETUP, "How the pieces start (random if not given)")
                .addChoice("Random", "random")
                .addChoice("Fixed: the rulebook's start", "fixed")
                .addChoice("Tournament: players place their pieces", "tournament");
    }

    /** {@code colour}: the colour of the one who asks. */
    static OptionData colour() {
        return new OptionData(OptionType.STRING, Option.COLOUR, "Your colour; White begins (random if not given)")
                .addChoice("Random", "random")
                .addChoice("White", "white")
                .addChoice("Black", "black");
    }

    /** A cell of the board, offered by autocomplete. */
    static OptionData cell(String name, String description, boolean required) {
        return new OptionData(OptionType.STRING, name, description, required, true).setMaxLength(CELL_LENGTH);
    }
}
