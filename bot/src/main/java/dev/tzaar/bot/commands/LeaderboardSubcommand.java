package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.bot.reply.Acknowledgement;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** {@code /tzaar leaderboard [scope:]}: the top of this server's ladder, or the global one, for the channel. */
public final class LeaderboardSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "The best rated players of this server, or of every server").addOptions(
                new OptionData(OptionType.STRING, Option.SCOPE, "Whose ladder (this server's if not given)")
                        .addChoice("This server", "server")
                        .addChoice("Global: every server", "global"));
    }

    @Override
    public Command command() {
        return Command.LEADERBOARD;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PUBLIC_REPLY;
    }

    @Override
    public GameRequest request(CommandInput input) {
        return input.request(command(), Option.SCOPE);
    }
}
