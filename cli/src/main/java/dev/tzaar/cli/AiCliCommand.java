package dev.tzaar.cli;

import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.Level;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./tzaar ai [POSITION|-] [--level L] [--ms N] [--seed S] [-v]}: the AI's turn for a position,
 * as a record writes it, on the last line. Given {@code -}, it answers each line of standard input as
 * soon as it is read, one line out per line in, flushed, so that another program can play a whole
 * match against it through one process (the AI then keeps what it learnt between positions).
 */
final class AiCliCommand implements CliCommand<AiCliCommand.Options> {
    static final class Options {
        @Parameters(paramLabel = "[POSITION|-]", hideParamSyntax = true,
                description = PositionArgument.DESCRIPTION)
        List<String> position = new ArrayList<>();

        @Option(names = "--level", paramLabel = "LEVEL", converter = AiSettings.LevelValue.class,
                description = "how strongly it plays: easy, medium or hard (default: hard)")
        Level level = Level.HARD;

        @Option(names = "--ms", paramLabel = "N", converter = AiSettings.Millis.class,
                description = "the time for the turn, in milliseconds, everything included (default: ${DEFAULT-VALUE})")
        long millis = Ai.DEFAULT_BUDGET_MILLIS;

        @Option(names = "--seed", paramLabel = "S", converter = Values.WholeNumber.class,
                description = "the same seed gives the same turn (default: a new seed each run, shown by -v)")
        Long seed;

        @Option(names = "--clock", paramLabel = "wall|cpu", converter = AiSettings.ClockValue.class,
                description = "what --ms counts: wall (elapsed time, the default) or cpu (the search's CPU time)")
        String clock = "wall";

        @Option(names = "-v", description = "also the evaluation, the depth searched and the nodes per second (with -, "
                + "on standard error, so that standard output stays one line per position)")
        boolean verbose;
    }

    @Override
    public String name() {
        return "ai";
    }

    @Override
    public String summary() {
        return "the AI's turn for a position (./tzaar ai --help for the options)";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) throws Exception {
        long seed = options.seed != null ? options.seed : System.nanoTime();
        Ai ai = new Ai(options.level, options.millis, seed, AiSettings.clock(options.clock));
        if (options.position.equals(List.of("-"))) {
            return batch(ai, terminal, options.verbose);
        }
        Checked<Position> position = options.position.isEmpty() ? Checked.ok(Position.START)
                : Position.parse(String.join(" ", options.position));
        if (!position.isOk()) {
            terminal.err().println("tzaar ai: " + position.reason());
            return REFUSED;
        }
        if (position.value().isOver()) {
            terminal.err().println("tzaar ai: " + gameOver(position.value()));
            return REFUSED;
        }
        ChosenTurn choice = ai.choose(position.value());
        if (options.verbose) {
            terminal.out().println(options.level.label() + ", seed " + seed + ": " + choice.summary());
        }
        terminal.out().println(choice.turnText());
        return OK;
    }

    /** One answer line per non-blank input line, flushed at once: the caller waits for it to play on. */
    private static int batch(Ai ai, Terminal terminal, boolean verbose) throws java.io.IOException {
        int status = OK;
        String line;
        while ((line = terminal.in().readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            Checked<Position> position = Position.parse(line);
            if (!position.isOk()) {
                terminal.out().println("error: " + position.reason());
                status = REFUSED;
            } else if (position.value().isOver()) {
                terminal.out().println("error: " + gameOver(position.value()));
                status = REFUSED;
            } else {
                ChosenTurn choice = ai.choose(position.value());
                if (verbose) {
                    terminal.err().println(choice.summary());
                }
                terminal.out().println(choice.turnText());
            }
            terminal.out().flush();
        }
        return status;
    }

    private static String gameOver(Position position) {
        var result = position.result().orElseThrow();
        return "The game is over: " + result.winner().displayName() + " won, " + result.reason()
                + ". There is no turn to play.";
    }
}
