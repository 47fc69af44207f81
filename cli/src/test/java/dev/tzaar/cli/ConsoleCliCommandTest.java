package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.TextDiagram;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CompletableFuture;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./tzaar console} driven by a script on standard input, as a person or a program would: the
 * whole path runs (the bot's subcommands, the SDK's Lambda client, the function on loopback,
 * DynamoDB Local under a temporary data directory).
 */
@Tag("end-to-end")
class ConsoleCliCommandTest {
    private static final String BOT = "tzaar › ";

    @TempDir
    Path data;

    /**
     * A game the engine plays at random from the fixed start, Alice White, written as players type
     * it: whole turns, from/to with the second action in another line, pass as a command or a button.
     */
    private record ScriptedGame(List<String> lines, Position end) {
        static ScriptedGame play(long seed) {
            Random random = new Random(seed);
            List<String> lines = new ArrayList<>(List.of(
                    "alice: /tzaar challenge @bob setup:fixed colour:white",
                    "bob: press Accept"));
            Position position = Setup.fixed().position();
            for (int turn = 0; position.result().isEmpty(); turn++) {
                String player = position.sideToMove() == Side.WHITE ? "alice" : "bob";
                Action first = pick(position, random);
                position = position.apply(first).value();
                Action second = null;
                if (position.result().isEmpty() && position.step() == Step.SECOND && !position.isOpeningTurn()) {
                    second = random.nextInt(4) == 0 ? pass(position) : pick(position, random);
                    position = position.apply(second).value();
                    }
                lines.addAll(written(player, first, second, turn));
            }
            return new ScriptedGame(lines, position);
        }

        private static Action pick(Position position, Random random) {
            List<Action> moves = position.legalActions().stream().filter(a -> !a.toString().equals("pass")).toList();
            return moves.get(random.nextInt(moves.size()));
        }

        private static Action pass(Position position) {
            return position.legalActions().stream().filter(a -> a.toString().equals("pass")).findFirst().orElseThrow();
        }

        private static List<String> written(String player, Action first, Action second, int turn) {
            String[] cells = first.toString().split("[x-]");
            if (second == null || turn % 3 == 0) {
                return List.of(player + ": /tzaar move turn:" + first + (second == null ? "" : " " + second));
            }
            String opening = player + ": /tzaar move from:" + cells[0] + " to:" + cells[1];
            if (second.toString().equals("pass")) {
                return List.of(opening, turn % 3 == 1 ? player + ": press Pass" : player + ": /tzaar pass");
            }
            // Sloppy, as people type: lower case, a space instead of x or -.
            return List.of(opening, player + ": move turn:" + second.toString().toLowerCase().replaceAll("[x-]", " "));
        }
    }

    @Test
    void aWholeGameScriptedOnStandardInputEndsAsTheEngineSays() throws Exception {
        ScriptedGame game = ScriptedGame.play(5);
        List<String> script = new ArrayList<>(game.lines());
        script.add(2, "alice: /tzaar move from:?"); // after the challenge and its acceptance, before the first move

        CommandLine console = CommandLine.withInput(String.join("\n", script) + "\n", "console", "--data",
                data.toString());

        assertEquals(CliCommand.OK, console.status(), console.err() + console.out());
        List<String> out = console.outLines();
        assertEquals(script.size(), out.stream().filter(line -> line.startsWith("> ")).count(), "each line echoed");
        List<String> privately = out.stream().filter(line -> line.startsWith(BOT + "(only ")).toList();
        assertEquals(List.of(BOT + "(only alice sees this) Choices for `from:`:"), privately,
                "nothing refused: only the choices asked for are private");

        Set<String> offered = choicesAfter(out, "> alice: /tzaar move from:?");
        Set<String> origins = Setup.fixed().position().legalActions().stream()
                .map(action -> action.toString().split("x")[0]).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(origins, offered, "autocomplete offers exactly the stacks that can capture");

        Result result = game.end().result().orElseThrow();
        String winner = result.winner() == Side.WHITE ? "alice (White)" : "bob (Black)";
        assertTrue(out.stream().anyMatch(line -> line.startsWith(BOT) && line.contains(winner + " wins: " + result.reason())),
                "the function agrees with the engine on the end: " + winner + " wins: " + result.reason() + "\n"
                        + String.join("\n", out.subList(Math.max(0, out.size() - 40), out.size())));
        String board = String.join("\n", out);
        assertTrue(board.contains(indented(TextDiagram.drawLabelled(game.end(), false)))
                || board.contains(indented(TextDiagram.drawLabelled(game.end(), true))),
                "the last board shown is the engine's final position");

        List<Path> pictures = pictures(data.resolve("boards"));
        assertEquals(game.lines().size() - 1, pictures.size(), "a picture for the acceptance and for each line played");
        BufferedImage last = ImageIO.read(pictures.get(pictures.size() - 1).toFile());
        assertTrue(last.getWidth() >= 800, "a real board picture");
    }

    /**
     * The tournament setup's placement and then the game, played in the console by presses and choices
     * alone, the same controls as in Discord: nothing is refused, the function agrees with the engine on
     * the end, every choice was found by its cell.
     */
    @Test
    void aWholeTournamentGameIsPlacedAndPlayedInTheConsoleByPressesAndChoicesAlone() throws Exception {
        playedByTaps("en-US", "tournament", "press|choose|Accept|Play your turn|Pass|Tzaar|Tzarra|Tott",
                "(only alice sees this, in place of the panel)", " wins: ");
    }

    /**
     * A game played by taps in a French console, with the French words (appuyer, choisir, Jouer mon tour),
     * says nothing in English: the panel, its menus, how to choose, the refusals (FrenchConsoleSessionTest's
     * check of every word against the bundles).
     */
    @Test
    void aWholeGameIsPlayedByTapsInAFrenchConsoleWithNoEnglishWord() throws Exception {
        CommandLine console = playedByTaps("fr", "fixed",
                "appuyer|choisir|Accepter|Jouer mon tour|Passer|Tzaar|Tzarra|Tott",
                "(visible par alice seulement, à la place du panneau)", " gagne : ");
        assertTrue(console.out().contains("(pour choisir, tapez par exemple : alice: choisir "), console.out());
        assertEquals(java.util.Map.of(), FrenchConsoleSessionTest.englishIn(console.err() + console.out()),
                "English words (and the lines they are in) in a French game played by taps");
    }

    /**
     * A random game of the engine played in the console by taps ({@link TappedGame}) in {@code locale}
     * ({@code words}: the console's press and choose, then Accept, Play your turn, Pass and the three types,
     * separated by |), checked: nothing refused, nothing typed, the panel moved on in place ({@code inPlace},
     * how the console says so), and the function's end ({@code wins}) the engine's.
     */
    private CommandLine playedByTaps(String locale, String setup, String words, String inPlace, String wins)
            throws Exception {
        Position start = setup.equals("fixed") ? Setup.fixed().position() : Setup.tournament().position();
        TappedGame game = TappedGame.play(7, setup, start, List.of(words.split("\\|")));

        CommandLine console = CommandLine.withInput(String.join("\n", game.lines()) + "\n", "console", "--data",
                data.toString(), "--locale", locale);

        assertEquals(CliCommand.OK, console.status(), console.err() + console.out());
        String out = console.out();
        List<String> refused = console.outLines().stream().filter(line -> line.contains("No [")
                || line.contains("No menu offers") || line.contains("Aucun bouton") || line.contains("Aucun menu")
                || line.contains("nothing was played") || line.contains("rien n’a été joué")
                || line.contains("That line failed") || line.contains("Cette ligne a échoué")).toList();
        assertEquals(List.of(), refused, "every press and choice found its control and played");
        assertFalse(game.lines().stream().skip(2).anyMatch(line -> line.contains("/tzaar")), "nothing typed");
        assertTrue(out.contains(inPlace), "the panel moved on in place");
        Result result = game.end().result().orElseThrow();
        String winner = result.winner() == Side.WHITE ? "alice" : "bob";
        assertTrue(console.outLines().stream().anyMatch(line -> line.startsWith(BOT) && line.contains(winner + " (")
                && line.contains(wins)), "the function agrees with the engine that " + winner + " wins:\n"
                        + String.join("\n", console.outLines().subList(Math.max(0, console.outLines().size() - 20),
                                console.outLines().size())));
        return console;
    }

    /** The game's end moves both ratings (two newcomers: 1500 → 1662 and 1338), and the ladder and stats show them. */
    @Test
    void aWholeGameIsRatedAndTheLeaderboardAndStatsShowIt() throws Exception {
        ScriptedGame game = ScriptedGame.play(5);
        List<String> script = new ArrayList<>(game.lines());
        script.addAll(List.of("bob: /tzaar leaderboard", "alice: /tzaar stats player:@bob", "carol: stats"));

        CommandLine console = CommandLine.withInput(String.join("\n", script) + "\n", "console", "--data",
                data.toString());

        assertEquals(CliCommand.OK, console.status(), console.err() + console.out());
        String out = console.out();
        boolean aliceWon = game.end().result().orElseThrow().winner() == Side.WHITE;
        String winner = aliceWon ? "alice" : "bob";
        String loser = aliceWon ? "bob" : "alice";
        assertTrue(out.contains(winner + " 1500 → 1662 (+162), " + loser + " 1500 → 1338 (−162)."), out);
        assertTrue(out.contains("This server's TZAAR ladder"), out);
        assertTrue(out.contains("1. " + winner + " 1662? ± 290 · 1 won, 0 lost"), out);
        assertTrue(out.contains("bob: rating here " + (aliceWon ? "1338" : "1662") + "? ± 290 (place "), out);
        assertTrue(out.contains("(only carol sees this) You have no rated game yet"), out);
    }

    @Test
    void theConsolePlaysTheBotWhichAnswersEachTurnInTheSameReplyAndHintsPrivately() throws Exception {
        String script = String.join("\n",
                "alice: /tzaar ai level:easy setup:fixed colour:white",
                "alice: /tzaar move from:C2 to:C3",
                "alice: /tzaar hint",
                "bob: /tzaar hint") + "\n";

        CommandLine console = CommandLine.withInput(script, "console", "--data", data.toString());

        assertEquals(CliCommand.OK, console.status(), console.err() + console.out());
        String out = console.out();
        assertTrue(out.contains(BOT + "alice plays the bot: game "), out);
        assertTrue(out.contains(BOT + "alice C2 captures a Tzaar on C3. Easy bot "), out);
        assertTrue(out.contains(BOT + "(only alice sees this) A turn worth playing in game "), out);
        assertTrue(out.contains(BOT + "(only bob sees this) Hints are only for games against the bot"), out);
        // The hint's picture is named as docs/playing.md says of a player's private picture: <game>-NNNN-for-<player>.png.
        String hint = out.substring(out.indexOf("A turn worth playing in game "));
        String game = hint.substring("A turn worth playing in game ".length()).substring(0, 5);
        java.util.regex.Matcher picture = java.util.regex.Pattern.compile("picture: (\\S+)").matcher(hint);
        assertTrue(picture.find(), hint);
        assertTrue(Path.of(picture.group(1)).getFileName().toString().matches(game + "-\\d{4}-for-alice\\.png"),
                picture.group(1));
        assertTrue(Files.exists(Path.of(picture.group(1))), picture.group(1));
    }

    /**
     * Every picture of a panel is named as docs/playing.md says of a player's private picture,
     * {@code <game>-NNNN-for-<player>.png}: the panel Play your turn opens, each next step shown in its
     * place (a piece chosen: the game's version unchanged, so another picture of it, saved beside the
     * first as {@code -2} rather than over it), and the next player's panel after the move, of the
     * version the channel's board shows.
     */
    @Test
    void aPanelsPicturesAreNamedAfterTheirGameAndVersionAndTheirPlayer() throws Exception {
        String script = String.join("\n",
                "alice: /tzaar challenge @bob setup:fixed colour:white",
                "bob: press Accept",
                "alice: press Play your turn",
                "alice: choose C2",
                "alice: press C3",
                "bob: press Play your turn") + "\n";

        CommandLine console = CommandLine.withInput(script, "console", "--data", data.toString());

        assertEquals(CliCommand.OK, console.status(), console.err() + console.out());
        List<String> pictures = console.outLines().stream().map(line -> PICTURE.matcher(line))
                .filter(java.util.regex.Matcher::find).map(found -> Path.of(found.group(1)))
                .peek(file -> assertTrue(Files.exists(file), file.toString()))
                .map(file -> file.getFileName().toString()).toList();
        String game = pictures.get(0).substring(0, 5);
        String accepted = pictures.get(0);
        String afterTheCapture = pictures.get(3);
        assertEquals(List.of(accepted, accepted.replace(".png", "-for-alice.png"),
                accepted.replace(".png", "-for-alice-2.png"), afterTheCapture,
                afterTheCapture.replace(".png", "-for-bob.png")), pictures, console.out());
        assertTrue(accepted.matches(game + "-\\d{4}\\.png") && afterTheCapture.matches(game + "-\\d{4}\\.png")
                && !afterTheCapture.equals(accepted), pictures.toString());
    }

    /**
     * A pass made from the panel (Bob's) or typed (Alice's) ends the turn as a press of the board's own Pass
     * does: the board the turn's first action posted keeps no Pass to press, as in Discord; before, the
     * next {@code press Pass} found it and the function refused it.
     */
    @Test
    void aPassFromThePanelOrTypedLeavesNoPassUnderTheBoardOfThatTurn() throws Exception {
        String alicesFirst = fixedAfter("C2xC3", "D4xD3", "pass").legalActions().stream().map(Action::toString)
                .filter(action -> !action.equals("pass")).findFirst().orElseThrow();
        String script = String.join("\n",
                "alice: /tzaar challenge @bob setup:fixed colour:white",
                "bob: press Accept",
                "alice: /tzaar move turn:C2xC3",
                "bob: /tzaar move turn:D4xD3",
                "bob: press Play your turn",
                "bob: press Pass",
                "bob: press Pass",
                "alice: /tzaar move turn:" + alicesFirst,
                "alice: /tzaar pass",
                "alice: press Pass") + "\n";

        CommandLine console = CommandLine.withInput(script, "console", "--data", data.toString());

        String out = console.out();
        assertTrue(out.contains(BOT + "(only bob sees this, in place of the panel) Played."), out);
        assertTrue(out.contains(BOT + "bob passes."), out);
        assertTrue(out.contains(BOT + "alice passes."), out);
        List<String> noPass = console.outLines().stream().filter(line -> line.contains("No [Pass] button is showing"))
                .toList();
        assertEquals(2, noPass.size(), out);
        assertTrue(noPass.get(0).contains("(only bob sees this)") && noPass.get(1).contains("(only alice sees this)"),
                noPass.toString());
    }

    /**
     * The Pass under a board is made for the position the board showed (issue 22): Alice's private board,
     * asked for at Bob's second action, keeps its Pass (a private board is never retired); pressed at her
     * own first action, it is refused in one line and nothing is played, and her capture then plays as
     * usual. Before, she was told the rules' "there is nothing to pass yet".
     */
    @Test
    void anOldBoardsPassPressedAfterItsTurnIsRefusedInOneLineAndPlaysNothing() throws Exception {
        String alicesCapture = fixedAfter("C2xC3", "D4xD3", "C4-B4").legalActions().stream().map(Action::toString)
                .filter(action -> action.contains("x")).findFirst().orElseThrow();
        String script = String.join("\n",
                "alice: /tzaar challenge @bob setup:fixed colour:white",
                "bob: press Accept",
                "alice: /tzaar move turn:C2xC3",
                "bob: /tzaar move turn:D4xD3",
                "alice: /tzaar board",
                "bob: /tzaar move turn:C4-B4",
                "alice: press Pass",
                "alice: /tzaar move turn:" + alicesCapture) + "\n";

        CommandLine console = CommandLine.withInput(script, "console", "--data", data.toString());

        String out = console.out();
        String pressed = out.substring(out.indexOf("> alice: press Pass"), out.indexOf("> alice: /tzaar move turn:"
                + alicesCapture));
        java.util.regex.Matcher game = java.util.regex.Pattern.compile("game (\\w+)").matcher(out);
        assertTrue(game.find(), out);
        assertEquals("> alice: press Pass\n" + BOT + "(only alice sees this) That was for an earlier position of game "
                + game.group(1) + ": nothing was played.\n", pressed);
        String[] cells = alicesCapture.split("x");
        assertTrue(out.contains(BOT + "alice " + cells[0] + " captures"), "her capture was still hers to play: " + out);
    }

    /** The fixed setup's position after {@code actions}, each legal in turn. */
    private static Position fixedAfter(String... actions) {
        Position position = Setup.fixed().position();
        for (String played : actions) {
            position = position.apply(action(position, played)).value();
        }
        return position;
    }

    private static Action action(Position position, String written) {
        return position.legalActions().stream().filter(action -> action.toString().equals(written)).findFirst()
                .orElseThrow(() -> new AssertionError(written + " is not legal in\n" + position));
    }

    private static final java.util.regex.Pattern PICTURE = java.util.regex.Pattern.compile("picture: (\\S+\\.png)");

    @Test
    void whatDiscordWouldNeverSendIsRefusedAtOnceAndChangesNothing() throws Exception {
        String script = String.join("\n",
                "alice: /tzaar challenge @bob setup:fixed colour:white",
                "carol: press Accept",                        // not hers to press: she does not see it as hers
                "bob: press Accept",
                "alice: /tzaar move frm:C2 to:C3",            // no such option
                "alice: /tzaar move from:C2",                 // half a move: the subcommand refuses it
                "alice: /tzaar challenge @alice",             // yourself
                "alice: /tzaar challenge @bob setup:weird",   // not one of the choices
                "bob: /tzaar move from:C2 to:C3",             // not bob's turn: the function says so
                "alice /tzaar board",                         // no colon: not a chat line
                "alice: /tzaar board") + "\n";

        CommandLine console = CommandLine.withInput(script, "console", "--data", data.toString());

        assertEquals(CliCommand.REFUSED, console.status(), "a script with an unreadable line fails");
        String out = console.out();
        assertTrue(out.contains("(only carol sees this) This challenge is for bob."), out);
        assertTrue(out.contains("(only alice sees this) `/tzaar move` has no `frm:`"), out);
        assertTrue(out.contains("(only alice sees this) Say where the stack goes: `to:`"), out);
        assertTrue(out.contains("(only alice sees this) You can't challenge yourself"), out);
        assertTrue(out.contains("(only alice sees this) `setup:` is one of random, fixed or tournament."), out);
        assertTrue(out.contains("(only bob sees this) It's alice's turn"), out);
        assertTrue(out.contains(BOT + "Start with who speaks, then a colon"), out);
        String lastBoard = out.substring(out.lastIndexOf("> alice: /tzaar board"));
        // The console draws a board only when it changed: the start is drawn once, and the last /tzaar board
        // is still turn 1, drawn again or said to be the one above.
        String start = indented(TextDiagram.drawLabelled(Setup.fixed().position(), false));
        assertTrue(out.contains(start), out);
        assertTrue(lastBoard.contains("turn 1:") && lastBoard.contains("to make the opening capture")
                && (lastBoard.contains(start) || lastBoard.contains("board as above")),
                "after all that, the board is still the start: " + lastBoard);
    }

    @Test
    void anOpenChallengeIsTakenByWhoeverPressesAcceptFirstButNotByItsChallenger() throws Exception {
        String script = String.join("\n",
                "alice: /tzaar challenge setup:fixed colour:white",
                "alice: press Accept",
                "carol: press Accept",
                "bob: /tzaar accept",
                "alice: /tzaar move turn:C2xC3",
                "carol: /tzaar games") + "\n";

        CommandLine console = CommandLine.withInput(script, "console", "--data", data.toString());

        assertEquals(CliCommand.OK, console.status(), console.err() + console.out());
        String out = console.out();
        assertTrue(out.contains(BOT + "alice challenges anyone here to TZAAR"), out);
        assertTrue(out.contains("(only alice sees this) That is your own challenge"), out);
        assertTrue(out.contains(BOT + "carol accepts: game "), out);
        assertTrue(out.contains("(only bob sees this) Nobody has challenged you here, and there is no open challenge"),
                out);
        assertTrue(out.contains(BOT + "alice C2 captures a Tzaar on C3. carol (Black) to capture."), out);
        assertTrue(out.contains("(only carol sees this) Your games in this server, those where it is your turn first:"),
                out);
    }

    @Test
    void theConsoleJoinsTheLocalStackThatKeepsItsGamesInTheDataDirectory() throws Exception {
        try (var local = dev.tzaar.infra.local.LocalGameFunction.start(data, 0, 0)) {
            CommandLine console = CommandLine.withInput("alice: /tzaar challenge @bob\n", "console", "--data",
                    data.toString());

            assertEquals(CliCommand.OK, console.status(), console.err());
            assertTrue(console.err().contains("Joining the ./tzaar local that keeps its games in"), console.err());
            assertFalse(console.err().contains("Starting the game function"), "it starts nothing: " + console.err());
            assertTrue(console.err().contains(local.functionEndpoint().toString()), console.err());
            assertTrue(console.out().contains(BOT + "alice challenges bob to TZAAR"), console.out());
        }
    }

    @Test
    void aConsoleStartedWhileTheLocalStackIsStillStartingWaitsForItAndJoinsIt() throws Exception {
        Files.createDirectories(data);
        // The stack's launcher holds the data directory and has not yet said where its function answers.
        try (FileChannel held = FileChannel.open(data.resolve(".lock"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE); FileLock lock = held.lock();
                var local = dev.tzaar.infra.local.LocalGameFunction.start(data.resolve("theirs"), 0, 0)) {
            assertTrue(lock.isValid());
            // The launcher says where its function answers once the console has said that it waits.
            CompletableFuture<Void> waiting = new CompletableFuture<>();
            CompletableFuture<Void> started = waiting.thenRunAsync(() -> {
                try {
                    Files.writeString(data.resolve("function.url"), local.functionEndpoint() + "\n");
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });

            CommandLine console = CommandLine.withInputSaying("is still starting: waiting for it...", waiting,
                    "alice: /tzaar challenge @bob\n", "console", "--data", data.toString());

            assertTrue(waiting.isDone(), console.err());
            started.join();
            assertEquals(CliCommand.OK, console.status(), console.err());
            assertTrue(console.err().contains("is still starting: waiting for it..."), console.err());
            assertTrue(console.err().contains("Joining the ./tzaar local that keeps its games in"), console.err());
            assertFalse(console.err().contains("another ./tzaar local"), console.err());
            assertTrue(console.out().contains(BOT + "alice challenges bob to TZAAR"), console.out());
        }
    }

    @Test
    void anEndpointWithoutItsSchemeMeansHttpAsItDoesToABrowser() throws Exception {
        try (var local = dev.tzaar.infra.local.LocalGameFunction.start(data.resolve("elsewhere"), 0, 0)) {
            String hostAndPort = local.functionEndpoint().getAuthority();
            for (String endpoint : List.of(hostAndPort, "localhost:" + local.functionEndpoint().getPort())) {
                CommandLine console = CommandLine.withInput("alice: /tzaar games\n", "console", "--data",
                        data.toString(), "--endpoint", endpoint);

                assertEquals(CliCommand.OK, console.status(), console.err());
                assertTrue(console.out().contains(BOT + "(only alice sees this)"), console.out());
            }
        }
    }

    @Test
    void aBadArgumentIsAUsageErrorAndStartsNothing() throws Exception {
        for (List<String> args : List.of(List.of("--data", data.toString(), "--bogus", "x"),
                List.of("--data", data.toString(), "--endpoint"))) {
            CommandLine console = CommandLine.withInput("alice: /tzaar help\n",
                    Stream.concat(Stream.of("console"), args.stream()).toArray(String[]::new));
            assertEquals(CliCommand.USAGE, console.status(), args.toString());
            assertTrue(console.err().startsWith("tzaar console: "), console.err());
            assertTrue(console.err().contains("\nusage: ./tzaar console"), console.err());
            assertEquals("", console.out());
        }
        assertFalse(Files.exists(data.resolve(".lock")), "no function was started in the data directory");
    }

    /** The choices listed after a line, each "F4 · 2 captures" read as its cell. */
    private static Set<String> choicesAfter(List<String> out, String line) {
        Set<String> cells = new TreeSet<>();
        int at = out.indexOf(line) + 2; // the line, then "Choices for ..."
        while (at < out.size() && out.get(at).startsWith("        ")) {
            cells.add(out.get(at).strip().split(" ")[0]);
            at++;
        }
        return cells;
    }

    /** A diagram as the console prints it: each line indented under the message. */
    private static String indented(String diagram) {
        return diagram.lines().map(line -> "          " + line).collect(Collectors.joining("\n"));
    }

    private static List<Path> pictures(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.toString().endsWith(".png")).sorted().toList();
        }
    }
}
