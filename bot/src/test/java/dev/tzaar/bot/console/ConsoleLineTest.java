package dev.tzaar.bot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.commands.Subcommands;
import dev.tzaar.bot.commands.TzaarCommand;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How the console reads a chat line: who speaks, the subcommand, its options as Discord would carry them. */
class ConsoleLineTest {
    private static final ConsoleWords ENGLISH = ConsoleWords.of(new TzaarCommand(Subcommands.all()), null);

    private static ConsoleLine parse(String line) {
        return ConsoleLine.parse(line, ENGLISH);
    }

    @Test
    void aSlashCommandNamesItsSpeakerSubcommandOptionsAndMentions() {
        assertEquals(new ConsoleLine.Slash("alice", "challenge", Map.of("setup", "fixed", "colour", "white"),
                        List.of("bob")),
                parse("alice: /tzaar challenge @bob setup:fixed colour:white"));
    }

    @Test
    void theSlashTzaarMayBeLeftOutAndCaseDoesNotMatterForNames() {
        assertEquals(new ConsoleLine.Slash("Bob", "accept", Map.of(), List.of()), parse("Bob: ACCEPT"));
        assertEquals(new ConsoleLine.Slash("bob", "move", Map.of("from", "F4", "to", "E4"), List.of()),
                parse("  bob :tzaar move FROM:F4 To:E4  "));
    }

    @Test
    void aValueRunsToTheNextOptionSoAWholeTurnNeedsNoQuotes() {
        assertEquals(Map.of("turn", "F4xE4 C3-D4", "game", "ab3k9"),
                ((ConsoleLine.Slash) parse("alice: /tzaar move turn:F4xE4 C3-D4 game:ab3k9")).options());
        assertEquals(Map.of("turn", "f4 e4 pass"),
                ((ConsoleLine.Slash) parse("alice: /tzaar move turn:\"f4 e4 pass\"")).options());
    }

    @Test
    void anOptionNameMayHaveHyphensInsideAsAFrenchOneHas() {
        assertEquals(Map.of("problème-du-jour", "here"),
                ((ConsoleLine.Slash) parse("alice: /tzaar settings problème-du-jour:here")).options());
    }

    @Test
    void aMentionInsideAnOptionStaysItsValue() {
        assertEquals(new ConsoleLine.Slash("alice", "challenge", Map.of("opponent", "@bob"), List.of()),
                parse("alice: /tzaar challenge opponent:@bob"));
    }

    @Test
    void aQuestionMarkAtTheEndOfAValueAsksForItsChoices() {
        assertEquals(new ConsoleLine.Suggest("alice", "move", Map.of("from", "C2"), "to", "C"),
                parse("alice: /tzaar move from:C2 to:C?"));
        assertEquals(new ConsoleLine.Suggest("alice", "move", Map.of(), "from", ""),
                parse("alice: /tzaar move from:?"));
    }

    @Test
    void aButtonIsPressedByItsLabel() {
        assertEquals(new ConsoleLine.Press("bob", "Resign ab3k9"), parse("bob: press Resign ab3k9"));
        assertEquals(new ConsoleLine.Press("bob", "Accept"), parse("bob: PRESS \"Accept\""));
    }

    @Test
    void theConsolesOwnWordsAndBlankLinesAndComments() {
        assertInstanceOf(ConsoleLine.Help.class, parse("help"));
        assertInstanceOf(ConsoleLine.Quit.class, parse(" QUIT "));
        assertInstanceOf(ConsoleLine.Nothing.class, parse("   "));
        assertInstanceOf(ConsoleLine.Nothing.class, parse("# Alice opens"));
    }

    @Test
    void whatCannotBeReadSaysHowToWriteIt() {
        assertUnreadable("alice /tzaar board", "Start with who speaks, then a colon");
        assertUnreadable("alice move from:F4", "Start with who speaks");
        assertUnreadable("alice: /play", "The command here is /tzaar");
        assertUnreadable("alice:", "Say what to do");
        assertUnreadable("alice: press", "Press which button?");
        assertUnreadable("alice: /tzaar move F4 E4", "\"F4 E4\" is not an option");
        assertUnreadable("alice: /tzaar move from:F4 from:F5", "`from:` is given twice");
        assertUnreadable("alice: /tzaar move from:? to:?", "one `?`");
    }

    /** Careless lines are told what they are, not read as something else (issue 31). */
    @Test
    void chatAFullNameAndTheBotsNameAreEachToldWhatIsWrong() {
        assertUnreadable("alice: hello everyone", "The console reads commands, not chat: start a line with /tzaar, "
                + "as `alice: /tzaar help` does.");
        assertUnreadable("alice: /tzaar hello everyone", "There is no `/tzaar hello`.");
        assertUnreadable("Bob Smith: /tzaar help", "\"Bob Smith\" can't be a name: a name has no spaces. Write it like "
                + "`Bob_Smith:`.");
        assertUnreadable("Bob  Smith: press Accept", "like `Bob_Smith:`");
        assertUnreadable("al ice: /tzaar board", "a name has no spaces");
        assertUnreadable("TZAAR: /tzaar help", "`TZAAR` is the bot here");
        assertInstanceOf(ConsoleLine.Slash.class, parse("alice: board"), "a subcommand still needs no /tzaar");
    }

    @Test
    void aMentionOfSomethingThatCannotBeANameIsUnreadableNotAFailure() {
        assertUnreadable("alice: /tzaar challenge @bob!", "\"@bob!\" can't name anyone");
        assertUnreadable("alice: /tzaar challenge @\uD83E\uDD84", "can't name anyone");
        assertUnreadable("alice: /tzaar challenge @" + "b".repeat(33), "at most 32");
        assertInstanceOf(ConsoleLine.Slash.class, parse("alice: /tzaar challenge @" + "b".repeat(32)));
    }

    private static void assertUnreadable(String line, String reason) {
        ConsoleLine read = parse(line);
        assertInstanceOf(ConsoleLine.Unreadable.class, read, line);
        assertTrue(((ConsoleLine.Unreadable) read).reason().contains(reason), line + " -> " + read);
    }
}
