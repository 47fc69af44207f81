package dev.tzaar.infra.local;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import com.amazonaws.services.lambda.runtime.logging.LogLevel;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.Executor;

/**
 * Answers Lambda's Invoke operation for one function, the way Lambda answers it: the handler's bytes
 * with status 200; a handler exception also with status 200, flagged by {@code X-Amz-Function-Error}
 * and described in the body; and refusals (unknown function, bad request) as 4xx with
 * {@code x-amzn-ErrorType}, which the AWS SDK turns into typed exceptions.
 */
final class InvokeEndpoint implements HttpHandler {
    /** Lambda's limit on a synchronous request, in bytes. */
    static final int MAX_REQUEST_BYTES = 6 * 1024 * 1024;
    /** Lambda's limit on a synchronous response, in bytes (Lambda's own figure: 100 bytes above 6 MiB). */
    static final int MAX_RESPONSE_BYTES = 6_291_556;

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private final LocalFunction function;
    private final ExecutionEnvironments environments;
    private final Executor background;

    InvokeEndpoint(LocalFunction function, ExecutionEnvironments environments, Executor background) {
        this.function = function;
        this.environments = environments;
        this.background = background;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String requestId = UUID.randomUUID().toString();
            exchange.getResponseHeaders().set("X-Amzn-RequestId", requestId);
            Optional<InvokeTarget> target;
            try {
                target = InvokeTarget.parse(exchange.getRequestURI().getPath(), exchange.getRequestURI().getRawQuery());
            } catch (InvokeTarget.Invalid invalid) {
                refuse(exchange, 400, invalid.errorType, invalid.getMessage());
                return;
            }
            if (target.isEmpty()) {
                refuse(exchange, 404, "UnknownOperationException", "Unknown operation " + exchange.getRequestURI().getPath());
                return;
            }
            if (!exchange.getRequestMethod().equals("POST")) {
                exchange.getResponseHeaders().set("Allow", "POST");
                refuse(exchange, 405, "MethodNotAllowedException", "Invoke takes POST, not " + exchange.getRequestMethod());
                return;
            }
            invoke(exchange, target.get(), requestId);
        }
    }

    private void invoke(HttpExchange exchange, InvokeTarget target, String requestId) throws IOException {
        String version = target.name().equals(function.name()) ? function.versionFor(target.qualifier()) : null;
        if (version == null) {
            String arn = "arn:aws:lambda:" + function.region() + ":" + LocalFunction.ACCOUNT + ":function:"
                    + target.name() + (target.qualifier() == null ? "" : ":" + target.qualifier());
            refuse(exchange, 404, "ResourceNotFoundException", "Function not found: " + arn);
            return;
        }
        byte[] event = readEvent(exchange.getRequestBody());
        if (event == null) {
            refuse(exchange, 413, "RequestTooLargeException",
                    "Request must be smaller than " + MAX_REQUEST_BYTES + " bytes for the InvokeFunction operation");
            return;
        }
        if (!isJson(event)) {
            refuse(exchange, 400, "InvalidRequestContentException", "Could not parse request body into json");
            return;
        }
        String type = Optional.ofNullable(exchange.getRequestHeaders().getFirst("X-Amz-Invocation-Type"))
                .orElse("RequestResponse");
        Headers headers = exchange.getResponseHeaders();
        switch (type) {
            case "RequestResponse":
                break;
            case "DryRun":
                // Lambda checks the caller may invoke and answers without running anything.
                exchange.sendResponseHeaders(204, -1);
                return;
            case "Event":
                // Queued and run later; what it writes is dropped, as Lambda drops an event's output.
                background.execute(() -> run(new LocalContext(function, requestId, version, target.qualifier()), event));
                exchange.sendResponseHeaders(202, -1);
                return;
            default:
                refuse(exchange, 400, "InvalidParameterValueException", "Unknown invocation type " + type);
                return;
        }
        Outcome outcome = run(new LocalContext(function, requestId, version, target.qualifier()), event);
        headers.set("Content-Type", "application/json");
        headers.set("X-Amz-Executed-Version", version);
        byte[] body = outcome.body();
        if (outcome.functionError()) {
            headers.set("X-Amz-Function-Error", "Unhandled");
        } else if (body.length > MAX_RESPONSE_BYTES) {
            headers.set("X-Amz-Function-Error", "Unhandled");
            body = ErrorBodies.functionError("Function.ResponseSizeTooLarge",
                    "Response payload size exceeded maximum allowed payload size (" + MAX_RESPONSE_BYTES + " bytes).");
            function.log().log("reply of " + outcome.body().length + " bytes is over Lambda's limit", LogLevel.ERROR);
        }
        send(exchange, 200, body);
    }

    private record Outcome(byte[] body, boolean functionError) {
    }

    /** Runs the handler; whatever it throws, including on being made, becomes a function error. */
    private Outcome run(LocalContext context, byte[] event) {
        try {
            RequestStreamHandler handler = environments.current();
            ByteArrayOutputStream output = new ByteArrayOutputStream();
            handler.handleRequest(new ByteArrayInputStream(event), output, context);
            return new Outcome(output.toByteArray(), false);
        } catch (Throwable e) {
            // Errors too (a StackOverflowError, a missing class): the caller gets an answer either way, as
            // from Lambda, instead of a dropped connection. What the Java runtime would log goes to the log.
            byte[] body = ErrorBodies.functionError(e);
            function.log().log(new String(body, StandardCharsets.UTF_8), LogLevel.ERROR);
            return new Outcome(body, true);
        }
    }

    /** Lambda takes only JSON events (or none); a client that sends anything else learns it here. */
    private static boolean isJson(byte[] event) {
        if (event.length == 0) {
            return true;
        }
        try {
            JSON.readTree(event);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The event, or null when it is over Lambda's limit. */
    private static byte[] readEvent(InputStream in) throws IOException {
        byte[] event = in.readNBytes(MAX_REQUEST_BYTES + 1);
        return event.length > MAX_REQUEST_BYTES ? null : event;
    }

    private static void refuse(HttpExchange exchange, int status, String errorType, String message) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.getResponseHeaders().set("x-amzn-ErrorType", errorType);
        send(exchange, status, ErrorBodies.serviceError(message));
    }

    private static void send(HttpExchange exchange, int status, byte[] body) throws IOException {
        // The JDK server reads a length of 0 as "chunked"; -1 is how it says "no body".
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }
}
