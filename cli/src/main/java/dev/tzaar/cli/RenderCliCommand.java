package dev.tzaar.cli;

import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import dev.tzaar.render.BoardRenderer;
import dev.tzaar.render.LastTurn;
import dev.tzaar.render.Players;
import dev.tzaar.render.RenderRequest;
import dev.tzaar.render.RenderedBoard;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code ./tzaar render [POSITION] [--last "F4xE4 C3-D4"] [options] [-o board.png]}: draws a position
 * as the bot posts it. With {@code --last}, POSITION is the position the turn was played from and
 * the picture shows the position after it, the turn drawn as arrows.
 */
final class RenderCliCommand implements CliCommand {
    static final String USAGE_TEXT = """
            usage: ./tzaar render [POSITION] [--last "ACTIONS"] [--flip] [--select CELL] [--turn N]
                                  [--white NAME] [--black NAME] [--resigned white|black] [-o FILE]
              POSITION        the position shown (default: the fixed start); with --last, the position
                              the last turn was played FROM (the picture shows the position after it)
              --last ACTIONS  the last turn, one or two actions: "F4xE4 C3-D4", "D4xE4, pass", "Z@E4"
              --flip          the board turned 180 degrees: the Black player's view
              --select CELL   mark the stack on CELL and where it can go
              --turn N        the number of the turn now due, shown in the picture; without it, the
                              number is shown where the position tells it: a new game from the
                              fixed start (no POSITION), and the tournament setup's placing
              --white NAME, --black NAME   the players' names
              --resigned SIDE the game ended by that side resigning
              -o FILE         where to write the PNG (default: board.png); the alt text goes to standard output""";

    /** The options; one of them after an option that takes a value means the value was left out. */
    private static final Set<String> OPTIONS = Set.of("-h", "--help", "--flip", "--last", "-o", "--white", "--black",
            "--turn", "--select", "--resigned");

    @Override
    public String name() {
        return "render";
    }

    @Override
    public String arguments() {
        return "[POSITION] [--last ...]";
    }

    @Override
    public String help() {
        return USAGE_TEXT + "\n";
    }

    @Override
    public String summary() {
        return "draw the board as a PNG (./tzaar render --help for the options)";
    }

    @Override
    public int run(List<String> args, Terminal terminal) throws Exception {
        List<String> words = new ArrayList<>();
        String last = null;
        String output = "board.png";
        String white = Side.WHITE.displayName();
        String black = Side.BLACK.displayName();
        Integer turn = null;
        boolean flip = false;
        Cell selected = null;
        Side resigned = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            boolean hasValue = i + 1 < args.size() && !OPTIONS.contains(args.get(i + 1));
            switch (arg) {
                case "-h", "--help" -> {
                    terminal.out().print(help());
                    return OK;
                }
                case "--flip" -> flip = true;
                case "--last", "-o", "--white", "--black", "--turn", "--select", "--resigned" -> {
                    if (!hasValue) {
                        return usage(terminal, arg + " needs a value.");
                    }
                    String value = args.get(++i);
                    switch (arg) {
                        case "--last" -> last = value;
                        case "-o" -> output = value;
                        case "--white" -> white = value;
                        case "--black" -> black = value;
                        case "--turn" -> {
                            try {
                                turn = Integer.parseInt(value);
                            } catch (NumberFormatException e) {
                                return usage(terminal, "--turn takes a number, not \"" + value + "\".");
                            }
                            if (turn < 1) {
                                return usage(terminal, "turns are numbered from 1.");
                            }
                        }
                        case "--select" -> {
                            Checked<Cell> cell = Cell.parse(value);
                            if (!cell.isOk()) {
                                return usage(terminal, cell.reason());
                            }
                            selected = cell.value();
                        }
                        default -> {
                            String side = value.toLowerCase(Locale.ROOT);
                            if (!side.equals("white") && !side.equals("black")) {
                                return usage(terminal, "--resigned takes white or black.");
                            }
                            resigned = side.equals("white") ? Side.WHITE : Side.BLACK;
                        }
                    }
                }
                default -> {
                    // A board may start with '-' (an empty A1), but it always holds a '/'.
                    if (arg.startsWith("-") && arg.length() > 1 && !arg.contains("/")) {
                        return usage(terminal, "unknown option " + arg + ".");
                    }
                    words.add(arg);
                }
            }
        }
        Checked<Position> position = words.isEmpty() ? Checked.ok(Position.START) : Position.parse(String.join(" ", words));
        if (!position.isOk()) {
            terminal.err().println("tzaar: " + position.reason());
            return REFUSED;
        }
        RenderRequest request = RenderRequest.of(position.value());
        if (last != null) {
            Checked<LastTurn> turnPlayed = LastTurn.parse(position.value(), last);
            if (!turnPlayed.isOk()) {
                terminal.err().println("tzaar: the last turn: " + turnPlayed.reason());
                return REFUSED;
            }
            request = RenderRequest.after(turnPlayed.value());
        }
        request = request.withPlayers(new Players(white, black)).withFlipped(flip);
        if (turn == null) {
            turn = turnTold(words.isEmpty(), position.value(), last != null);
        }
        if (turn != null) {
            request = request.withTurn(turn);
        }
        if (selected != null) {
            if (request.position().stackAt(selected).isEmpty()) {
                terminal.err().println("tzaar: --select " + selected + ": no stack stands on " + selected
                        + (last != null ? " after the last turn." : "."));
                return REFUSED;
            }
            request = request.withSelected(selected);
        }
        if (resigned != null) {
            if (request.position().isOver()) {
                terminal.err().println("tzaar: the game is already over: " + request.position().result().orElseThrow().reason());
                return REFUSED;
            }
            request = request.withResult(new Result.Resigned(resigned));
        }
        RenderedBoard board = new BoardRenderer().render(request);
        try (OutputStream out = Files.newOutputStream(Path.of(output))) {
            board.writeTo(out);
        } catch (IOException e) {
            terminal.err().println("tzaar: cannot write " + output + ": " + whyNot(Path.of(output), e));
            return REFUSED;
        }
        terminal.err().printf("tzaar: wrote %s (%d x %d pixels, %,d bytes)%n", output, board.width(), board.height(),
                board.pngSize());
        terminal.out().println(board.altText());
        return OK;
    }

    /**
     * The number of the turn now due, where the position alone tells it, or null: a new game from
     * the fixed start is at turn 1, and in the tournament setup each piece placed was a turn of its
     * own. Elsewhere the same position can come at any turn.
     *
     * @param newGame no POSITION was given: the fixed start of a new game
     * @param before the position given (with {@code --last}, the one the turn was played from)
     * @param played whether {@code --last} played a turn from it
     */
    static Integer turnTold(boolean newGame, Position before, boolean played) {
        int due;
        if (newGame) {
            due = 1;
        } else if (before.step() == Step.PLACEMENT) {
            due = before.piecesOnBoard(Side.WHITE) + before.piecesOnBoard(Side.BLACK) + 1;
        } else {
            return null;
        }
        return played ? due + 1 : due;
    }

    /** Why a file could not be written, in words rather than an exception's name. */
    private static String whyNot(Path file, IOException e) {
        if (Files.isDirectory(file)) {
            return "it is a directory; name a file, like " + file.resolve("board.png") + ".";
        }
        if (e instanceof NoSuchFileException) {
            Path parent = file.toAbsolutePath().getParent();
            return parent != null && !Files.isDirectory(parent) ? "there is no directory " + parent + "."
                    : "no such file or directory.";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied.";
        }
        String reason = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
        return reason == null ? e.getClass().getSimpleName() + "." : reason + ".";
    }

    private static int usage(Terminal terminal, String problem) {
        terminal.err().println("tzaar render: " + problem);
        terminal.err().println(USAGE_TEXT);
        return USAGE;
    }
}
