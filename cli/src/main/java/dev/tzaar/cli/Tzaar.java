package dev.tzaar.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/** {@code ./tzaar <command> [arguments]}: the command line for people and scripts. */
public final class Tzaar {
    /** The commands, in the order help lists them. */
    static final List<CliCommand<?>> COMMANDS = List.of(
            new MovesCliCommand(),
            new LessonsCliCommand(),
            new PerftCliCommand(),
            new ReplayCliCommand(),
            new RenderCliCommand(),
            new LocalCliCommand(),
            new ConsoleCliCommand(),
            new BotCliCommand(),
            new RegisterCliCommand(),
            new AiCliCommand(),
            new MatchCliCommand(),
            new ReviewCurveCliCommand(),
            new BenchCliCommand(),
            new FuzzCliCommand(),
            new PuzzlesCliCommand(),
            new TournamentCliCommand());

    private Tzaar() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false,
                StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int status;
        try {
            status = run(Arrays.asList(args), new CliCommand.Terminal(in, out, System.err));
        } catch (Exception | Error e) {
            // A failure no command foresaw (a bug): one line, and the details only for who asks.
            out.flush();
            System.err.println("tzaar" + (args.length > 0 ? " " + args[0] : "") + ": failed: " + (e.getMessage() == null
                    ? e.getClass().getSimpleName() : e.getMessage().strip().lines().findFirst().orElse(""))
                    + (System.getenv("TZAAR_DEBUG") == null ? "   (TZAAR_DEBUG=1 ./tzaar ... shows the details)" : ""));
            if (System.getenv("TZAAR_DEBUG") != null) {
                e.printStackTrace();
            }
            status = CliCommand.REFUSED;
        }
        out.flush();
        System.exit(status);
    }

    static int run(List<String> args, CliCommand.Terminal terminal) throws Exception {
        if (args.isEmpty() || List.of("help", "-h", "--help").contains(args.get(0))) {
            help(terminal.out());
            return args.isEmpty() ? CliCommand.USAGE : CliCommand.OK;
        }
        for (CliCommand<?> command : COMMANDS) {
            if (command.name().equals(args.get(0))) {
                return command.run(args.subList(1, args.size()), terminal);
            }
        }
        terminal.err().println("tzaar: unknown command \"" + args.get(0) + "\". Run ./tzaar help for the list.");
        return CliCommand.USAGE;
    }

    private static void help(PrintStream out) {
        out.println("usage: ./tzaar <command> [arguments]");
        out.println();
        for (CliCommand<?> command : COMMANDS) {
            out.printf("  %-8s %-29s %s%n", command.name(), CommandOptions.synopsis(command), command.summary());
        }
        out.println();
        out.println("POSITION is written <board> <side> <step>, for example the fixed start:");
        out.println("  " + dev.tzaar.engine.Position.START);
        out.println("It defaults to that start. Given -, positions are read from standard input, one per line");
        out.println("(blank lines are skipped), and one answer line is printed per position: the actions");
        out.println("space-separated, or the count, or error: <reason> for a position that cannot be read.");
        out.println("A finished game has no actions: moves prints no line for it, or an empty line with -.");
        out.println();
        out.println("render draws the picture the bot posts. With --last, POSITION is the position the turn was");
        out.println("played FROM and the picture shows the position after it, for example:");
        out.println("  ./tzaar render --last A5xA4 -o board.png     (White's opening capture, from the start)");
        out.println("./tzaar COMMAND --help lists a command's options (render's --flip, --select CELL, --turn N...).");
        out.println();
        out.println("ai prints the AI's turn as its last line (the actions space-separated, as a record writes a");
        out.println("turn); with -, one turn per input line, each flushed as soon as it is chosen:");
        out.println("  ./tzaar ai --level medium --ms 500 -v");
        out.println("match plays two players against each other and prints the score with its 95% interval:");
        out.println("  ./tzaar match hard greedy --games 20 --ms 200");
    }
}
