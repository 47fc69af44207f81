package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.bot.reply.Acknowledgement;

/** {@code /tzaar cancel}: the challenger withdraws, in the channel. */
public final class CancelSubcommand extends AboutOneGame {
    public CancelSubcommand() {
        super(Command.CANCEL, "Withdraw a challenge you made", Acknowledgement.PUBLIC_REPLY);
    }
}
