package dev.tzaar.render;

import dev.tzaar.engine.Position;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The boards {@code /tzaar rules} shows: the three pieces, then one drawn example each of a capture, a
 * stack and a lost game. Small real positions, so that what each shows is the rule alone, with the
 * turn drawn as the last turn of any game is; anonymous players, so that the cards say White and Black.
 * The captions that go with them are the bundles' {@code rules.example.<name>}.
 */
public final class RulesExamples {
    /** The examples' names, in the order they are shown. */
    public static final String PIECES = "pieces";
    public static final String CAPTURE = "capture";
    public static final String STACK = "stack";
    public static final String LOST = "lost";

    private RulesExamples() {
    }

    /** The examples by name, in the order they are shown, drawn in {@code language}. */
    public static Map<String, RenderRequest> all(Locale language) {
        Map<String, RenderRequest> boards = new LinkedHashMap<>();
        // One of each type a side, White's on the left: the cards' legend names them.
        boards.put(PIECES, RenderRequest.of(Position.of(
                "-----/------/--ZAT--/--------/--------/--------/-zat---/------/----- w 1")));
        // A Tott stack of 2 takes a lone Tzaar over three empty points; the black Tzarra stack of 3 is
        // taller than it, so out of its reach. Then a pass: a capture is enough for a turn.
        boards.put(CAPTURE, after("-----/----Z-/--T2----/------A-/-T------/------t-/z---a--/---a3--/--z-- w 1",
                "C3xG1 pass"));
        // The compulsory capture, then a Tzarra stack of 2 onto White's own Tott: a stack of 3 whose type is
        // the Tzarra on top, so White's Totts count one fewer.
        boards.put(STACK, after("-----/------/--Z--t-/-T-A2----/--------/-T------/t------/--z-a-/-t--- w 1",
                "F2xG1 D4-D2"));
        // Black's last Tzarra taken: Black has lost at once, whatever else stands.
        boards.put(LOST, after("-----/------/--ZA2T--/--------/--------/--------/-azt---/-z----/----- w 1",
                "C4xG2"));
        boards.replaceAll((name, board) -> board.withLanguage(language));
        return Collections.unmodifiableMap(boards);
    }

    private static RenderRequest after(String before, String turn) {
        return RenderRequest.after(LastTurn.parse(Position.of(before), turn).orElseThrow());
    }
}
