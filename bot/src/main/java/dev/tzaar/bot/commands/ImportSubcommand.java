package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.reply.Acknowledgement;
import java.util.Map;
import java.util.Optional;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /tzaar import file:}: a finished game from its record file, this bot's own or LittleGolem's
 * (docs/importing.md). On Discord the request carries the attachment's CDN address, which the function
 * fetches; the console reads the local file named and sends its text.
 */
public final class ImportSubcommand implements Subcommand {

    @Override
    public SubcommandData definition() {
        return new SubcommandData(name(), "A finished game from its record file (this bot's or LittleGolem's)")
                .addOption(OptionType.ATTACHMENT, Option.FILE, "The record: a .tzaar file (the Record button's) or a "
                        + "LittleGolem .sgf", true);
    }

    @Override
    public Command command() {
        return Command.IMPORT;
    }

    @Override
    public Acknowledgement acknowledgement() {
        return Acknowledgement.PUBLIC_REPLY;
    }

    @Override
    public Optional<String> refusal(CommandInput input) {
        Texts texts = Texts.forDiscord(input.locale());
        Optional<AttachedFile> file = input.file(Option.FILE);
        if (file.isEmpty()) {
            return Optional.of(texts.text("import.noFile"));
        }
        if (file.get() instanceof AttachedFile.Unreadable unreadable) {
            return Optional.of(texts.text("import.localFileUnreadable", unreadable.file(), unreadable.why()));
        }
        return Optional.empty();
    }

    @Override
    public GameRequest request(CommandInput input) {
        GameRequest request = input.request(command());
        AttachedFile file = input.file(Option.FILE).orElseThrow();
        if (file instanceof AttachedFile.OnDiscord onDiscord) {
            return request.withOptions(Map.of(Option.FILE, onDiscord.url()));
        }
        if (file instanceof AttachedFile.Read read) {
            return request.withOptions(Map.of(Option.RECORD, read.text()));
        }
        throw new IllegalStateException("a file refused before the request: " + file);
    }
}
