package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.bot.reply.Acknowledgement;

/** {@code /tzaar history}: the game record as files, only for the user. */
public final class HistorySubcommand extends AboutOneGame {
    public HistorySubcommand() {
        super(Command.HISTORY, "The record of a game, as files only you see", Acknowledgement.PRIVATE_REPLY);
    }
}
