package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command's wrong arguments: a first line that names the command and says what is wrong,
 * exit status 2, nothing on standard output, no stack trace, nothing started.
 */
class ArgumentErrorsTest {
    @TempDir
    static Path data;

    static Stream<Arguments> wrongCommandLines() {
        String dir = data.toString();
        return Stream.of(
                Arguments.of(List.of("console", "--data", dir, "--endpoint", "notaurl"),
                        "tzaar console: --endpoint: \"notaurl\" is not an http:// URL with a host."),
                Arguments.of(List.of("console", "--data", dir, "--endpoint", "ftp://127.0.0.1:9001"),
                        "tzaar console: --endpoint: \"ftp://127.0.0.1:9001\" is not an http:// URL with a host."),
                Arguments.of(List.of("console", "--data", dir, "--endpoint", "http://127.0.0.1:9001/2015-03-31"),
                        "tzaar console: --endpoint: \"http://127.0.0.1:9001/2015-03-31\" has a path"),
                Arguments.of(List.of("console", "--data", dir, "--endpoint", "http://[bad"),
                        "tzaar console: --endpoint: \"http://[bad\" is not a URL"),
                Arguments.of(List.of("console", "--data", dir, "--endpoint"),
                        "tzaar console: --endpoint needs a URL like http://127.0.0.1:9001 after it."),
                Arguments.of(List.of("console", "--data", dir, "--bogus", "x"),
                        "tzaar console: unknown option --bogus (./tzaar console --help lists them)"),
                Arguments.of(List.of("console", "--data"), "tzaar console: --data needs a directory after it."),
                Arguments.of(List.of("console", "--files", "--data", dir),
                        "tzaar console: --files needs a directory after it."),
                Arguments.of(List.of("local", "--data", dir, "--port", "abc"),
                        "tzaar local: --port takes a port number from 1 to 65535 (0: any free port), not \"abc\"."),
                Arguments.of(List.of("local", "--data", dir, "--dynamodb-port", "70000"),
                        "tzaar local: --dynamodb-port takes a port number from 1 to 65535 (0: any free port), "
                                + "not \"70000\"."),
                Arguments.of(List.of("local", "--data", dir, "--port"), "tzaar local: --port needs a port number"),
                Arguments.of(List.of("local", "--data", dir, "--konsole"),
                        "tzaar local: unknown option --konsole (./tzaar local --help lists them)"),
                Arguments.of(List.of("local", "--data", dir, "--interactions-port", "9100"),
                        "tzaar local: --interactions-port is the port of --interactions, which is not given."),
                Arguments.of(List.of("register", "--guild", "my-server"),
                        "tzaar register: --guild takes a server id (17 to 20 digits; in Discord: right-click the "
                                + "server → Copy Server ID, with developer mode on), not \"my-server\"."),
                Arguments.of(List.of("register", "--global"),
                        "tzaar register: unknown option --global (./tzaar register --help lists them)"),
                Arguments.of(List.of("bot", "--token", "x"),
                        "tzaar bot: unknown option --token (./tzaar bot --help lists them)"),
                Arguments.of(List.of("bot", "x"),
                        "tzaar bot: \"x\" is one argument too many (./tzaar bot --help says what it takes)."),
                Arguments.of(List.of("perft", "three"), "tzaar perft: N is a number of actions, not \"three\"."),
                Arguments.of(List.of("perft"), "tzaar perft: N is missing: a depth, from 0 to 64."),
                Arguments.of(List.of("replay"), "tzaar replay: FILE is missing: a game record"),
                Arguments.of(List.of("render", "--turn", "x"), "tzaar render: --turn takes a number, not \"x\"."),
                Arguments.of(List.of("bench", "speed"), "tzaar bench: no benchmark named [speed]"),
                Arguments.of(List.of("fly"), "tzaar: unknown command \"fly\"."));
    }

    @ParameterizedTest
    @MethodSource("wrongCommandLines")
    void aWrongArgumentIsOneLineThatSaysWhatIsWrong(List<String> args, String firstLine) throws Exception {
        CommandLine run = CommandLine.withInput("alice: /tzaar help\n", args.toArray(String[]::new));

        assertEquals(CliCommand.USAGE, run.status(), run.err());
        List<String> err = run.err().lines().toList();
        assertTrue(err.get(0).startsWith(firstLine), "first line: " + err.get(0));
        assertTrue(err.size() == 1 || err.get(1).startsWith("usage: ./tzaar"),
                "what is wrong, then nothing but the usage: " + run.err());
        assertFalse(run.err().contains("Exception") || run.err().contains("\tat "), run.err());
        assertEquals("", run.out());
        assertFalse(Files.exists(data.resolve(".lock")), "nothing was started in the data directory");
    }
}
