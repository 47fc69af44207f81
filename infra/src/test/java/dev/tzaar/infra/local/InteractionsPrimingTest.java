package dev.tzaar.infra.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dev.tzaar.bot.interactions.EventInvoker;
import dev.tzaar.bot.interactions.InteractionsEndpoint;
import dev.tzaar.bot.interactions.InteractionsPriming;
import dev.tzaar.bot.interactions.LambdaHandoff;
import dev.tzaar.bot.interactions.SignatureVerifier;
import dev.tzaar.bot.interactions.WebhookResponder;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.Signature;
import java.util.Base64;
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
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SnapStart priming runs the acknowledgement path for every kind of interaction and reaches nothing
 * outside the JVM; and that path stays light: in a fresh JVM it loads no AWT, no image I/O, no
 * renderer and none of JDA's gateway or REST machinery. Here rather than in bot because the fresh JVM
 * runs {@link PipeHost}, the host that stands in for Lambda's, which is no part of the bot.
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
    /**
     * Classes the acknowledgement of a command, as the function runs on Lambda, must not load either:
     * the AWS SDK's Lambda client and its request pipeline, endpoint rules and service metadata, its
     * partition metadata, its SigV4 signer and HTTP clients, and the JDK's {@code java.net.http} client.
     * Together they were about 2,400 of the 4,900 classes a cold acknowledgement loaded, and most of its
     * time (docs/interactions-function.md).
     */
    private static final Pattern NOT_FOR_THE_ACKNOWLEDGEMENT = Pattern.compile("^(software\\.amazon\\.awssdk\\."
            + "(services\\.|core\\.internal\\.http\\.|regions\\.servicemetadata\\.|regions\\.partitionmetadata\\."
            + "|http\\.auth\\.aws\\.|http\\.urlconnection\\.|awscore\\.client\\.)|jdk\\.internal\\.net\\.http\\.)");
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

    /** A fresh JVM, a process: in the full run (docs/architecture.md, "Tests"). */
    @Tag("end-to-end")
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

    /** A fresh JVM, a process: in the full run (docs/architecture.md, "Tests"). */
    @Tag("end-to-end")
    @Test
    void aCommandAcknowledgedAsOnLambdaInAFreshJvmMakesNoSdkClientNoSdkSignerAndNoJavaNetHttpClient(@TempDir Path dir)
            throws Exception {
        KeyPair discord = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        List<String> handedOn = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        HttpServer lambda = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        lambda.createContext("/", exchange -> {
            handedOn.add(exchange.getRequestMethod() + " " + exchange.getRequestURI().getRawPath());
            exchange.getRequestBody().readAllBytes();
            exchange.sendResponseHeaders(202, -1);
            exchange.close();
        });
        lambda.start();
        Path log = dir.resolve("classes.log");
        Path events = dir.resolve("events");
        Files.writeString(events, signedChallenge(discord) + "\n");
        try {
            // PipeHost as on Lambda: the handler, its hand-off sent to the loopback Invoke API above.
            ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java")
                    .toString(), "-Xlog:class+load=info:file=" + log, "-cp", System.getProperty("java.class.path"),
                    PipeHost.class.getName()).redirectInput(events.toFile())
                    .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile());
            builder.environment().put("DISCORD_PUBLIC_KEY", rawHex(discord));
            builder.environment().put("DISCORD_APPLICATION_ID", "100000000000000001");
            builder.environment().put("TZAAR_FUNCTION_ENDPOINT", "http://127.0.0.1:9");
            builder.environment().put("TZAAR_FUNCTION", "tzaar");
            builder.environment().put("TZAAR_SELF_ENDPOINT", "http://127.0.0.1:" + lambda.getAddress().getPort());
            builder.environment().put("TZAAR_SELF", InteractionsPriming.NO_FUNCTION);
            Process process = builder.start();
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the JVM did not finish");
            assertEquals(0, process.exitValue(), Files.readString(dir.resolve("err.txt")));
        } finally {
            lambda.stop(0);
        }
        List<String> out = Files.readAllLines(dir.resolve("out.txt"));
        assertEquals(2, out.size(), out.toString());
        assertTrue(out.get(1).contains("\"statusCode\":200") && out.get(1).contains("{\\\"type\\\":5}"), out.get(1));
        assertEquals(List.of("POST " + EventInvoker.INVOKE_PATH + "arn%3Aaws%3Alambda%3Aus-east-1%3A000000000000"
                + "%3Afunction%3Apriming%3Alive/invocations"), handedOn, "handed on once");

        List<String> loaded = loadedClasses(log);
        assertTrue(loaded.containsAll(List.of(SignatureVerifier.class.getName(), LambdaHandoff.class.getName(),
                EventInvoker.class.getName())), "not the path's log");
        List<String> heavy = loaded.stream().filter(name -> HEAVY.matcher(name).find()
                || NOT_FOR_THE_ACKNOWLEDGEMENT.matcher(name).find()).toList();
        assertEquals(List.of(), heavy, "loaded to acknowledge a command");
    }

    /** A {@code /tzaar challenge} as Discord POSTs it to a function URL, signed now with {@code key}. */
    private static String signedChallenge(KeyPair key) throws Exception {
        long snowflake = (System.currentTimeMillis() - 1_420_070_400_000L) << 22;
        String body = "{\"type\":2,\"id\":\"" + snowflake + "\",\"application_id\":\"100000000000000001\","
                + "\"token\":\"aW50ZXJhY3Rpb24\",\"version\":1,\"guild_id\":\"100000000000000002\","
                + "\"channel_id\":\"100000000000000003\",\"locale\":\"en-US\","
                + "\"channel\":{\"id\":\"100000000000000003\",\"type\":0},"
                + "\"member\":{\"user\":{\"id\":\"100000000000000004\",\"username\":\"ann\"}},"
                + "\"data\":{\"name\":\"tzaar\",\"type\":1,\"options\":[{\"name\":\"challenge\",\"type\":1,"
                + "\"options\":[{\"name\":\"opponent\",\"type\":6,\"value\":\"100000000000000005\"}]}],"
                + "\"resolved\":{\"users\":{\"100000000000000005\":{\"id\":\"100000000000000005\","
                + "\"username\":\"bob\"}}}}}";
        String timestamp = Long.toString(System.currentTimeMillis() / 1000);
        Signature ed25519 = Signature.getInstance("Ed25519");
        ed25519.initSign(key.getPrivate());
        ed25519.update((timestamp + body).getBytes(StandardCharsets.UTF_8));
        String signature = HexFormat.of().formatHex(ed25519.sign());
        return "{\"version\":\"2.0\",\"requestContext\":{\"http\":{\"method\":\"POST\"}},"
                + "\"headers\":{\"content-type\":\"application/json\",\"x-signature-ed25519\":\"" + signature
                + "\",\"x-signature-timestamp\":\"" + timestamp + "\"},\"body\":\""
                + Base64.getEncoder().encodeToString(body.getBytes(StandardCharsets.UTF_8)) + "\",\"isBase64Encoded\":true}";
    }

    private static String rawHex(KeyPair key) {
        byte[] encoded = key.getPublic().getEncoded();
        return HexFormat.of().formatHex(Arrays.copyOfRange(encoded, encoded.length - 32, encoded.length));
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
