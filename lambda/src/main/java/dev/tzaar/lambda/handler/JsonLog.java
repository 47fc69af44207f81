package dev.tzaar.lambda.handler;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One JSON object per line, as CloudWatch Logs Insights reads them. It is given only what is safe
 * to keep: ids, commands, outcomes and timings; never message text, names or credentials.
 */
final class JsonLog {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final PrintStream out;

    JsonLog(PrintStream out) {
        this.out = out;
    }

    void info(String message, Map<String, Object> fields) {
        write("INFO", message, fields, null);
    }

    void warn(String message, Map<String, Object> fields) {
        write("WARN", message, fields, null);
    }

    void error(String message, Map<String, Object> fields, Throwable error) {
        write("ERROR", message, fields, error);
    }

    private void write(String level, String message, Map<String, Object> fields, Throwable error) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("level", level);
        line.put("message", message);
        line.putAll(fields);
        if (error != null) {
            StringWriter trace = new StringWriter();
            error.printStackTrace(new PrintWriter(trace));
            line.put("error", error.toString());
            line.put("stackTrace", trace.toString());
        }
        try {
            out.println(JSON.writeValueAsString(line));
        } catch (JsonProcessingException e) {
            out.println("{\"level\":\"ERROR\",\"message\":\"unloggable log line\"}");
        }
    }
}
