package dev.tzaar.bot.function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.sun.net.httpserver.HttpServer;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Player;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.function.FunctionClient.FunctionUnavailable;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Each way the function can fail to give a usable reply is told to the player in their language
 * (English and French here), through the real AWS SDK client against an Invoke endpoint on
 * loopback: nothing listening, an answer the bot cannot read, and an error of the function's own.
 */
class LambdaFunctionClientTest {
    private static final Texts FRENCH = Texts.of(Locale.FRENCH);
    private static final GameRequest BOARD = GameRequest.of("1300000000000000001", "900000000000000001",
            "800000000000000001", new Player("100000000000000001", "Ann", false), Command.BOARD, Map.of());

    /** An Invoke endpoint on loopback that answers every invocation with {@code body}, marked as an error or not. */
    private static HttpServer answering(String body, boolean functionError) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            if (functionError) {
                exchange.getResponseHeaders().add("X-Amz-Function-Error", "Unhandled");
            }
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, bytes.length);
            exchange.getResponseBody().write(bytes);
            exchange.close();
        });
        server.start();
        return server;
    }

    private static FunctionUnavailable failureOf(URI endpoint) {
        try (LambdaFunctionClient client = LambdaFunctionClient.local(endpoint, "tzaar:live")) {
            return assertThrows(FunctionUnavailable.class, () -> client.call(BOARD));
        }
    }

    /** The failure met when the endpoint answers {@code body}, marked as the function's error or not. */
    private static FunctionUnavailable failureWhenAnswered(String body, boolean functionError) throws IOException {
        HttpServer server = answering(body, functionError);
        try {
            return failureOf(URI.create("http://127.0.0.1:" + server.getAddress().getPort()));
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aFunctionThatDoesNotAnswerIsToldInThePlayersLanguage() throws IOException {
        URI nobody;
        try (ServerSocket socket = new ServerSocket(0)) {
            nobody = URI.create("http://127.0.0.1:" + socket.getLocalPort());
        }
        FunctionUnavailable failure = failureOf(nobody);
        assertEquals("The game service did not answer. Nothing was changed; try again in a moment.",
                failure.toldIn(Texts.ENGLISH));
        assertEquals("Le service de jeu n’a pas répondu. Rien n’a été changé ; réessayez dans un instant.",
                failure.toldIn(FRENCH));
    }

    @Test
    void anAnswerTheBotCannotReadIsToldInThePlayersLanguage() throws IOException {
        FunctionUnavailable failure = failureWhenAnswered("[\"not a reply\"]", false);
        assertEquals("The game service answered in a way this bot cannot read; it may need an update.",
                failure.toldIn(Texts.ENGLISH));
        assertEquals("Le service de jeu a répondu d’une façon que ce bot ne sait pas lire ; il doit peut-être "
                + "être mis à jour.", failure.toldIn(FRENCH));
    }

    @Test
    void anErrorOfTheFunctionsOwnIsToldInThePlayersLanguageAndLoggedWithItsPayload() throws IOException {
        FunctionUnavailable failure = failureWhenAnswered("{\"errorMessage\":\"Task timed out after 10.00 seconds\"}",
                true);
        assertEquals("The game service failed. Nothing was changed; try again in a moment.",
                failure.toldIn(Texts.ENGLISH));
        assertEquals("Le service de jeu a échoué. Rien n’a été changé ; réessayez dans un instant.",
                failure.toldIn(FRENCH));
        assertEquals("The game service failed. Nothing was changed; try again in a moment.", failure.getMessage());
        assertEquals("Unhandled: {\"errorMessage\":\"Task timed out after 10.00 seconds\"}",
                failure.getCause().getMessage());
    }
}
