package dev.tzaar.infra.interactions;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.interactions.InteractionsLambda;
import dev.tzaar.bot.interactions.LambdaHandoff;
import dev.tzaar.infra.local.PipeHost;
import dev.tzaar.infra.local.LambdaInvokeServer;
import dev.tzaar.infra.local.LocalFunction;
import dev.tzaar.infra.local.TemplateMemory;
import java.io.BufferedReader;
import java.io.File;
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
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The interactions function's deployment jar ({@code bot/target/tzaar-interactions.jar}) run by
 * itself in a fresh JVM, as Lambda runs it: nothing on the class path but the jar and the host standing in
 * for Lambda's ({@link PipeHost}, which is not deployed), the template's {@code JAVA_TOOL_OPTIONS}, and
 * function URL events handed to it one at a time through PipeHost's standard input and output. A class the jar lacks fails here, not in production.
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
    /** The Invoke API serving this JVM's invocations when it runs as on Lambda ({@link #startAsLambda}); else null. */
    private LambdaInvokeServer selfInvocations;
    /** The relay function's JVM, which this one hands its relays to ({@link #startAsLambdaWithRelay}); else null. */
    private InteractionsJarProcess relay;
    /** What its exchanges took, by kind; guarded by this. */
    private final Map<Kind, Invocations> invocations = new EnumMap<>(Kind.class);

    /** The kinds of invocation the function has. */
    public enum Kind {
        /** Discord's POST through the function URL: verified and acknowledged (or answered, for autocomplete). */
        FUNCTION_URL,
        /** A relay handed on by an acknowledgement: ask the game function, edit the answer in, ping. */
        HANDED_ON,
        /** The scheduler's sweep of the correspondence clocks. */
        CLOCK_SWEEP;

        static Kind of(Map<String, Object> event) {
            if (event.containsKey(InteractionsLambda.CLOCK_SWEEP)) {
                return CLOCK_SWEEP;
            }
            return LambdaHandoff.isHandedOn(event) ? HANDED_ON : FUNCTION_URL;
        }
    }

    /**
     * What some exchanges with the JVM took, as a Lambda bills an invocation's duration: from the event
     * written to the answer read.
     *
     * @param cpu the CPU time the JVM used meanwhile, all its threads (the compiler's and the
     *     collector's included), as the OS counts it (in ticks of 10 ms on Linux: exact only summed over
     *     many)
     */
    public record Invocations(int count, Duration wall, Duration cpu) {
        public static final Invocations NONE = new Invocations(0, Duration.ZERO, Duration.ZERO);

        public Invocations plus(Duration wall, Duration cpu) {
            return new Invocations(count + 1, this.wall.plus(wall), this.cpu.plus(cpu));
        }
    }

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
        command.addAll(List.of("-cp", jar + File.pathSeparator + pipeHostLocation(), PipeHost.class.getName()));
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
        return startAsLambda("tzaar-interactions", jar, prime, environment, jvmOptions, log);
    }

    /**
     * Starts the two functions template.yaml deploys from the jar, each in a new JVM run as on Lambda:
     * first the relay function (its SnapStart priming done when {@code prime}), then the interactions
     * function, which hands each relay on to the relay function's alias by a signed POST to a Lambda
     * Invoke API on loopback. The one returned is the interactions function's; {@link #relay()} is the
     * other, closed with it. The relay's JVM logs beside {@code log}, its name prefixed with {@code relay-},
     * and its JVM sizes itself as in a function of {@link TemplateMemory#RELAY_FUNCTION} MB ({@code
     * -XX:MaxRAM}: its heap and other pools are then what they would be there).
     */
    public static InteractionsJarProcess startAsLambdaWithRelay(Path jar, boolean prime,
            Map<String, String> environment, Path log) throws IOException {
        InteractionsJarProcess relay = startAsLambda("tzaar-relay", jar, prime, environment,
                List.of("-XX:MaxRAM=" + TemplateMemory.RELAY_FUNCTION + "m"),
                log.resolveSibling("relay-" + log.getFileName()));
        try {
            relay.awaitReady();
            Map<String, String> handingOn = new HashMap<>(environment);
            handingOn.put(InteractionsLambda.RELAY_FUNCTION, relay.selfInvocations.function().arn() + ":"
                    + LocalFunction.TEMPLATE_ALIAS);
            InteractionsJarProcess interactions = startAsLambda("tzaar-interactions", jar, prime, handingOn,
                    List.of(), log, relay.selfInvocations.endpoint());
            interactions.relay = relay;
            return interactions;
        } catch (IOException | RuntimeException e) {
            relay.close();
            throw e;
        }
    }

    /** The relay function's JVM, when this one hands its relays to it ({@link #startAsLambdaWithRelay}); else null. */
    public InteractionsJarProcess relay() {
        return relay;
    }

    private static InteractionsJarProcess startAsLambda(String name, Path jar, boolean prime,
            Map<String, String> environment, List<String> jvmOptions, Path log) throws IOException {
        return startAsLambda(name, jar, prime, environment, jvmOptions, log, null);
    }

    /** @param lambda the Invoke API where it hands its relays on, or null for one that gives them back to it */
    private static InteractionsJarProcess startAsLambda(String name, Path jar, boolean prime,
            Map<String, String> environment, List<String> jvmOptions, Path log, URI lambda) throws IOException {
        InteractionsJarProcess[] jvm = new InteractionsJarProcess[1];
        LocalFunction function = LocalFunction.of(name, () -> (in, out, context) -> {
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
        asLambda.put("TZAAR_SELF_ENDPOINT", (lambda == null ? server.endpoint() : lambda).toString());
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

    /**
     * Where {@link PipeHost} was loaded from (infra's classes or its jar): put after the deployment jar on
     * the fresh JVM's class path, it adds the host and nothing the jar has (infra's other classes are
     * never loaded there).
     */
    static Path pipeHostLocation() {
        try {
            return Path.of(PipeHost.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
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

    /** What the exchanges of each kind took since the JVM started or since they were last taken. */
    public synchronized Map<Kind, Invocations> takeInvocations() {
        Map<Kind, Invocations> taken = new EnumMap<>(Kind.class);
        for (Kind kind : Kind.values()) {
            taken.put(kind, invocations.getOrDefault(kind, Invocations.NONE));
        }
        invocations.clear();
        return taken;
    }

    /** Answers one event (a function URL's, a relay handed on, the sweep), as the function would; one at a time. */
    public synchronized Map<String, Object> handle(Map<String, Object> event) {
        try {
            awaitReady();
            long started = System.nanoTime();
            Duration cpuBefore = cpu();
            Map<String, Object> answer = exchange(event);
            Duration cpuAfter = cpu();
            Kind kind = Kind.of(event);
            invocations.put(kind, invocations.getOrDefault(kind, Invocations.NONE).plus(
                    Duration.ofNanos(System.nanoTime() - started),
                    cpuBefore == null || cpuAfter == null ? Duration.ZERO : cpuAfter.minus(cpuBefore)));
            return answer;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The most memory the JVM's process has held at once (its peak resident set, Linux's {@code VmHWM}),
     * to hold against the memory of the function it stands for; empty where the OS does not say.
     */
    public Optional<Long> peakResidentBytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Optional.of(Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024);
                }
            }
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /** The JVM's CPU time so far, all threads; null when the OS does not say. */
    private Duration cpu() {
        return process.toHandle().info().totalCpuDuration().orElse(null);
    }

    private Map<String, Object> exchange(Map<String, Object> event) throws IOException {
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
            cpuAtFirstAnswer = cpu();
        }
        return JSON.readValue(line, new TypeReference<Map<String, Object>>() {});
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
            if (relay != null) {
                relay.close();
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
