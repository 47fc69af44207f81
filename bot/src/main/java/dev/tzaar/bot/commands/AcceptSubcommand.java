package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.bot.reply.Acknowledgement;

/** {@code /tzaar accept}: the challenged player starts the game, which the channel sees. */
public final class AcceptSubcommand extends AboutOneGame {
    public AcceptSubcommand() {
        super(Command.ACCEPT, "Accept a challenge: the game begins", Acknowledgement.PUBLIC_REPLY);
    }
}
