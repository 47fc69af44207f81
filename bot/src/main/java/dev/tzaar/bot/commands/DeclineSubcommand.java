package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.bot.reply.Acknowledgement;

/** {@code /tzaar decline}: the challenged player says no, in the channel. */
public final class DeclineSubcommand extends AboutOneGame {
    public DeclineSubcommand() {
        super(Command.DECLINE, "Decline a challenge", Acknowledgement.PUBLIC_REPLY);
    }
}
