package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An option no command has is refused by every command with the same line, the usage after it and
 * exit status 2, before anything runs: wherever it stands, long or short, with a value or without.
 */
class UnknownOptionTest {
    static Stream<Arguments> everyCommandWithAnOptionItHasNot() {
        List<Arguments> cases = new ArrayList<>();
        for (CliCommand<?> command : Tzaar.COMMANDS) {
            for (List<String> args : List.of(List.of("--no-such-option"), List.of("--no-such-option", "42"),
                    List.of("-Z"), List.of("--no-such-option=1"))) {
                cases.add(Arguments.of(command.name(), args));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyCommandWithAnOptionItHasNot")
    void isRefusedWithTheSameLineEverywhere(String command, List<String> args) throws Exception {
        List<String> line = new ArrayList<>(List.of(command));
        line.addAll(args);
        CommandLine run = CommandLine.run(line.toArray(String[]::new));

        assertEquals(CliCommand.USAGE, run.status(), run.err());
        List<String> err = run.err().lines().toList();
        assertEquals("tzaar " + command + ": unknown option " + args.get(0) + " (./tzaar " + command
                + " --help lists them)", err.get(0));
        assertEquals(2, err.size(), run.err());
        assertTrue(err.get(1).startsWith("usage: ./tzaar " + command), run.err());
        assertEquals("", run.out());
    }

    @ParameterizedTest
    @MethodSource("commandsThatTakeWords")
    void isRefusedAfterTheWordsACommandTakesToo(List<String> line) throws Exception {
        CommandLine run = CommandLine.run(line.toArray(String[]::new));

        assertEquals(CliCommand.USAGE, run.status(), run.err());
        assertEquals("tzaar " + line.get(0) + ": unknown option --flop (./tzaar " + line.get(0) + " --help lists them)",
                run.err().lines().findFirst().orElseThrow());
    }

    static Stream<List<String>> commandsThatTakeWords() {
        String start = dev.tzaar.engine.Position.START.toString();
        return Stream.of(List.of("moves", start, "--flop"), List.of("perft", "2", "--flop"),
                List.of("render", start, "--flop"), List.of("ai", "-", "--flop"), List.of("match", "hard", "--flop"),
                List.of("bench", "render", "--flop"), List.of("replay", "--flop"));
    }
}
