package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.HashMap;
import java.util.Map;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /tzaar ai level:<easy|medium|hard> [setup:] [colour:]}: a game against the bot, begun at
 * once. The opponent is the bot's own user ({@link CommandInput#botUserId()}), sent as the
 * {@code opponent} with its player in {@link GameRequest#mentioned()}: that is how the function
 * learns who the bot is.
 */
public final class AiSubcommand implements Subcommand {
    /** The level of a game begun by challenging the bot's user. */
    public static final String CHALLENGED_LEVEL = "medium";

    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "Play against me, the bot, right away").addOptions(
                new OptionData(OptionType.STRING, Option.LEVEL, "How strongly I play", true)
                        .addChoice("Easy: for a first game", "easy")
                        .addChoice("Medium: looks two turns ahead", "medium")
                        .addChoice("Hard: as strong as I get", "hard"),
                Options.setup(),
                Options.colour());
    }

    @Override
    public Command command() {
        return Command.AI;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PUBLIC_REPLY;
    }

    @Override
    public GameRequest request(CommandInput input) {
        return againstTheBot(input, input.text(Option.LEVEL).orElse(CHALLENGED_LEVEL));
    }

    /** The request for a game against the bot at {@code level}, with the input's setup and colour. */
    public static GameRequest againstTheBot(CommandInput input, String level) {
        GameRequest plain = input.request(Command.AI, Option.SETUP, Option.COLOUR);
        Player bot = new Player(input.botUserId(), "TZAAR", true);
        Map<String, String> options = new HashMap<>(plain.options());
        options.put(Option.LEVEL, level);
        options.put(Option.OPPONENT, bot.id());
        return GameRequest.of(plain.interactionId(), plain.guildId(), plain.channelId(), plain.user(), Command.AI,
                options).withMentioned(Map.of(bot.id(), bot)).in(plain.context());
    }
}
