package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.bot.reply.Acknowledgement;

/** {@code /tzaar hint}: a turn suggested, only to the user, in a game against the bot. */
public final class HintSubcommand extends AboutOneGame {
    public HintSubcommand() {
        super(Command.HINT, "A turn suggested, only to you, in a game against the bot", Acknowledgement.PRIVATE_REPLY);
    }
}
