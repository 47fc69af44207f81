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
}
