package dev.tzaar.lambda.handler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.GameReply;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A DynamoDB that takes the request and never answers: without a call timeout the function waited
 * until Lambda killed it at 10 s, and the player got the bot's "did not answer". The function as
 * wired for AWS must answer the player itself, in words, within its own timeout with room to spare.
 */
class StalledTableTest {
    /** template.yaml's Timeout (infra's TemplateTest holds local runs to the same figure). */
    private static final Duration FUNCTION_TIMEOUT = Duration.ofSeconds(10);
    /** What the answer itself needs after the store gave up: writing JSON, Lambda returning it. */
    private static final Duration ROOM_TO_ANSWER = Duration.ofSeconds(2);

    private ServerSocket stalling;
    private final List<Socket> held = new CopyOnWriteArrayList<>();

    @BeforeEach
    void startATableThatNeverAnswers() throws IOException {
        stalling = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(() -> {
            try {
                while (true) {
                    held.add(stalling.accept()); // reads nothing, writes nothing, keeps the connection open
                }
            } catch (IOException closed) {
                // the test is over
            }
        }, "stalling-dynamodb");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    @AfterEach
    void stop() throws IOException {
        stalling.close();
        for (Socket socket : held) {
            socket.close();
        }
    }

    @Test
    void theStoreCallsGiveUpInsideTheFunctionsTimeoutWithRoomToAnswer() {
        assertTrue(FunctionWiring.DYNAMODB_ATTEMPT_TIMEOUT.compareTo(FunctionWiring.DYNAMODB_CALL_TIMEOUT) <= 0);
        assertTrue(FunctionWiring.DYNAMODB_CALL_TIMEOUT.plus(ROOM_TO_ANSWER).compareTo(FUNCTION_TIMEOUT) < 0);
    }

    @Test
    void aStalledTableGetsThePlayerAPrivateAnswerSayingSoWithinTheBudget() throws IOException {
        Asked asked = gamesAsked("");
        GameReply reply = asked.reply();

        assertEquals("The game store did not answer in time. Try again in a moment: if your action went through, "
                + "trying again changes nothing.", reply.text());
        assertTrue(reply.ephemeral());
        assertTrue(!held.isEmpty(), "the store did reach the stalled table");
        assertTrue(asked.took().compareTo(FUNCTION_TIMEOUT.minus(ROOM_TO_ANSWER)) < 0,
                "answered after " + asked.took());
    }

    @Test
    void aFrenchPlayerAtAStalledTableIsToldInFrench() throws IOException {
        GameReply reply = gamesAsked(",\"locale\":\"fr\"").reply();

        assertEquals("Le stockage des parties n’a pas répondu à temps. Réessayez dans un instant : si votre action "
                + "est passée, réessayer ne change rien.", reply.text());
        assertTrue(reply.ephemeral());
    }

    private record Asked(GameReply reply, Duration took) {
    }

    /** The answer of the function wired for AWS, its table stalled, to Ann's /tzaar games, with {@code more} fields. */
    private Asked gamesAsked(String more) throws IOException {
        FunctionWiring wiring = FunctionWiring.fromEnvironment(Map.of(
                FunctionWiring.TABLE, "games",
                FunctionWiring.DYNAMODB_ENDPOINT, "http://127.0.0.1:" + stalling.getLocalPort(),
                FunctionWiring.LOG_FILE, "/dev/null"));
        String request = "{\"interactionId\":\"1311111111111111111\",\"channelId\":\"1322222222222222222\","
                + "\"user\":{\"id\":\"1333333333333333333\",\"name\":\"Ann\"},\"command\":\"games\"" + more + "}";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            long start = System.nanoTime();
            wiring.function().handle(new ByteArrayInputStream(request.getBytes(StandardCharsets.UTF_8)), out, "req-1");
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            return new Asked(ApiJson.readReply(out.toString(StandardCharsets.UTF_8)), took);
        } finally {
            wiring.dynamoDb.close();
        }
    }
}
