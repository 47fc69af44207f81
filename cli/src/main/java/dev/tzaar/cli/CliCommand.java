package dev.tzaar.cli;

import java.io.BufferedReader;
import java.io.PrintStream;
import java.util.List;

/**
 * One subcommand of {@code ./tzaar}. Its options are the picocli-annotated fields of {@code O}: they
 * are read into a fresh {@code O} each run, and its help, its synopsis in {@code ./tzaar help} and its
 * refusals are made from the same fields ({@link CommandOptions}).
 *
 * @param <O> the options: {@code @Option} and {@code @Parameters} fields, their defaults as initial values
 */
interface CliCommand<O> {
    /** Exit status for a finished command. */
    int OK = 0;
    /** Exit status when the input is refused (an illegal position, record or action). */
    int REFUSED = 1;
    /** Exit status when the command line itself is wrong. */
    int USAGE = 2;

    String name();

    /** One line for the list of commands, and the first line of the help after the usage. */
    String summary();

    /** A fresh object to read the options into, its fields at their defaults. */
    O options();

    /** What the command does with the options read. */
    int run(O options, Terminal terminal) throws Exception;

    /** Reads the options from {@code args}, then runs; a wrong command line is refused, nothing run. */
    default int run(List<String> args, Terminal terminal) throws Exception {
        return CommandOptions.run(this, args, terminal);
    }

    /** What {@code ./tzaar NAME --help} prints, with exit status 0: made from the options' definitions. */
    default String help() {
        return CommandOptions.help(this);
    }

    /** Standard input, output and error, so that tests can drive a command without a process. */
    record Terminal(BufferedReader in, PrintStream out, PrintStream err) {
    }
}
