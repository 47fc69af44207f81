package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Every {@code ./tzaar} command answers {@code --help} (and {@code -h}) with exit status 0: its usage
 * line, its summary, then a line for each option and word it reads, with what it is, all made from
 * the definitions it reads them with; {@code ./tzaar help} lists each command with the same words.
 */
class CliHelpTest {
    @TestFactory
    Stream<DynamicTest> everyCommandsHelpDescribesEachOptionAndWordItReads() {
        return Tzaar.COMMANDS.stream().map(command -> DynamicTest.dynamicTest(command.name(), () -> {
            CommandSpec definitions = CommandOptions.definitions(command);
            for (String asked : List.of("--help", "-h")) {
                CommandLine help = CommandLine.run(command.name(), asked);
                assertEquals(CliCommand.OK, help.status(), command.name() + " " + asked + ": " + help.err());
                assertEquals("", help.err(), command.name() + " " + asked);
                assertTrue(help.out().startsWith("usage: ./tzaar " + command.name()), help.out());
                assertTrue(squeezed(help.out()).contains(squeezed(command.summary())), help.out());
                for (ArgSpec arg : definitions.args()) {
                    if (arg.hidden()) {
                        continue;
                    }
                    String name = arg instanceof OptionSpec option ? option.longestName() : arg.paramLabel();
                    String description = described(arg);
                    assertFalse(description.isBlank(), command.name() + " " + name + " says what it is");
                    assertTrue(Pattern.compile("(?m)^\\s+" + Pattern.quote(name) + "(?![\\w-])").matcher(help.out())
                            .find(), command.name() + "'s help has no line for " + name + ":\n" + help.out());
                    assertTrue(squeezed(help.out()).contains(squeezed(description)),
                            command.name() + "'s help does not say what " + name + " is:\n" + help.out());
                }
            }
        }));
    }

    @Test
    void theListOfCommandsShowsWhatEachTakesFromItsDefinitions() throws Exception {
        CommandLine help = CommandLine.run("help");
        assertEquals(CliCommand.OK, help.status());
        for (CliCommand<?> command : Tzaar.COMMANDS) {
            String synopsis = CommandOptions.synopsis(command);
            assertTrue(help.outLines().stream().anyMatch(line -> line.matches("  " + Pattern.quote(command.name())
                    + " +" + Pattern.quote(synopsis) + " +" + Pattern.quote(command.summary()))), command.name()
                    + ": " + synopsis + "\n" + help.out());
            CommandSpec definitions = CommandOptions.definitions(command);
            definitions.positionalParameters().forEach(words -> assertTrue(synopsis.contains(words.paramLabel()),
                    command.name() + " " + synopsis + " names " + words.paramLabel()));
            definitions.options().stream().filter(option -> !option.hidden()).forEach(option -> assertTrue(
                    synopsis.contains("[OPTIONS]") || synopsis.contains(option.longestName()), command.name() + " "
                            + synopsis + " names " + option.longestName()));
        }
    }

    @Test
    void helpAskedAfterOtherArgumentsIsStillHelpAndRunsNothing() throws Exception {
        CommandLine render = CommandLine.run("render", "--flip", "--last", "A5xA4", "--help");
        assertEquals(CliCommand.OK, render.status(), render.err());
        assertTrue(render.out().startsWith("usage: ./tzaar render"), render.out());
        assertEquals("", render.err(), "no picture was written");
        CommandLine local = CommandLine.run("local", "--port", "0", "-h");
        assertEquals(CliCommand.OK, local.status(), local.err());
        assertTrue(local.out().startsWith("usage: ./tzaar local"), local.out());
    }

    @Test
    void theConsolesHelpSaysHowToPressAButtonAndChooseFromAMenuInEitherLanguage() throws Exception {
        String help = CommandLine.run("console", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("press Play your turn") && help.contains("choose F4"), help);
        assertTrue(help.contains("appuyer") && help.contains("choisir"), help);
    }

    @Test
    void theLiveBoardsHelpSaysItPlaysAsAnyNameOfTheConsolesChannelThePlayersOnlyOfferedAtOnce() throws Exception {
        // Issue 31 item 4: --players once said "who the live board lets you play as", no longer true.
        String help = CommandLine.run("local", "--help").out().replaceAll("\\s+", " ");
        assertFalse(help.contains("lets you play as"), help);
        assertTrue(help.contains("--players NAMES the names the live board offers at once"), help);
        assertTrue(help.contains("it also plays as any name that plays in the console's channel"), help);
    }

    /** What the definition says the option or word is, its defaults and choices filled in as help shows them. */
    private static String described(ArgSpec arg) {
        String choices = arg.completionCandidates() == null ? ""
                : String.join(", ", arg.completionCandidates());
        return String.join(" ", arg.description()).replace("${DEFAULT-VALUE}", arg.defaultValueString())
                .replace("${COMPLETION-CANDIDATES}", choices);
    }

    /** The text without its line breaks and indents, which the help's layout chooses. */
    private static String squeezed(String text) {
        return text.replaceAll("\\s+", "");
    }
}
