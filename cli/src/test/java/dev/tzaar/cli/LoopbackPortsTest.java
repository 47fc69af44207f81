package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Player;
import dev.tzaar.bot.console.Console;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.gateway.DiscordEndpoint;
import dev.tzaar.infra.local.LocalDynamoDb;
import dev.tzaar.infra.local.LocalGameFunction;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Every loopback port {@code ./tzaar local} opens answers this machine's own clients only, never a web
 * page of another site open in the host's browser (issue 28, items 1 and 10): the game function's Lambda
 * Invoke API, DynamoDB Local, the live board and the interactions endpoint, tried here with requests
 * written on the wire as a browser would send them (an HTTP client will not send another site's
 * {@code Host} or two of them), while the real clients (the SDK's, the console) go on playing. It runs the
 * whole of {@code ./tzaar local}: an end-to-end suite, in the full run.
 */
@Tag("end-to-end")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LoopbackPortsTest {
    /** An interaction id each forged request may use once: any snowflake the function has not seen. */
    private static final AtomicLong IDS = new AtomicLong(1_309_175_421_466_497_024L);
    /** What the SDK's signing puts in the header; the servers ask for one and check none. */
    private static final String SIGNED = "AWS4-HMAC-SHA256 Credential=local/20261201/us-east-1/lambda/aws4_request, "
            + "SignedHeaders=host;x-amz-date, Signature=00";

    @TempDir
    static Path data;
    private final PipedWriter keyboard = new PipedWriter();
    private final Transcript out = new Transcript();
    private CompletableFuture<Integer> running;
    private URI function;
    private URI dynamoDb;
    private URI activity;
    private URI interactions;

    @BeforeAll
    void startTzaarLocal() throws Exception {
        BufferedReader in = new BufferedReader(new PipedReader(keyboard));
        PrintStream printed = new PrintStream(out, true, StandardCharsets.UTF_8);
        Map<String, String> environment = Map.of("DISCORD_PUBLIC_KEY", "ab".repeat(32),
                "DISCORD_APPLICATION_ID", "1309000000000000000");
        LocalCliCommand local = new LocalCliCommand(environment, DiscordEndpoint.discord());
        List<String> args = List.of("--data", data.toString(), "--port", "0", "--dynamodb-port", "0",
                "--activity-port", "0", "--interactions", "--interactions-port", "0", "--console");
        running = CompletableFuture.supplyAsync(() -> {
            try {
                return local.run(args, new CliCommand.Terminal(in, printed, printed));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        interactions = URI.create(word(awaitLine("The interactions endpoint answers on "), 5));
        function = URI.create(word(line("The game function answers on "), 5));
        dynamoDb = URI.create(word(line("DynamoDB Local answers on "), 4));
        String board = line("Activity (the live board, as Discord shows it): ");
        activity = URI.create(board.substring(board.lastIndexOf(' ') + 1));
    }

    @AfterAll
    void stop() throws Exception {
        keyboard.close();
        assertEquals(CliCommand.OK, running.get(60, TimeUnit.SECONDS));
    }

    @Test
    void aPageOfAnotherSiteCannotResignAPlayersGameThroughTheGameFunctionsPort() throws Exception {
        keyboard.write("alice: /tzaar challenge @bob setup:fixed\nbob: /tzaar accept\n");
        keyboard.flush();
        awaitLine("tzaar › bob accepts");
        Player bob = Console.user("bob");
        int port = function.getPort();
        String path = "/2015-03-31/functions/tzaar:live/invocations";

        // A form posted cross-site (text/plain needs no preflight), as the page did.
        assertEquals(403, post(port, path, "Origin: http://attacker.example\r\nSec-Fetch-Site: cross-site\r\n"
                + "Content-Type: text/plain;charset=UTF-8\r\n", resignAs(bob)).status());
        // A body of a type any page may post, even signed.
        assertEquals(415, post(port, path, "Content-Type: text/plain\r\nAuthorization: " + SIGNED + "\r\n",
                resignAs(bob)).status());
        assertEquals(403, post(port, path, "", resignAs(bob)).status(), "a Blob names no type: unsigned, refused");
        // A name of the attacker's that its DNS points at 127.0.0.1: the page's own origin to the browser.
        assertEquals(421, send(port, "POST " + path, "attacker.example:" + port, "Origin: http://attacker.example:"
                + port + "\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/json\r\nAuthorization: " + SIGNED
                + "\r\n", resignAs(bob)).status());

        // The same request from this machine's SDK, as the bot and the console send it, is answered: the game
        // was still on.
        try (FunctionClient sdk = LocalGameFunction.relayTo(function)) {
            GameReply reply = sdk.call(ApiJson.readRequest(new String(resignAs(bob), StandardCharsets.UTF_8)));
            assertTrue(reply.text().contains("**bob** resigns."), reply.text());
        }
    }

    @Test
    void dynamoDbLocalAnswersThisMachinesSdkAndNoPage() throws Exception {
        int port = dynamoDb.getPort();
        String listTables = "X-Amz-Target: DynamoDB_20120810.ListTables\r\n";
        byte[] none = "{}".getBytes(StandardCharsets.US_ASCII);
        String json = "Content-Type: application/x-amz-json-1.0\r\n";
        // DNS rebinding: the page reads and writes the table under its own name.
        assertEquals(421, send(port, "POST /", "evil.example", listTables + json + "Authorization: " + SIGNED + "\r\n",
                none).status());
        assertEquals(403, post(port, "/", listTables + json, none).status(), "unsigned");
        assertEquals(415, post(port, "/", listTables + "Content-Type: text/plain\r\nAuthorization: " + SIGNED + "\r\n",
                none).status());
        assertEquals(403, post(port, "/", listTables + json + "Authorization: " + SIGNED + "\r\nOrigin: "
                + "http://attacker.example\r\n", none).status());
        // DynamoDB Local itself answers a signed request on this machine's name (its signature is not checked).
        assertEquals(200, post(port, "/", listTables + json + "Authorization: " + SIGNED + "\r\n", none).status());

        try (DynamoDbClient sdk = DynamoDbClient.builder().endpointOverride(dynamoDb).region(LocalDynamoDb.REGION)
                .credentialsProvider(StaticCredentialsProvider.create(LocalDynamoDb.CREDENTIALS))
                .httpClient(UrlConnectionHttpClient.create()).build()) {
            assertEquals(List.of(LocalGameFunction.TABLE), sdk.listTables().tableNames());
        }
    }

    @Test
    void theLiveBoardAnswersItsOwnPageAndNoOtherSitesAndTheEndpointNoPage() throws Exception {
        int port = activity.getPort();
        String own = "127.0.0.1:" + port;
        String config = "GET /api/config";
        assertEquals(200, send(port, config, own, "Origin: http://" + own + "\r\nSec-Fetch-Site: same-origin\r\n",
                new byte[0]).status(), "the page's own fetch");
        assertEquals(200, send(port, "GET /", own, "Sec-Fetch-Site: none\r\n", new byte[0]).status(), "the link opened");
        for (String foreign : new String[] {"Origin: http://attacker.example", "Sec-Fetch-Site: cross-site",
                "Sec-Fetch-Site: same-site", "Origin: http://127.0.0.1:" + function.getPort()}) {
            assertEquals(403, send(port, config, own, foreign + "\r\n", new byte[0]).status(), foreign);
            assertEquals(403, send(port, "GET /", own, foreign + "\r\n", new byte[0]).status(), "framed: " + foreign);
        }
        assertEquals(421, send(port, config, "attacker.example:" + port, "", new byte[0]).status());

        byte[] ping = "{\"type\":1}".getBytes(StandardCharsets.US_ASCII);
        assertEquals(403, post(interactions.getPort(), "/", "Sec-Fetch-Site: cross-site\r\nContent-Type: text/plain\r\n",
                ping).status());
        assertEquals(421, send(interactions.getPort(), "POST /", "attacker.example", "", ping).status());
        assertEquals(401, post(interactions.getPort(), "/", "Content-Type: application/json\r\n", ping).status(),
                "unsigned by Discord, as before: the endpoint's own check");
    }

    @Test
    void everyPortAnswersTwoHostsWithABadRequest() throws Exception {
        for (URI port : List.of(function, dynamoDb, activity, interactions)) {
            String own = "127.0.0.1:" + port.getPort();
            for (String second : new String[] {"attacker.example", own}) {
                assertEquals(400, send(port.getPort(), "POST /", own, "Host: " + second + "\r\n", new byte[0]).status(),
                        port + ", then " + second);
            }
            assertEquals(400, send(port.getPort(), "POST /", "attacker.example", "Host: " + own + "\r\n", new byte[0])
                    .status(), port + ": the second one is this machine's");
        }
    }

    @Test
    void everyPortAnswersTooManyHeadersWith431() throws Exception {
        for (URI port : List.of(function, dynamoDb, activity, interactions)) {
            // Host, Connection, Content-Length and the 3 of a signed ListTables are 6 lines; 194 more make 200.
            String signed = "Authorization: " + SIGNED + "\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
                    + "Content-Type: application/x-amz-json-1.0\r\n";
            byte[] none = "{}".getBytes(StandardCharsets.US_ASCII);
            Answer most = post(port.getPort(), "/", signed + fillers(194), none);
            assertNotEquals(431, most.status(), port + ": 200 lines");
            assertNotEquals(-1, most.status(), port + ": 200 lines are answered");
            assertEquals(431, post(port.getPort(), "/", signed + fillers(195), none).status(), port + ": 201 lines");
        }
    }

    private static String fillers(int count) {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < count; i++) {
            lines.append("X-Filler-").append(i).append(": x\r\n");
        }
        return lines.toString();
    }

    /** The request the page sent: bob's resignation, confirmed, in the console's channel. */
    private static byte[] resignAs(Player player) {
        return ApiJson.write(GameRequest.of(Long.toString(IDS.getAndIncrement()), Console.GUILD, Console.CHANNEL,
                player, Command.CONFIRM_RESIGN, Map.of())).getBytes(StandardCharsets.UTF_8);
    }

    /** A status, or -1 when the server closed the connection without one. */
    private record Answer(int status) {
    }

    private static Answer post(int port, String path, String headers, byte[] body) throws IOException {
        return send(port, "POST " + path, "127.0.0.1:" + port, headers, body);
    }

    /** Writes a request as it is (its Host given, then {@code headers}, a CRLF after each) and reads its status. */
    private static Answer send(int port, String requestLine, String host, String headers, byte[] body)
            throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(30_000);
            OutputStream wire = socket.getOutputStream();
            wire.write((requestLine + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n" + headers
                    + "Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
            wire.write(body);
            wire.flush();
            InputStream in = socket.getInputStream();
            String status = new String(in.readNBytes(12), StandardCharsets.US_ASCII);
            return new Answer(status.length() < 12 ? -1 : Integer.parseInt(status.substring(9, 12)));
        }
    }

    private static String word(String line, int index) {
        return line.split(" ")[index];
    }

    private String line(String start) {
        return out.line(start).orElseThrow(() -> new AssertionError("no line starting \"" + start + "\" in:\n" + out));
    }

    private String awaitLine(String start) throws InterruptedException {
        return out.awaitLine(start, Duration.ofMinutes(3));
    }

    /** What {@code ./tzaar local} printed, which a test waits on line by line as it is written. */
    private static final class Transcript extends OutputStream {
        private final ByteArrayOutputStream written = new ByteArrayOutputStream();

        @Override
        public synchronized void write(int b) {
            written.write(b);
            notifyAll();
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            written.write(bytes, offset, length);
            notifyAll();
        }

        synchronized Optional<String> line(String start) {
            return toString().lines().filter(l -> l.startsWith(start)).findFirst();
        }

        synchronized String awaitLine(String start, Duration patience) throws InterruptedException {
            long deadline = System.nanoTime() + patience.toNanos();
            for (Optional<String> line = line(start); ; line = line(start)) {
                if (line.isPresent()) {
                    return line.get();
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("no line starting \"" + start + "\" in:\n" + this);
                }
                wait(Math.max(1, left / 1_000_000));
            }
        }

        @Override
        public synchronized String toString() {
            return written.toString(StandardCharsets.UTF_8);
        }
    }
}
