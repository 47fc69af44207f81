package dev.tzaar.bot.reply;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.BoardImage;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Picture;
import dev.tzaar.api.SelectMenu;
import dev.tzaar.api.TextFile;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.buttons.ButtonStyle;
import net.dv8tion.jda.api.components.selections.SelectOption;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns the function's replies into Discord messages that always fit Discord's limits: the text
 * (cut at 2000 characters), the board as {@code board.png} with its alt text, then the reply's other
 * pictures (the rules' drawn examples), each under its own name with its alt text, the record files
 * (each uploaded as its own media type: {@link TypedUpload}), select menus each in a row of its own,
 * then buttons in rows of five (at most five rows in all), and never a ping; pings go in a message of
 * their own ({@link #ping}) that may mention exactly the users the reply names. A message has classic
 * action rows, not Discord's newer layout components: the picture stays an attachment with its alt
 * text, the text the message's content, and a player's panel (two menus of pieces, a row of targets,
 * Pass and Back) fits in five rows.
 */
public final class ReplyMessages {
    /** Discord's limits. */
    static final int MAX_CONTENT = Message.MAX_CONTENT_LENGTH;
    static final int MAX_ALT_TEXT = 1024;
    static final int MAX_FILES = Message.MAX_FILE_AMOUNT;
    static final int MAX_ROWS = GameReply.MAX_ROWS;
    static final int BUTTONS_PER_ROW = GameReply.BUTTONS_PER_ROW;
    static final String BOARD_FILE = "board.png";

    private static final Logger LOG = LoggerFactory.getLogger(ReplyMessages.class);
    private static final Pattern SNOWFLAKE = Pattern.compile("\\d{1,20}");

    /** The reply as a message that mentions nobody. */
    public MessageCreateData message(GameReply reply) {
        MessageCreateBuilder message = new MessageCreateBuilder()
                .setAllowedMentions(EnumSet.noneOf(Message.MentionType.class));
        List<FileUpload> files = files(reply);
        List<ActionRow> rows = rows(reply.menus(), reply.buttons());
        String text = reply.text().isBlank() && files.isEmpty() && rows.isEmpty() ? "Done." : reply.text();
        return message.setContent(clip(text, MAX_CONTENT)).setFiles(files).setComponents(rows).build();
    }

    /**
     * The message that pings the users a reply names ({@code <@id> <@id> text}), allowed to
     * mention exactly them and nobody else; empty when the reply pings nobody. A user the text
     * mentions already (a ping the channel owed, carried by this reply) is not mentioned twice.
     */
    public Optional<MessageCreateData> ping(GameReply reply) {
        List<String> users = reply.ping().stream().filter(id -> SNOWFLAKE.matcher(id).matches()).distinct().toList();
        if (users.isEmpty()) {
            return Optional.empty();
        }
        String pingText = reply.pingText() == null ? "" : reply.pingText();
        StringBuilder text = new StringBuilder();
        users.stream().filter(id -> !pingText.contains("<@" + id + ">"))
                .forEach(id -> text.append("<@").append(id).append("> "));
        text.append(pingText);
        return Optional.of(new MessageCreateBuilder()
                .setContent(clip(text.toString().strip(), MAX_CONTENT))
                .setAllowedMentions(EnumSet.noneOf(Message.MentionType.class))
                .mentionUsers(users)
                .build());
    }

    private static List<FileUpload> files(GameReply reply) {
        List<FileUpload> files = new ArrayList<>();
        if (reply.image() != null) {
            files.add(picture(reply.image(), BOARD_FILE));
        }
        for (Picture picture : reply.pictures()) {
            files.add(picture(picture.image(), picture.fileName()));
        }
        int attached = files.size() + reply.files().size();
        for (TextFile file : reply.files()) {
            if (files.size() == MAX_FILES) {
                LOG.warn("A reply had more files than a message holds; {} left out", attached - MAX_FILES);
                break;
            }
            files.add(new TypedUpload(file.content().getBytes(StandardCharsets.UTF_8), file.name()));
        }
        return files;
    }

    /** A picture as Discord shows it, with its alt text for screen readers. */
    private static FileUpload picture(BoardImage image, String name) {
        FileUpload upload = new TypedUpload(image.png(), name);
        if (!image.altText().isBlank()) {
            upload.setDescription(clip(image.altText(), MAX_ALT_TEXT));
        }
        return upload;
    }

    private static List<ActionRow> rows(List<SelectMenu> menus, List<ActionButton> buttons) {
        List<ActionRow> rows = new ArrayList<>();
        for (SelectMenu menu : menus) {
            if (rows.size() == MAX_ROWS) {
                LOG.warn("A reply had more menus than a message holds; the rest are left out");
                break;
            }
            rows.add(ActionRow.of(menu(menu)));
        }
        rows.addAll(buttonRows(buttons, MAX_ROWS - rows.size()));
        return rows;
    }

    /** A string select menu: pick one item, the chosen one already shown as picked. */
    private static StringSelectMenu menu(SelectMenu menu) {
        StringSelectMenu.Builder made = StringSelectMenu.create(menu.id()).setRequiredRange(1, 1);
        if (!menu.placeholder().isEmpty()) {
            made.setPlaceholder(menu.placeholder());
        }
        for (SelectMenu.Item item : menu.items()) {
            made.addOptions(SelectOption.of(item.label(), item.value())
                    .withDescription(item.description().isEmpty() ? null : item.description())
                    .withDefault(item.chosen()));
        }
        return made.build();
    }

    private static List<ActionRow> buttonRows(List<ActionButton> buttons, int rowsLeft) {
        List<Button> made = new ArrayList<>();
        for (ActionButton button : buttons) {
            if (made.size() == rowsLeft * BUTTONS_PER_ROW) {
                LOG.warn("A reply had more buttons than a message holds; the rest are left out");
                break;
            }
            if (button.id().isEmpty() || button.id().length() > Button.ID_MAX_LENGTH || button.label().isBlank()) {
                LOG.warn("A reply had a button Discord would refuse ({} characters of id); left out", button.id().length());
                continue;
            }
            made.add(Button.of(style(button.style()), button.id(), clip(button.label(), Button.LABEL_MAX_LENGTH)));
        }
        return made.isEmpty() ? List.of() : ActionRow.partitionOf(made);
    }

    private static ButtonStyle style(dev.tzaar.api.ButtonStyle style) {
        return switch (style) {
            case PRIMARY -> ButtonStyle.PRIMARY;
            case SECONDARY -> ButtonStyle.SECONDARY;
            case SUCCESS -> ButtonStyle.SUCCESS;
            case DANGER -> ButtonStyle.DANGER;
        };
    }

    /** The text, cut to {@code max} characters with an ellipsis, never inside a surrogate pair. */
    static String clip(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        int end = max - 1;
        if (Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(0, end) + "…";
    }
}
