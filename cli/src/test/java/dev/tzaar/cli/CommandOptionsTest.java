package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * A command is its options' definitions and what it does with them: from the definitions alone come
 * its help, its synopsis and its refusals, and the values read reach its run typed. Shown on a
 * command made up here, so that a new command knows what it gets.
 */
class CommandOptionsTest {
    /** {@code ./tzaar paint [--colour NAME] [--port N] FILE}: a command no one ships. */
    static final class Paint implements CliCommand<Paint.Options> {
        @Command(description = "It paints nothing: it says what it read.")
        static final class Options {
            @Parameters(paramLabel = "FILE", description = "where the painting would go")
            String file;

            @Option(names = "--colour", paramLabel = "NAME", description = "the paint (default: ${DEFAULT-VALUE})")
            String colour = "sand";

            @Option(names = "--port", paramLabel = "N", converter = Values.Port.class, description = "a port to listen on")
            Integer port;
        }

        @Override
        public String name() {
            return "paint";
        }

        @Override
        public String summary() {
            return "paint a board";
        }

        @Override
        public Options options() {
            return new Options();
        }

        @Override
        public int run(Options options, Terminal terminal) throws WrongUsage {
            if (options.file.equals("nowhere")) {
                throw new WrongUsage("FILE must be somewhere.");
            }
            terminal.out().println(options.colour + " " + options.port + " " + options.file);
            return OK;
        }
    }

    private record Ran(int status, String out, String err) {
    }

    private static Ran paint(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new Paint().run(List.of(args), new CliCommand.Terminal(new BufferedReader(new StringReader("")),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
        return new Ran(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theHelpIsMadeFromTheDefinitions() throws Exception {
        assertEquals(new Ran(CliCommand.OK, """
                usage: ./tzaar paint [--colour NAME] [--port N] FILE
                paint a board
                It paints nothing: it says what it read.
                      FILE            where the painting would go
                      --colour NAME   the paint (default: sand)
                      --port N        a port to listen on
                """, ""), paint("--help"));
        assertEquals("[OPTIONS] FILE", CommandOptions.synopsis(new Paint()), "in ./tzaar help: too long to list");
    }

    @Test
    void theValuesReadReachTheRunTypedAndTheDefaultsStandForTheOthers() throws Exception {
        assertEquals(new Ran(CliCommand.OK, "red 9100 board.png\n", ""), paint("--port", "9100", "--colour", "red",
                "board.png"));
        assertEquals(new Ran(CliCommand.OK, "sand null board.png\n", ""), paint("board.png"));
        assertEquals(new Ran(CliCommand.OK, "blue null b.png\n", ""), paint("--colour", "red", "b.png", "--colour",
                "blue"), "the last of an option given twice");
    }

    @Test
    void eachWrongCommandLineIsOneLineThenTheUsage() throws Exception {
        String usage = "\nusage: ./tzaar paint [--colour NAME] [--port N] FILE\n";
        assertEquals(new Ran(CliCommand.USAGE, "", "tzaar paint: unknown option --color (./tzaar paint --help lists "
                + "them)" + usage), paint("--color", "red", "b.png"));
        assertEquals(new Ran(CliCommand.USAGE, "", "tzaar paint: --colour needs a value after it." + usage),
                paint("b.png", "--colour"));
        assertEquals(new Ran(CliCommand.USAGE, "", "tzaar paint: --port needs a port number after it." + usage),
                paint("--port", "--colour", "red", "b.png"));
        assertEquals(new Ran(CliCommand.USAGE, "", "tzaar paint: --port takes a port number from 1 to 65535 (0: any "
                + "free port), not \"high\"." + usage), paint("--port", "high", "b.png"));
        assertEquals(new Ran(CliCommand.USAGE, "", "tzaar paint: FILE is missing: where the painting would go." + usage),
                paint());
        assertEquals(new Ran(CliCommand.USAGE, "", "tzaar paint: \"c.png\" is one argument too many (./tzaar paint "
                + "--help says what it takes)." + usage), paint("b.png", "c.png"));
        assertEquals(new Ran(CliCommand.USAGE, "", "tzaar paint: FILE must be somewhere." + usage), paint("nowhere"));
    }
}
