package dev.tzaar.cli;

/**
 * A command line that cannot be run, found by the command after its options were read (two
 * options that do not go together, a word too few): the message says what is wrong, in one line.
 */
final class WrongUsage extends Exception {
    private static final long serialVersionUID = 1L;

    WrongUsage(String problem) {
        super(problem);
    }
}
