package dev.tzaar.bot.reply;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.BoardImage;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.Picture;
import dev.tzaar.api.SelectMenu;
import dev.tzaar.api.TextFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.selections.SelectOption;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.data.DataObject;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.junit.jupiter.api.Test;

class ReplyMessagesTest {
    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G'};
    private final ReplyMessages messages = new ReplyMessages();

    private static GameReply reply(String text, BoardImage image, List<ActionButton> buttons, List<TextFile> files) {
        return GameReply.publicly(text).withImage(image).withButtons(buttons).withFiles(files);
    }

    private static GameReply pinging(List<String> users, String text) {
        return GameReply.publicly("Ann captures.").withPing(users, text);
    }

    @Test
    void theBoardIsAttachedAsBoardPngWithItsAltText() throws IOException {
        MessageCreateData message = messages.message(reply("Ann captures.",
                new BoardImage(PNG, "White to move. White: 6 Tzaars.", ""), null, null));
        assertEquals("Ann captures.", message.getContent());
        FileUpload board = message.getFiles().get(0);
        assertEquals("board.png", board.getName());
        assertEquals("White to move. White: 6 Tzaars.", board.getDescription());
        try (InputStream data = board.getData()) {
            assertArrayEquals(PNG, data.readAllBytes());
        }
    }

    @Test
    void theRecordFilesAreAttachedAsText() throws IOException {
        MessageCreateData message = messages.message(reply("The record.", null, null,
                List.of(new TextFile("tzaar-k7m2q.tzaar", "1. F4xE4 pass\n"), new TextFile("tzaar-k7m2q.sgf", "(;)"))));
        assertEquals(List.of("tzaar-k7m2q.tzaar", "tzaar-k7m2q.sgf"),
                message.getFiles().stream().map(FileUpload::getName).toList());
        try (InputStream data = message.getFiles().get(0).getData()) {
            assertEquals("1. F4xE4 pass\n", new String(data.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void thePicturesFollowTheBoardEachUnderItsNameWithItsAltTextThenTheFiles() {
        GameReply reply = reply("The rules.", new BoardImage(PNG, "The board.", ""), null,
                List.of(new TextFile("tzaar-k7m2q.tzaar", "1. F4xE4 pass\n")))
                .withPictures(List.of(new Picture("rules-pieces.png", new BoardImage(PNG, "The pieces.", "")),
                        new Picture("rules-capture.png", new BoardImage(PNG, "A capture: C3xG1.", ""))));
        List<FileUpload> files = messages.message(reply).getFiles();
        assertEquals(List.of("board.png", "rules-pieces.png", "rules-capture.png", "tzaar-k7m2q.tzaar"),
                files.stream().map(FileUpload::getName).toList());
        assertEquals(List.of("The board.", "The pieces.", "A capture: C3xG1."),
                files.subList(0, 3).stream().map(FileUpload::getDescription).toList());
    }

    @Test
    void aMessageHoldsTenFilesThePicturesFirst() {
        List<Picture> pictures = new ArrayList<>();
        for (int i = 1; i <= GameReply.MAX_PICTURES; i++) {
            pictures.add(new Picture("example-" + i + ".png", new BoardImage(PNG, "Example " + i + ".", "")));
        }
        List<TextFile> records = List.of(new TextFile("a.tzaar", "1."), new TextFile("b.sgf", "(;)"),
                new TextFile("c.txt", "c"));
        GameReply reply = reply("Many.", new BoardImage(PNG, "The board.", ""), null, records).withPictures(pictures);
        List<String> names = messages.message(reply).getFiles().stream().map(FileUpload::getName).toList();
        assertEquals(Message.MAX_FILE_AMOUNT, names.size());
        assertEquals("example-8.png", names.get(8));
        assertEquals("a.tzaar", names.get(9), "the files that do not fit are left out, never a picture");
    }

    @Test
    void aLongTextIsCutToDiscordsTwoThousandCharacters() {
        MessageCreateData message = messages.message(reply("x".repeat(5000), null, null, null));
        assertEquals(2000, message.getContent().length());
        assertTrue(message.getContent().endsWith("…"));
    }

    @Test
    void aCutNeverSplitsAnEmoji() {
        String text = "x".repeat(1998) + "😀" + "tail";
        assertEquals("x".repeat(1998) + "…", ReplyMessages.clip(text, 2000));
    }

    @Test
    void aLongAltTextIsCutToDiscordsLimit() {
        MessageCreateData message = messages.message(reply("Board.", new BoardImage(PNG, "a".repeat(3000), ""), null, null));
        assertEquals(1024, message.getFiles().get(0).getDescription().length());
    }

    @Test
    void buttonsKeepTheirIdsAndStylesInRowsOfFive() {
        List<ActionButton> buttons = new ArrayList<>();
        ButtonStyle[] styles = ButtonStyle.values();
        for (int i = 0; i < 7; i++) {
            buttons.add(ActionButton.of(Command.BOARD, "game" + i, "Board " + i, styles[i % styles.length]));
        }
        MessageCreateData message = messages.message(reply("Buttons.", null, buttons, null));
        List<List<Button>> rows = rows(message);
        assertEquals(List.of(5, 2), rows.stream().map(List::size).toList());
        Button first = rows.get(0).get(0);
        assertEquals("tzaar:board:game0", first.getCustomId());
        assertEquals("Board 0", first.getLabel());
        assertEquals(List.of(net.dv8tion.jda.api.components.buttons.ButtonStyle.PRIMARY,
                net.dv8tion.jda.api.components.buttons.ButtonStyle.SECONDARY,
                net.dv8tion.jda.api.components.buttons.ButtonStyle.SUCCESS,
                net.dv8tion.jda.api.components.buttons.ButtonStyle.DANGER),
                rows.get(0).subList(0, 4).stream().map(Button::getStyle).toList());
    }

    @Test
    void moreButtonsThanFiveRowsOfFiveAreLeftOutAndLongLabelsCut() {
        List<ActionButton> buttons = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            buttons.add(ActionButton.of(Command.PASS, "g" + i, "L".repeat(120), ButtonStyle.PRIMARY));
        }
        List<List<Button>> rows = rows(messages.message(reply("Many.", null, buttons, null)));
        assertEquals(List.of(5, 5, 5, 5, 5), rows.stream().map(List::size).toList());
        assertEquals(Button.LABEL_MAX_LENGTH, rows.get(0).get(0).getLabel().length());
    }

    /**
     * A player's panel: each menu in a row of its own (pick exactly one item, the chosen one shown
     * picked, each item's line under it), then the buttons in rows of five, five rows at most in all.
     */
    @Test
    void menusComeFirstEachInItsOwnRowThenTheButtons() {
        SelectMenu pieces = new SelectMenu("tzaar:panel:k7m2q:3:from#A-E", "Choose a piece on columns A–E", List.of(
                new SelectMenu.Item("C4", "C4 · Tzarra · 1 capture", "capture on C3", true),
                new SelectMenu.Item("D5", "D5 · Tott · 2 captures", "", false)));
        SelectMenu more = new SelectMenu("tzaar:panel:k7m2q:3:from#F-I", "Choose a piece on columns F–I",
                List.of(new SelectMenu.Item("F2", "F2 · Tott · 1 capture", "capture on F3", false)));
        List<ActionButton> buttons = new ArrayList<>();
        for (int i = 0; i < 17; i++) {
            buttons.add(ActionButton.of(Command.PASS, "g" + i, "Pass " + i, ButtonStyle.PRIMARY));
        }
        MessageCreateData message = messages.message(reply("Panel.", null, buttons, null)
                .withMenus(List.of(pieces, more)));

        List<ActionRow> rows = message.getComponents().stream().map(c -> c.asActionRow()).toList();
        assertEquals(5, rows.size(), "two menus and three rows of buttons: the last two buttons are left out");
        StringSelectMenu first = (StringSelectMenu) rows.get(0).getComponents().get(0);
        assertEquals("tzaar:panel:k7m2q:3:from#A-E", first.getCustomId());
        assertEquals("Choose a piece on columns A–E", first.getPlaceholder());
        assertEquals(1, first.getMinValues());
        assertEquals(1, first.getMaxValues());
        assertEquals(List.of("C4", "D5"), first.getOptions().stream().map(SelectOption::getValue).toList());
        assertEquals("C4 · Tzarra · 1 capture", first.getOptions().get(0).getLabel());
        assertEquals("capture on C3", first.getOptions().get(0).getDescription());
        assertTrue(first.getOptions().get(0).isDefault());
        assertEquals(null, first.getOptions().get(1).getDescription(), "no empty line under an item");
        assertEquals(List.of(5, 5, 5), rows.subList(2, 5).stream().map(r -> r.getButtons().size()).toList());
        assertEquals("tzaar:pass:g0", rows.get(2).getButtons().get(0).getCustomId());
    }

    @Test
    void aGameMessageMentionsNobodyEvenIfItsTextLooksLikeAMention() {
        MessageCreateData message = messages.message(reply("<@100000000000000002> and @everyone", null, null, null));
        assertEquals(EnumSet.noneOf(Message.MentionType.class), message.getAllowedMentions());
        assertEquals(Set.of(), message.getMentionedUsers());
        DataObject allowed = message.toData().getObject("allowed_mentions");
        assertEquals(0, allowed.getArray("parse").length());
    }

    @Test
    void thePingMentionsExactlyTheUsersNamedThenSaysWhy() {
        MessageCreateData ping = messages.ping(pinging(List.of("100000000000000002"), "your turn in game **k7m2q**."))
                .orElseThrow();
        assertEquals("<@100000000000000002> your turn in game **k7m2q**.", ping.getContent());
        assertEquals(Set.of("100000000000000002"), ping.getMentionedUsers());
        DataObject allowed = ping.toData().getObject("allowed_mentions");
        assertEquals(0, allowed.getArray("parse").length(), "no roles, no @everyone");
        assertEquals(List.of("100000000000000002"), allowed.getArray("users").stream(
                (array, i) -> array.getString(i)).toList());
    }

    @Test
    void aReplyWithoutPingsSendsNoPingAndIdsThatAreNotUsersAreDropped() {
        assertEquals(Optional.empty(), messages.ping(pinging(List.of(), "nobody")));
        assertEquals(Optional.empty(), messages.ping(pinging(List.of("everyone", "<@&5>"), "nobody")));
    }

    private static List<List<Button>> rows(MessageCreateData message) {
        return message.getComponents().stream().map(c -> c.asActionRow().getButtons()).toList();
    }
}
