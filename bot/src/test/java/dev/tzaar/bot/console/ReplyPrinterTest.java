package dev.tzaar.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.BoardImage;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.GameSummary;
import dev.tzaar.api.Picture;
import dev.tzaar.api.Player;
import dev.tzaar.api.TextFile;
import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Replies as a terminal shows them: Discord's markdown written out, files saved, buttons and pings. */
class ReplyPrinterTest {
    /** The clock stands still at this moment, in milliseconds; Discord's timestamps count seconds. */
    private static final long NOW_MILLIS = 1_795_514_400_000L;
    private static final Map<String, String> NAMES = Map.of("200000000000000001", "alice", "200000000000000002", "bob");

    @TempDir
    Path files;

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private ReplyPrinter printer;

    @BeforeEach
    void printer() {
        printer = new ReplyPrinter(new PrintStream(bytes, true, StandardCharsets.UTF_8), files.resolve("boards"),
                id -> NAMES.getOrDefault(id, "someone"), () -> NOW_MILLIS,
                ConsoleWords.of(new TzaarCommand(Subcommands.all()), null), Console.CHANNEL);
    }

    private String printed() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void mentionsBecomeNamesBoldMarksGoAndRelativeTimesReadAsDiscordShowsThem() {
        assertEquals("@alice challenges @bob; expires in 15 minutes (asked 3 hours ago)",
                printer.readable("<@200000000000000001> challenges <@!200000000000000002>; expires <t:1795515300:R> "
                        + "(asked <t:1795503600:R>)"));
        assertEquals("alice (White) wins", printer.readable("**alice** (White) wins"));
    }

    @Test
    void aPrivateReplySaysWhoSeesItAndShowsItsButtonsWithHowToPressThemOnce() {
        GameReply reply = GameReply.privately("Resign game **ab3k9**?")
                .withButtons(List.of(
                        ActionButton.of(Command.CONFIRM_RESIGN, "ab3k9", "Resign ab3k9", ButtonStyle.DANGER)));
        printer.reply(reply, "bob");
        printer.reply(reply, "bob");
        List<String> lines = printed().lines().toList();
        assertEquals("tzaar › (only bob sees this) Resign game ab3k9?", lines.get(0));
        assertEquals("        buttons: [Resign ab3k9]   (to press one, type like: bob: press Resign ab3k9)", lines.get(1));
        assertEquals("        buttons: [Resign ab3k9]", lines.get(3));
    }

    @Test
    void aPublicReplyPingsInALineOfItsOwnAndAPrivateOneNever() {
        printer.reply(GameReply.publicly("Moved.").withPing(List.of("200000000000000002"), "your turn"), "alice");
        printer.reply(GameReply.privately("Only you.").withPing(List.of("200000000000000002"), "your turn"),
                "alice");
        assertEquals(List.of("tzaar › Moved.", "tzaar › @bob your turn", "tzaar › (only alice sees this) Only you."),
                printed().lines().toList());
    }

    @Test
    void aReplysOtherPicturesAreDrawnAsTextAndSavedUnderTheirOwnNamesInOrder() throws Exception {
        printer.reply(GameReply.privately("The rules.").withPictures(List.of(
                new Picture("rules-pieces.png", new BoardImage(new byte[] {1}, "The pieces.", "  Z A T\n")),
                new Picture("rules-capture.png", new BoardImage(new byte[] {2}, "A capture.", "  T2 x z\n")))),
                "alice");
        assertEquals(1, Files.readAllBytes(files.resolve("boards/rules-pieces.png"))[0]);
        assertEquals(2, Files.readAllBytes(files.resolve("boards/rules-capture.png"))[0]);
        String shown = printed();
        assertTrue(shown.indexOf("Z A T") < shown.indexOf("picture: " + files.resolve("boards/rules-pieces.png"))
                && shown.indexOf("rules-pieces.png") < shown.indexOf("T2 x z")
                && shown.indexOf("T2 x z") < shown.indexOf("picture: " + files.resolve("boards/rules-capture.png")),
                shown);
    }

    @Test
    void filesAreSavedUnderTheirOwnNamesAndNeverOutsideTheDirectory() throws Exception {
        printer.reply(GameReply.privately("The record.")
                .withFiles(List.of(new TextFile("ab3k9.tzaar", "[Event]"), new TextFile("../escape.txt", "no"))),
                "alice");
        assertEquals("[Event]", Files.readString(files.resolve("boards/ab3k9.tzaar")));
        assertFalse(Files.exists(files.resolve("escape.txt")));
        assertTrue(printed().contains("file: " + files.resolve("boards/_.._escape.txt")), printed());
    }

    @Test
    void aPrivateBoardIsSavedBesideTheChannelsPictureOfThatVersionNotOverIt() throws Exception {
        Player alice = new Player("200000000000000001", "alice", false);
        Player bob = new Player("200000000000000002", "bob", false);
        GameSummary game = new GameSummary("ab3k9", "100000000000000002", GameStatus.ACTIVE, alice, bob, alice, bob,
                null, bob.id(), List.of(), 2, 5);
        byte[] channels = {1, 2, 3};
        byte[] bobsOwn = {4, 5, 6};
        printer.reply(GameReply.publicly("alice moves.").withImage(new BoardImage(channels, "board", "A"))
                .withGame(game), "alice");
        printer.reply(GameReply.privately("Your board.").withImage(new BoardImage(bobsOwn, "board", "A"))
                .withGame(game), "bob");

        assertEquals(List.of(1, 2, 3), bytes(files.resolve("boards/ab3k9-0005.png")), "the channel's picture stays");
        assertEquals(List.of(4, 5, 6), bytes(files.resolve("boards/ab3k9-0005-for-bob.png")));
    }

    @Test
    void aSecondPictureOfOneVersionForOneReaderIsSavedBesideTheFirstNotOverIt() throws Exception {
        Player alice = new Player("200000000000000001", "alice", false);
        Player bob = new Player("200000000000000002", "bob", false);
        GameSummary game = new GameSummary("ab3k9", "100000000000000002", GameStatus.ACTIVE, alice, bob, alice, bob,
                null, bob.id(), List.of(), 2, 5);
        printer.reply(GameReply.privately("Your board.").withImage(new BoardImage(new byte[] {1}, "board", "A"))
                .withGame(game), "bob");
        printer.reply(GameReply.privately("A hint.").withImage(new BoardImage(new byte[] {2}, "hint", "A"))
                .withGame(game), "bob");
        printer.reply(GameReply.privately("Your panel.").withImage(new BoardImage(new byte[] {3}, "panel", "A"))
                .withGame(game), "bob");

        assertEquals(List.of(1), bytes(files.resolve("boards/ab3k9-0005-for-bob.png")), "the first stays");
        assertEquals(List.of(2), bytes(files.resolve("boards/ab3k9-0005-for-bob-2.png")));
        assertEquals(List.of(3), bytes(files.resolve("boards/ab3k9-0005-for-bob-3.png")));
    }

    @Test
    void aPictureOfNoGameIsNumberedOnFromThoseAnEarlierConsoleSaved() throws Exception {
        Files.createDirectories(files.resolve("boards"));
        Files.write(files.resolve("boards/board-1.png"), new byte[] {9});
        printer.reply(GameReply.publicly("A board.").withImage(new BoardImage(new byte[] {1}, "board", "A")), "alice");

        assertEquals(List.of(9), bytes(files.resolve("boards/board-1.png")), "the earlier console's picture stays");
        assertEquals(List.of(1), bytes(files.resolve("boards/board-2.png")));
    }

    private static List<Integer> bytes(Path file) throws Exception {
        byte[] content = Files.readAllBytes(file);
        return java.util.stream.IntStream.range(0, content.length).mapToObj(i -> (int) content[i]).toList();
    }
}
