package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.bot.reply.Acknowledgement;

/** {@code /tzaar claim}: usually refused privately (too early); a win, when granted, is announced publicly. */
public final class ClaimSubcommand extends AboutOneGame {
    public ClaimSubcommand() {
        super(Command.CLAIM, "Win a game your opponent has left waiting for 3 days", Acknowledgement.PRIVATE_REPLY);
    }
}
