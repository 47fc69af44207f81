package dev.tzaar.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;

/**
 * The port a server of {@code ./tzaar local} listens on: the one given on the command line, as given (a
 * taken one fails, saying so); else its default, or any free port when another program (a second
 * {@code ./tzaar local} on other data, say) has the default.
 */
final class PortChoice {
    /** What a server is given to take any free port. */
    static final int ANY_FREE = 0;

    private PortChoice() {
    }

    /**
     * @param what the server, as the notice names it ("DynamoDB Local")
     * @param given the port the command line gave, or null
     * @param preferred the default port
     * @param out where the notice of a taken default is printed
     */
    static int of(String what, Integer given, int preferred, PrintStream out) {
        if (given != null) {
            return given;
        }
        if (isFree(preferred)) {
            return preferred;
        }
        out.println("Port " + preferred + " is taken (another ./tzaar local?): " + what + " listens on a free port "
                + "instead; the lines below say which.");
        return ANY_FREE;
    }

    private static boolean isFree(int port) {
        try {
            new ServerSocket(port, 1, InetAddress.getLoopbackAddress()).close();
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
