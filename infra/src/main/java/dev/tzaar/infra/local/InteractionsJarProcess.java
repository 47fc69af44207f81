package dev.tzaar.infra.local;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.interactions.InteractionsLambda;
import dev.tzaar.bot.interactions.PipeHost;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The interactions function's deployment jar ({@code bot/target/tzaar-interactions.jar}) run by
 * itself in a fresh JVM, as Lambda runs it: nothing on the class path but the jar, the template's
 * {@code JAVA_TOOL_OPTIONS}, and function URL events handed to it one at a time through
 * {@link PipeHost} (its standard input and output). A class the jar lacks fails here, not in production.
 */
public final class InteractionsJarProcess implements AutoCloseable {
    /** The JVM options template.yaml gives the interactions function (the infra template tests hold them equal). */
    public static final String TEMPLATE_JAVA_TOOL_OPTIONS = "-XX:+TieredCompilation -XX:TieredStopAtLevel=1";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Process process;
    private final long startedNanos;
    private final OutputStream in;
    private final BufferedReader out;
    private long readyNanos;
    private long firstSentNanos;
    private long firstAnsweredNanos;
    /** The JVM's CPU time (all its threads) when its first answer was read; null when the OS does not say. */
    private Duration cpuAtFirstAnswer;
    /** Where the JVM hands its relays on when it runs as on Lambda ({@link #startAsLambda}); else null. */
    private LambdaInvokeServer selfInvocations;

    /** The first request's exchange, timed from the JVM's start: when it was written to it, when answered. */
    /**
     * @param cpu the CPU time the JVM had used, all threads (compilers included), when its answer was
     *     read, which a busy machine stretches far less than the wall time; null when the OS does not say
     */
    public record FirstExchange(Duration sent, Duration answered, Duration cpu) {
        /** From the request to its answer. */
        public Duration latency() {
            return answered.minus(sent);
        }
    }

    private InteractionsJarProcess(Process process, long startedNanos) {
        this.process = process;
        this.startedNanos = startedNanos;
        this.in = process.getOutputStream();
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /**
     * Starts the jar in a new JVM.
     *
     * @param prime run the SnapStart priming before answering, as before a snapshot
     * @param environment the function's settings: {@code DISCORD_PUBLIC_KEY}, {@code DISCORD_APPLICATION_ID},
     *     {@code TZAAR_DISCORD_API}, {@code TZAAR_FUNCTION}, {@code TZAAR_FUNCTION_ENDPOINT}
     * @param jvmOptions more options for the JVM (like {@code -Xlog:class+load...})
     * @param log where the JVM's standard error goes
     */
    public static InteractionsJarProcess start(Path jar, boolean prime, Map<String, String> environment,
            List<String> jvmOptions, Path log) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", jar.toString(), PipeHost.class.getName()));
        if (prime) {
            command.add("--prime");
        }
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(log.toFile());
        builder.environment().putAll(environment);
        builder.environment().put("JAVA_TOOL_OPTIONS", TEMPLATE_JAVA_TOOL_OPTIONS);
        long started = System.nanoTime();
        return new InteractionsJarProcess(builder.start(), started);
    }

    /**
     * Starts the jar in a new JVM that runs as on Lambda ({@link PipeHost} with {@code TZAAR_SELF_ENDPOINT}):
     * the handler itself answers, and each relay is handed on by a signed POST to a Lambda Invoke API on
     * loopback, which gives the event back to this JVM as another invocation once the one under way is
     * answered. The acknowledgement then costs what it costs on Lambda, the hand-off included (but over
     * plain HTTP: Lambda's endpoint adds a TLS handshake).
     */
    public static InteractionsJarProcess startAsLambda(Path jar, boolean prime, Map<String, String> environment,
            List<String> jvmOptions, Path log) throws IOException {
        InteractionsJarProcess[] jvm = new InteractionsJarProcess[1];
        LocalFunction function = LocalFunction.of("tzaar-interactions", () -> (in, out, context) -> {
            Map<String, Object> event = JSON.readValue(in, new TypeReference<Map<String, Object>>() {});
            out.write(JSON.writeValueAsBytes(jvm[0].handle(event)));
        }, new LambdaLogger() {
            @Override
            public void log(String message) {
                System.err.print(message);
            }

            @Override
            public void log(byte[] message) {
                System.err.print(new String(message, StandardCharsets.UTF_8));
            }
        });
        LambdaInvokeServer server = LambdaInvokeServer.start(function, 0);
        Map<String, String> asLambda = new HashMap<>(environment);
        asLambda.put("TZAAR_SELF_ENDPOINT", server.endpoint().toString());
        asLambda.put("TZAAR_SELF", function.arn() + ":" + LocalFunction.TEMPLATE_ALIAS);
        try {
            jvm[0] = start(jar, prime, asLambda, jvmOptions, log);
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        }
        jvm[0].selfInvocations = server;
        return jvm[0];
    }

    /**
     * The deployment jar Maven builds beside the bot's classes ({@code ./mvnw -pl bot -am package}).
     *
     * @throws IllegalStateException when it is missing or older than the bot's classes
     */
    public static Path deploymentJar() {
        Path target = botTarget();
        Path jar = target.resolve("tzaar-interactions.jar");
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar + " is missing: build it with ./mvnw -pl bot -am package");
        }
        if (!isUpToDate(jar, target.resolve("classes"))) {
            throw new IllegalStateException(jar + " is older than the bot's classes: build it again with "
                    + "./mvnw -pl bot -am package");
        }
        return jar;
    }

    /** The repository's root, where {@code ./mvnw} is: above the bot module's {@code target}. */
    public static Path repositoryRoot() {
        return botTarget().getParent().getParent();
    }

    /** Whether the jar is newer than every class the bot compiled. */
    public static boolean isUpToDate(Path jar, Path classes) {
        if (!Files.isRegularFile(jar)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(classes)) {
            long built = Files.getLastModifiedTime(jar).toMillis();
            return files.filter(Files::isRegularFile).allMatch(file -> {
                try {
                    return Files.getLastModifiedTime(file).toMillis() <= built;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code bot/target}: where the bot's classes (a folder or its jar) were loaded from. */
    private static Path botTarget() {
        try {
            Path source = Path.of(InteractionsLambda.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return source.getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Waits for the JVM to be ready (built, and primed when asked); returns when it was, from its start. */
    public synchronized Duration awaitReady() throws IOException {
        if (readyNanos == 0) {
            String line = out.readLine();
            if (line == null || !line.contains("\"ready\"")) {
                throw new IOException("the interactions jar did not start (exit " + exitValue() + "): see its log");
            }
            readyNanos = System.nanoTime();
        }
        return Duration.ofNanos(readyNanos - startedNanos);
    }

    /**
     * The first request's exchange, however long it took (Discord would have given up after 3 s, but the
     * figure still says how far off it was); empty before it was answered.
     */
    public synchronized java.util.Optional<FirstExchange> firstExchange() {
        if (firstAnsweredNanos == 0) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new FirstExchange(Duration.ofNanos(firstSentNanos - startedNanos),
                Duration.ofNanos(firstAnsweredNanos - startedNanos), cpuAtFirstAnswer));
    }

    /** How long ago the JVM was started. */
    public Duration sinceStart() {
        return Duration.ofNanos(System.nanoTime() - startedNanos);
    }

    /** Answers one function URL event, as the function would; one at a time. */
    public synchronized Map<String, Object> handle(Map<String, Object> event) {
        try {
            awaitReady();
            byte[] request = JSON.writeValueAsBytes(event);
            if (firstSentNanos == 0) {
                firstSentNanos = System.nanoTime();
            }
            in.write(request);
            in.write('\n');
            in.flush();
            String line = out.readLine();
            if (line == null) {
                throw new IOException("the interactions jar stopped (exit " + exitValue() + "): see its log");
            }
            if (firstAnsweredNanos == 0) {
                firstAnsweredNanos = System.nanoTime();
                cpuAtFirstAnswer = process.toHandle().info().totalCpuDuration().orElse(null);
            }
            return JSON.readValue(line, new TypeReference<Map<String, Object>>() {});
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String exitValue() {
        return process.isAlive() ? "none yet" : Integer.toString(process.exitValue());
    }

    /** Closes its input, lets it finish the answers under way, and stops it. */
    @Override
    public void close() {
        try {
            in.close();
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (IOException e) {
            process.destroyForcibly();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        } finally {
            if (selfInvocations != null) {
                selfInvocations.close();
            }
        }
    }

    /** The environment the jar needs to answer through a fake Discord and a game function on loopback. */
    public static Map<String, String> environment(String publicKey, String applicationId, String discordApi,
            URI functionEndpoint, String function) {
        return Map.of("DISCORD_PUBLIC_KEY", publicKey, "DISCORD_APPLICATION_ID", applicationId,
                "TZAAR_DISCORD_API", discordApi, "TZAAR_FUNCTION_ENDPOINT", functionEndpoint.toString(),
                "TZAAR_FUNCTION", function);
    }
}
