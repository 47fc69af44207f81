package dev.tzaar.cli;

import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.Level;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code ./tzaar ai [POSITION|-] [--level L] [--ms N] [--seed S] [-v]}: the AI's turn for a position,
 * as a record writes it, on the last line. Given {@code -}, it answers each line of standard input as
 * soon as it is read, one line out per line in, flushed, so that another program can play a whole
 * match against it through one process (the AI then keeps what it learnt between positions).
 */
final class AiCliCommand implements CliCommand {
    static final String USAGE_TEXT = """
            usage: ./tzaar ai [POSITION|-] [--level easy|medium|hard] [--ms N] [--seed S] [--clock wall|cpu] [-v]
              POSITION   the position (default: the fixed start); - reads one per line from standard input
              --level    how strongly it plays (default: hard)
              --ms N     the time for the turn, in milliseconds, everything included (default: %d)
              --seed S   the same seed gives the same turn (default: a new seed each run, shown by -v)
              --clock    what --ms counts: wall (elapsed time, the default) or cpu (the search's CPU time)
              -v         also the evaluation, the depth searched and the nodes per second (with -, on
                         standard error, so that standard output stays one line per position)"""
            .formatted(Ai.DEFAULT_BUDGET_MILLIS);

    @Override
    public String name() {
        return "ai";
    }

    @Override
    public String arguments() {
        return "[POSITION|-] [--level L] ...";
    }

    @Override
    public String help() {
        return USAGE_TEXT + "\n";
    }

    @Override
    public String summary() {
        return "the AI's turn for a position (./tzaar ai --help for the options)";
    }

    @Override
    public int run(List<String> args, Terminal terminal) throws Exception {
        Level level = Level.HARD;
        long millis = Ai.DEFAULT_BUDGET_MILLIS;
        Long seed = null;
        boolean verbose = false;
        java.util.function.LongSupplier clock = System::nanoTime;
        List<String> words = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "-h", "--help" -> {
                    terminal.out().print(help());
                    return OK;
                }
                case "-v" -> verbose = true;
                case "--level", "--ms", "--seed", "--clock" -> {
                    if (i + 1 == args.size()) {
                        return usage(terminal, arg + " needs a value.");
                    }
                    String value = args.get(++i);
                    if (arg.equals("--level")) {
                        Checked<Level> read = Level.parse(value);
                        if (!read.isOk()) {
                            return usage(terminal, read.reason());
                        }
                        level = read.value();
                    } else if (arg.equals("--clock")) {
                        Checked<java.util.function.LongSupplier> read = AiSettings.clock(value);
                        if (!read.isOk()) {
                            return usage(terminal, read.reason());
                        }
                        clock = read.value();
                    } else {
                        Checked<Long> read = arg.equals("--ms") ? AiSettings.millis(value) : AiSettings.seed(value);
                        if (!read.isOk()) {
                            return usage(terminal, read.reason());
                        }
                        if (arg.equals("--ms")) {
                            millis = read.value();
                        } else {
                            seed = read.value();
                        }
                    }
                }
                default -> {
                    if (arg.startsWith("--")) {
                        return usage(terminal, "there is no option " + arg + ".");
                    }
                    words.add(arg);
                }
            }
        }
        long chosenSeed = seed != null ? seed : System.nanoTime();
        Ai ai = new Ai(level, millis, chosenSeed, clock);
        if (words.size() == 1 && words.get(0).equals("-")) {
            return batch(ai, terminal, verbose);
        }
        Checked<Position> position = words.isEmpty() ? Checked.ok(Position.START) : Position.parse(String.join(" ", words));
        if (!position.isOk()) {
            terminal.err().println("tzaar ai: " + position.reason());
            return REFUSED;
        }
        if (position.value().isOver()) {
            terminal.err().println("tzaar ai: " + gameOver(position.value()));
            return REFUSED;
        }
        ChosenTurn choice = ai.choose(position.value());
        if (verbose) {
            terminal.out().println(level.label() + ", seed " + chosenSeed + ": " + choice.summary());
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

    private static int usage(Terminal terminal, String problem) {
        terminal.err().println("tzaar ai: " + problem);
        terminal.err().println(USAGE_TEXT);
        return USAGE;
    }
}
