package dev.tzaar.cli;

/**
 * A command that stops before it is done, with the one line it prints on standard error and its
 * exit status: a step deep inside a command ends the command without a status passed back up.
 */
final class CommandStopped extends Exception {
    private static final long serialVersionUID = 1L;
    private final int status;

    CommandStopped(int status, String line) {
        super(line);
        this.status = status;
    }

    int status() {
        return status;
    }
}
