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

    /**
     * Issue 31: Discord's markdown showed raw ({@code -# ? provisional: …}, {@code `1.` alice}). Its marks that
     * only style a text go; the backticks around what to type stay, as quotes.
     */
    @Test
    void discordsMarkdownIsShownAsATerminalShowsTextAndWhatToTypeStaysQuoted() {
        assertEquals("Standings\n1. alice 1662? ± 290\n2. bob_2 1338?\n? provisional: too few games yet",
                printer.readable("## Standings\n`1.` **alice** 1662? ± 290\n`2.` **bob\\_2** 1338?\n"
                        + "-# ? provisional: too few games yet"));
        assertEquals("Type `/tzaar board` or `from:`; puzzle `pz42d3a8ddcb`; the rules (https://example.org/rules)",
                printer.readable("Type `/tzaar board` or `from:`; puzzle `pz42d3a8ddcb`; "
                        + "[the rules](https://example.org/rules)"));
        assertEquals("a # and a `2.` within a line stay", printer.readable("a # and a `2.` within a line stay"));
    }

    /** A menu's items side by side in lines of at most {@link ReplyPrinter#WIDTH}; the same menu again in one line. */
    @Test
    void aMenuIsShownInAFewLinesAndTheSameMenuAgainInOne() {
        List<dev.tzaar.api.SelectMenu.Item> items = new java.util.ArrayList<>();
        for (int row = 1; row <= 9; row++) {
            items.add(new dev.tzaar.api.SelectMenu.Item("D" + row, "D" + row + " · Tott · 1 capture", "capture on E4 Tott",
                    false));
        }
        printer.reply(GameReply.privately("Choose.").withMenus(List.of(new dev.tzaar.api.SelectMenu("tzaar:panel:ab3k9:0:from",
                "Choose a piece", items))), "alice");
        List<dev.tzaar.api.SelectMenu.Item> chosen = items.stream().map(item -> new dev.tzaar.api.SelectMenu.Item(
                item.value(), item.label(), item.description(), item.value().equals("D2"))).toList();
        printer.reply(GameReply.privately("Your Tott on D2.").withMenus(List.of(new dev.tzaar.api.SelectMenu(
                "tzaar:panel:ab3k9:0:from", "Choose a piece", chosen))), "alice");

        assertEquals(List.of("tzaar › (only alice sees this) Choose.",
                "        menu: Choose a piece   (to choose, type like: alice: choose D1)",
                "          D1 · Tott · 1 capture   D2 · Tott · 1 capture   D3 · Tott · 1 capture",
                "          D4 · Tott · 1 capture   D5 · Tott · 1 capture   D6 · Tott · 1 capture",
                "          D7 · Tott · 1 capture   D8 · Tott · 1 capture   D9 · Tott · 1 capture",
                "tzaar › (only alice sees this) Your Tott on D2.",
                "        menu: Choose a piece, as above   D2 ← chosen"), printed().lines().toList());
    }

    /** The same position drawn again says so in a line; its picture is saved all the same. */
    @Test
    void aBoardLikeTheOneAboveIsNotDrawnAgainButItsPictureIsSaved() throws Exception {
        BoardImage board = new BoardImage(new byte[] {1}, "board", "  z a t\n  . T .\n");
        printer.reply(GameReply.privately("Your board.").withImage(board), "alice");
        printer.reply(GameReply.privately("A piece chosen.").withImage(new BoardImage(new byte[] {2}, "marked",
                board.diagram())), "alice");
        printer.reply(GameReply.publicly("Moved.").withImage(new BoardImage(new byte[] {3}, "moved", "  z a t\n  . . T\n")),
                "alice");

        assertEquals(List.of("tzaar › (only alice sees this) Your board.", "            z a t", "            . T .",
                "        picture: " + files.resolve("boards/board-1-for-alice.png"),
                "tzaar › (only alice sees this) A piece chosen.",
                "        board as above; picture: " + files.resolve("boards/board-2-for-alice.png"),
                "tzaar › Moved.", "            z a t", "            . . T", "        picture: " + files.resolve("boards/board-3.png")),
                printed().lines().toList());
        assertEquals(2, Files.readAllBytes(files.resolve("boards/board-2-for-alice.png"))[0]);
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
