package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code ./tzaar} command answers {@code --help} (and {@code -h}) with exit status 0: its usage
 * line, then each option it reads. The options a command reads are the option words its source
 * compares arguments with ({@code case "--files"}, {@code arg.equals("--seed")}), so an option added
 * to a command without a line in its help fails here.
 */
class CliHelpTest {
    /** An option word as a string literal in a command's source: "--files", "-o". */
    private static final Pattern OPTION_LITERAL = Pattern.compile("\"(--?[a-z][a-z-]*)\"");
    private static final Set<String> HELP_ITSELF = Set.of("-h", "--help");

    @TestFactory
    Stream<DynamicTest> everyCommandAnswersHelpWithItsUsageAndEveryOptionItReads() {
        return Tzaar.COMMANDS.stream().map(command -> DynamicTest.dynamicTest(command.name(), () -> {
            for (String asked : List.of("--help", "-h")) {
                CommandLine help = CommandLine.run(command.name(), asked);
                assertEquals(CliCommand.OK, help.status(), command.name() + " " + asked + ": " + help.err());
                assertEquals("", help.err(), command.name() + " " + asked);
                assertTrue(help.out().startsWith("usage: ./tzaar " + command.name()), help.out());
                List<String> unlisted = new ArrayList<>();
                for (String option : optionsRead(command)) {
                    if (!Pattern.compile("(?m)^\\s+.*(?<![\\w-])" + Pattern.quote(option) + "(?![\\w-])")
                            .matcher(help.out()).find()) {
                        unlisted.add(option);
                    }
                }
                assertEquals(List.of(), unlisted, command.name() + "'s help has no line for these:\n" + help.out());
            }
        }));
    }

    @Test
    void theConsolesHelpSaysHowToPressAButtonAndChooseFromAMenuInEitherLanguage() throws Exception {
        String help = CommandLine.run("console", "--help").out();
        assertTrue(help.contains("press Play your turn") && help.contains("choose F4"), help);
        assertTrue(help.contains("appuyer") && help.contains("choisir"), help);
    }

    /** The option words the command's source compares its arguments with. */
    private static Set<String> optionsRead(CliCommand command) throws IOException {
        Path source = Path.of("src/main/java/dev/tzaar/cli", command.getClass().getSimpleName() + ".java");
        Set<String> options = new TreeSet<>();
        for (String line : Files.readAllLines(source)) {
            // Comparisons only: the help's own text and the messages that quote an option are not reads.
            if (line.contains("case ") || line.contains(".equals(\"-") || line.contains(".contains(\"-")) {
                Matcher literal = OPTION_LITERAL.matcher(line);
                while (literal.find()) {
                    options.add(literal.group(1));
                }
            }
        }
        options.removeAll(HELP_ITSELF);
        return options;
    }
}
