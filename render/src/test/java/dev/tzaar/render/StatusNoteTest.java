package dev.tzaar.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.RequestLimits;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The note under the board always names who is to play, or who won, whole: in every status, in
 * English and in French, for the longest names a player's card shows whole (Discord allows 32
 * characters, {@link RequestLimits#NAME}; the card sets a name on two lines, {@link CardName}).
 * When the note's box is short of room, the sentence around the name gives way (a shorter task, a
 * smaller size), never the name. Before, the second action's note read "…: second action: capture,
 * stack or pass", and a bot's win "TZAAR bot ·… wins", its level lost.
 */
class StatusNoteTest {
    /** The statuses a picture can show, each with who the note must name. */
    private static final Map<String, Status> STATUSES = statuses();

    /** Names as long as the card allows: 32 characters with spaces and without, and the widest it keeps whole. */
    static List<String> longestNames() {
        List<String> names = new ArrayList<>(List.of("Maximilian the Magnificent Tzaar",
                "xXx_DragonSlayer_of_the_North_xX", "TZAAR bot · medium", "TZAAR bot · easy", "TZAAR bot · hard",
                "Bob"));
        for (String letter : List.of("W", "M", "m", "w", "a")) {
            names.add(widestWholeOnTheCard(letter));
        }
        return names;
    }

    static Stream<Arguments> everyStatusNameAndLanguage() {
        List<Arguments> cases = new ArrayList<>();
        for (Locale language : List.of(Locale.ENGLISH, Locale.FRENCH)) {
            for (String status : STATUSES.keySet()) {
                for (String name : longestNames()) {
                    cases.add(Arguments.of(status, name, language));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}, {1}, in {2}")
    @MethodSource("everyStatusNameAndLanguage")
    void theNoteNamesWhoIsToPlayOrWhoWonWhole(String status, String name, Locale language) {
        RenderRequest request = request(status, name, language);
        NoteRoom room = NoteRoom.status(new Layout(request));

        StatusNote note = StatusNote.of(request, room);

        assertNamedWhole(name, note.lines());
        assertClearOfTheBoard(note.lines(), room);
        StatusNote.Line last = note.lines().get(note.lines().size() - 1);
        assertTrue(last.baseline() <= StatusNote.LAST_BASELINE + 1e-9, "below the note's last line: " + last);
    }

    /**
     * The note of the last turn names its player whole too, at the bot's names and at names as long
     * as a line of the note holds at its smallest size (a longer one is cut there, whole on the card
     * and in the note of who is to play).
     */
    @ParameterizedTest(name = "{0}, {1}, in {2}")
    @MethodSource("everyTurnNameAndLanguage")
    void theNoteOfTheLastTurnNamesItsPlayerWhole(String status, String name, Locale language) {
        RenderRequest request = request(status, name, language);
        NoteRoom room = NoteRoom.turn(new Layout(request));

        TurnNote note = TurnNote.of(request, request.lastTurn().orElseThrow(), room);

        assertNamedWhole(name, note.lines());
        assertClearOfTheBoard(note.lines(), room);
        StatusNote.Line caption = note.lines().get(note.lines().size() - 1);
        assertEquals(PictureWords.of(request).caption(request.lastTurn().orElseThrow()), caption.text());
        assertTrue(caption.baseline() <= StatusNote.LAST_BASELINE + 1e-9, "below the note's last line: " + caption);
    }

    static Stream<Arguments> everyTurnNameAndLanguage() {
        List<Arguments> cases = new ArrayList<>();
        for (Locale language : List.of(Locale.ENGLISH, Locale.FRENCH)) {
            for (String status : STATUSES.keySet()) {
                if (STATUSES.get(status).request().lastTurn().isEmpty()) {
                    continue;
                }
                for (String name : List.of("TZAAR bot · medium", "TZAAR bot · easy", "Alexandra Konstantinopoulou",
                        "Bob")) {
                    cases.add(Arguments.of(status, name, language));
                }
            }
        }
        return cases.stream();
    }

    /** The status's picture with both players so named (the note names one of them), in the language. */
    private static RenderRequest request(String status, String name, Locale language) {
        return STATUSES.get(status).request().withPlayers(new Players(name, name)).withLanguage(language);
    }

    private static void assertNamedWhole(String name, List<StatusNote.Line> note) {
        List<String> lines = note.stream().map(StatusNote.Line::text).toList();
        // A name on two lines is broken at a space, or (a name without spaces) where the line ends.
        assertTrue(String.join(" ", lines).contains(name) || String.join("", lines).contains(name),
                "the note drawn: " + lines);
    }

    private static void assertClearOfTheBoard(List<StatusNote.Line> note, NoteRoom room) {
        for (StatusNote.Line line : note) {
            assertTrue(line.face().width(line.text(), line.size()) <= room.width(line.face(), line.size(),
                    line.baseline()), "runs into the board or out of the note: " + line);
        }
    }

    @Test
    void theNamesTriedAreAsLongAsTheCardShowsWhole() {
        double room = PanelPainter.nameRoom(new Layout(false).whiteCard());
        for (String name : longestNames()) {
            assertTrue(name.codePointCount(0, name.length()) <= RequestLimits.NAME, name);
            assertEquals(name, String.join(name.contains(" ") ? " " : "", CardName.set(Typeface.bold(), name, room)
                    .lines()), "the card shows it whole");
        }
        assertEquals(RequestLimits.NAME, longestNames().get(0).length());
        assertEquals(RequestLimits.NAME, longestNames().get(1).length());
    }

    @Test
    void aShortNameKeepsTheWholeSentenceAtItsFullSize() {
        RenderRequest request = STATUSES.get("second action").request().withPlayers(new Players("Alice", "Bob"));
        StatusNote note = StatusNote.of(request, NoteRoom.status(new Layout(request)));


        assertEquals(List.of("Turn 26", "Bob: second action:", "capture, stack or pass"),
                note.lines().stream().map(StatusNote.Line::text).toList());
        assertEquals(List.of(PanelPainter.TITLE_SIZE, PanelPainter.NOTE_SIZE, PanelPainter.NOTE_SIZE),
                note.lines().stream().map(StatusNote.Line::size).toList());
    }

    /** The longest name of one wide letter repeated that the card sets whole: 16 W's, 30 a's. */
    private static String widestWholeOnTheCard(String letter) {
        double room = PanelPainter.nameRoom(new Layout(false).whiteCard());
        String name = letter.repeat(RequestLimits.NAME);
        while (!String.join("", CardName.set(Typeface.bold(), name, room).lines()).equals(name)) {
            name = name.substring(1);
        }
        return name;
    }

    private record Status(RenderRequest request) {
    }

    private static Map<String, Status> statuses() {
        Map<String, RenderRequest> samples = SampleBoards.all();
        RenderRequest midgame = samples.get("midgame");
        Map<String, Status> statuses = new java.util.LinkedHashMap<>();
        statuses.put("opening capture", new Status(RenderRequest.of(Position.START).withTurn(1)));
        statuses.put("first action", new Status(midgame));
        statuses.put("second action", new Status(samples.get("turn-so-far")));
        statuses.put("placement", new Status(samples.get("placement")));
        statuses.put("placement without a turn number", new Status(RenderRequest.of(samples.get("placement")
                .position())));
        statuses.put("win, the position tells", new Status(samples.get("game-over")));
        statuses.put("win by resignation", new Status(midgame.withResult(new Result.Resigned(Side.BLACK))));
        statuses.put("win on time", new Status(midgame.withResult(new Result.TimedOut(Side.WHITE))));
        return statuses;
    }
}
