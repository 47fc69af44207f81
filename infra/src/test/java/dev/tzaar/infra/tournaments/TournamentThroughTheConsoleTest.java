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
 * organiser and the players by name: a round robin of five created, joined by the announcement's Join, started;
 * every game resigned in turn, round by round (two games and a rest), until the final standings. Once in English,
 * once in French. The real console on the
 * real function.
 */
@Tag("end-to-end")
class TournamentThroughTheConsoleTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.functionAndDiscord();

    @TempDir
    Path files;

    @Test
    void aRoundRobinOfFiveIsPlayedThroughInEnglish() throws Exception {
        String out = session(null, List.of(
                "org: /tzaar tournament action:create name:Console Cup format:round-robin",
                "ann: press Join", "bo: press Join", "cy: press Join", "dee: press Join", "eve: press Join",
                "ann: press Join",
                "org: press Start"), "resign", "Resign");
        assertTrue(out.contains("🏆 Console Cup, tournament `"), out);
        assertTrue(out.contains("(the message with the button, edited in place) 🏆 Console Cup") && out.contains("Players (5): ann, bo, cy, dee, eve"), out);
        assertTrue(out.contains("You are in Console Cup already."), out);
        assertTrue(out.contains("Console Cup, round 1 of 5: the games begin now"), out);
        assertTrue(out.contains("Round 4 of Console Cup is over") && out.contains("Console Cup, round 5 of 5"), out);
        assertTrue(out.contains("buttons: [Rematch] [Record] [Analyze] [Replay] [Board 1] [Board 2]"), "the new round's board under the ending: " + out);
        assertTrue(out.contains("Console Cup is over! 🥇 "), out);
        assertTrue(!out.contains("No menu offers") && !out.contains("button is showing") && !out.contains("failed"), out);
    }

    @Test
    void aRoundRobinOfFiveIsPlayedThroughInFrench() throws Exception {
        String out = session("fr", List.of(
                "org: /tzaar tournoi action:create nom:Coupe format:round-robin",
                "ann: press S’inscrire", "bo: press S’inscrire", "cy: press S’inscrire", "dee: press S’inscrire",
                "eve: press S’inscrire",
                "org: press Commencer"), "abandonner", "Abandonner");
        assertTrue(out.contains("🏆 Coupe, tournoi `"), out);
        assertTrue(out.contains("(le message du bouton, modifié sur place) 🏆 Coupe") && out.contains("Joueurs (5) : ann, bo, cy, dee, eve"), out);
        assertTrue(out.contains("Coupe, ronde 1 sur 5 : les parties commencent maintenant"), out);
        assertTrue(out.contains("Coupe est terminé ! 🥇 "), out);
        assertTrue(!out.contains("failed"), out);
    }

    /**
     * The lines typed, then, round after round, the player to move in each game of the round resigns: White, as
     * nobody has moved yet.
     */
    private String session(String locale, List<String> lines, String resign, String confirm) throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        Console console = new Console(stack.function().newRelay(), files,
                new PrintStream(printed, true, StandardCharsets.UTF_8), System::currentTimeMillis, locale);
        assertEquals(0, console.run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")), true, ""),
                printed.toString(StandardCharsets.UTF_8));
        for (int round = 1; round <= 5; round++) {
            String out = printed.toString(StandardCharsets.UTF_8);
            String heading = locale == null ? "round " + round + " of 5" : "ronde " + round + " sur 5";
            String boards = out.substring(out.lastIndexOf(heading));
            java.util.regex.Matcher game = java.util.regex.Pattern.compile(
                    "@(\\w+) \\((?:White|Blancs)\\)[^\n]*?`([a-z2-9]{5})`").matcher(boards);
            int found = 0;
            StringBuilder typed = new StringBuilder();
            while (found < 2 && game.find()) {
                typed.append(game.group(1)).append(": /tzaar ").append(resign).append(' ')
                        .append(locale == null ? "game" : "partie").append(':').append(game.group(2)).append('\n')
                        .append(game.group(1)).append(": press ").append(confirm).append('\n');
                found++;
            }
            assertEquals(2, found, "two games a round: " + boards);
            console.run(new BufferedReader(new StringReader(typed.toString())), true, "");
        }
        return printed.toString(StandardCharsets.UTF_8);
    }
}
