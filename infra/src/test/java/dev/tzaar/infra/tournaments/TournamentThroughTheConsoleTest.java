package dev.tzaar.infra.tournaments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.console.Console;
import dev.tzaar.infra.stack.LocalStack;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A tournament in {@code ./tzaar console}, typed as a person at a terminal types it, the console playing the
 * organiser and the players by name: a round robin of three created, joined by the announcement's Join, started;
 * every game resigned in turn until the final standings. Once in English, once in French. The real console on the
 * real function.
 */
@Tag("end-to-end")
class TournamentThroughTheConsoleTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.functionAndDiscord();

    @TempDir
    Path files;

    @Test
    void aRoundRobinOfThreeIsPlayedThroughInEnglish() throws Exception {
        String out = session(null, List.of(
                "org: /tzaar tournament action:create name:Console Cup format:round-robin",
                "ann: press Join", "bo: press Join", "cy: press Join", "ann: press Join",
                "org: press Start"), "resign", "Resign");
        assertTrue(out.contains("🏆 Console Cup, tournament `"), out);
        assertTrue(out.contains("(the message with the button, edited in place) 🏆 Console Cup") && out.contains("Players (3): ann, bo, cy"), out);
        assertTrue(out.contains("You are in Console Cup already."), out);
        assertTrue(out.contains("Console Cup, round 1 of 3: the games begin now"), out);
        assertTrue(out.contains("Round 2 of Console Cup is over") && out.contains("Console Cup, round 3 of 3"), out);
        assertTrue(out.contains("buttons: [Rematch] [Record] [Analyze] [Replay] [Board 1]"), "the new round's board under the ending: " + out);
        assertTrue(out.contains("Console Cup is over! 🥇 "), out);
        assertTrue(!out.contains("No menu offers") && !out.contains("button is showing") && !out.contains("failed"), out);
    }

    @Test
    void aRoundRobinOfThreeIsPlayedThroughInFrench() throws Exception {
        String out = session("fr", List.of(
                "org: /tzaar tournoi action:create nom:Coupe format:round-robin",
                "ann: press S’inscrire", "bo: press S’inscrire", "cy: press S’inscrire",
                "org: press Commencer"), "abandonner", "Abandonner");
        assertTrue(out.contains("🏆 Coupe, tournoi `"), out);
        assertTrue(out.contains("(le message du bouton, modifié sur place) 🏆 Coupe") && out.contains("Joueurs (3) : ann, bo, cy"), out);
        assertTrue(out.contains("Coupe, ronde 1 sur 3 : les parties commencent maintenant"), out);
        assertTrue(out.contains("Coupe est terminé ! 🥇 "), out);
        assertTrue(!out.contains("failed"), out);
    }

    /**
     * The lines typed, then, round after round, the player to move in each game of the round resigns (each
     * round robin's round here has one game and a rest): three rounds.
     */
    private String session(String locale, List<String> lines, String resign, String confirm) throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        Console console = new Console(stack.function().newRelay(), files,
                new PrintStream(printed, true, StandardCharsets.UTF_8), System::currentTimeMillis, locale);
        assertEquals(0, console.run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")), true, ""),
                printed.toString(StandardCharsets.UTF_8));
        for (int round = 1; round <= 3; round++) {
            String out = printed.toString(StandardCharsets.UTF_8);
            java.util.regex.Matcher game = java.util.regex.Pattern.compile("<?@?(\\w+)>? \\((?:White|Blancs)\\).*?`([a-z2-9]{5})`")
                    .matcher(out.substring(out.lastIndexOf(locale == null ? "round " + round + " of 3" : "ronde " + round + " sur 3")));
            assertTrue(game.find(), out);
            String white = game.group(1);
            String id = game.group(2);
            console.run(new BufferedReader(new StringReader(white + ": /tzaar " + resign + " " + (locale == null ? "game" : "partie")
                    + ":" + id + "\n" + white + ": press " + confirm + "\n")), true, "");
        }
        return printed.toString(StandardCharsets.UTF_8);
    }
}
