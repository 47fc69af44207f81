package dev.tzaar.infra.localstack;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;

/**
 * Makes a loopback server of this JVM (the fake Discord) reachable from the functions' containers: a port on
 * the Docker bridge's address on this host, each connection to it carried to the loopback port, byte for byte.
 * Only the engine's containers can reach the bridge's address.
 */
final class BridgeForward implements AutoCloseable {
    private final ServerSocket server;
    private final int target;

    private BridgeForward(ServerSocket server, int target) {
        this.server = server;
        this.target = target;
        Thread accepting = new Thread(this::accept, "bridge-forward-" + target);
        accepting.setDaemon(true);
        accepting.start();
    }

    /** Forwards {@code bridgeAddress}:(a free port) to 127.0.0.1:{@code loopbackPort}. */
    static BridgeForward to(int loopbackPort, String bridgeAddress) throws IOException {
        ServerSocket server = new ServerSocket();
        server.bind(new InetSocketAddress(InetAddress.getByName(bridgeAddress), 0));
        return new BridgeForward(server, loopbackPort);
    }

    /** {@code url} with its host and port replaced by this forward's. */
    URI reach(URI url) {
        return URI.create(url.getScheme() + "://" + server.getInetAddress().getHostAddress() + ":"
                + server.getLocalPort() + url.getRawPath());
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket outside = server.accept();
                Socket inside = new Socket(InetAddress.getLoopbackAddress(), target);
                pump(outside, inside);
                pump(inside, outside);
            } catch (IOException closedOrRefused) {
                // closed: the test is over; refused: the caller sees its connection dropped
            }
        }
    }

    private static void pump(Socket from, Socket to) {
        Thread copying = new Thread(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                in.transferTo(out);
            } catch (IOException ended) {
                // one side closed: the other follows below
            } finally {
                try {
                    to.shutdownOutput();
                } catch (IOException alreadyClosed) {
                    // nothing left to tell
                }
            }
        }, "bridge-pump");
        copying.setDaemon(true);
        copying.start();
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
