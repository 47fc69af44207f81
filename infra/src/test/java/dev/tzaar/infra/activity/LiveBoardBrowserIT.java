package dev.tzaar.infra.activity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.net.httpserver.HttpServer;
import dev.tzaar.bot.console.Console;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Turns;
import dev.tzaar.infra.local.LocalGameFunction;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live board in a real browser against {@code ./tzaar local}'s real stack: this test starts, in its
 * own JVM, what {@code ./tzaar local} starts (DynamoDB Local, the game function behind the Lambda Invoke
 * API, the live board on a loopback function URL with the console's players), and a console of the same
 * channel that the browser tests type into (a test's door, on loopback: POST a line, get back what the
 * console printed). Then it runs the page's browser tests (activity/web/test/browser, Node's runner,
 * playwright-core driving Debian's Chromium) with {@code TZAAR_BASE_URL} set to the live board's URL:
 * local.test.ts plays there (a whole game by taps, a watcher, the console mixed in, golden screenshots),
 * timing.test.ts measures the first paint; the fixture's tests skip. Skips, saying why, where Chromium
 * or Node is missing.
 */
@Tag("end-to-end")
class LiveBoardBrowserIT {
    private static final Path CHROMIUM = Path.of(System.getenv().getOrDefault("TZAAR_CHROMIUM", "/usr/bin/chromium"));

    @TempDir
    Path data;

    @Test
    void thePagesBrowserTestsPassAgainstTheRealStack() throws Exception {
        Path web = Path.of(System.getProperty("tzaar.activity.web", "../activity/web")).toAbsolutePath().normalize();
        Path page = Path.of(System.getProperty("tzaar.activity.page",
                "../activity/target/classes/dev/tzaar/activity/web")).toAbsolutePath().normalize();
        assumeTrue(Files.isExecutable(CHROMIUM), "no Chromium at " + CHROMIUM
                + ": the browser tests skip (.ci/run installs Debian's chromium; apt-get install -y chromium)");
        assumeTrue(nodeRuns(), "no node on the PATH: the browser tests skip");
        assumeTrue(Files.isDirectory(web.resolve("node_modules/playwright-core")),
                "the page's packages are not installed in " + web + " (the activity module's build runs npm ci)");

        try (LocalGameFunction function = LocalGameFunction.start(data, 0, 0, Map.of());
                FunctionClient relay = function.newRelay();
                FunctionClient consoleRelay = function.newRelay();
                LocalActivity activity = LocalActivity.start(0, relay, LocalActivity.DEFAULT_PLAYERS);
                ConsoleDoor console = ConsoleDoor.start(consoleRelay, data.resolve("boards"))) {
            // Its output is copied line by line: a child writing to this JVM's own streams would garble
            // what the test runner reads from them.
            ProcessBuilder tests = new ProcessBuilder("node", "scripts/test.mjs", "browser").directory(web.toFile())
                    .redirectErrorStream(true);
            tests.environment().put("TZAAR_BASE_URL", activity.url().toString());
            tests.environment().put("TZAAR_CONSOLE_URL", console.url());
            tests.environment().put("TZAAR_PAGE_DIR", page.toString());
            tests.environment().put("TZAAR_COURSE", courseAnswers());
            Process run = tests.start();
            Thread copy = new Thread(() -> new java.io.BufferedReader(new java.io.InputStreamReader(run.getInputStream(),
                    StandardCharsets.UTF_8)).lines().forEach(System.out::println), "browser-tests-output");
            copy.setDaemon(true);
            copy.start();
            if (!run.waitFor(15, TimeUnit.MINUTES)) {
                run.destroyForcibly();
                throw new AssertionError("the browser tests ran longer than 15 minutes");
            }
            copy.join(10_000);
            assertEquals(0, run.exitValue(), "the page's browser tests against the real stack (output above)");
        }
    }

    /**
     * Every exercise of the course in order with one answer it accepts ({@code board-1 C4xF6}, a turn's
     * actions joined by {@code +}), from the engine's own judge, as {@code ./tzaar lessons --list} prints
     * them: what a player who makes no mistake taps through on the page.
     */
    static String courseAnswers() {
        return Course.lessons().stream().flatMap(lesson -> lesson.exercises().stream())
                .map(exercise -> exercise.lesson() + "-" + exercise.number() + " "
                        + Turns.notation(exercise.acceptedAnswers().get(0)))
                .collect(Collectors.joining("\n"));
    }

    private static boolean nodeRuns() {
        try {
            Process node = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
            node.getInputStream().readAllBytes();
            return node.waitFor(30, TimeUnit.SECONDS) && node.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * The console of the local channel, typed into over loopback: each POSTed line is read by the real
     * {@link Console} as a line of {@code ./tzaar console}, and the answer is what it printed for it.
     */
    static final class ConsoleDoor implements AutoCloseable {
        private record Typed(String line, CompletableFuture<String> printed) {
        }

        private final HttpServer server;
        private final Thread reader;

        private ConsoleDoor(HttpServer server, Thread reader) {
            this.server = server;
            this.reader = reader;
        }

        static ConsoleDoor start(FunctionClient function, Path boards) throws IOException {
            BlockingQueue<Typed> typed = new LinkedBlockingQueue<>();
            ByteArrayOutputStream printed = new ByteArrayOutputStream();
            Console console = new Console(function, boards, new PrintStream(printed, true, StandardCharsets.UTF_8),
                    System::currentTimeMillis);
            Thread reader = new Thread(() -> {
                Typed[] current = {null};
                try {
                    console.run(prompt -> {
                        if (current[0] != null) {
                            current[0].printed().complete(printed.toString(StandardCharsets.UTF_8));
                        }
                        try {
                            current[0] = typed.take();
                        } catch (InterruptedException e) {
                            return null;
                        }
                        printed.reset();
                        return current[0].line();
                    }, false, "");
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }, "console-door");
            reader.setDaemon(true);
            reader.start();
            HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 8);
            server.createContext("/", exchange -> {
                try (exchange) {
                    String line = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8).strip();
                    Typed one = new Typed(line, new CompletableFuture<>());
                    typed.add(one);
                    byte[] answer;
                    int status = 200;
                    try {
                        answer = one.printed().get(60, TimeUnit.SECONDS).getBytes(StandardCharsets.UTF_8);
                    } catch (Exception e) {
                        answer = e.toString().getBytes(StandardCharsets.UTF_8);
                        status = 500;
                    }
                    exchange.sendResponseHeaders(status, answer.length);
                    try (OutputStream out = exchange.getResponseBody()) {
                        out.write(answer);
                    }
                }
            });
            server.start();
            return new ConsoleDoor(server, reader);
        }

        String url() {
            return "http://127.0.0.1:" + server.getAddress().getPort() + "/console";
        }

        @Override
        public void close() {
            server.stop(0);
            reader.interrupt();
        }
    }

}
