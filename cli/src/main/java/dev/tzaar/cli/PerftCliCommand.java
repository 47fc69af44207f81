package dev.tzaar.cli;

import dev.tzaar.engine.Perft;
import java.util.List;

/** {@code ./tzaar perft N [POSITION|-]}: how many sequences of N legal actions there are. */
final class PerftCliCommand implements CliCommand {
    @Override
    public String name() {
        return "perft";
    }

    @Override
    public String arguments() {
        return "N [POSITION|-]";
    }

    @Override
    public String help() {
        return "usage: ./tzaar perft N [POSITION|-]\n" + summary() + "\n"
                + "  N         a depth, from 0 to " + Perft.MAX_DEPTH + "\n"
                + "  POSITION  the position (default: the fixed start); - reads one per line from standard input\n";
    }

    @Override
    public String summary() {
        return "count the sequences of N legal actions (the count is the last line)";
    }

    @Override
    public int run(List<String> args, Terminal terminal) throws Exception {
        String usage = "usage: ./tzaar perft N [POSITION|-]   (N: a depth from 0 to " + Perft.MAX_DEPTH + ")";
        String asked = args.isEmpty() ? "" : args.get(0);
        if (!asked.matches("[0-9]+")) {
            terminal.err().println("tzaar perft: " + (args.isEmpty() ? "say how deep: N, a number of actions."
                    : "N is a number of actions, not \"" + asked + "\"."));
            terminal.err().println(usage);
            return USAGE;
        }
        // Compared as text first: a depth too deep may not even fit in an int.
        String digits = asked.replaceFirst("^0+(?=.)", "");
        if (digits.length() > 9 || Integer.parseInt(digits) > Perft.MAX_DEPTH) {
            terminal.err().println("tzaar: perft goes up to depth " + Perft.MAX_DEPTH + ", not " + digits
                    + ": each action multiplies the count, so a count that deep would never finish.");
            terminal.err().println(usage);
            return USAGE;
        }
        int depth = Integer.parseInt(digits);
        return PositionArgument.answer(args.subList(1, args.size()), terminal,
                position -> Long.toString(Perft.count(position, depth)));
    }
}
