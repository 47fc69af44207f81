package dev.tzaar.cli;

import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.TextDiagram;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.engine.record.RecordFile;
import dev.tzaar.engine.record.Start;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import picocli.CommandLine.Parameters;

/**
 * {@code ./tzaar replay FILE}: replays a game record, in our text format or LittleGolem's (told
 * apart by LittleGolem's opening {@code (;}), and shows how the game stands. The last two lines
 * are the final position and the result, {@code white}, {@code black} or {@code none}, for scripts;
 * the lines before them are for people. The first illegal action is reported on standard error
 * with its number, turn, text and the engine's reason.
 */
final class ReplayCliCommand implements CliCommand<ReplayCliCommand.Options> {
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    static final class Options {
        @Parameters(paramLabel = "FILE",
                description = "a game record, in our text format or LittleGolem's (which starts with \"(;\")")
        String file;
    }

    @Override
    public String name() {
        return "replay";
    }

    @Override
    public String summary() {
        return "replay a game record, ours or LittleGolem's (last lines: position, result)";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) {
        String file = options.file;
        String text;
        try {
            text = read(file);
        } catch (IOException e) {
            terminal.err().println("tzaar: " + file + ": " + problem(e));
            return REFUSED;
        }
        RecordFile.Outcome read = RecordFile.read(text);
        if (read instanceof RecordFile.Unreadable unreadable) {
            terminal.err().println("tzaar: " + file + (unreadable.fromBoardspace()
                    ? " is a boardspace.net record, whose format is not read (docs/importing.md)."
                    : " is not a game record: a LittleGolem record starts with \"(;\", "
                            + "and one in our text format has a Setup: or Start: line."));
            return REFUSED;
        }
        if (read instanceof RecordFile.Illegal illegal) {
            terminal.err().println("tzaar: " + file + ": " + illegal.reason());
            return REFUSED;
        }
        show(((RecordFile.Read) read).record(), terminal.out());
        return OK;
    }

    /** The file's text, without the byte order mark some editors put first. */
    private static String read(String file) throws IOException {
        Path path;
        try {
            path = Path.of(file);
        } catch (InvalidPathException e) {
            throw new NoSuchFileException(file);
        }
        if (Files.isDirectory(path)) {
            throw new IOException("is a directory, not a game record.");
        }
        String text = Files.readString(path, StandardCharsets.UTF_8);
        return !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
    }

    private static String problem(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file.";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied.";
        }
        if (e instanceof CharacterCodingException) {
            return "not UTF-8 text, so not a game record.";
        }
        return e.getMessage() != null ? e.getMessage() : e.toString();
    }

    private static void show(GameRecord record, PrintStream out) {
        out.println("White: " + record.player(Side.WHITE).orElse("(not named)"));
        out.println("Black: " + record.player(Side.BLACK).orElse("(not named)"));
        out.println(record.start() instanceof Start.FromSetup s ? "Setup: " + s.setup()
                : "Start: " + record.start().position());
        out.println("Turns: " + record.turnCount() + " (" + record.actions().size() + " actions)");
        Position end = record.finalPosition();
        out.print(TextDiagram.draw(end));
        out.println(record.result()
                .map(r -> r.winner().displayName() + " won: " + r.reason() + ".")
                .orElse("The game goes on: " + end.sideToMove().displayName() + " to act."));
        out.println(end);
        out.println(record.result().map(r -> r.winner().code()).orElse("none"));
    }
}
