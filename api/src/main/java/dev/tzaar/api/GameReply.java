package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Objects;

/**
 * The function's answer to one request; the bot shows it as it is.
 *
 * @param text the message, in Discord markdown
 * @param ephemeral true when only the user who acted sees it (errors, help, lists)
 * @param image the board, when the reply shows it
 * @param ping users to mention in a follow-up message: editing a message pings nobody
 * @param pingText the follow-up's text, written after the mentions
 * @param buttons the buttons to show under the message
 * @param game the game the reply is about, for the bot's cache
 * @param choices for {@link Command#SUGGEST}: the autocomplete choices, best first, at most 25
 * @param files files to attach, like the game record
 * @param thread what the bot must do about the game's thread (start it, add or take off members)
 * @param announce a line for another channel: the end of a game played in a thread, in its parent
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record GameReply(
        String text,
        boolean ephemeral,
        BoardImage image,
        List<String> ping,
        String pingText,
        List<ActionButton> buttons,
        GameSummary game,
        List<Choice> choices,
        List<TextFile> files,
        ThreadWork thread,
        Announcement announce) {

    public GameReply {
        text = text == null ? "" : text;
        ping = ping == null ? List.of() : List.copyOf(ping);
        buttons = buttons == null ? List.of() : List.copyOf(buttons);
        choices = choices == null ? List.of() : List.copyOf(choices);
        files = files == null ? List.of() : List.copyOf(files);
        if (choices.size() > Choice.MAX_CHOICES) {
            throw new IllegalArgumentException("Discord shows at most " + Choice.MAX_CHOICES + " choices");
        }
    }

    /** A reply without thread work or announcement. */
    public GameReply(String text, boolean ephemeral, BoardImage image, List<String> ping, String pingText,
            List<ActionButton> buttons, GameSummary game, List<Choice> choices, List<TextFile> files) {
        this(text, ephemeral, image, ping, pingText, buttons, game, choices, files, null, null);
    }

    /** A message only the user who acted sees, such as an error: it changes nothing. */
    public static GameReply privately(String text) {
        return new GameReply(Objects.requireNonNull(text), true, null, null, null, null, null, null, null);
    }

    /** The same reply, shown to everyone or only to the user who acted. */
    public GameReply withEphemeral(boolean onlyForTheUser) {
        return new GameReply(text, onlyForTheUser, image, ping, pingText, buttons, game, choices, files, thread,
                announce);
    }

    /** The same reply with the board's picture. */
    public GameReply withImage(BoardImage picture) {
        return new GameReply(text, ephemeral, picture, ping, pingText, buttons, game, choices, files, thread,
                announce);
    }

    /** The same reply with another text (and ping text), keeping everything else. */
    public GameReply withText(String newText, String newPingText) {
        return new GameReply(newText, ephemeral, image, ping, newPingText, buttons, game, choices, files, thread,
                announce);
    }

    /** The same reply, asking the bot for work on the game's thread. */
    public GameReply withThread(ThreadWork work) {
        return new GameReply(text, ephemeral, image, ping, pingText, buttons, game, choices, files, work, announce);
    }

    /** The same reply about the game as it now stands, such as where it is played. */
    public GameReply withGame(GameSummary summary) {
        return new GameReply(text, ephemeral, image, ping, pingText, buttons, summary, choices, files, thread,
                announce);
    }

    /** The same reply, with a line for another channel. */
    public GameReply withAnnouncement(Announcement line) {
        return new GameReply(text, ephemeral, image, ping, pingText, buttons, game, choices, files, thread, line);
    }

    /** Autocomplete choices. */
    public static GameReply choices(List<Choice> choices) {
        return new GameReply("", true, null, null, null, null, null, choices, null);
    }
}
