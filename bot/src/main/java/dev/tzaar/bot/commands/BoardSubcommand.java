package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.bot.reply.Acknowledgement;

/** {@code /tzaar board}: the board again, only for the user, so the channel is not flooded. */
public final class BoardSubcommand extends AboutOneGame {
    public BoardSubcommand() {
        super(Command.BOARD, "Show the board of your game, only to you", Acknowledgement.PRIVATE_REPLY);
    }
}
