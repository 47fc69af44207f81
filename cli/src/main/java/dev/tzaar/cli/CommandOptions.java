package dev.tzaar.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Reads a command's options with picocli from the annotated fields of its options object; the same
 * fields make its help and its synopsis. Every command refuses alike: one line that says what is
 * wrong (an unknown option, a value left out, a value refused by its {@link Values type}), then the
 * usage line, exit status {@link CliCommand#USAGE}, and nothing run.
 */
final class CommandOptions {
    private static final int HELP_WIDTH = 100;
    private static final int LONG_OPTIONS_WIDTH = 26;
    /** The width of the synopsis column in {@code ./tzaar help}. */
    private static final int SHORT_SYNOPSIS = 29;

    private CommandOptions() {
    }

    static <O> int run(CliCommand<O> command, List<String> args, CliCommand.Terminal terminal) throws Exception {
        O options = command.options();
        CommandLine parser = parser(command, options);
        try {
            parser.parseArgs(args.toArray(String[]::new));
            Optional<String> optionTakenForAWord = optionTakenForAWord(parser.getCommandSpec());
            if (optionTakenForAWord.isPresent()) {
                throw new WrongUsage(unknownOption(command, optionTakenForAWord.get()));
            }
            if (parser.isUsageHelpRequested()) {
                terminal.out().print(help(command));
                return CliCommand.OK;
            }
            return command.run(options, terminal);
        } catch (ParameterException e) {
            return refuse(command, problem(command, e), terminal);
        } catch (WrongUsage e) {
            return refuse(command, e.getMessage(), terminal);
        } catch (CommandStopped e) {
            terminal.err().println(e.getMessage());
            return e.status();
        }
    }

    static String help(CliCommand<?> command) {
        return parser(command, command.options()).getUsageMessage(Help.Ansi.OFF);
    }

    /**
     * What the command takes, as {@code ./tzaar help} lists it: each option when they are few
     * ({@code [--guild ID]}), else {@code [OPTIONS]}, then the words it takes.
     */
    static String synopsis(CliCommand<?> command) {
        Help help = parser(command, command.options()).getHelp();
        String full = withoutName(command, help.synopsis(0));
        return full.length() <= SHORT_SYNOPSIS ? full : withoutName(command, help.abbreviatedSynopsis());
    }

    private static String withoutName(CliCommand<?> command, String synopsis) {
        return synopsis.strip().substring(usageName(command).length()).strip();
    }

    /** The command's definitions, as picocli holds them: each option and word it takes. */
    static CommandSpec definitions(CliCommand<?> command) {
        return parser(command, command.options()).getCommandSpec();
    }

    private static CommandLine parser(CliCommand<?> command, Object options) {
        CommandLine parser = new CommandLine(options);
        CommandSpec spec = parser.getCommandSpec();
        spec.name(usageName(command));
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).hidden(true).build());
        spec.parser().separator(" ");
        List<String> description = new ArrayList<>(List.of(command.summary()));
        description.addAll(Arrays.asList(spec.usageMessage().description()));
        spec.usageMessage().synopsisHeading("usage: ").description(description.toArray(String[]::new))
                .sortOptions(false).sortSynopsis(false).width(HELP_WIDTH).longOptionsMaxWidth(LONG_OPTIONS_WIDTH);
        // Positions are words that may start with a dash (an empty A1): picocli hands them over as words,
        // and optionTakenForAWord finds those that are no position.
        return parser.setUnmatchedOptionsArePositionalParams(true).setOverwrittenOptionsAllowed(true)
                .setExpandAtFiles(false);
    }

    private static String usageName(CliCommand<?> command) {
        return "./tzaar " + command.name();
    }

    private static String problem(CliCommand<?> command, ParameterException e) {
        Optional<String> optionTakenForAWord = optionTakenForAWord(e.getCommandLine().getCommandSpec());
        if (optionTakenForAWord.isPresent()) {
            return unknownOption(command, optionTakenForAWord.get());
        }
        if (e instanceof MissingParameterException missing) {
            ArgSpec arg = missing.getMissing().get(0);
            return arg instanceof OptionSpec option ? option.longestName() + " needs " + Values.what(option) + " after it."
                    : arg.paramLabel() + " is missing: " + arg.description()[0] + ".";
        }
        if (e instanceof UnmatchedArgumentException unmatched) {
            return unexpected(command, e.getCommandLine().getCommandSpec(), unmatched.getUnmatched().get(0));
        }
        if (e.getArgSpec() != null && e.getArgSpec().isPositional() && looksLikeAnOption(e.getValue())) {
            return unknownOption(command, e.getValue());
        }
        if (e.getCause() instanceof Values.Refused refused) {
            return refused.about(e.getArgSpec());
        }
        return e.getMessage();
    }

    /**
     * The first word that looks like an option among those the command's words took: picocli hands an
     * unknown option over as a word, since a position may start with a dash.
     */
    private static Optional<String> optionTakenForAWord(CommandSpec spec) {
        return spec.positionalParameters().stream().flatMap(words -> words.originalStringValues().stream())
                .filter(CommandOptions::looksLikeAnOption).findFirst();
    }

    /**
     * A word no option or word of the command took: an unknown option, a word its type refused (picocli
     * leaves a word of a list that does not convert unmatched, so the type is asked again for its
     * reason), or one word too many.
     */
    private static String unexpected(CliCommand<?> command, CommandSpec spec, String word) {
        if (looksLikeAnOption(word)) {
            return unknownOption(command, word);
        }
        for (PositionalParamSpec words : spec.positionalParameters()) {
            for (CommandLine.ITypeConverter<?> converter : words.converters()) {
                try {
                    converter.convert(word);
                } catch (Values.Refused refused) {
                    return refused.about(words);
                } catch (Exception other) {
                    // Not a refusal that says why: the word is then one too many.
                }
            }
        }
        return "\"" + word + "\" is one argument too many (" + usageName(command) + " --help says what it takes).";
    }

    private static String unknownOption(CliCommand<?> command, String word) {
        return "unknown option " + word + " (" + usageName(command) + " --help lists them)";
    }

    /** A dash, then more: not {@code -} (standard input), a number or a board (which always holds a '/'). */
    private static boolean looksLikeAnOption(String word) {
        return word != null && word.startsWith("-") && word.length() > 1 && !word.contains("/")
                && !word.matches("-[0-9]+");
    }

    private static int refuse(CliCommand<?> command, String problem, CliCommand.Terminal terminal) {
        terminal.err().println("tzaar " + command.name() + ": " + problem);
        terminal.err().println("usage: " + oneLine(parser(command, command.options()).getHelp().synopsis(0)));
        return CliCommand.USAGE;
    }

    /** The synopsis unwrapped: after the line that says what is wrong, one line of usage. */
    private static String oneLine(String synopsis) {
        return synopsis.strip().replaceAll("\\s*\\R\\s*", " ");
    }
}
