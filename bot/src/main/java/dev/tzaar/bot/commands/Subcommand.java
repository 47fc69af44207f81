package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * One subcommand of {@code /tzaar}: how Discord shows it, how to acknowledge it, and how its options
 * become a request for the game function. The function decides everything about games; a
 * subcommand only refuses what is wrong whatever the game (a missing option pair, challenging
 * yourself), so that the player hears at once and no call is made.
 */
public interface Subcommand {

    /** Its definition, as registered with Discord. */
    SubcommandData definition();

    /** What it asks the function. */
    Command command();

    /** How the function usually answers it: in the channel, or only to the user. */
    Acknowledgement acknowledgement();

    /** Why the input cannot be right whatever the game, as the player reads it; empty when it may be. */
    default Optional<String> refusal(CommandInput input) {
        return Optional.empty();
    }

    /** The request for the function, made from the input (which {@link #refusal} accepted). */
    GameRequest request(CommandInput input);

    /** The subcommand's name: Discord's name for it is the command's wire name. */
    default String name() {
        return command().wireName();
    }
}
