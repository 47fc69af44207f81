package dev.tzaar.cli;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import java.util.List;

/** {@code ./tzaar moves [POSITION|-]}: the legal actions, one canonical action per line. */
final class MovesCliCommand implements CliCommand {
    @Override
    public String name() {
        return "moves";
    }

    @Override
    public String arguments() {
        return "[POSITION|-]";
    }

    @Override
    public String summary() {
        return "list the legal actions (space-separated, one line per position, with -)";
    }

    /**
     * One action per line, so a finished game (no legal actions) prints no line at all; with {@code
     * -}, one line per position, the actions space-separated, so a finished game's line is empty.
     */
    @Override
    public int run(List<String> args, Terminal terminal) throws Exception {
        return PositionArgument.answer(args, terminal,
                position -> String.join(" ", actions(position)), MovesCliCommand::actions);
    }

    private static List<String> actions(Position position) {
        return position.legalActions().stream().map(Action::toString).toList();
    }
}
