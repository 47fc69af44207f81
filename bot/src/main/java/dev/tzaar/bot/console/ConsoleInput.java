package dev.tzaar.bot.console;

import dev.tzaar.api.Player;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.bot.commands.AttachedFile;
import dev.tzaar.bot.commands.CommandInput;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * A console line read as Discord would deliver it: the options already checked against the
 * subcommand's definition (text options as their values, user options as players), so the same
 * subcommand classes turn it into the same request. The terminal is one person's: its language is
 * both the user's and the channel's.
 */
record ConsoleInput(String interactionId, String guildId, String channelId, Player user, String botUserId,
        Map<String, String> texts, Map<String, Player> players, String locale) implements CommandInput {

    ConsoleInput {
        texts = Map.copyOf(texts);
        players = Map.copyOf(players);
    }

    /**
     * The console's one server is the terminal's own, and whoever types there is its owner: each of its users may
     * change its settings (name the console's channel for the daily puzzle), as Discord lets a server's owner.
     */
    @Override
    public boolean managesServer() {
        return true;
    }

    @Override
    public String guildLocale() {
        return locale;
    }

    @Override
    public Optional<String> text(String option) {
        return Optional.ofNullable(texts.get(option)).map(String::strip).filter(value -> !value.isEmpty());
    }

    @Override
    public Optional<Player> player(String option) {
        return Optional.ofNullable(players.get(option));
    }

    /**
     * An attachment option names a file of this machine ({@code /tzaar import file:games/friday.tzaar}): the
     * console reads it, as Discord's client uploads the file it is given, at most {@link
     * RequestLimits#RECORD_FILE} bytes.
     */
    @Override
    public Optional<AttachedFile> file(String option) {
        return text(option).map(ConsoleInput::read);
    }

    private static AttachedFile read(String name) {
        try {
            Path path = Path.of(name);
            if (Files.isDirectory(path)) {
                return new AttachedFile.Unreadable(name, "it is a folder");
            }
            if (Files.size(path) > RequestLimits.RECORD_FILE) {
                return new AttachedFile.Unreadable(name, "it is larger than " + RequestLimits.RECORD_FILE / 1024 + " KB");
            }
            return new AttachedFile.Read(Files.readString(path, StandardCharsets.UTF_8));
        } catch (InvalidPathException | NoSuchFileException e) {
            return new AttachedFile.Unreadable(name, "there is no such file");
        } catch (IOException | UncheckedIOException e) {
            return new AttachedFile.Unreadable(name, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
