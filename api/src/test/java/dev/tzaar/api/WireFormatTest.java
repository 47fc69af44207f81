package dev.tzaar.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The JSON between bot and function is pinned by golden files: the bot and the function may be
 * deployed at different times, so a change to these files is a change of the contract, to be made
 * on purpose (and compatibly: unknown fields are ignored, absent ones are empty).
 */
class WireFormatTest {
    private static final Player ALICE = new Player("111111111111111111", "Alice", false);
    private static final Player BOB = new Player("222222222222222222", "Bob", false);

    static GameRequest challenge() {
        return GameRequest.of("1300000000000000001", "900000000000000000", "800000000000000000", ALICE,
                Command.CHALLENGE, Map.of(Option.OPPONENT, BOB.id(), Option.SETUP, "random", Option.COLOUR, "white"))
                .withMentioned(Map.of(BOB.id(), BOB));
    }

    static GameRequest suggest() {
        return GameRequest.of("1300000000000000002", "900000000000000000", "800000000000000000", BOB, Command.SUGGEST,
                Map.of(Option.FROM, "f")).withFocused(Option.FROM);
    }

    static GameReply move() {
        GameSummary summary = new GameSummary("k7m2", "800000000000000000", GameStatus.ACTIVE, ALICE, BOB, ALICE, BOB,
                "ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT b 2",
                BOB.id(), List.of("C4xC3", "C4-B4", "pass"), 2, 7);
        return GameReply.publicly("**Bob** captured D3 from D4. Bob's second action: capture, stack or pass.")
                .withImage(new BoardImage(new byte[] {(byte) 0x89, 'P', 'N', 'G'},
                        "TZAAR board: Black to act, second action.", "                .\n             T     t\n"))
                .withPing(List.of(BOB.id()), "your second action in game k7m2")
                .withButtons(List.of(
                        ActionButton.of(ButtonId.madeFor(Command.PASS, "k7m2", 2), "Pass", ButtonStyle.SECONDARY),
                        ActionButton.of(Command.RESIGN, "k7m2", "Resign", ButtonStyle.DANGER)))
                .withGame(summary);
    }

    static GameReply suggestions() {
        return GameReply.choices(List.of(new Choice("F4: capture E4, F5", "F4"), new Choice("F2: capture F3", "F2")));
    }

    static GameReply history() {
        return GameReply.privately("The record of game k7m2.")
                .withFiles(List.of(new TextFile("tzaar-k7m2.tzaar", "Setup: fixed\n\n1 W: C2xC3\n")));
    }

    @Test
    void requestsAreWrittenAsTheGoldenFilesShow() throws IOException {
        assertGolden("request-challenge.json", challenge());
        assertGolden("request-suggest.json", suggest());
    }

    @Test
    void repliesAreWrittenAsTheGoldenFilesShow() throws IOException {
        assertGolden("reply-move.json", move());
        assertGolden("reply-suggest.json", suggestions());
        assertGolden("reply-history.json", history());
    }

    @Test
    void goldenFilesReadBackAsTheSameValues() throws IOException {
        assertEquals(challenge(), ApiJson.readRequest(golden("request-challenge.json")));
        assertEquals(suggest(), ApiJson.readRequest(golden("request-suggest.json")));
        assertEquals(move(), ApiJson.readReply(golden("reply-move.json")));
        assertEquals(suggestions(), ApiJson.readReply(golden("reply-suggest.json")));
        assertEquals(history(), ApiJson.readReply(golden("reply-history.json")));
    }

    @Test
    void fieldsOneSideDoesNotKnowYetAreIgnoredAndAbsentOnesAreEmpty() throws IOException {
        GameRequest request = ApiJson.readRequest("""
                {"interactionId":"1","channelId":"2","user":{"id":"3","name":"Cy","bot":false},
                 "command":"board","locale":"fr","options":{}}""");
        assertEquals(Map.of(), request.options());
        assertEquals(Map.of(), request.mentioned());
        GameReply reply = ApiJson.readReply("{\"text\":\"hi\",\"newField\":[1,2]}");
        assertEquals(GameReply.privately("hi").withEphemeral(false), reply);
    }

    /**
     * Discord's {@code locale} and {@code guild_locale} travel as {@code locale} and {@code
     * guildLocale}; a request from a bot that does not send them (the golden challenge) has none,
     * and the function answers it in English.
     */
    @Test
    void theUsersAndTheServersLanguagesTravelAndOlderRequestsHaveNone() throws IOException {
        GameRequest french = challenge().withLocales("fr", "en-US");
        assertGolden("request-challenge-locales.json", french);
        assertEquals(french, ApiJson.readRequest(golden("request-challenge-locales.json")));
        GameRequest older = ApiJson.readRequest(golden("request-challenge.json"));
        assertEquals(null, older.locale());
        assertEquals(null, older.guildLocale());
    }

    /**
     * A server's settings changed by someone the frontend says manages the server, and a threaded
     * challenge's thread work: what the frontend knows travels as {@code capabilities}, a private
     * thread as {@code privateThread}; requests and replies from before have neither.
     */
    @Test
    void capabilitiesAndPrivateThreadsTravelAndOlderRequestsHaveNone() throws IOException {
        GameRequest settings = GameRequest.of("1300000000000000003", "900000000000000000", "800000000000000000", ALICE,
                Command.SETTINGS, Map.of(Option.THREADS, "private"))
                .withLocales("fr", "fr").in(InteractionContext.GUILD).with(Capability.START_THREADS)
                .with(Capability.MANAGE_SERVER);
        assertGolden("request-settings.json", settings);
        assertEquals(settings, ApiJson.readRequest(golden("request-settings.json")));
        assertEquals(java.util.Set.of(), ApiJson.readRequest(golden("request-challenge.json")).capabilities());
        String fromANewerFrontend = golden("request-settings.json")
                .replace("\"start_threads\" ]", "\"start_threads\", \"fly\" ]");
        assertTrue(fromANewerFrontend.contains("\"fly\""), fromANewerFrontend);
        GameRequest newer = ApiJson.readRequest(fromANewerFrontend);
        assertEquals(settings.capabilities(), newer.capabilities(), "a capability this side does not know is none");

        GameReply accepted = GameReply.privately("Game **k7m2** begins.").withEphemeral(false)
                .withThread(ThreadWork.startPrivate("k7m2", "TZAAR k7m2: Alice vs Bob", List.of(ALICE.id(), BOB.id())));
        assertGolden("reply-private-thread.json", accepted);
        assertEquals(accepted, ApiJson.readReply(golden("reply-private-thread.json")));
        ThreadWork older = ApiJson.readReply("{\"text\":\"x\",\"thread\":{\"gameId\":\"k7m2\",\"startName\":\"n\"}}")
                .thread();
        assertEquals(false, older.privateThread());
    }

    /**
     * A frontend deployed after the function may send a capability the function does not know: it is
     * dropped (ignoring one only grants less) and the request is read, as unknown properties are.
     */
    @Test
    void anUnknownCapabilityIsDroppedAndTheRequestStillRead() throws IOException {
        GameRequest read = ApiJson.readRequest("""
                {"interactionId":"1","channelId":"2","user":{"id":"3","name":"Cy"},"command":"settings",
                 "capabilities":["manage_server","start_forum_posts"]}""");
        assertEquals(java.util.Set.of(Capability.MANAGE_SERVER), read.capabilities());
        assertEquals(java.util.Set.of(), ApiJson.readRequest("""
                {"interactionId":"1","channelId":"2","user":{"id":"3","name":"Cy"},"command":"settings",
                 "capabilities":["start_forum_posts"]}""").capabilities());
    }

    /**
     * A player's panel: the choices as select menus (the piece chosen is marked) and buttons made for
     * one position ({@link ControlId}); after a move played from it, the channel's reply carries the
     * panel's next step, to put in the place of the pressed one. Replies from before have neither
     * (the golden move), and a press of a panel's control is a request like a typed one, with the
     * position it was made for.
     */
    @Test
    void panelsAndTheirPressesTravelAndOlderRepliesHaveNone() throws IOException {
        GameReply panel = GameReply.privately("Game **k7m2**, turn 2: your second action. **C4**: where to?")
                .withImage(new BoardImage(new byte[] {(byte) 0x89, 'P', 'N', 'G'},
                        "TZAAR board, turned for Black.", ""))
                .withMenus(List.of(new SelectMenu(ControlId.menu(Command.PANEL, "k7m2", 3, Map.of(), Option.FROM,
                        null).toString(), "Choose a piece", List.of(
                                new SelectMenu.Item("C4", "C4 · Tzarra · 1 capture, 1 stack",
                                        "capture on C3 · stack on B4", true),
                                new SelectMenu.Item("F2", "F2 · Tott · 1 capture", "", false)))))
                .withButtons(List.of(
                        ActionButton.of(ControlId.button(Command.MOVE, "k7m2", 3, ordered(Option.FROM, "C4", Option.TO,
                                "C3")), "C3 · capture a Tott", ButtonStyle.DANGER),
                        ActionButton.of(ControlId.button(Command.PASS, "k7m2", 3, Map.of()), "Pass",
                                ButtonStyle.SECONDARY),
                        ActionButton.of(ControlId.button(Command.PANEL, "k7m2", 3, Map.of()), "Back",
                                ButtonStyle.SECONDARY)));
        assertGolden("reply-panel.json", panel);
        assertEquals(panel, ApiJson.readReply(golden("reply-panel.json")));

        GameReply moved = GameReply.publicly("**Bob** D4 captures a Tzaar on D3. Second action for **Bob** (Black).")
                .withPanel(GameReply.privately("Your turn is played. **Alice** (White) to capture."));
        assertGolden("reply-move-with-panel.json", moved);
        assertEquals(moved, ApiJson.readReply(golden("reply-move-with-panel.json")));
        assertEquals(null, ApiJson.readReply(golden("reply-move.json")).panel());
        assertEquals(List.of(), ApiJson.readReply(golden("reply-move.json")).menus());

        GameRequest pressed = GameRequest.of("1300000000000000004", "900000000000000000", "800000000000000000", BOB,
                Command.MOVE, ControlId.parse("tzaar:move:k7m2:3:from=C4:to=C3").orElseThrow().options(null));
        assertGolden("request-panel-target.json", pressed);
        assertEquals(pressed, ApiJson.readRequest(golden("request-panel-target.json")));
    }

    /**
     * The board's Pass is made for the position the board showed ({@code tzaar:pass:k7m2@2}, in the golden
     * move): its press carries that count as a panel's control does, and says it was pressed on the board,
     * which is answered as a board and not as a panel. A Pass of a board posted before it carried the count
     * ({@code tzaar:pass:k7m2}) is the request it always was: the game alone.
     */
    @Test
    void theBoardsPassIsPressedWithThePositionItWasShownFor() throws IOException {
        ButtonId pass = ButtonId.parse(move().buttons().get(0).id()).orElseThrow();
        GameRequest pressed = GameRequest.of("1300000000000000005", "900000000000000000", "800000000000000000", BOB,
                pass.command(), pass.options());
        assertGolden("request-board-pass.json", pressed);
        assertEquals(pressed, ApiJson.readRequest(golden("request-board-pass.json")));
        assertEquals(Map.of(Option.GAME, "k7m2"), ButtonId.parse("tzaar:pass:k7m2").orElseThrow().options());
    }

    /**
     * The answer to a repeated interaction says so ({@code "repeat": true}), so that a frontend does
     * not show it publicly again; every other reply is written as before, without the field (the golden
     * files above are unchanged), and a reply from a function older than the field reads as no repeat.
     */
    @Test
    void onlyARepeatedAnswerSaysItIsARepeat() throws IOException {
        GameReply again = move().asRepeat();
        assertGolden("reply-move-repeat.json", again);
        assertEquals(again, ApiJson.readReply(golden("reply-move-repeat.json")));
        assertEquals(golden("reply-move.json"), golden("reply-move-repeat.json").replace(",\n  \"repeat\" : true", ""),
                "the same reply, with the one field more");
        assertEquals(false, ApiJson.readReply(golden("reply-move.json")).repeat());
    }

    @Test
    void aReplysPicturesTravelInOrderAndOlderRepliesHaveNone() throws IOException {
        GameReply rules = GameReply.privately("The rules.").withPictures(List.of(
                new Picture("rules-pieces.png", new BoardImage(new byte[] {1, 2}, "The pieces.", "  T\n")),
                new Picture("rules-capture.png", new BoardImage(new byte[] {3}, "A capture.", ""))));
        GameReply read = ApiJson.readReply(ApiJson.write(rules));
        assertEquals(rules, read);
        assertEquals(List.of("rules-pieces.png", "rules-capture.png"),
                read.pictures().stream().map(Picture::fileName).toList());
        assertEquals(List.of(), ApiJson.readReply(golden("reply-move.json")).pictures());
        assertThrows(IllegalArgumentException.class, () -> new Picture("../board.png", rules.pictures().get(0).image()),
                "a picture's name is a plain file name");
    }

    /**
     * A frontend's report of a ping that never got through: its own key, as the clock's sweep has, so
     * that it is never read as a request; a request or a sweep is not read as one.
     */
    @Test
    void anUnsentPingIsReportedUnderItsOwnKey() throws IOException {
        UnsentPing lost = UnsentPing.of(move(), "800000000000000000").orElseThrow();
        assertGolden("report-unsent-ping.json", java.util.Map.of(UnsentPing.KEY, lost));
        assertEquals(lost, ApiJson.readUnsentPing(ApiJson.writeUnsentPing(lost).getBytes(StandardCharsets.UTF_8))
                .orElseThrow());
        assertEquals(java.util.Optional.empty(), ApiJson.readUnsentPing(ApiJson.write(challenge())
                .getBytes(StandardCharsets.UTF_8)));
        assertEquals(java.util.Optional.empty(), ApiJson.readUnsentPing(ApiJson.writeSweep(new ClockSweep(25, true))
                .getBytes(StandardCharsets.UTF_8)));
        assertTrue(lost.isWellFormed());
        assertEquals(java.util.Optional.empty(), UnsentPing.of(history(), "800000000000000000"), "no game, no ping");
    }

    @Test
    void anUnknownCommandIsRefusedWhenRead() {
        IOException error = assertThrows(IOException.class, () -> ApiJson.readRequest("""
                {"interactionId":"1","channelId":"2","user":{"id":"3","name":"Cy"},"command":"fly"}"""));
        assertTrue(error.getMessage().contains("unknown command \"fly\""), error.getMessage());
    }

    /**
     * The game as the Activity's page draws it (docs/activity-api.md, "GameView"): Bob's second action
     * due in game k7m2, seen by Bob, with the clocks running, open to the members of its server; his first
     * action took White's Tott with his stack of two. Every field of the view is written, null ones too,
     * because the page reads them as the contract writes them; the reply around it leaves out what it does
     * not have, as every reply does.
     */
    static GameReply view() {
        GameView seen = GameView.of("k7m2", "800000000000000000", 7, GameStatus.ACTIVE, 2,
                        "Z----/---a--/--Tt---/--t2-----/--------/--------/---Z---/z-----/----A b 2", ALICE, BOB)
                .drawing(GameView.Colour.BLACK, GameView.Step.SECOND, stacks(
                        "A1", white("tzaar", 1), "B4", black("tzarra", 1), "C3", white("tott", 1),
                        "C4", black("tott", 1), "D3", black("tott", 2), "G4", white("tzaar", 1),
                        "H1", black("tzaar", 1), "I5", white("tzarra", 1)))
                .openToMembersOf("900000000000000000")
                .withToAct(BOB.id())
                .seenBy(GameView.Colour.BLACK, List.of("C4xC3", "C4-B4", "pass"))
                .withLastTurn(new GameView.LatestTurn(
                        "Z----/---a--/--Tt---/--Tt2----/--------/--------/---Z---/z-----/----A b 1", List.of("D4xD3"),
                        GameView.Colour.BLACK, true,
                        List.of(GameView.Traced.capture("D4", "D3", white("tott", 1), black("tott", 2)))))
                .withClock(new GameView.Clocks(3, new GameView.Clocks.Left(432_000_000L),
                        new GameView.Clocks.Left(302_400_000L), 1_764_300_000_000L))
                .inLanguage("fr");
        return GameReply.privately("").withView(seen);
    }

    /**
     * A finished game seen by a spectator: White took Black's last Tott; nobody to act, no actions, no
     * clock, the result by its kind; open to nobody but its players (as in a private thread: {@code
     * openTo} null).
     */
    static GameView finished() {
        return GameView.of("q9x2z", "800000000000000000", 41, GameStatus.FINISHED, 19,
                        "Z----/---a--/-------/--------/--------/--------/-------/z-----/----T b 1", ALICE,
                        new Player("333333333333333333", "TZAAR bot · medium", true))
                .drawing(GameView.Colour.BLACK, GameView.Step.FIRST, stacks(
                        "A1", white("tzaar", 1), "B4", black("tzarra", 1), "H1", black("tzaar", 1),
                        "I5", white("tott", 1)))
                .withLastTurn(new GameView.LatestTurn(
                        "Z----/---a--/-------/--------/--------/--------/-------/z-----/---Tt w 1", List.of("I4xI5"),
                        GameView.Colour.WHITE, false,
                        List.of(GameView.Traced.capture("I4", "I5", black("tott", 1), white("tott", 1)))))
                .withResult(new GameView.Ending(GameView.Colour.WHITE, GameView.Ending.Reason.LAST_OF_TYPE, "tott"))
                .steppingThrough(new GameView.StepThrough(18, 18));
    }

    /** Every kind of action a turn's trace names, as it writes each: only the fields the kind has. */
    static GameView.Traced[] everyKindTraced() {
        return new GameView.Traced[] {
            GameView.Traced.capture("D4", "D3", white("tott", 1), black("tott", 2)),
            GameView.Traced.stack("C4", "D3", black("tott", 3)),
            GameView.Traced.place("E4", "tzarra"),
            GameView.Traced.pass()};
    }

    private static Map<String, GameView.Piece> stacks(Object... cellsAndStacks) {
        Map<String, GameView.Piece> stacks = new java.util.LinkedHashMap<>();
        for (int i = 0; i < cellsAndStacks.length; i += 2) {
            stacks.put((String) cellsAndStacks[i], (GameView.Piece) cellsAndStacks[i + 1]);
        }
        return stacks;
    }

    private static GameView.Piece white(String type, int height) {
        return new GameView.Piece(GameView.Colour.WHITE, type, height);
    }

    private static GameView.Piece black(String type, int height) {
        return new GameView.Piece(GameView.Colour.BLACK, type, height);
    }

    static GameReply listing() {
        return GameReply.privately("").withListing(new ChannelGames(List.of(
                ChannelGames.Listed.of("k7m2", ALICE, BOB, GameStatus.ACTIVE, BOB.id(), 2, true)
                        .openToMembersOf("900000000000000000"),
                ChannelGames.Listed.of("q9x2z", BOB, new Player("333333333333333333", "Cy", false), GameStatus.ACTIVE,
                        BOB.id(), 11, true)), "k7m2"));
    }

    /** A tap on the page: the action and the version of the game it was made on. */
    static GameRequest tap() {
        return GameRequest.of("1300000000000000004", "900000000000000000", "800000000000000000", BOB, Command.MOVE,
                Map.of(Option.GAME, "k7m2", Option.TURN, "C4xC3", Option.VERSION, "7")).withLocales("fr", null);
    }

    @Test
    void theActivitysShapesAreWrittenAsTheGoldenFilesShow() throws IOException {
        assertGolden("reply-view.json", view());
        assertGolden("view-finished.json", finished());
        assertGolden("view-traced-actions.json", everyKindTraced());
        assertGolden("reply-view-unchanged.json", GameReply.unchanged(7));
        assertGolden("reply-channel-games.json", listing());
        assertGolden("reply-stale.json", GameReply.privately("Game **k7m2** changed since you saw it.")
                .withRejection(Rejection.STALE));
        assertGolden("request-tap.json", tap());
    }

    @Test
    void theActivitysShapesReadBackAsTheSameValues() throws IOException {
        assertEquals(view(), ApiJson.readReply(golden("reply-view.json")));
        assertEquals(finished(), ApiJson.read(golden("view-finished.json"), GameView.class));
        assertEquals(List.of(everyKindTraced()),
                List.of(ApiJson.read(golden("view-traced-actions.json"), GameView.Traced[].class)));
        GameView.LatestTurn older = ApiJson.read("{\"before\":\"" + finished().lastTurn().before()
                + "\",\"actions\":[\"I4xI5\"]}", GameView.LatestTurn.class);
        assertEquals(List.of(), older.trace(), "a turn from before traces has none");
        assertEquals(GameReply.unchanged(7), ApiJson.readReply(golden("reply-view-unchanged.json")));
        assertEquals(listing(), ApiJson.readReply(golden("reply-channel-games.json")));
        assertEquals(tap(), ApiJson.readRequest(golden("request-tap.json")));
        assertEquals(null, ApiJson.readReply(golden("reply-move.json")).view(), "a reply from before views has none");
        assertEquals(null, ApiJson.readReply("{\"text\":\"x\",\"rejection\":\"tired\"}").rejection(),
                "a kind of refusal this side does not know is none: the sentence still says it");
    }

    @Test
    void aChosenGameMustBeOneOfTheListed() {
        assertThrows(IllegalArgumentException.class, () -> new ChannelGames(List.of(), "k7m2"));
    }

    private static Map<String, String> ordered(String... namesAndValues) {
        Map<String, String> map = new java.util.LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return map;
    }

    private static void assertGolden(String name, Object value) throws IOException {
        String actual = ApiJson.writePretty(value) + "\n";
        String expected = golden(name);
        if (!expected.equals(actual)) {
            Path written = Path.of("target", "golden-actual", name);
            Files.createDirectories(written.getParent());
            Files.writeString(written, actual);
            assertEquals(expected, actual, name + " changed; the new form is in " + written.toAbsolutePath());
        }
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = WireFormatTest.class.getResourceAsStream("/json/" + name)) {
            if (in == null) {
                throw new IOException("no golden file " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
