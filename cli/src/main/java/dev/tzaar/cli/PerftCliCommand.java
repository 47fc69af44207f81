package dev.tzaar.cli;

import dev.tzaar.engine.Perft;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Parameters;

/** {@code ./tzaar perft N [POSITION|-]}: how many sequences of N legal actions there are. */
final class PerftCliCommand implements CliCommand<PerftCliCommand.Options> {
    static final class Options {
        @Parameters(index = "0", paramLabel = "N", converter = Depth.class,
                description = "a depth, from 0 to " + Perft.MAX_DEPTH)
        int depth;

        @Parameters(index = "1..*", paramLabel = "[POSITION|-]", hideParamSyntax = true,
                description = PositionArgument.DESCRIPTION)
        List<String> position = new ArrayList<>();
    }

    /** A depth perft can finish: compared as text first, since a depth too deep may not even fit in an int. */
    static final class Depth extends Values.Kind<Integer> {
        @Override
        String what() {
            return "a depth";
        }

        @Override
        public Integer convert(String asked) {
            if (!asked.matches("[0-9]+")) {
                throw Values.Refused.because("N is a number of actions, not \"" + asked + "\".");
            }
            String digits = asked.replaceFirst("^0+(?=.)", "");
            if (digits.length() > 9 || Integer.parseInt(digits) > Perft.MAX_DEPTH) {
                throw Values.Refused.because("perft goes up to depth " + Perft.MAX_DEPTH + ", not " + digits
                        + ": each action multiplies the count, so a count that deep would never finish.");
            }
            return Integer.parseInt(digits);
        }
    }

    @Override
    public String name() {
        return "perft";
    }

    @Override
    public String summary() {
        return "count the sequences of N legal actions (the count is the last line)";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) throws Exception {
        return PositionArgument.answer(options.position, terminal,
                position -> Long.toString(Perft.count(position, options.depth)));
    }
}
