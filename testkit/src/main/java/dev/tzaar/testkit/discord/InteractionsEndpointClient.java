package dev.tzaar.testkit.discord;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * How Discord delivers interactions to an application with an Interactions Endpoint URL: a POST of
 * the interaction's JSON, signed with Ed25519 over {@code X-Signature-Timestamp} + the body, by the
 * application's key pair (this fake's own, made at start; the bot gets its public half). Discord waits
 * 3 s for the answer and no longer.
 */
final class InteractionsEndpointClient {
    /** The endpoint's answer: a status and a body, or {@code timedOut} when none came within 3 s. */
    record Answer(int status, byte[] body, boolean timedOut, String failure) {}

    private final URI endpoint;
    private final KeyPair application;
    private final KeyPair stranger = newKey();
    private final Clock clock;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();

    InteractionsEndpointClient(URI endpoint, KeyPair application, Clock clock) {
        this.endpoint = endpoint;
        this.application = application;
        this.clock = clock;
    }

    /** A key's public half as the developer portal shows it: 64 hex digits. */
    static String publicKeyHex(KeyPair key) {
        byte[] encoded = key.getPublic().getEncoded();
        return HexFormat.of().formatHex(Arrays.copyOfRange(encoded, encoded.length - 32, encoded.length));
    }

    URI endpoint() {
        return endpoint;
    }

    Answer post(byte[] body, Forgery forgery, Duration within) {
        long now = clock.instant().getEpochSecond();
        String timestamp = Long.toString(forgery == Forgery.STALE ? now - 600 : now);
        String signature = sign(forgery == Forgery.WRONG_KEY ? stranger : application, timestamp, body);
        byte[] sent = body;
        if (forgery == Forgery.TAMPERED_BODY) {
            sent = new byte[body.length + 1];
            sent[0] = body[0];
            sent[1] = ' ';
            System.arraycopy(body, 1, sent, 2, body.length - 1);
        }
        if (forgery == Forgery.TAMPERED_TIMESTAMP) {
            timestamp = Long.toString(now - 1);
        }
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint).timeout(within)
                .header("Content-Type", "application/json")
                .header("User-Agent", "Discord-Interactions/1.0 (+https://discord.com)")
                .POST(HttpRequest.BodyPublishers.ofByteArray(sent));
        if (forgery != Forgery.UNSIGNED) {
            request.header("X-Signature-Ed25519", signature).header("X-Signature-Timestamp", timestamp);
        }
        try {
            HttpResponse<byte[]> response = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            return new Answer(response.statusCode(), response.body(), false, null);
        } catch (HttpTimeoutException e) {
            return new Answer(0, new byte[0], true, "no answer within " + within.toMillis() + " ms");
        } catch (IOException e) {
            return new Answer(0, new byte[0], false, "the endpoint could not be reached: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(0, new byte[0], false, "interrupted");
        }
    }

    /**
     * A request signed with the application's key as Discord signs its POSTs, but of any method, to
     * any path of the endpoint's host, with any bytes: what a Discord gone odd (or a replay of one of
     * its signatures within its five minutes) could send. Returns the status, the headers and the body.
     */
    HttpResponse<byte[]> signed(String method, String path, byte[] body) throws IOException, InterruptedException {
        String timestamp = Long.toString(clock.instant().getEpochSecond());
        HttpRequest request = HttpRequest.newBuilder(endpoint.resolve(path)).timeout(Duration.ofSeconds(3))
                .header("Content-Type", "application/json")
                .header("User-Agent", "Discord-Interactions/1.0 (+https://discord.com)")
                .header("X-Signature-Ed25519", sign(application, timestamp, body))
                .header("X-Signature-Timestamp", timestamp)
                .method(method, HttpRequest.BodyPublishers.ofByteArray(body)).build();
        return http.send(request, HttpResponse.BodyHandlers.ofByteArray());
    }

    private static String sign(KeyPair key, String timestamp, byte[] body) {
        try {
            Signature signer = Signature.getInstance("Ed25519");
            signer.initSign(key.getPrivate());
            signer.update(timestamp.getBytes(StandardCharsets.UTF_8));
            signer.update(body);
            return HexFormat.of().formatHex(signer.sign());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    static KeyPair newKey() {
        try {
            return KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK has no Ed25519", e);
        }
    }
}
