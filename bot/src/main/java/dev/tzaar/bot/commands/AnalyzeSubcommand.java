package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.bot.reply.Acknowledgement;

/** {@code /tzaar analyze}: a finished game looked over by the AI, only for the user. */
public final class AnalyzeSubcommand extends AboutOneGame {
    public AnalyzeSubcommand() {
        super(Command.ANALYZE, "A finished game reviewed: its marked mistakes, the better turns, each side's accuracy",
                Acknowledgement.PRIVATE_REPLY);
    }
}
