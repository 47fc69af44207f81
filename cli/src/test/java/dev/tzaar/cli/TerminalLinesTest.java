package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console's lines at a terminal, through JLine on a terminal of the xterm kind fed with the
 * keys a person presses: the Up arrow brings back the line before, in the next session too.
 */
@Timeout(60) // a key JLine did not read would leave it waiting for more, and the build with it
class TerminalLinesTest {
    /** The Up arrow as an xterm sends it in the keypad mode line editors switch on (its kcuu1). */
    private static final String UP = "\u001bOA";
    private static final String LEFT = "\u001bOD";

    @TempDir
    Path data;

    /** A terminal the keys have been typed into; its input stays open, as a person's keyboard does. */
    private static Terminal xterm(String keys) throws Exception {
        PipedOutputStream keyboard = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(keyboard, 4096);
        keyboard.write(keys.getBytes(StandardCharsets.UTF_8));
        keyboard.flush();
        // JLine's own terminal over streams (its line discipline in Java), as a terminal emulator is one over a pty.
        return new ExternalTerminal("test", "xterm", in, new ByteArrayOutputStream(), StandardCharsets.UTF_8);
    }

    @Test
    void theUpArrowBringsBackTheLineBeforeAndTheArrowsEditInTheLine() throws Exception {
        Path history = data.resolve(TerminalLines.HISTORY_FILE);
        try (TerminalLines lines = new TerminalLines(xterm("alice: /tzaar games\r" + UP + "\r"
                + "bob: press Acept" + LEFT + LEFT + LEFT + "c\r"), history)) {
            assertEquals("alice: /tzaar games", lines.next("» "));
            assertEquals("alice: /tzaar games", lines.next("» "), "the Up arrow, then Enter");
            assertEquals("bob: press Accept", lines.next("» "), "a letter put in three to the left");
        }
        assertTrue(Files.readString(history).contains("bob: press Accept"), "the history is kept");

        try (TerminalLines next = new TerminalLines(xterm(UP + "\r"), history)) {
            assertEquals("bob: press Accept", next.next("» "), "the next session remembers");
        }
    }

    @Test
    void aLineWithAnExclamationMarkOrAHashIsTakenAsTyped() throws Exception {
        try (TerminalLines lines = new TerminalLines(xterm("alice: /tzaar challenge @bob!\r# a comment\r"),
                data.resolve(TerminalLines.HISTORY_FILE))) {
            assertEquals("alice: /tzaar challenge @bob!", lines.next("» "));
            assertEquals("# a comment", lines.next("» "));
        }
    }
}
