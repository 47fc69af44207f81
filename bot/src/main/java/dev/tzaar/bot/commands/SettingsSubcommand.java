package dev.tzaar.bot.commands;

import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.ThreadKind;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /tzaar settings [threads:off|public|private] [daily:here|off]}: this server's settings, privately;
 * with {@code threads:}, where its challenges are played when they do not say; with {@code daily:}, whether
 * the daily puzzle is posted in this channel. The frontend tells the function what
 * only Discord's interaction shows: whether the user has Manage Server ({@link Capability#MANAGE_SERVER}),
 * and which threads the app's bot may start in this server ({@link BotThreadPermissions#inTheServer}; the
 * relay takes them away when it has no token). The function decides.
 */
public final class SettingsSubcommand implements Subcommand {
    /** {@code daily:}'s value that names this channel (the function's {@code SettingsCommand.HERE}). */
    static final String HERE = "here";

    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "This server's TZAAR settings: where its games are played").addOptions(
                new OptionData(OptionType.STRING, Option.THREADS,
                        "Where challenges that do not say are played (Manage Server only)")
                        .addChoice("In their channel", ThreadKind.OFF.wireName())
                        .addChoice("In a public thread of their own", ThreadKind.PUBLIC.wireName())
                        .addChoice("In a private thread of their own", ThreadKind.PRIVATE.wireName()),
                new OptionData(OptionType.STRING, Option.DAILY,
                        "The daily puzzle, posted every day in this channel, or none (Manage Server only)")
                        .addChoice("In this channel", HERE)
                        .addChoice("None", "off"));
    }

    @Override
    public Command command() {
        return Command.SETTINGS;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PRIVATE_REPLY;
    }

    /**
     * {@code daily:here} where the bot cannot post ({@link DailyPostPermissions}): refused now, naming what it
     * lacks, rather than switched off at the first post. Only for someone who may change the setting: anyone
     * else hears that they may not, from the function.
     */
    @Override
    public Optional<String> refusal(CommandInput input) {
        if (!input.text(Option.DAILY).filter(SettingsSubcommand.HERE::equals).isPresent() || !input.managesServer()) {
            return Optional.empty();
        }
        List<String> missing = DailyPostPermissions.missing(input);
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        Texts texts = Texts.forDiscord(input.locale());
        String names = missing.stream().map(key -> "**" + texts.text(key) + "**").collect(Collectors.joining(", "));
        return Optional.of(texts.text("settings.dailyCannotPost", names, missing.size()));
    }

    @Override
    public GameRequest request(CommandInput input) {
        GameRequest request = input.request(command(), Option.THREADS, Option.DAILY);
        if (input.managesServer()) {
            request = request.with(Capability.MANAGE_SERVER);
        }
        // The setting is the server's, wherever it is typed (a thread of the server too).
        for (Capability capability : BotThreadPermissions.inTheServer(input)) {
            request = request.with(capability);
        }
        return request;
    }
}
