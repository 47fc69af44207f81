package dev.tzaar.cli;

import dev.tzaar.bot.console.Console;
import java.io.IOException;
import java.nio.file.Path;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * The console's lines at a terminal, read with JLine as people expect of a terminal program: the
 * arrows move in the line and through the history, which is kept in the data directory from one
 * session to the next. Ctrl-D, or Ctrl-C, ends the console (and with it what the command started).
 */
final class TerminalLines implements Console.Lines, AutoCloseable {
    static final String HISTORY_FILE = "console-history";

    private final Terminal terminal;
    private final LineReader reader;

    /** @param history the file the history is read from and saved to */
    TerminalLines(Terminal terminal, Path history) {
        this.terminal = terminal;
        this.reader = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName("tzaar")
                .variable(LineReader.HISTORY_FILE, history)
                // "#" begins a comment line in the console's own syntax; JLine must keep it.
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                .build();
    }

    /** Lines from the terminal this process runs in. */
    static TerminalLines system(Path history) throws IOException {
        return new TerminalLines(TerminalBuilder.builder().system(true).build(), history);
    }

    @Override
    public String next(String prompt) {
        try {
            return reader.readLine(prompt);
        } catch (EndOfFileException | UserInterruptException e) {
            return null;
        }
    }

    @Override
    public void close() throws IOException {
        reader.getHistory().save();
        terminal.close();
    }
}
