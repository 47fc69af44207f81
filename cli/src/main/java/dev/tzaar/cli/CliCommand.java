package dev.tzaar.cli;

import java.io.BufferedReader;
import java.io.PrintStream;
import java.util.List;

/** One subcommand of {@code ./tzaar}. */
interface CliCommand {
    /** Exit status for a finished command. */
    int OK = 0;
    /** Exit status when the input is refused (an illegal position, record or action). */
    int REFUSED = 1;
    /** Exit status when the command line itself is wrong. */
    int USAGE = 2;

    String name();

    /** The arguments, as shown in help: {@code N [POSITION|-]}. */
    String arguments();

    /** One line for the list of commands. */
    String summary();

    /**
     * What {@code ./tzaar NAME --help} prints, with exit status 0: the usage line, what the command
     * does and each of its options (every option {@link #run} reads; CliHelpTest holds them to it).
     */
    default String help() {
        return "usage: ./tzaar " + name() + (arguments().isEmpty() ? "" : " " + arguments()) + "\n" + summary() + "\n";
    }

    int run(List<String> args, Terminal terminal) throws Exception;

    /** Standard input, output and error, so that tests can drive a command without a process. */
    record Terminal(BufferedReader in, PrintStream out, PrintStream err) {
    }
}
