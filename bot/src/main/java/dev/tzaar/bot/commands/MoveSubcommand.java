package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /tzaar move from:F4 to:E4}, or a whole {@code turn:F4xE4 C3-D4}: one action or a turn,
 * announced in the channel. Autocomplete offers only the legal choices.
 */
public final class MoveSubcommand implements Subcommand {
    /** A whole turn is two actions of at most five characters; room for sloppy typing. */
    private static final int TURN_LENGTH = 40;

    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "Capture or stack: from and to, or a whole turn").addOptions(
                Options.cell(Option.FROM, "The cell of the stack you move, like F4", false),
                Options.cell(Option.TO, "Where it goes, like E4: onto an enemy stack to capture, your own to stack",
                        false),
                new OptionData(OptionType.STRING, Option.TURN, "Or a whole turn instead, like F4xE4 C3-D4", false, true)
                        .setMaxLength(TURN_LENGTH),
                Options.game());
    }

    @Override
    public Command command() {
        return Command.MOVE;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PUBLIC_REPLY;
    }

    @Override
    public Optional<String> refusal(CommandInput input) {
        Texts texts = Texts.forDiscord(input.locale()); // a refusal is private: the user's language
        boolean from = input.text(Option.FROM).isPresent();
        boolean to = input.text(Option.TO).isPresent();
        boolean turn = input.text(Option.TURN).isPresent();
        if (turn && (from || to)) {
            return Optional.of(texts.text("play.turnAndCells"));
        }
        if (turn || from && to) {
            return Optional.empty();
        }
        if (from) {
            return Optional.of(texts.text("play.sayTo"));
        }
        if (to) {
            return Optional.of(texts.text("play.sayFrom"));
        }
        return Optional.of(texts.text("play.sayMove"));
    }

    @Override
    public GameRequest request(CommandInput input) {
        return input.request(command(), Option.FROM, Option.TO, Option.TURN, Option.GAME);
    }
}
