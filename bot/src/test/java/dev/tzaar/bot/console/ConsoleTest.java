package dev.tzaar.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.GameSummary;
import dev.tzaar.api.Player;
import dev.tzaar.api.SelectMenu;
import dev.tzaar.bot.function.FakeFunction;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console's loop over lines typed, against a function that answers as each test tells it. */
class ConsoleTest {
    private static final Player CAROL = new Player(ConsoleUsers.idOf("carol"), "carol", false);

    @TempDir
    Path files;

    private record Session(int failed, String out) {
    }

    private Session run(FakeFunction function, String... lines) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Console console = new Console(function, files, new PrintStream(bytes, true, StandardCharsets.UTF_8),
                () -> 1_795_514_400_000L);
        int failed = console.run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")), true, "");
        return new Session(failed, bytes.toString(StandardCharsets.UTF_8));
    }

    /**
     * The help a terminal prints (item 5 of the newcomer's paper cuts: a line at column 0 among indented ones):
     * the intro and the outro are prose, every example between them is indented by two spaces, and every
     * explanation starts in one column, in English and in French.
     */
    @Test
    void theHelpsExamplesAreIndentedAndTheirExplanationsLinedUp() {
        for (String language : List.of("en", "fr")) {
            Console console = new Console(answering(request -> GameReply.privately("ok")), files,
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), () -> 1_795_514_400_000L,
                    language);
            List<String> help = console.help();
            List<String> examples = help.subList(1, help.size() - 1);
            assertTrue(examples.size() >= 10, language + ": " + help);
            assertTrue(!help.get(0).startsWith(" ") && !help.get(help.size() - 1).startsWith(" "), language + ": " + help);
            java.util.Set<Integer> columns = new java.util.TreeSet<>();
            for (String line : examples) {
                assertTrue(line.startsWith("  ") && !line.startsWith("   "), language + ", not indented by two: " + line);
                java.util.regex.Matcher gap = java.util.regex.Pattern.compile("\\S {3,}(\\S)").matcher(line);
                assertTrue(gap.find(), language + ", no explanation beside: " + line);
                columns.add(gap.start(1));
            }
            assertEquals(1, columns.size(), language + ": explanations start in columns " + columns + "\n"
                    + String.join("\n", help));
        }
    }

    /**
     * A console in French sends French as both languages, and reads the French names the French
     * messages use (as a French Discord shows them) back to the English ones Discord sends.
     */
    @Test
    void aFrenchConsoleTakesTheFrenchNamesAndAsksForFrench() throws Exception {
        FakeFunction function = answering(request -> GameReply.privately("ok"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Console console = new Console(function, files, new PrintStream(bytes, true, StandardCharsets.UTF_8),
                () -> 1_795_514_400_000L, "fr");
        console.run(new BufferedReader(new StringReader("alice: /tzaar défier adversaire:@bob disposition:fixed\n"
                + "alice: /tzaar jouer de:F4 vers:E4 partie:k7m2q\n" + "alice: /tzaar move from:F4 to:E4\n")), true, "");
        assertEquals(3, function.requests.size(), bytes.toString(StandardCharsets.UTF_8));
        GameRequest challenge = function.requests.get(0);
        assertEquals(Command.CHALLENGE, challenge.command());
        assertEquals("fixed", challenge.options().get("setup"));
        assertEquals(ConsoleUsers.idOf("bob"), challenge.options().get("opponent"));
        assertEquals("fr", challenge.locale());
        assertEquals("fr", challenge.guildLocale());
        GameRequest move = function.requests.get(1);
        assertEquals(Command.MOVE, move.command());
        assertEquals(java.util.Map.of("from", "F4", "to", "E4", "game", "k7m2q"), move.options());
        assertEquals(Command.MOVE, function.requests.get(2).command(), "the English names still work");
    }

    /**
     * Beside {@code ./tzaar local}'s live board, the console's requests say it can open it (so game messages
     * carry its button), and pressing the button says where the page is, as the player, on that game:
     * Discord would open it there; the function is not asked.
     */
    @Test
    void besideTheLocalLiveBoardItsButtonSaysWhereThePageIs() throws Exception {
        FakeFunction function = answering(request -> GameReply.publicly("Game **k7m2q** begins.").withButtons(List.of(
                ActionButton.of(Command.BOARD, "k7m2q", "Board", ButtonStyle.SECONDARY),
                ActionButton.of(Command.ACTIVITY, "k7m2q", "Live board", ButtonStyle.SECONDARY))));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Console console = new Console(function, files, new PrintStream(bytes, true, StandardCharsets.UTF_8),
                () -> 1_795_514_400_000L).withLiveBoard((player, game) ->
                java.net.URI.create("http://127.0.0.1:9003/?as=" + player.id() + "&game=" + game));
        console.run(new BufferedReader(new StringReader("alice: /tzaar help\nbob: press Live board\n")), true, "");

        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("The live board opens in a browser: http://127.0.0.1:9003/?as=" + ConsoleUsers.idOf("bob")
                + "&game=k7m2q"), out);
        assertEquals(1, function.requests.size(), "the press asked nothing");
        assertTrue(function.requests.get(0).can(dev.tzaar.api.Capability.LAUNCH_ACTIVITY));
    }

    /** {@code /tzaar import file:PATH} reads a file of this machine and sends its text; a missing one is refused here. */
    @Test
    void importReadsALocalRecordFileAndSendsItsText() throws Exception {
        FakeFunction function = FakeFunction.answering(GameReply.publicly("imported"));
        Path record = files.resolve("friday.tzaar");
        java.nio.file.Files.writeString(record, "Setup: fixed\n\n1 W: E4xF4\n");

        Session session = run(function, "alice: /tzaar import file:" + record,
                "alice: /tzaar import file:" + files.resolve("missing.tzaar"));

        assertEquals(1, function.requests.size(), session.out());
        assertEquals(Command.IMPORT, function.requests.get(0).command());
        assertEquals(java.util.Map.of("record", "Setup: fixed\n\n1 W: E4xF4\n"), function.requests.get(0).options());
        assertTrue(session.out().contains("I cannot read " + files.resolve("missing.tzaar") + ": there is no such file."),
                session.out());
    }

    /** A review under way prints its progress line at each step, then the review: the console asks again, resuming. */
    @Test
    void aReviewUnderWayPrintsALinePerStepThenTheReview() throws Exception {
        FakeFunction function = answering(request -> request.resume() == null
                ? GameReply.underWay("Reviewing game **k7m2q**: turn 12 of 38…", new dev.tzaar.api.UnderWay(12, 38, "k7m2q"))
                : GameReply.privately("Review of game **k7m2q**."));

        Session session = run(function, "alice: /tzaar analyze game:k7m2q");

        List<String> lines = session.out().lines().filter(line -> line.contains("game k7m2q")).toList();
        assertEquals(2, lines.size(), session.out());
        assertTrue(lines.get(0).endsWith("Reviewing game k7m2q: turn 12 of 38…"), session.out());
        assertTrue(lines.get(1).endsWith("Review of game k7m2q."), session.out());
        assertEquals(java.util.Arrays.asList(null, "k7m2q"), function.requests.stream().map(GameRequest::resume).toList());
    }

    private static FakeFunction answering(Function<GameRequest, GameReply> answer) {
        return new FakeFunction(answer);
    }

    @Test
    void theConsoleHasNoThreadsSoAThreadIsRefusedInOneLineAndNothingIsAsked() throws Exception {
        FakeFunction function = FakeFunction.answering(GameReply.privately("Games: none."));

        Session session = run(function, "alice: /tzaar challenge @bob thread:private", "alice: /tzaar games");

        assertTrue(session.out().contains("The console is one channel, without threads: challenge without `thread:` "
                + "and the game is played here."), session.out());
        assertEquals(List.of(Command.GAMES), function.requests.stream().map(GameRequest::command).toList(),
                "the challenge never reached the function");
    }

    @Test
    void theConsoleShowsItsSettingsButHasNoDefaultOfThreadsToChange() throws Exception {
        FakeFunction function = FakeFunction.answering(GameReply.privately("Settings: in their channel."));

        Session session = run(function, "alice: /tzaar settings threads:public", "alice: /tzaar settings",
                "alice: /tzaar challenge @bob");

        assertTrue(session.out().contains("The console is one channel, without threads: its games are always played "
                + "here, so a default of threads cannot apply. Nothing changed."), session.out());
        assertEquals(List.of(Command.SETTINGS, Command.CHALLENGE),
                function.requests.stream().map(GameRequest::command).toList(), "the change never reached the function");
        assertTrue(function.requests.stream().noneMatch(r -> r.can(dev.tzaar.api.Capability.START_THREADS)),
                "no request says the console can start a thread");
    }

    @Test
    void theConsolesUsersManageItsServerSoDailyHereReachesTheFunctionAsTheirs() throws Exception {
        FakeFunction function = FakeFunction.answering(GameReply.privately("Done: from now on, the daily puzzle is "
                + "posted in <#" + Console.CHANNEL + ">."));

        Session session = run(function, "alice: /tzaar settings daily:here");

        assertEquals(1, function.requests.size(), session.out());
        GameRequest request = function.requests.get(0);
        assertEquals(Console.CHANNEL, request.channelId());
        assertTrue(request.can(dev.tzaar.api.Capability.MANAGE_SERVER), "the console's users manage its server");
        assertTrue(session.out().contains("the daily puzzle is posted in this channel."), session.out());
    }

    @Test
    void aSolveThatRecountsTheDailyPostOfThisChannelPrintsItsNewCountLineAndNoOtherChannels() throws Exception {
        FakeFunction function = answering(request -> request.command() == Command.BOARD
                ? GameReply.privately("Solved! (elsewhere)").withRecount(new dev.tzaar.api.MessageEdit("555",
                        "m1", "Puzzle of the day\nSolved here by 9 members so far."))
                : GameReply.privately("Solved!").withRecount(new dev.tzaar.api.MessageEdit(Console.CHANNEL,
                        "m2", "Puzzle of the day: White to play.\nSolved here by one member so far.")));

        Session session = run(function, "alice: /tzaar games", "alice: /tzaar board");

        assertTrue(session.out().contains("The post of the puzzle of the day now says: Solved here by one member so "
                + "far."), session.out());
        assertTrue(!session.out().contains("9 members"), "another channel's post is not this one's: " + session.out());
    }

    @Test
    void aMentionThatNamesNobodyIsOneLineAndTheConsoleGoesOn() throws Exception {
        FakeFunction function = FakeFunction.answering(GameReply.privately("Games: none."));

        Session session = run(function, "alice: /tzaar challenge @bob!", "alice: /tzaar challenge @\uD83E\uDD84",
                "alice: /tzaar challenge @" + "b".repeat(33), "alice: /tzaar games");

        assertEquals(3, session.failed());
        assertTrue(session.out().contains("\"@bob!\" can't name anyone"), session.out());
        assertTrue(session.out().contains("Games: none."), "the line after them still runs: " + session.out());
        assertEquals(1, function.requests.size(), "nothing unreadable reached the function");
    }

    @Test
    void aLineThatFailsUnexpectedlyIsOneMessageAndTheNextLineStillRuns() throws Exception {
        FakeFunction function = answering(request -> {
            if (request.command() == Command.BOARD) {
                throw new IllegalStateException("a bug of ours\n\tat somewhere");
            }
            return GameReply.privately("Games: none.");
        });

        Session session = run(function, "alice: /tzaar board", "alice: /tzaar games");

        assertEquals(1, session.failed(), "a script with a failed line fails");
        assertTrue(session.out().contains("tzaar › That line failed (IllegalStateException: a bug of ours); "
                + "nothing else is affected: type the next one.\n"), session.out());
        assertTrue(session.out().contains("Games: none."), session.out());
    }

    @Test
    void pressingResignTwicePressesTheConfirmationUnderTheNewerPrivateQuestion() throws Exception {
        ActionButton resign = ActionButton.of(Command.RESIGN, "ab3k9", "Resign", ButtonStyle.DANGER);
        ActionButton confirm = ActionButton.of(Command.CONFIRM_RESIGN, "ab3k9", "Resign ab3k9", ButtonStyle.DANGER);
        FakeFunction function = answering(request -> switch (request.command()) {
            case BOARD -> GameReply.publicly("The board.").withButtons(List.of(resign));
            case RESIGN -> GameReply.privately("Resign game ab3k9?").withButtons(List.of(confirm));
            default -> GameReply.publicly("alice resigns.");
        });

        Session session = run(function, "alice: /tzaar board", "alice: press Resign", "alice: press Resign",
                "alice: press Resign");

        assertEquals(List.of(Command.BOARD, Command.RESIGN, Command.CONFIRM_RESIGN, Command.RESIGN),
                function.requests.stream().map(GameRequest::command).toList(),
                "the question's button is pressed, and once answered, it is gone");
        assertTrue(session.out().contains("alice resigns."), session.out());
    }

    /**
     * A turn by taps in the console: Play your turn opens the panel (only its player sees it), {@code choose}
     * picks a menu's item by its value, {@code press} a target by its first words; each step replaces the
     * panel, whose old controls are gone, and the move is told to the channel as a new message.
     */
    @Test
    void aTurnIsPlayedByPressesAndChoicesOnAPanelThatMovesOnInPlace() throws Exception {
        ActionButton play = ActionButton.of(Command.PANEL, "ab3k9", "Play your turn", ButtonStyle.SUCCESS);
        SelectMenu pieces = new SelectMenu("tzaar:panel:ab3k9:4:from", "Choose a piece", List.of(
                new SelectMenu.Item("F4", "F4 · Tzarra · 1 capture", "capture on E4", false)));
        ActionButton target = new ActionButton("tzaar:move:ab3k9:4:from=F4:to=E4", "E4 · capture a Tott",
                ButtonStyle.DANGER);
        FakeFunction function = answering(request -> switch (request.command()) {
            case BOARD -> GameReply.publicly("The board.").withButtons(List.of(play));
            case PANEL -> request.options().containsKey("from")
                    ? GameReply.inPlace(GameReply.privately("Your Tzarra on **F4**.").withMenus(List.of(pieces))
                            .withButtons(List.of(target)))
                    : GameReply.privately("Your turn: choose a piece.").withMenus(List.of(pieces));
            default -> GameReply.publicly("**alice** F4 captures a Tott on E4.")
                    .withPanel(GameReply.privately("Played. **bob** (Black) to capture."));
        });

        Session session = run(function, "alice: /tzaar board", "bob: choose F4", "alice: press Play your turn",
                "alice: choose F4", "alice: press E4", "alice: choose F4", "alice: press E4");

        assertEquals(List.of(Command.BOARD, Command.PANEL, Command.PANEL, Command.MOVE),
                function.requests.stream().map(GameRequest::command).toList(), session.out());
        assertEquals(java.util.Map.of("game", "ab3k9", "played", "4", "from", "F4"), function.requests.get(2).options());
        assertEquals(java.util.Map.of("game", "ab3k9", "played", "4", "from", "F4", "to", "E4"),
                function.requests.get(3).options());
        assertTrue(session.out().contains("tzaar › (only bob sees this) No menu offers \"F4\"."), session.out());
        assertTrue(session.out().contains("menu: Choose a piece   (to choose, type like: alice: choose F4)\n"
                + ReplyPrinter.INDENT + "  F4 · Tzarra · 1 capture\n"), session.out());
        assertTrue(session.out().contains("tzaar › (only alice sees this, in place of the panel) Your Tzarra on F4."),
                session.out());
        assertTrue(session.out().contains("tzaar › (only alice sees this, in place of the panel) Played. bob (Black) "
                + "to capture.\ntzaar › alice F4 captures a Tott on E4."), session.out());
        assertTrue(session.out().endsWith("No [E4] button is showing; alice can press [Play your turn].\n"),
                "the panel's controls went with its last step: " + session.out());
    }

    /**
     * After the first action played on her panel, the board in the channel and the panel at her second
     * action both show a Pass: {@code press Pass} presses the panel's, which she is looking at (made for
     * the position, moving the panel on), not the board's; Bob, who cannot see her panel, reaches the board's.
     */
    @Test
    void pressingPassWithAPanelOpenPressesThePanelsPassAndOthersTheBoards() throws Exception {
        ActionButton play = ActionButton.of(Command.PANEL, "ab3k9", "Play your turn", ButtonStyle.SUCCESS);
        ActionButton boardsPass = ActionButton.of(dev.tzaar.api.ButtonId.madeFor(Command.PASS, "ab3k9", 5), "Pass",
                ButtonStyle.SECONDARY);
        ActionButton target = new ActionButton("tzaar:move:ab3k9:4:from=F4:to=E4", "E4 · capture a Tott",
                ButtonStyle.DANGER);
        ActionButton panelsPass = new ActionButton("tzaar:pass:ab3k9:5", "Pass", ButtonStyle.SECONDARY);
        FakeFunction function = answering(request -> switch (request.command()) {
            case PANEL -> GameReply.privately("Your turn: capture.").withButtons(List.of(target));
            case MOVE -> GameReply.publicly("**alice** F4 captures a Tott on E4.").withButtons(List.of(play, boardsPass))
                    .withPanel(GameReply.privately("Your second action.").withButtons(List.of(panelsPass)));
            case PASS -> !request.options().containsKey("on")
                    ? GameReply.publicly("**alice** passes.").withPanel(GameReply.privately("Played."))
                    : GameReply.privately("It's **alice**'s turn.");
            default -> GameReply.publicly("The board.").withButtons(List.of(play));
        });

        Session session = run(function, "alice: /tzaar board", "alice: press Play your turn", "alice: press E4",
                "bob: press Pass", "alice: press Pass");

        List<GameRequest> passes = function.requests.stream().filter(r -> r.command() == Command.PASS).toList();
        assertEquals(java.util.Map.of("game", "ab3k9", "played", "5", "on", "board"), passes.get(0).options(),
                "Bob's: the board's");
        assertEquals(java.util.Map.of("game", "ab3k9", "played", "5"), passes.get(1).options(), "Alice's: her panel's");
        assertTrue(session.out().contains("tzaar › (only alice sees this, in place of the panel) Played.\n"
                + "tzaar › alice passes."), session.out());
    }

    /**
     * Two games in the channel: a press reaches the newest board that shows the label, which may be the
     * other game's, as Discord's newest message is; naming the game after the label presses its own
     * board's, so a player of the older game can still play it by presses alone.
     */
    @Test
    void aGameNamedAfterTheLabelPressesThatGamesButtonRatherThanTheNewestBoards() throws Exception {
        FakeFunction function = answering(request -> switch (request.command()) {
            case BOARD -> GameReply.publicly("The board of " + request.options().get("game") + ".").withButtons(
                    List.of(ActionButton.of(Command.PANEL, request.options().get("game"), "Play your turn",
                            ButtonStyle.SUCCESS)));
            default -> GameReply.privately("Your panel in " + request.options().get("game") + ".");
        });

        Session session = run(function, "alice: /tzaar board game:ab3k9", "carol: /tzaar board game:zz9zz",
                "alice: press Play your turn", "alice: press Play your turn ab3k9", "alice: press play your turn AB3K9",
                "alice: press Play your turn k7m2q");

        assertEquals(List.of("zz9zz", "ab3k9", "ab3k9"), function.requests.stream()
                .filter(r -> r.command() == Command.PANEL).map(r -> r.options().get("game")).toList(), session.out());
        assertTrue(session.out().endsWith("No [Play your turn k7m2q] button is showing; alice can press "
                + "[Play your turn].\n"), "no board of game k7m2q shows it: " + session.out());
    }

    /** {@code @tzaar} is the bot, as a mention of the bot's user is on Discord: challenging it plays it. */
    @Test
    void challengingTheBotByNamePlaysTheBot() throws Exception {
        FakeFunction function = answering(request -> GameReply.publicly("A game against the bot begins."));

        Session session = run(function, "alice: /tzaar challenge @TZAAR");

        assertEquals(List.of(Command.AI), function.requests.stream().map(GameRequest::command).toList(), session.out());
        assertEquals(Console.BOT.id(), function.requests.get(0).options().get("opponent"));
    }

    /**
     * A console started afresh shows no buttons yet, though the game goes on: a press answers how to
     * bring them back, as a player who left the channel scrolls to the newest board.
     */
    @Test
    void aPressWithNoButtonShowingSaysThatTheBoardBringsThemBack() throws Exception {
        Session session = run(answering(request -> GameReply.privately("ok")), "alice: press Play your turn");

        assertTrue(session.out().endsWith("tzaar › (only alice sees this) No [Play your turn] button is showing "
                + "here yet: `alice: /tzaar board` shows your game's board with its buttons.\n"), session.out());
    }

    @Test
    void aPlayerWhoHasNotSpokenInThisSessionIsShownByTheNameTheReplyGives() throws Exception {
        Player alice = new Player(ConsoleUsers.idOf("alice"), "alice", false);
        GameSummary game = new GameSummary("ab3k9", Console.CHANNEL, GameStatus.ACTIVE, alice, CAROL, alice, CAROL,
                null, CAROL.id(), List.of(), 3, 7);
        FakeFunction function = FakeFunction.answering(GameReply.publicly("**alice** moves; <@" + CAROL.id() + ">, "
                + "**bob\\_2** watches.").withPing(List.of(CAROL.id()), "your turn").withGame(game));

        Session session = run(function, "alice: /tzaar move turn:F4xE4");

        assertTrue(session.out().contains("tzaar › alice moves; @carol, bob_2 watches.\n"), session.out());
        assertTrue(session.out().contains("tzaar › @carol your turn\n"), session.out());
    }

    /**
     * Issue 31: a tap printed the 25-line board and every item of the menu again, about 50 lines. A panel's
     * step on the same position now says so in a line, its menu too, so choosing a piece and going back take a
     * few lines each; the board is drawn again when a move changes it. Counted on a panel of the fixed start's
     * size: a board of 25 lines (as the function draws it) and 21 pieces that can capture.
     */
    @Test
    void aTapOnAPanelPrintsAFewLinesAndTheBoardOnlyWhenItChanged() throws Exception {
        String board = String.join("\n", java.util.Collections.nCopies(25, "  . . z a t . .")) + "\n";
        String after = board.replaceFirst("z", "T");
        List<SelectMenu.Item> items = new java.util.ArrayList<>();
        for (String cell : List.of("A5", "B1", "B5", "C2", "C5", "D3", "D5", "D6", "D7", "D8", "E1", "E2", "E3", "E4",
                "F5", "G4", "G5", "H3", "H5", "I2", "I5")) {
            items.add(new SelectMenu.Item(cell, cell + " · Tzarra · 2 captures", "capture on E4 Tott, D5 Tzaar",
                    false));
        }
        java.util.function.Function<Boolean, SelectMenu> pieces = chosen -> new SelectMenu("tzaar:panel:ab3k9:0:from",
                "Choose a piece", items.stream().map(item -> new SelectMenu.Item(item.value(), item.label(),
                        item.description(), chosen && item.value().equals("F5"))).toList());
        ActionButton play = ActionButton.of(Command.PANEL, "ab3k9", "Play your turn", ButtonStyle.SUCCESS);
        ActionButton target = new ActionButton("tzaar:move:ab3k9:0:from=F5:to=E4", "E4 · capture a Tott",
                ButtonStyle.DANGER);
        ActionButton back = new ActionButton("tzaar:panel:ab3k9:0", "Back", ButtonStyle.SECONDARY);
        dev.tzaar.api.BoardImage before = new dev.tzaar.api.BoardImage(new byte[] {1}, "board", board);
        FakeFunction function = answering(request -> switch (request.command()) {
            case BOARD -> GameReply.publicly("The board.").withImage(before).withButtons(List.of(play));
            case PANEL -> request.options().containsKey("from")
                    ? GameReply.inPlace(GameReply.privately("Your Tzarra on **F5**.").withImage(before)
                            .withMenus(List.of(pieces.apply(true))).withButtons(List.of(target, back)))
                    : GameReply.privately("Your turn: choose a piece.").withImage(before)
                            .withMenus(List.of(pieces.apply(false)));
            default -> GameReply.publicly("**alice** F5 captures a Tott on E4.").withImage(
                    new dev.tzaar.api.BoardImage(new byte[] {2}, "board", after))
                    .withPanel(GameReply.privately("Played. **bob** (Black) to capture."));
        });

        Session session = run(function, "alice: /tzaar board", "alice: press Play your turn", "alice: choose F5",
                "alice: press Back", "alice: choose F5", "alice: press E4");

        List<Integer> linesPerTap = linesAfterEachTypedLine(session.out());
        assertTrue(linesPerTap.get(1) <= 36, "the panel opened: the board, the menu in a few lines: " + linesPerTap);
        assertTrue(linesPerTap.subList(2, 5).stream().allMatch(lines -> lines <= 5),
                "a piece chosen, Back, chosen again: a few lines each " + linesPerTap + "\n" + session.out());
        assertTrue(session.out().contains("board as above; picture: "), session.out());
        assertTrue(session.out().contains("menu: Choose a piece, as above   F5 ← chosen"), session.out());
        assertTrue(linesPerTap.get(5) > 25, "the move changed the board: drawn again " + linesPerTap);
    }

    /** How many lines the console printed after each line typed (echoed as {@code > ...}). */
    private static List<Integer> linesAfterEachTypedLine(String out) {
        List<Integer> counts = new java.util.ArrayList<>();
        for (String line : out.lines().toList()) {
            if (line.startsWith("> ")) {
                counts.add(0);
            } else if (!counts.isEmpty()) {
                counts.set(counts.size() - 1, counts.get(counts.size() - 1) + 1);
            }
        }
        return counts;
    }
}
