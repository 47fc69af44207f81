package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.bot.reply.Acknowledgement;

/** {@code /tzaar resign}: only asks, privately, to confirm with a button; the button resigns. */
public final class ResignSubcommand extends AboutOneGame {
    public ResignSubcommand() {
        super(Command.RESIGN, "Resign a game (you are asked to confirm)", Acknowledgement.PRIVATE_REPLY);
    }
}
