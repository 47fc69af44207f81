package dev.tzaar.bot.core;

import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.commands.CommandInput;
import dev.tzaar.bot.commands.Subcommand;
import dev.tzaar.bot.commands.TzaarCommand;
import dev.tzaar.bot.reply.Responder;
import java.util.Optional;

/**
 * A {@code /tzaar} subcommand used, in a server or, for a user who installed the app, in a DM (the
 * function is told where, and says what cannot be done there): cheap checks answered at once, everything else acknowledged
 * within Discord's three seconds (publicly or privately, as the subcommand usually answers) and
 * relayed to the game function.
 */
public final class SlashCommandHandler {
    /** In English; each user reads it in their language. */
    static final String UNKNOWN = Texts.ENGLISH.text("bot.unknownCommand");

    private final TzaarCommand command;
    private final Relay relay;

    public SlashCommandHandler(TzaarCommand command, Relay relay) {
        this.command = command;
        this.relay = relay;
    }

    public void handle(String subcommandName, CommandInput input, Responder responder) {
        Optional<Subcommand> found = subcommandName == null ? Optional.empty() : command.subcommand(subcommandName);
        if (found.isEmpty()) {
            responder.refuse(Texts.forDiscord(input.locale()).text("bot.unknownCommand"));
            return;
        }
        Subcommand subcommand = found.get();
        Optional<String> refusal = subcommand.refusal(input);
        if (refusal.isPresent()) {
            responder.refuse(refusal.get());
            return;
        }
        relay.relay(input.withLanguages(subcommand.request(input)), subcommand.acknowledgement(), false, responder);
    }
}
