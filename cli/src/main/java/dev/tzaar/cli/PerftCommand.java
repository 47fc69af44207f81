package dev.tzaar.cli;

import dev.tzaar.engine.Perft;
import java.util.List;

/** {@code ./tzaar perft N [POSITION|-]}: how many sequences of N legal actions there are. */
final class PerftCommand implements Command {
    @Override
    public String name() {
        return "perft";
    }

    @Override
    public String arguments() {
        return "N [POSITION|-]";
    }

    @Override
    public String summary() {
        return "count the sequences of N legal actions (the count is the last line)";
    }

    @Override
    public int run(List<String> args, Terminal terminal) throws Exception {
        int depth;
        try {
            depth = args.isEmpty() ? -1 : Integer.parseInt(args.get(0));
        } catch (NumberFormatException e) {
            depth = -1;
        }
        if (depth < 0) {
            terminal.err().println("usage: ./tzaar perft N [POSITION|-]   (N: a depth of 0 or more)");
            return USAGE;
        }
        int n = depth;
        return PositionArgument.answer(args.subList(1, args.size()), terminal,
                position -> Long.toString(Perft.count(position, n)));
    }
}
