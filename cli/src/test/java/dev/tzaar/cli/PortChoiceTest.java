package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A second {@code ./tzaar local} on other data finds the default ports taken by the first: it takes free
 * ones and says so, unless the ports were given, which are kept (and fail as taken, clearly, as before).
 */
class PortChoiceTest {
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    @Test
    void aTakenDefaultGivesWayToAFreePortAndSaysSo() throws Exception {
        try (ServerSocket first = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int taken = first.getLocalPort();

            assertEquals(PortChoice.ANY_FREE, PortChoice.of("DynamoDB Local", null, taken, out));
            assertTrue(printed.toString(StandardCharsets.UTF_8).startsWith("Port " + taken + " is taken (another "
                    + "./tzaar local?): DynamoDB Local listens on a free port instead"), printed.toString());
        }
    }

    @Test
    void aFreeDefaultIsKeptQuietly() throws Exception {
        int free;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            free = probe.getLocalPort();
        }

        assertEquals(free, PortChoice.of("the game function", null, free, out));
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aPortGivenOnTheCommandLineIsKeptEvenWhenTaken() throws Exception {
        try (ServerSocket first = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertEquals(first.getLocalPort(), PortChoice.of("the live board", first.getLocalPort(), 9003, out));
            assertEquals("", printed.toString(StandardCharsets.UTF_8));
        }
    }
}
