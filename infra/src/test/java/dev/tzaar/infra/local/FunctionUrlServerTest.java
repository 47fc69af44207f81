package dev.tzaar.infra.local;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The loopback function URL answers only this machine's own names for it (a page of another site whose
 * DNS name points at 127.0.0.1 must not act as a local player), and bounds what it reads. Requests are
 * written on the wire as they are, since an HTTP client will not send another {@code Host}.
 */
class FunctionUrlServerTest {
    /** The events the handler was given. */
    private final List<Map<String, Object>> handled = new CopyOnWriteArrayList<>();
    private FunctionUrlServer server;
    private int port;

    @BeforeEach
    void start() throws IOException {
        server = FunctionUrlServer.start(0, event -> {
            handled.add(event);
            return Map.of("statusCode", 200, "body", "{}");
        });
        port = server.url().getPort();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** The status line's code for a request of these head lines and body, written as they are. */
    private int status(String host, String moreHeaders, byte[] body) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            OutputStream out = socket.getOutputStream();
            out.write(("POST /api/token HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n" + moreHeaders + "\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            InputStream in = socket.getInputStream();
            String status = new String(in.readNBytes(12), StandardCharsets.US_ASCII);
            return Integer.parseInt(status.substring(9, 12));
        }
    }

    private int status(String host) throws IOException {
        return status(host, "Content-Length: 2\r\n", "{}".getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void onlyItsOwnLoopbackNamesWithItsPortAreAnswered() throws IOException {
        assertEquals(200, status("127.0.0.1:" + port));
        assertEquals(200, status("localhost:" + port));
        assertEquals(200, status("LOCALHOST:" + port));
        assertEquals(3, handled.size());

        for (String rebound : new String[] {"attacker.example:" + port, "attacker.example", "127.0.0.1.nip.io:" + port,
                "127.0.0.1:" + (port + 1), "localhost", "127.0.0.1:" + port + ".attacker.example"}) {
            assertEquals(421, status(rebound), rebound);
        }
        assertEquals(3, handled.size(), "the handler saw none of them");
    }

    @Test
    void aBodyOverAFunctionUrlsLimitIsRefusedAndTheHandlerNeverSeesIt() throws IOException {
        // Declared, it is refused before a byte of it is read: none is sent here.
        assertEquals(413, status("127.0.0.1:" + port, "Content-Length: " + (FunctionUrlServer.MOST_BODY_BYTES + 1)
                + "\r\n", new byte[0]));
        assertEquals(413, status("127.0.0.1:" + port, "Content-Length: 100000000000\r\n", new byte[0]));
        byte[] atMost = new byte[FunctionUrlServer.MOST_BODY_BYTES];
        assertEquals(200, status("127.0.0.1:" + port, "Content-Length: " + atMost.length + "\r\n", atMost));
        assertEquals(1, handled.size());
    }
}
