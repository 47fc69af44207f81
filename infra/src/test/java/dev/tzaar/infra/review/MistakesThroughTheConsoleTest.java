package dev.tzaar.infra.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.console.Console;
import dev.tzaar.infra.stack.LocalStack;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Learn from your mistakes" in {@code ./tzaar console}, typed as a person at a terminal types it: Ada
 * and Bo play five turns action by action (Ada's turns 3 and 5 marked, as lambda's {@code MistakesTest}
 * pins them), Ada resigns and asks for the review, then presses its Learn from your mistakes and plays
 * her marked turns again with {@code choose} and {@code press}: the better turn of turn 3, Next, the turn
 * she played at turn 5 (not enough), its better turn, Next to the end. The real console on the real function.
 */
@Tag("end-to-end")
class MistakesThroughTheConsoleTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.functionAndDiscord();

    @TempDir
    Path files;

    @Test
    void aPlayerTypesTheirWayThroughTheirMarkedTurns() throws Exception {
        List<String> lines = new ArrayList<>(List.of("ada: /tzaar challenge @bo setup:fixed colour:white",
                "bo: press Accept"));
        String[][] actions = {{"ada", "D5", "C4"}, {"bo", "D4", "D3"}, {"bo", "C3", "D3"}, {"ada", "C4", "B4"},
            {"ada", "I2", "I1"}, {"bo", "D3", "D6"}, {"bo", "A3", "A4"}, {"ada", "E3", "F3"}, {"ada", "C5", "B5"}};
        for (String[] action : actions) {
            lines.add(action[0] + ": /tzaar move from:" + action[1] + " to:" + action[2]);
        }
        lines.addAll(List.of("ada: /tzaar resign", "ada: press Resign", "ada: /tzaar analyze",
                "ada: press Learn from your mistakes",
                "ada: choose F5", "ada: press F6", "ada: choose G5", "ada: press F6",
                "ada: press Next marked turn",
                "ada: choose E3", "ada: press F3", "ada: choose C5", "ada: press B5",
                "ada: choose E2", "ada: press F2", "ada: choose E3", "ada: press F2",
                "ada: press Next marked turn"));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        Console console = new Console(stack.function().newRelay(), files,
                new PrintStream(printed, true, StandardCharsets.UTF_8), System::currentTimeMillis, null);

        int unreadable = console.run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")), true, "");

        String out = printed.toString(StandardCharsets.UTF_8);
        assertEquals(0, unreadable, out);
        // The console prints Discord's bold plainly (its asterisks dropped) and keeps code in backticks.
        assertTrue(out.contains("Learn from your mistakes, game ") && out.contains(", turn 3: you played"
                + " `C4xB4 I2xI1` here."), out);
        assertTrue(out.contains("Right! `F5xF6 G5-F6` keeps you a "), out);
        assertTrue(out.contains(", turn 5: you played `E3xF3 C5-B5` here."), out);
        assertTrue(out.contains("That is the turn you played. Not enough: `E3xF3 C5-B5` leaves you a "), out);
        assertTrue(out.contains("Right! `E2xF2 E3-F2` keeps you a "), out);
        assertTrue(out.contains(": you have played all 2 again."), out);
        assertTrue(!out.contains("No menu offers") && !out.contains("button is showing") && !out.contains("failed"), out);
    }
}
