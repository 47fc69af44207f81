package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.bot.reply.Acknowledgement;

/** {@code /tzaar replay}: a game as an animated picture, turn by turn, only for the user. */
public final class ReplaySubcommand extends AboutOneGame {
    public ReplaySubcommand() {
        super(Command.REPLAY, "A game replayed as an animated picture, turn by turn, only for you",
                Acknowledgement.PRIVATE_REPLY);
    }
}
