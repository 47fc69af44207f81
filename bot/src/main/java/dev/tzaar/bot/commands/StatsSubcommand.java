package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /tzaar stats [player:@someone]}: a player's ratings and record, for the channel. The
 * player travels as their id, with their name in {@link GameRequest#mentioned()}, as for a challenge.
 */
public final class StatsSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "A player's rating, record and recent games").addOptions(
                new OptionData(OptionType.USER, Option.PLAYER, "Whose (yours if not given)"));
    }

    @Override
    public Command command() {
        return Command.STATS;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PUBLIC_REPLY;
    }

    @Override
    public GameRequest request(CommandInput input) {
        GameRequest plain = input.request(command());
        Optional<Player> player = input.player(Option.PLAYER);
        if (player.isEmpty()) {
            return plain;
        }
        Map<String, String> options = new HashMap<>(plain.options());
        options.put(Option.PLAYER, player.get().id());
        return GameRequest.of(plain.interactionId(), plain.guildId(), plain.channelId(), plain.user(), command(),
                options).withMentioned(Map.of(player.get().id(), player.get())).in(plain.context());
    }
}
