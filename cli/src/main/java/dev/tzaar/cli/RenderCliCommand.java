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
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./tzaar render [POSITION] [--last "F4xE4 C3-D4"] [options] [-o board.png]}: draws a position
 * as the bot posts it. With {@code --last}, POSITION is the position the turn was played from and
 * the picture shows the position after it, the turn drawn as arrows.
 */
final class RenderCliCommand implements CliCommand<RenderCliCommand.Options> {
    static final class Options {
        @Parameters(paramLabel = "[POSITION]", hideParamSyntax = true,
                description = "the position shown (default: the fixed start); with --last, the position "
                + "the last turn was played FROM (the picture shows the position after it)")
        List<String> position = new ArrayList<>();

        @Option(names = "--last", paramLabel = "ACTIONS",
                description = "the last turn, one or two actions: \"F4xE4 C3-D4\", \"D4xE4, pass\", \"Z@E4\"")
        String last;

        @Option(names = "--flip", description = "the board turned 180 degrees: the Black player's view")
        boolean flip;

        @Option(names = "--select", paramLabel = "CELL", converter = CellValue.class,
                description = "mark the stack on CELL and where it can go")
        Cell selected;

        @Option(names = "--turn", paramLabel = "N", converter = TurnNumber.class,
                description = "the number of the turn now due, shown in the picture; without it, the number is "
                + "shown where the position tells it: a new game from the fixed start (no POSITION), and the "
                + "tournament setup's placing")
        Integer turn;

        @Option(names = "--white", paramLabel = "NAME",
                description = "the White player's name (default: ${DEFAULT-VALUE})")
        String white = Side.WHITE.displayName();

        @Option(names = "--black", paramLabel = "NAME",
                description = "the Black player's name (default: ${DEFAULT-VALUE})")
        String black = Side.BLACK.displayName();

        @Option(names = "--resigned", paramLabel = "SIDE", converter = SideValue.class,
                description = "the game ended by that side resigning: white or black")
        Side resigned;

        @Option(names = "-o", paramLabel = "FILE",
                description = "where to write the PNG (default: ${DEFAULT-VALUE}); the alt text goes to standard output")
        String output = "board.png";
    }

    static final class CellValue extends Values.Kind<Cell> {
        @Override
        String what() {
            return "a cell like E4";
        }

        @Override
        public Cell convert(String value) {
            Checked<Cell> cell = Cell.parse(value);
            if (!cell.isOk()) {
                throw Values.Refused.because(cell.reason());
            }
            return cell.value();
        }
    }

    static final class TurnNumber extends Values.Kind<Integer> {
        @Override
        String what() {
            return "a turn number";
        }

        @Override
        public Integer convert(String value) {
            if (!value.matches("-?[0-9]{1,9}")) {
                throw new Values.Refused("takes a number, not \"" + value + "\".");
            }
            if (Integer.parseInt(value) < 1) {
                throw Values.Refused.because("turns are numbered from 1.");
            }
            return Integer.parseInt(value);
        }
    }

    static final class SideValue extends Values.Kind<Side> {
        @Override
        String what() {
            return "white or black";
        }

        @Override
        public Side convert(String value) {
            return switch (value.toLowerCase(Locale.ROOT)) {
                case "white" -> Side.WHITE;
                case "black" -> Side.BLACK;
                default -> throw new Values.Refused("takes white or black, not \"" + value + "\".");
            };
        }
    }

    @Override
    public String name() {
        return "render";
    }

    @Override
    public String summary() {
        return "draw the board as a PNG (./tzaar render --help for the options)";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) throws CommandStopped {
        RenderRequest request = request(options);
        RenderedBoard board = new BoardRenderer().render(request);
        try (OutputStream out = Files.newOutputStream(Path.of(options.output))) {
            board.writeTo(out);
        } catch (IOException e) {
            throw new CommandStopped(REFUSED, "tzaar: cannot write " + options.output + ": " + whyNot(Path.of(options.output), e));
        }
        terminal.err().printf("tzaar: wrote %s (%d x %d pixels, %,d bytes)%n", options.output, board.width(),
                board.height(), board.pngSize());
        terminal.out().println(board.altText());
        return OK;
    }

    /** The picture asked for, or the reason it cannot be drawn. */
    private static RenderRequest request(Options options) throws CommandStopped {
        Position before = position(options.position);
        RenderRequest request = options.last == null ? RenderRequest.of(before)
                : RenderRequest.after(lastTurn(before, options.last));
        request = request.withPlayers(new Players(options.white, options.black)).withFlipped(options.flip);
        Integer turn = options.turn != null ? options.turn
                : turnTold(options.position.isEmpty(), before, options.last != null);
        if (turn != null) {
            request = request.withTurn(turn);
        }
        if (options.selected != null) {
            if (request.position().stackAt(options.selected).isEmpty()) {
                throw new CommandStopped(REFUSED, "tzaar: --select " + options.selected + ": no stack stands on "
                        + options.selected + (options.last != null ? " after the last turn." : "."));
            }
            request = request.withSelected(options.selected);
        }
        if (options.resigned != null) {
            if (request.position().isOver()) {
                throw new CommandStopped(REFUSED, "tzaar: the game is already over: "
                        + request.position().result().orElseThrow().reason());
            }
            request = request.withResult(new Result.Resigned(options.resigned));
        }
        return request;
    }

    private static Position position(List<String> words) throws CommandStopped {
        Checked<Position> position = words.isEmpty() ? Checked.ok(Position.START) : Position.parse(String.join(" ", words));
        if (!position.isOk()) {
            throw new CommandStopped(REFUSED, "tzaar: " + position.reason());
        }
        return position.value();
    }

    private static LastTurn lastTurn(Position before, String actions) throws CommandStopped {
        Checked<LastTurn> played = LastTurn.parse(before, actions);
        if (!played.isOk()) {
            throw new CommandStopped(REFUSED, "tzaar: the last turn: " + played.reason());
        }
        return played.value();
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
}
