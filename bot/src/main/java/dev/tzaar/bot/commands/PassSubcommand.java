package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.bot.reply.Acknowledgement;

/** {@code /tzaar pass}: the turn's second action skipped, in the channel. */
public final class PassSubcommand extends AboutOneGame {
    public PassSubcommand() {
        super(Command.PASS, "Skip the second action of your turn", Acknowledgement.PUBLIC_REPLY);
    }
}
