package dev.tzaar.cli;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import java.util.List;
import java.util.stream.Collectors;

/** {@code ./tzaar moves [POSITION|-]}: the legal actions, one canonical action per line. */
final class MovesCommand implements Command {
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

    @Override
    public int run(List<String> args, Terminal terminal) throws Exception {
        boolean batch = args.size() == 1 && args.get(0).equals("-");
        String separator = batch ? " " : System.lineSeparator();
        return PositionArgument.answer(args, terminal, position -> format(position, separator));
    }

    private static String format(Position position, String separator) {
        return position.legalActions().stream().map(Action::toString).collect(Collectors.joining(separator));
    }
}
