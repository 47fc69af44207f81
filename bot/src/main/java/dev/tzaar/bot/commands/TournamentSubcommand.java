package dev.tzaar.bot.commands;

import dev.tzaar.api.Capability;
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
 * {@code /tzaar tournament action: [tournament:] [name:] [format:] [setup:] [rounds:] [days:] [rated:] [cap:] [closes:]
 * [player:]}:
 * a server's tournament (docs/tournaments.md). The frontend says whether the user has Manage Server, which
 * {@code create} needs ({@link Capability#MANAGE_SERVER}), and which threads the bot may start here ({@link
 * BotThreadPermissions#here}: its games are played in them); the function decides the rest. Joining and leaving are
 * mostly the announcement's buttons, which need no typing.
 */
public final class TournamentSubcommand implements Subcommand {
    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "A tournament of this server: create, join, start, standings").addOptions(
                new OptionData(OptionType.STRING, Option.ACTION, "What to do", true)
                        .addChoice("Create (Manage Server)", "create")
                        .addChoice("Join", "join")
                        .addChoice("Leave", "leave")
                        .addChoice("Start (its organiser)", "start")
                        .addChoice("Cancel (its organiser)", "cancel")
                        .addChoice("Remove a player (its organiser)", "remove")
                        .addChoice("Standings", "standings")
                        .addChoice("Pairings", "pairings")
                        .addChoice("Export (a FIDE report file)", "export")
                        .addChoice("Games", "games"),
                new OptionData(OptionType.STRING, Option.TOURNAMENT, "The tournament's id, on its announcement")
                        .setMaxLength(5),
                new OptionData(OptionType.STRING, Option.NAME, "Create: the tournament's name").setMaxLength(60),
                new OptionData(OptionType.STRING, Option.FORMAT, "Create: how it pairs its rounds (Swiss if not given)")
                        .addChoice("Swiss", "swiss")
                        .addChoice("Round robin", "round-robin")
                        .addChoice("Double round robin", "double-round-robin"),
                Options.setup().setDescription("Create: how its games' pieces start (random if not given)"),
                new OptionData(OptionType.INTEGER, Option.ROUNDS, "Create: a Swiss's rounds (5 if not given)")
                        .setRequiredRange(1, 15),
                new OptionData(OptionType.INTEGER, Option.DAYS,
                        "Create: days per move on the clock (3 if not given; 0: a live pace, no clock)")
                        .setRequiredRange(0, 14),
                new OptionData(OptionType.BOOLEAN, Option.RATED, "Create: whether its games move ratings (yes if not given)"),
                new OptionData(OptionType.INTEGER, Option.CAP, "Create: the most players who may join")
                        .setRequiredRange(2, 256),
                new OptionData(OptionType.INTEGER, Option.CLOSES,
                        "Create: in how many hours the sign-up closes and round 1 begins (at Start if not given)")
                        .setRequiredRange(1, 336),
                new OptionData(OptionType.USER, Option.PLAYER, "Remove: the player to remove"));
    }

    @Override
    public Command command() {
        return Command.TOURNAMENT;
    }

    @Override
    public Acknowledgement acknowledgement() {
        // Its creation and its start are posted for the channel; the rest is answered privately.
        return Acknowledgement.PUBLIC_REPLY;
    }

    @Override
    public GameRequest request(CommandInput input) {
        GameRequest request = input.request(command(), Option.ACTION, Option.TOURNAMENT, Option.NAME, Option.FORMAT,
                Option.SETUP, Option.ROUNDS, Option.DAYS, Option.RATED, Option.CAP, Option.CLOSES);
        Optional<Player> player = input.player(Option.PLAYER);
        if (player.isPresent()) {
            Map<String, String> options = new HashMap<>(request.options());
            options.put(Option.PLAYER, player.get().id());
            request = request.withOptions(options).withMentioned(Map.of(player.get().id(), player.get()));
        }
        // Which threads the bot may start here: a tournament's games are played in them, decided at its creation.
        for (Capability capability : BotThreadPermissions.here(input)) {
            request = request.with(capability);
        }
        return input.managesServer() ? request.with(Capability.MANAGE_SERVER) : request;
    }
}
