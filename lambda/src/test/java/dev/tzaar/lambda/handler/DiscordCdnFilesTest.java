package dev.tzaar.lambda.handler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.lambda.shared.RecordFiles;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Attached files are fetched from Discord's CDN only, never more than the limit, and never by following a
 * redirect; a loopback origin stands in for the CDN here, as the environment can add one for a fake Discord.
 */
class DiscordCdnFilesTest {
    private HttpServer cdn;
    private String origin;
    private DiscordCdnFiles files;

    @BeforeEach
    void startTheStandIn() throws IOException {
        cdn = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        cdn.createContext("/attachments/record.tzaar", exchange -> answer(exchange, 200, "Setup: fixed\n"));
        cdn.createContext("/attachments/huge.tzaar", exchange -> answer(exchange, 200,
                "#".repeat(RequestLimits.RECORD_FILE + 1)));
        cdn.createContext("/attachments/moved.tzaar", exchange -> {
            exchange.getResponseHeaders().add("Location", "http://169.254.169.254/latest/meta-data/");
            answer(exchange, 302, "");
        });
        cdn.start();
        origin = "http://127.0.0.1:" + cdn.getAddress().getPort();
        files = DiscordCdnFiles.fromEnvironment(Map.of(DiscordCdnFiles.EXTRA_ORIGINS, origin));
    }

    @AfterEach
    void stopIt() {
        cdn.stop(0);
    }

    private static void answer(com.sun.net.httpserver.HttpExchange exchange, int status, String body)
            throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            exchange.getResponseBody().write(bytes);
        }
        exchange.close();
    }

    @Test
    void onlyDiscordsAttachmentHostsAreAllowedByDefault() {
        DiscordCdnFiles deployed = DiscordCdnFiles.fromEnvironment(Map.of());
        assertTrue(deployed.isAllowed(URI.create("https://cdn.discordapp.com/attachments/1/2/a.sgf?ex=1&hm=2")));
        assertTrue(deployed.isAllowed(URI.create("https://media.discordapp.net/attachments/1/2/a.sgf")));
        for (String elsewhere : List.of("http://cdn.discordapp.com/attachments/1/2/a.sgf",
                "https://cdn.discordapp.com.example.org/a.sgf", "https://evil@cdn.discordapp.com/a.sgf",
                "https://cdn.discordapp.com:8443/a.sgf", "http://169.254.169.254/latest/meta-data/",
                "file:///etc/passwd", "attachments/1/2/a.sgf", origin + "/attachments/record.tzaar")) {
            assertFalse(deployed.isAllowed(URI.create(elsewhere)), elsewhere);
        }
        assertEquals(new RecordFiles.Refused(RecordFiles.Problem.NOT_DISCORDS), deployed.fetch("not an address at all"));
    }

    @Test
    void aFileFromTheCdnIsReadAndOneTooLargeOrMovedIsNot() {
        assertEquals(new RecordFiles.Text("Setup: fixed\n"), files.fetch(origin + "/attachments/record.tzaar"));
        assertEquals(new RecordFiles.Refused(RecordFiles.Problem.TOO_LARGE), files.fetch(origin + "/attachments/huge.tzaar"));
        assertEquals(new RecordFiles.Refused(RecordFiles.Problem.UNREACHABLE),
                files.fetch(origin + "/attachments/moved.tzaar"));
        assertEquals(new RecordFiles.Refused(RecordFiles.Problem.UNREACHABLE),
                files.fetch(origin + "/attachments/missing.tzaar"));
    }
}
