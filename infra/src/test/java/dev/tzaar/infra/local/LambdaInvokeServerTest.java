package dev.tzaar.infra.local;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.InvalidParameterValueException;
import software.amazon.awssdk.services.lambda.model.InvalidRequestContentException;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;
import software.amazon.awssdk.services.lambda.model.RequestTooLargeException;
import software.amazon.awssdk.services.lambda.model.ResourceNotFoundException;

/** The server driven by the AWS SDK's own {@link LambdaClient}, as the bot will drive it. */
class LambdaInvokeServerTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final List<String> logLines = new CopyOnWriteArrayList<>();
    private final LambdaLogger log = new LambdaLogger() {
        @Override
        public void log(String message) {
            logLines.add(message);
        }

        @Override
        public void log(byte[] message) {
            log(new String(message, StandardCharsets.UTF_8));
        }
    };
    private LambdaInvokeServer server;
    private LambdaClient lambda;

    @AfterEach
    void stop() {
        if (lambda != null) {
            lambda.close();
        }
        if (server != null) {
            server.close();
        }
    }

    private void start(Supplier<? extends RequestStreamHandler> handlers) throws IOException {
        server = LambdaInvokeServer.start(LocalFunction.of("tzaar", handlers, log), 0);
        lambda = LambdaClient.builder()
                .endpointOverride(server.endpoint())
                .region(Region.EU_WEST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                .httpClient(UrlConnectionHttpClient.create())
                .build();
    }

    private InvokeResponse invoke(String functionName, String payload) {
        return lambda.invoke(b -> b.functionName(functionName).payload(SdkBytes.fromUtf8String(payload)));
    }

    /** Replies with what the context told it. */
    private static final class Introspecting implements RequestStreamHandler {
        @Override
        public void handleRequest(InputStream in, OutputStream out, Context context) throws IOException {
            context.getLogger().log("hello from " + context.getAwsRequestId());
            var reply = JSON.createObjectNode()
                    .put("event", JSON.readTree(in).toString())
                    .put("requestId", context.getAwsRequestId())
                    .put("functionName", context.getFunctionName())
                    .put("version", context.getFunctionVersion())
                    .put("arn", context.getInvokedFunctionArn())
                    .put("remainingMs", context.getRemainingTimeInMillis())
                    .put("memoryMb", context.getMemoryLimitInMB());
            JSON.writeValue(out, reply);
        }
    }

    @Test
    void aSuccessfulInvocationReturnsTheHandlersBytesWithLambdasHeaders() throws Exception {
        start(Introspecting::new);

        InvokeResponse response = invoke("tzaar", "{\"command\":\"board\"}");

        assertEquals(200, response.statusCode());
        assertNull(response.functionError());
        assertEquals("$LATEST", response.executedVersion());
        assertEquals("application/json", response.sdkHttpResponse().firstMatchingHeader("Content-Type").orElseThrow());
        JsonNode reply = JSON.readTree(response.payload().asByteArray());
        assertEquals("{\"command\":\"board\"}", reply.get("event").asText());
        assertEquals(response.responseMetadata().requestId(), reply.get("requestId").asText());
        assertEquals("tzaar", reply.get("functionName").asText());
        assertEquals("arn:aws:lambda:us-east-1:000000000000:function:tzaar", reply.get("arn").asText());
        assertEquals(1536, reply.get("memoryMb").asInt());
        int remaining = reply.get("remainingMs").asInt();
        assertTrue(remaining > 0 && remaining <= 10_000, "remaining time counts down from the timeout: " + remaining);
        assertEquals(List.of("hello from " + reply.get("requestId").asText()), logLines);
    }

    @Test
    void eachInvocationGetsAFreshRequestId() throws Exception {
        start(Introspecting::new);

        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 5; i++) {
            ids.add(invoke("tzaar", "{}").responseMetadata().requestId());
        }

        assertEquals(5, ids.size());
    }

    @Test
    void theAliasRunsThePublishedVersionWhicheverWayItIsNamed() throws Exception {
        start(Introspecting::new);

        List<InvokeResponse> responses = List.of(
                invoke("tzaar:live", "{}"),
                invoke("arn:aws:lambda:eu-west-1:123456789012:function:tzaar:live", "{}"),
                lambda.invoke(b -> b.functionName("tzaar").qualifier("live").payload(SdkBytes.fromUtf8String("{}"))));

        for (InvokeResponse response : responses) {
            assertEquals("1", response.executedVersion());
            JsonNode reply = JSON.readTree(response.payload().asByteArray());
            assertEquals("1", reply.get("version").asText());
            assertEquals("arn:aws:lambda:us-east-1:000000000000:function:tzaar:live", reply.get("arn").asText());
        }
    }

    @Test
    void aHandlerExceptionIsAFunctionErrorInLambdasJsonWithStatus200() throws Exception {
        start(() -> (in, out, context) -> {
            throw new IllegalStateException("boom", new IOException("underneath"));
        });

        InvokeResponse response = invoke("tzaar", "{}");

        assertEquals(200, response.statusCode());
        assertEquals("Unhandled", response.functionError());
        JsonNode error = JSON.readTree(response.payload().asByteArray());
        assertEquals("boom", error.get("errorMessage").asText());
        assertEquals("java.lang.IllegalStateException", error.get("errorType").asText());
        assertTrue(error.get("stackTrace").isArray() && error.get("stackTrace").size() > 0);
        assertTrue(error.get("stackTrace").get(0).asText().startsWith(LambdaInvokeServerTest.class.getName()),
                error.get("stackTrace").get(0).asText());
        assertEquals("java.io.IOException", error.get("cause").get("errorType").asText());
        assertTrue(logLines.stream().anyMatch(line -> line.contains("\"errorMessage\":\"boom\"")),
                "the error goes to the function's log too: " + logLines);
    }

    @Test
    void aHandlerThatCannotBeMadeIsAFunctionErrorAndIsTriedAgainNextTime() throws Exception {
        AtomicInteger attempts = new AtomicInteger();
        start(() -> {
            if (attempts.incrementAndGet() == 1) {
                throw new IllegalStateException("no table name");
            }
            return new Introspecting();
        });

        InvokeResponse first = invoke("tzaar", "{}");
        InvokeResponse second = invoke("tzaar", "{}");

        assertEquals("Unhandled", first.functionError());
        assertTrue(first.payload().asUtf8String().contains("no table name"));
        assertNull(second.functionError());
    }

    @Test
    void anUnknownFunctionIsResourceNotFound() throws Exception {
        start(Introspecting::new);

        ResourceNotFoundException notFound = assertThrows(ResourceNotFoundException.class,
                () -> invoke("chess", "{}"));

        assertEquals(404, notFound.statusCode());
        assertTrue(notFound.getMessage().contains("Function not found: arn:aws:lambda:us-east-1:000000000000:function:chess"),
                notFound.getMessage());
    }

    @Test
    void anUnknownAliasOrVersionIsResourceNotFound() throws Exception {
        start(Introspecting::new);

        assertThrows(ResourceNotFoundException.class, () -> invoke("tzaar:staging", "{}"));
        assertThrows(ResourceNotFoundException.class, () -> invoke("tzaar:2", "{}"));
    }

    @Test
    void aQualifierContradictingTheNameIsAnInvalidParameter() throws Exception {
        start(Introspecting::new);

        assertThrows(InvalidParameterValueException.class, () -> lambda.invoke(
                b -> b.functionName("tzaar:live").qualifier("1").payload(SdkBytes.fromUtf8String("{}"))));
    }

    @Test
    void aPayloadThatIsNotJsonIsRefusedAsLambdaRefusesIt() throws Exception {
        start(Introspecting::new);

        assertThrows(InvalidRequestContentException.class, () -> invoke("tzaar", "{\"unfinished\":"));
    }

    /** A reply carries a PNG: about 200 KB must go both ways intact. */
    @Test
    void largePayloadsTravelIntactBothWays() throws Exception {
        start(() -> (in, out, context) -> in.transferTo(out));
        byte[] png = new byte[150_000];
        new Random(4).nextBytes(png);
        String event = "{\"png\":\"" + Base64.getEncoder().encodeToString(png) + "\"}";
        assertTrue(event.length() > 195_000);

        InvokeResponse response = invoke("tzaar", event);

        assertNull(response.functionError());
        assertArrayEquals(event.getBytes(StandardCharsets.UTF_8), response.payload().asByteArray());
    }

    @Test
    void aRequestOverLambdasSixMegabytesIsRefused() throws Exception {
        start(Introspecting::new);
        String event = "\"" + "x".repeat(InvokeEndpoint.MAX_REQUEST_BYTES) + "\"";

        RequestTooLargeException tooLarge = assertThrows(RequestTooLargeException.class, () -> invoke("tzaar", event));

        assertEquals(413, tooLarge.statusCode());
    }

    @Test
    void aReplyOverLambdasLimitIsAFunctionError() throws Exception {
        start(() -> (in, out, context) -> out.write(new byte[InvokeEndpoint.MAX_RESPONSE_BYTES + 1]));

        InvokeResponse response = invoke("tzaar", "{}");

        assertEquals("Unhandled", response.functionError());
        assertEquals("Function.ResponseSizeTooLarge",
                JSON.readTree(response.payload().asByteArray()).get("errorType").asText());
    }

    @Test
    void anEmptyReplyIsAnEmptyPayload() throws Exception {
        start(() -> (in, out, context) -> { });

        InvokeResponse response = invoke("tzaar", "{}");

        assertEquals(200, response.statusCode());
        assertEquals(0, response.payload().asByteArray().length);
    }

    @Test
    void aDryRunRunsNothingAndAnEventRunsLater() throws Exception {
        AtomicInteger runs = new AtomicInteger();
        CountDownLatch ran = new CountDownLatch(1);
        start(() -> (in, out, context) -> {
            runs.incrementAndGet();
            ran.countDown();
        });

        InvokeResponse dryRun = lambda.invoke(b -> b.functionName("tzaar").invocationType(InvocationType.DRY_RUN));
        assertEquals(204, dryRun.statusCode());
        assertEquals(0, runs.get());

        InvokeResponse event = lambda.invoke(b -> b.functionName("tzaar").invocationType(InvocationType.EVENT)
                .payload(SdkBytes.fromUtf8String("{}")));
        assertEquals(202, event.statusCode());
        assertTrue(ran.await(5, TimeUnit.SECONDS));
        assertEquals(1, runs.get());
    }

    /**
     * The racing benchmark sends 50 at once: all are answered, each with its own reply, several run
     * at the same time, and no handler ever runs two at once (one per execution environment).
     */
    @Test
    void fiftyConcurrentInvocationsAreAllAnsweredInParallelEnvironments() throws Exception {
        AtomicInteger running = new AtomicInteger();
        AtomicInteger mostRunning = new AtomicInteger();
        Set<RequestStreamHandler> busy = ConcurrentHashMap.newKeySet();
        AtomicInteger overlapsInOneHandler = new AtomicInteger();
        AtomicInteger handlersMade = new AtomicInteger();
        // The first two invocations wait for each other: they meet only if they run at the same time.
        CountDownLatch two = new CountDownLatch(2);
        start(() -> {
            handlersMade.incrementAndGet();
            return new RequestStreamHandler() {
                @Override
                public void handleRequest(InputStream in, OutputStream out, Context context) throws IOException {
                    if (!busy.add(this)) {
                        overlapsInOneHandler.incrementAndGet();
                    }
                    mostRunning.accumulateAndGet(running.incrementAndGet(), Math::max);
                    two.countDown();
                    try {
                        two.await(10, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    running.decrementAndGet();
                    busy.remove(this);
                    in.transferTo(out);
                }
            };
        });
        ExecutorService callers = Executors.newFixedThreadPool(50);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<String>> replies = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                String event = "{\"n\":" + i + "}";
                replies.add(callers.submit(() -> {
                    go.await();
                    InvokeResponse response = invoke("tzaar:live", event);
                    return response.functionError() == null ? response.payload().asUtf8String() : "error";
                }));
            }
            go.countDown();
            for (int i = 0; i < 50; i++) {
                assertEquals("{\"n\":" + i + "}", replies.get(i).get(30, TimeUnit.SECONDS));
            }
        } finally {
            callers.shutdownNow();
        }
        assertEquals(0, overlapsInOneHandler.get(), "a handler ran two invocations at once");
        assertTrue(mostRunning.get() > 1, "invocations ran one at a time");
        assertTrue(mostRunning.get() <= LambdaInvokeServer.DEFAULT_THREADS);
        assertTrue(handlersMade.get() > 1 && handlersMade.get() <= LambdaInvokeServer.DEFAULT_THREADS,
                "one handler per environment: " + handlersMade.get());
    }

    @Test
    void otherMethodsAndPathsAreClientErrors() throws Exception {
        start(Introspecting::new);
        HttpClient http = HttpClient.newHttpClient();
        URI invocations = server.endpoint().resolve("/2015-03-31/functions/tzaar/invocations");

        // Signed, as the SDK's are (the signature is not checked); anything else is refused before this.
        String signed = "AWS4-HMAC-SHA256 Credential=local/20261201/us-east-1/lambda/aws4_request";
        HttpResponse<String> get = http.send(HttpRequest.newBuilder(invocations).header("Authorization", signed).GET()
                .build(), HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> elsewhere = http.send(HttpRequest.newBuilder(server.endpoint().resolve("/2015-03-31/functions"))
                .header("Authorization", signed).POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
                HttpResponse.BodyHandlers.ofString());

        assertEquals(405, get.statusCode());
        assertEquals("POST", get.headers().firstValue("Allow").orElseThrow());
        assertEquals(404, elsewhere.statusCode());
        assertEquals("UnknownOperationException", elsewhere.headers().firstValue("x-amzn-ErrorType").orElseThrow());
    }

    @Test
    void itListensOnLoopbackOnly() throws Exception {
        start(Introspecting::new);

        assertEquals("127.0.0.1", server.endpoint().getHost());
        assertTrue(server.port() > 0);
    }

    @Test
    void itPrintsNothingOfItsOwn() throws Exception {
        // Started first: the SDK client may print its one-time SLF4J notice, which is not ours.
        start(() -> (in, o, context) -> {
            throw new IllegalStateException("boom");
        });
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            System.setErr(capture);
            invoke("tzaar", "{}");
            assertThrows(ResourceNotFoundException.class, () -> invoke("chess", "{}"));
            server.close();
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
    }

    @Test
    void closingStopsListeningClosesTheHandlersAndMayBeRepeated() throws Exception {
        AtomicInteger closed = new AtomicInteger();
        final class Closeable implements RequestStreamHandler, AutoCloseable {
            @Override
            public void handleRequest(InputStream in, OutputStream out, Context context) {
            }

            @Override
            public void close() {
                closed.incrementAndGet();
            }
        }
        Closeable shared = new Closeable();
        start(() -> shared);
        invoke("tzaar", "{}");
        int port = server.port();

        server.close();
        server.close();

        assertEquals(1, closed.get(), "a shared handler is closed once");
        assertThrows(ConnectException.class, () -> new Socket("127.0.0.1", port).close());
        // The pool counts as terminated when its last worker has left its loop, a moment before that
        // thread has ended: each is given a second to end rather than sampled once.
        for (Thread worker : Thread.getAllStackTraces().keySet()) {
            if (worker.getName().startsWith("lambda-tzaar-")) {
                worker.join(1_000);
            }
        }
        assertFalse(Thread.getAllStackTraces().keySet().stream()
                .anyMatch(thread -> thread.getName().startsWith("lambda-tzaar-") && thread.isAlive()),
                "worker threads are gone");
    }

    @Test
    void closingLetsARunningInvocationFinishAndAnswer() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        start(() -> (in, out, context) -> {
            started.countDown();
            try {
                finish.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            out.write("{\"done\":true}".getBytes(StandardCharsets.UTF_8));
        });
        ExecutorService caller = Executors.newSingleThreadExecutor();
        try {
            Future<InvokeResponse> running = caller.submit(() -> invoke("tzaar", "{}"));
            assertTrue(started.await(5, TimeUnit.SECONDS));

            Thread closing = new Thread(server::close, "closing");
            closing.start();
            // The invocation finishes only once the close is waiting for it.
            awaitWaiting(closing);
            finish.countDown();
            closing.join(10_000);

            assertEquals("{\"done\":true}", running.get(5, TimeUnit.SECONDS).payload().asUtf8String());
        } finally {
            caller.shutdownNow();
        }
    }

    @Test
    void closingWhenIdleIsQuick() throws Exception {
        start(Introspecting::new);
        invoke("tzaar", "{}");
        long start = System.nanoTime();

        server.close();

        // Under the 5 s a close would wait on draining or workers (generous for a loaded machine; printed).
        long closedMs = (System.nanoTime() - start) / 1_000_000;
        System.out.println("an idle server closed in " + closedMs + " ms");
        assertTrue(closedMs < 4_000, "took " + closedMs + " ms");
    }

    @Test
    void aSecondServerCannotTakeABusyPort() throws Exception {
        start(Introspecting::new);

        assertThrows(IOException.class, () -> LambdaInvokeServer.start(
                LocalFunction.of("other", Introspecting::new, log), server.port()));
    }

    @Test
    void theRemainingTimeFollowsTheConfiguredTimeout() throws Exception {
        server = LambdaInvokeServer.start(new LocalFunction("tzaar", "live", "us-east-1", 512, Duration.ofSeconds(3),
                Introspecting::new, log), 0, 1);
        lambda = LambdaClient.builder().endpointOverride(server.endpoint()).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("a", "b")))
                .httpClient(UrlConnectionHttpClient.create()).build();

        JsonNode reply = JSON.readTree(invoke("tzaar", "{}").payload().asByteArray());

        assertTrue(reply.get("remainingMs").asInt() <= 3_000);
        assertEquals(512, reply.get("memoryMb").asInt());
    }

    /** Until {@code thread} waits (for the invocations to finish), or 10 s have passed. */
    private static void awaitWaiting(Thread thread) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (thread.getState() != Thread.State.TIMED_WAITING) {
            assertTrue(System.nanoTime() < deadline, thread.getName() + " never waited: " + thread.getState());
            Thread.yield();
        }
    }
}
