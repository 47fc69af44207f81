package dev.tzaar.infra.local;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The two kinds of error body Lambda sends, so that clients parse ours as they parse Lambda's.
 *
 * <ul>
 *   <li>A function error (status 200, {@code X-Amz-Function-Error}): what the Java runtime reports
 *       for an exception out of the handler, {@code errorMessage}, {@code errorType},
 *       {@code stackTrace} as {@code class.method(File.java:line)} strings, and {@code cause}.
 *   <li>A service error (4xx, {@code x-amzn-ErrorType}): {@code Type} and {@code message}.
 * </ul>
 */
final class ErrorBodies {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ErrorBodies() {
    }

    static byte[] functionError(Throwable error) {
        return write(describe(error, new IdentityHashMap<>()));
    }

    /** A function error that no exception stands for, such as a reply over the size limit. */
    static byte[] functionError(String errorType, String message) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("errorMessage", message);
        body.put("errorType", errorType);
        return write(body);
    }

    static byte[] serviceError(String message) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("Type", "User");
        body.put("message", message);
        return write(body);
    }

    private static Map<String, Object> describe(Throwable error, Map<Throwable, Boolean> seen) {
        seen.put(error, Boolean.TRUE);
        Map<String, Object> body = new LinkedHashMap<>();
        if (error.getMessage() != null) {
            body.put("errorMessage", error.getMessage());
        }
        body.put("errorType", error.getClass().getName());
        List<String> trace = new ArrayList<>();
        for (StackTraceElement frame : error.getStackTrace()) {
            trace.add(frame.getClassName() + "." + frame.getMethodName() + "("
                    + (frame.getFileName() == null ? "Unknown Source" : frame.getFileName())
                    + (frame.getLineNumber() >= 0 ? ":" + frame.getLineNumber() : "") + ")");
        }
        body.put("stackTrace", trace);
        Throwable cause = error.getCause();
        if (cause != null && !seen.containsKey(cause)) {
            body.put("cause", describe(cause, seen));
        }
        return body;
    }

    private static byte[] write(Map<String, Object> body) {
        try {
            return JSON.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("maps of strings always serialize", e);
        }
    }
}
