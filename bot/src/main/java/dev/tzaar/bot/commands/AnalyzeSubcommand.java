package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.bot.reply.Acknowledgement;

/** {@code /tzaar analyze}: a finished game looked over by the AI, only for the user. */
public final class AnalyzeSubcommand extends AboutOneGame {
    public AnalyzeSubcommand() {
        super(Command.ANALYZE, "A finished game looked over: the score after each turn, the big mistakes",
                Acknowledgement.PRIVATE_REPLY);
    }
}
