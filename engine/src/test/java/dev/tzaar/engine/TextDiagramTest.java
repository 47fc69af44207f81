package dev.tzaar.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The board as text: what tests draw by hand, and what the console shows. */
class TextDiagramTest {

    @Test
    void aDrawingReadsBackAsThePositionItShows() {
        for (Position position : RandomGames.positions(41, 6, true)) {
            String side = position.toString().substring(position.toString().indexOf(' ') + 1);
            assertEquals(position, TextDiagram.read(TextDiagram.draw(position), side).orElseThrow());
        }
    }

    @Test
    void turningTheBoardShowsTheLinesBottomFirstAndEachRightToLeft() {
        Position position = RandomGames.positions(43, 1, true).get(30);
        List<String> upright = TextDiagram.draw(position).lines().toList();
        List<String> turned = TextDiagram.draw(position, true).lines().toList();
        for (int line = 0; line < 17; line++) {
            List<String> tokens = Arrays.asList(upright.get(16 - line).strip().split("\\s+"));
            Collections.reverse(tokens);
            assertEquals(tokens, Arrays.asList(turned.get(line).strip().split("\\s+")), "line " + line);
            assertEquals(upright.get(line).indexOf(upright.get(line).strip()),
                    turned.get(line).indexOf(turned.get(line).strip()), "the hexagon keeps its shape");
        }
    }

    @Test
    void columnLettersStandAboveAndBelowTheirColumnsTurnedWithTheBoard() {
        // A1 is the only Tott of White's and I9 the only one of Black's: each shows where its column is drawn.
        Position corners = Position.of("TZA--/------/-------/--------/--------/--------/-------/------/--azt w 1");
        List<String> upright = TextDiagram.drawLabelled(corners, false).lines().toList();
        assertEquals(19, upright.size(), "letters, 17 lines, letters (the key to the letters is words: the bundles')");
        assertEquals("    A  B  C  D  E  F  G  H  I", upright.get(0));
        assertEquals(upright.get(0), upright.get(18));
        int column = upright.get(0).indexOf('A');
        assertEquals("T", lineWith(upright, column, 'T').substring(column, column + 1), "A1 under A");
        assertEquals(upright.get(0).indexOf('I'), lineWith(upright, upright.get(0).indexOf('I'), 't')
                .indexOf('t'), "I9 under I");

        List<String> turned = TextDiagram.drawLabelled(corners, true).lines().toList();
        assertEquals("    I  H  G  F  E  D  C  B  A", turned.get(0));
        assertEquals(turned.get(0).indexOf('A'), lineWith(turned, turned.get(0).indexOf('A'), 'T').indexOf('T'),
                "A1 under A when turned");
    }

    private static String lineWith(List<String> lines, int column, char piece) {
        return lines.stream().skip(1).limit(17)
                .filter(line -> line.length() > column && line.charAt(column) == piece).findFirst()
                .orElseThrow(() -> new AssertionError(piece + " not in column " + column + ":\n" + String.join("\n", lines)));
    }

    @Test
    void aLabelledBoardNamesTheCellsAtTheEndsOfEachLineAndHasAKey() {
        // The fixed start, as the console shows it to White; the names beside a line are its end cells.
        assertEquals("""
                    A  B  C  D  E  F  G  H  I
                E9              t               E9
                D8           T     t            F8
                C7        T     a     t         G7
                B6     T     A     a     t      H6
                A5  T     A     z     a     T   I5
                B5     A     Z     z     A      H5
                A4  t     Z     t     Z     T   I4
                B4     a     T     T     A      H4
                A3  t     z     o     Z     T   I3
                B3     a     t     t     A      H3
                A2  t     z     T     z     T   I2
                B2     a     Z     z     a      H2
                A1  t     A     Z     a     t   I1
                B1     T     A     a     t      H1
                C1        T     A     t         G1
                D1           T     t            F1
                E1              T               E1
                    A  B  C  D  E  F  G  H  I
                """, TextDiagram.drawLabelled(Position.START, false));
        List<String> turned = TextDiagram.drawLabelled(Position.START, true).lines().toList();
        assertEquals("E1              T               E1", turned.get(1), "turned, White's side is at the top");
        assertEquals("I5  T     a     z     A     T   A5", turned.get(13));
    }
}
