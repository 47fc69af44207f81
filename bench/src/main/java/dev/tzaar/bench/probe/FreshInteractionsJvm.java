package dev.tzaar.bench.probe;

import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import dev.tzaar.infra.interactions.InteractionsJarProcess;
import dev.tzaar.infra.local.FunctionUrlServer;
import dev.tzaar.infra.local.LocalFunction;
import dev.tzaar.infra.local.LocalGameFunction;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * The interactions function's first acknowledgement as a fresh Lambda instance gives it: the deployment
 * jar alone in a new JVM with the template's {@code JAVA_TOOL_OPTIONS}, a {@code /tzaar challenge}
 * sent by the fake Discord as soon as the process is started. Unprimed, it is timed from the process's
 * start to the endpoint's answer, the acknowledgement (a cold start without SnapStart; Lambda's own
 * start-up not included), and shown even when it came later than Discord's 3 s. Primed, the JVM first
 * runs the SnapStart priming, and only the first request after it is timed (from when it reaches the
 * JVM): a stand-in for the first request after a SnapStart restore, which this machine cannot do (no
 * CRaC JDK).
 */
public final class FreshInteractionsJvm {
    private static final Duration AIM_UNPRIMED = Duration.ofSeconds(1);
    private static final Duration AIM_WARM = Duration.ofMillis(50);

    private FreshInteractionsJvm() {
    }

    /**
     * A measured start: {@code acknowledged} from the process's start (unprimed) or from the request
     * (primed) to the endpoint's answer, and whether Discord took it within its 3 s.
     */
    private record Start(Duration acknowledged, boolean inTime, Duration ready, Duration cpu) {}

    public static void run(PrintStream out, FakeDiscord discord, LocalGameFunction function, Path logs, int tries)
            throws Exception {
        Path jar = DeploymentJarBuild.upToDate(out);
        out.printf("  deployment jar %s: %.1f MB; JVM options %s; load average %.1f on %d cores before%n",
                jar.getFileName(), Files.size(jar) / 1e6, InteractionsJarProcess.TEMPLATE_JAVA_TOOL_OPTIONS,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
        List<Start> unprimed = new ArrayList<>();
        List<Start> primed = new ArrayList<>();
        for (int i = 0; i < tries; i++) {
            // Alternated, so that a change in the machine's load falls on both.
            unprimed.add(once(discord, function, jar, false, logs.resolve("fresh-interactions-" + i + ".log"), i));
            primed.add(once(discord, function, jar, true, logs.resolve("primed-interactions-" + i + ".log"), i));
        }
        out.printf("  fresh JVM, unprimed: process start → its answer        %s   (aim: ≤ %d ms)%n",
                figures(unprimed), AIM_UNPRIMED.toMillis());
        out.printf("  fresh JVM, primed:   first request → its answer        %s   (aim: ≤ %d ms, as warm)%n",
                figures(primed), AIM_WARM.toMillis());
        out.printf("    unprimed, CPU the JVM had used by its answer (all threads; load stretches it far less than the"
                + " wall time): %s%n", unprimed.stream().map(start -> start.cpu() == null ? "unknown"
                        : start.cpu().toMillis() + " ms").collect(Collectors.joining(", ")));
        out.printf("    primed = the SnapStart priming run in the JVM first (took %s from process start), then the first"
                + " request timed alone: a stand-in for a SnapStart restore, not one%n", primed.stream()
                .map(start -> start.ready().toMillis() + " ms").collect(Collectors.joining(", ")));
        out.printf("  load average %.1f on %d cores after%n",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
    }

    /** Each try in ms, in the order run (marked when Discord would have given up), and their median. */
    private static String figures(List<Start> starts) {
        long[] sorted = starts.stream().mapToLong(start -> start.acknowledged().toMillis()).sorted().toArray();
        return String.format("median %d ms   runs: %s", sorted[sorted.length / 2], starts.stream()
                .map(start -> start.acknowledged().toMillis() + " ms" + (start.inTime() ? "" : " (late: > 3 s)"))
                .collect(Collectors.joining(", ")));
    }

    private static Start once(FakeDiscord discord, LocalGameFunction function, Path jar, boolean prime, Path log,
            int index) throws Exception {
        DiscordUser challenger = discord.newUser("fresh" + (prime ? "p" : "u") + index);
        DiscordUser opponent = discord.newUser("opponent" + (prime ? "p" : "u") + index);
        Map<String, String> environment = InteractionsJarProcess.environment(discord.publicKey(),
                discord.applicationId(), discord.restBaseUrl(), function.functionEndpoint(),
                LocalGameFunction.FUNCTION + ":" + LocalFunction.TEMPLATE_ALIAS);
        // As on Lambda: the handler answers and hands each relay on to another invocation of itself.
        try (InteractionsJarProcess jvm = InteractionsJarProcess.startAsLambda(jar, prime, environment, List.of(), log);
                FunctionUrlServer url = FunctionUrlServer.start(0, jvm::handle)) {
            discord.deliverInteractionsTo(url.url());
            Duration ready = prime ? jvm.awaitReady() : Duration.ZERO;
            Interaction challenge = discord.slashCommand(challenger, "tzaar", "challenge", Map.of("opponent", opponent));
            boolean inTime;
            try {
                // Discord waits 3 s: an answer later than that is no acknowledgement.
                inTime = challenge.awaitCallback(Duration.ofSeconds(4)).accepted();
            } catch (AssertionError e) {
                inTime = false;
            }
            if (inTime) {
                // The rest of the relay, so that the JVM ends with nothing under way.
                challenge.awaitEdits(1, Duration.ofSeconds(30));
            }
            InteractionsJarProcess.FirstExchange first = firstExchange(jvm);
            Duration acknowledged = prime ? first.latency() : first.answered();
            return new Start(acknowledged, inTime, ready, first.cpu());
        }
    }

    /** The first exchange, once the JVM has answered it (late answers too). */
    private static InteractionsJarProcess.FirstExchange firstExchange(InteractionsJarProcess jvm)
            throws InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (jvm.firstExchange().isEmpty()) {
            if (System.nanoTime() > giveUp) {
                throw new IllegalStateException("the interactions jar never answered its first request");
            }
            Thread.sleep(10);
        }
        return jvm.firstExchange().orElseThrow();
    }

    /** The deployment jar, built first (saying so on {@code out}) when it is missing or older than the bot's classes. */
    public static Path deploymentJar(PrintStream out) throws IOException, InterruptedException {
        return DeploymentJarBuild.upToDate(out);
    }

    /** The deployment jar, built first when it is missing or older than the bot's classes. */
    static final class DeploymentJarBuild {
        private DeploymentJarBuild() {
        }

        static Path upToDate(PrintStream out) throws IOException, InterruptedException {
            try {
                return InteractionsJarProcess.deploymentJar();
            } catch (IllegalStateException stale) {
                out.println("  (building the deployment jar: ./mvnw -q -B -pl bot -am package -DskipTests)");
                Path root = InteractionsJarProcess.repositoryRoot();
                Process build = new ProcessBuilder(root.resolve("mvnw").toString(), "-q", "-B", "-f",
                        root.resolve("pom.xml").toString(), "-pl", "bot", "-am", "package", "-DskipTests")
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                if (!build.waitFor(10, TimeUnit.MINUTES) || build.exitValue() != 0) {
                    throw new IllegalStateException("the deployment jar could not be built: run ./mvnw -pl bot -am "
                            + "package to see why");
                }
                return InteractionsJarProcess.deploymentJar();
            }
        }
    }
}
