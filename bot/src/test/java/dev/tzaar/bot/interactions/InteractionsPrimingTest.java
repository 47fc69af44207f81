package dev.tzaar.bot.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPairGenerator;
import java.time.Clock;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SnapStart priming runs the acknowledgement path for every kind of interaction and reaches nothing
 * outside the JVM; and that path stays light: in a fresh JVM it loads no AWT, no image I/O, no
 * renderer and none of JDA's gateway or REST machinery.
 */
class InteractionsPrimingTest {
    /**
     * Classes the acknowledgement path must never load: AWT and Java2D (seconds of start-up, and fonts
     * the function does not have), image I/O, the game function's renderer, JDA's client, gateway and
     * REST requester, and the HTTP and WebSocket libraries under them.
     */
    private static final Pattern HEAVY = Pattern.compile("^(java\\.awt\\.|javax\\.imageio\\.|sun\\.awt\\."
            + "|sun\\.java2d\\.|dev\\.tzaar\\.lambda\\.render\\.|net\\.dv8tion\\.jda\\.internal\\.JDAImpl"
            + "|net\\.dv8tion\\.jda\\.api\\.JDABuilder|net\\.dv8tion\\.jda\\.internal\\.requests\\."
            + "|net\\.dv8tion\\.jda\\.internal\\.handle\\.|net\\.dv8tion\\.jda\\.internal\\.audio\\."
            + "|net\\.dv8tion\\.jda\\.api\\.requests\\.Requester|okhttp3\\.|okio\\.|com\\.neovisionaries\\.)");
    /** A line of {@code -Xlog:class+load}: {@code [0.012s][info][class,load] java.lang.Object source: ...}. */
    private static final Pattern LOADED = Pattern.compile("\\[class,load\\s*]\\s+(\\S+) source:");

    @Test
    void primingAnswersAPingACommandAButtonAndAutocompleteAndHandsTheRelaysOnWithoutSendingThem() {
        InteractionsPriming.Primed primed = new InteractionsPriming(Clock.systemUTC()).prime();

        assertEquals(List.of("{\"type\":1}", "{\"type\":5}", "{\"type\":6}",
                "{\"type\":8,\"data\":{\"choices\":[{\"name\":\"C2 · your stack\",\"value\":\"C2\"}]}}"),
                primed.answers());
        // The challenge and the accepted button, each built into the asynchronous invocation that
        // would carry it, and kept here.
        assertEquals(2, primed.handedOn().size(), primed.handedOn().toString());
        assertTrue(primed.handedOn().get(0).contains("\\\"command\\\":\\\"challenge\\\""), primed.handedOn().get(0));
        assertTrue(primed.handedOn().get(1).contains("\\\"command\\\":\\\"accept\\\""), primed.handedOn().get(1));
    }

    @Test
    void theAcknowledgementPathInAFreshJvmLoadsNoAwtNoRendererAndNoJdaGatewayOrRequester(@TempDir Path dir)
            throws Exception {
        Path log = dir.resolve("classes.log");
        // The endpoint's host, primed and given no interaction: the priming is the acknowledgement path.
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:class+load=info:file=" + log, "-cp", System.getProperty("java.class.path"),
                PipeHost.class.getName(), "--prime")
                .redirectInput(Files.createFile(dir.resolve("no-interactions")).toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile());
        builder.environment().put("DISCORD_PUBLIC_KEY", publicKeyHex());
        builder.environment().put("DISCORD_APPLICATION_ID", "100000000000000001");
        builder.environment().put("TZAAR_FUNCTION_ENDPOINT", "http://127.0.0.1:9");
        builder.environment().put("TZAAR_FUNCTION", "tzaar");
        Process process = builder.start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the JVM did not finish");
        assertEquals(0, process.exitValue(), Files.readString(dir.resolve("err.txt")));
        assertEquals("{\"ready\":true}", Files.readString(dir.resolve("out.txt")).strip());

        List<String> loaded = loadedClasses(log);
        // The log is the path's: the endpoint, the signature check and the acknowledgement were loaded.
        assertTrue(loaded.containsAll(List.of(InteractionsEndpoint.class.getName(), SignatureVerifier.class.getName(),
                WebhookResponder.class.getName(), InteractionsPriming.class.getName())), "not the path's log");
        List<String> heavy = loaded.stream().filter(name -> HEAVY.matcher(name).find()).toList();
        assertEquals(List.of(), heavy, "loaded on the acknowledgement path");
    }

    private static List<String> loadedClasses(Path log) throws IOException {
        return Files.readAllLines(log).stream().map(LOADED::matcher).filter(Matcher::find).map(m -> m.group(1))
                .toList();
    }

    private static String publicKeyHex() throws Exception {
        byte[] encoded = KeyPairGenerator.getInstance("Ed25519").generateKeyPair().getPublic().getEncoded();
        return HexFormat.of().formatHex(Arrays.copyOfRange(encoded, encoded.length - 32, encoded.length));
    }
}
