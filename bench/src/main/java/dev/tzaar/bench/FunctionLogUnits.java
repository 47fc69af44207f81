package dev.tzaar.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.Command;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What the game function's log says of the requests it handled after some line: DynamoDB's units for
 * them (each line carries its request's, see {@code CapacityMeter}) and how many of them were actions
 * applied. The same lines, on AWS, are in the function's CloudWatch log group.
 *
 * @param requests the requests handled (sweeps included)
 * @param actions the moves and passes applied (not refused)
 * @param byCommand the same, each command's apart: requests, read units, write units
 */
record FunctionLogUnits(int requests, int actions, double readUnits, double writeUnits, double indexWriteUnits,
        Map<String, double[]> byCommand) {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> ACTIONS = Set.of(Command.MOVE.wireName(), Command.PASS.wireName());
    private static final Set<String> HANDLED = Set.of("handled", "swept");

    /** How many lines the log has now: where a later reading starts. */
    static int linesIn(Path log) {
        return lines(log).size();
    }

    /** The requests logged after the first {@code skipped} lines. */
    static FunctionLogUnits after(Path log, int skipped) {
        int requests = 0;
        int actions = 0;
        double reads = 0;
        double writes = 0;
        double indexWrites = 0;
        Map<String, double[]> byCommand = new TreeMap<>();
        List<String> lines = lines(log);
        for (String line : lines.subList(Math.min(skipped, lines.size()), lines.size())) {
            JsonNode logged;
            try {
                logged = JSON.readTree(line);
            } catch (IOException e) {
                continue; // not one of the function's JSON lines
            }
            if (!HANDLED.contains(logged.path("message").asText())) {
                continue;
            }
            requests++;
            if (ACTIONS.contains(logged.path("command").asText()) && !logged.path("ephemeral").asBoolean(true)) {
                actions++;
            }
            reads += logged.path("readUnits").asDouble();
            writes += logged.path("writeUnits").asDouble();
            indexWrites += logged.path("indexWriteUnits").asDouble();
            double[] command = byCommand.computeIfAbsent(logged.path("command").asText(), name -> new double[3]);
            command[0]++;
            command[1] += logged.path("readUnits").asDouble();
            command[2] += logged.path("writeUnits").asDouble();
        }
        return new FunctionLogUnits(requests, actions, reads, writes, indexWrites, byCommand);
    }

    /** Each command's requests and units each, like {@code move 1,050 × 4.0 read, 4.4 write}. */
    String perCommand() {
        StringBuilder text = new StringBuilder();
        byCommand.forEach((command, figures) -> text.append(text.length() == 0 ? "" : "; ")
                .append(String.format("%s %,d × %.1f read, %.1f write", command, (long) figures[0],
                        figures[1] / figures[0], figures[2] / figures[0])));
        return text.toString();
    }

    private static List<String> lines(Path log) {
        try {
            return Files.exists(log) ? Files.readAllLines(log) : List.of();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
