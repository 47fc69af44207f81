package dev.tzaar.infra.discord;

import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import dev.tzaar.testkit.discord.RestCall;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ButtonId;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Whole games played by typed commands and autocomplete: a challenge accepted with its button and played to
 * the end, in either language, the tournament's placement, games against the bot, ratings, open challenges,
 * the app's DM, the list of one's games, and what is wrong said privately.
 */
abstract class GamesByCommands extends GamesThroughDiscord {

    /** Each file goes up as what it is: the board a PNG, the records UTF-8 text, never bare bytes. */
    @Test
    void theRecordsAreUploadedAsUtf8TextAndTheBoardAsAPng() throws IOException {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white")));
        assertRealBoard(shownAfterPress(discord.pressButton(bob, challenge.buttons().get(0).customId(), challenge)));
        DiscordMessage history = shown(discord.slashCommand(alice, "tzaar", "history", Map.of()));
        List<String> records = history.attachments().stream().map(DiscordMessage.Attachment::filename).toList();
        assertTrue(records.stream().anyMatch(name -> name.endsWith(".tzaar"))
                && records.stream().anyMatch(name -> name.endsWith(".sgf")), history.toString());
        for (DiscordMessage.Attachment record : history.attachments()) {
            assertEquals("text/plain; charset=utf-8", record.uploadedAs(), record.filename());
        }
    }

    /** The replay goes up as an animated GIF with its alt text, and the JDK's reader reads it: a frame per turn. */
    @Test
    void aReplayIsUploadedAsAGifThatReadsBackWithAFramePerTurn() throws IOException {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white")));
        assertRealBoard(shownAfterPress(discord.pressButton(bob, challenge.buttons().get(0).customId(), challenge)));
        assertRealBoard(shown(discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3"))));

        DiscordMessage replay = shown(discord.slashCommand(bob, "tzaar", "replay", Map.of()));

        assertTrue(replay.ephemeral(), replay.toString());
        DiscordMessage.Attachment gif = replay.attachments().get(0);
        assertTrue(gif.filename().matches("replay-[a-z0-9]+\\.gif"), gif.filename());
        assertEquals("image/gif", gif.uploadedAs());
        assertTrue(gif.description().startsWith("An animated replay of the game between"), gif.description());
        try (javax.imageio.stream.ImageInputStream in = javax.imageio.ImageIO.createImageInputStream(
                new java.io.ByteArrayInputStream(gif.bytes()))) {
            javax.imageio.ImageReader reader = javax.imageio.ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            assertEquals(2, reader.getNumImages(true), "the start and the one turn played");
        }
    }

    @Test
    void aChallengeIsAcceptedWithItsButtonAndAWholeGameIsPlayedToTheEnd() throws IOException {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white")));
        assertTrue(challenge.content().contains("challenges"), challenge.content());
        String accept = challenge.buttons().stream().map(DiscordMessage.Button::customId)
                .filter(id -> id.startsWith("tzaar:accept:")).findFirst().orElseThrow();
        String game = accept.substring("tzaar:accept:".length());

        Interaction pressed = discord.pressButton(bob, accept, challenge);
        DiscordMessage start = shownAfterPress(pressed);
        assertRealBoard(start);
        assertEquals(java.util.Set.of(alice.id()), pressed.awaitFollowUps(2).get(1).pinged(), "Alice opens");

        int moves = playToTheEnd(game, alice, new Random(8));
        assertTrue(moves > 10, "a real game: " + moves);
    }

    /**
     * Alice's Discord is in French, the server's language English: what only she reads is French,
     * what the channel reads (and Bob, whose client is English) is English.
     */
    @Test
    void aFrenchPlayerReadsHerPrivateRepliesInFrenchAndTheChannelReadsTheServersLanguage() throws IOException {
        discord.setLocale(alice, "fr");
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white")));
        assertFalse(challenge.ephemeral());
        assertTrue(challenge.content().contains(" challenges **" + bob.username() + "** to TZAAR"), challenge.content());
        assertEquals("Accept", challenge.buttons().get(0).label(), "the buttons are in the message's language");
        String accept = challenge.buttons().get(0).customId();
        String game = accept.substring("tzaar:accept:".length());

        Interaction own = discord.pressButton(alice, accept, challenge);
        own.awaitAcknowledgement();
        DiscordMessage refusal = own.awaitFollowUp();
        assertTrue(refusal.ephemeral(), refusal.toString());
        assertEquals("C’est votre propre défi : attendez la réponse de **" + bob.username()
                + "**, ou retirez-le avec `/tzaar retirer`.", refusal.content());

        DiscordMessage start = shownAfterPress(discord.pressButton(bob, accept, challenge));
        assertTrue(start.content().contains(" accepts: game **" + game + "** begins"), start.content());
        assertRealBoard(start, ENGLISH);

        DiscordMessage board = shown(discord.slashCommand(alice, "tzaar", "board", Map.of()));
        assertTrue(board.ephemeral(), board.toString());
        assertTrue(board.content().startsWith("Partie **" + game + "**, tour 1 : "), board.content());
        assertTrue(board.content().endsWith("de faire la capture d’ouverture."), board.content());
        assertRealBoard(board, FRENCH);
        assertEquals("Abandonner", board.button("tzaar:resign:" + game).orElseThrow().label());

        DiscordMessage help = shown(discord.slashCommand(alice, "tzaar", "help", Map.of()));
        assertTrue(help.content().startsWith("**TZAAR sur Discord**"), help.content());
        assertTrue(shown(discord.slashCommand(bob, "tzaar", "help", Map.of())).content()
                .startsWith("**TZAAR on Discord**"), "Bob's client is English");

        assertTrue(playToTheEnd(game, alice, new Random(11), ENGLISH) > 10, "the channel's game is in English");
    }

    /** The reverse: a French server, players with English clients. The whole game is told in French. */
    @Test
    void inAFrenchServerTheChannelReadsAWholeGameInFrenchAndEachPlayerTheirOwnLanguage() throws IOException {
        discord.setGuildLocale("fr");
        try {
            DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                    Map.of("opponent", bob, "setup", "fixed", "colour", "white")));
            assertTrue(challenge.content().contains(" défie **" + bob.username() + "** au TZAAR : la disposition fixe"),
                    challenge.content());
            assertEquals("Accepter", challenge.buttons().get(0).label());
            String accept = challenge.buttons().get(0).customId();
            String game = accept.substring("tzaar:accept:".length());

            DiscordUser carol = discord.newUser("carol" + players);
            Interaction wrongPerson = discord.pressButton(carol, accept, challenge);
            wrongPerson.awaitAcknowledgement();
            assertEquals("This challenge is for **" + bob.username() + "**.", wrongPerson.awaitFollowUp().content(),
                    "Carol's client is English: her private refusal is English");

            Interaction pressed = discord.pressButton(bob, accept, challenge);
            DiscordMessage start = shownAfterPress(pressed);
            assertTrue(start.content().contains(" accepte : la partie **" + game + "** commence"), start.content());
            assertRealBoard(start, FRENCH);
            assertTrue(pressed.awaitFollowUps(2).get(1).content().contains("à vous de jouer dans la partie **" + game),
                    "the ping is public, so French");

            DiscordMessage board = shown(discord.slashCommand(bob, "tzaar", "board", Map.of()));
            assertTrue(board.content().startsWith("Game **" + game + "**, turn 1: "), board.content());
            assertRealBoard(board, ENGLISH);

            assertTrue(playToTheEnd(game, alice, new Random(12), FRENCH) > 10, "a whole game in French");
        } finally {
            discord.setGuildLocale("en-US");
        }
    }


    @Test
    void aTournamentGameIsPlacedPieceByPieceThenPlayedToTheEnd() throws IOException {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "tournament", "colour", "white")));
        String accept = challenge.buttons().get(0).customId();
        shownAfterPress(discord.pressButton(bob, accept, challenge));
        Random random = new Random(9);
        DiscordUser toAct = alice;
        String[] types = {"Tzaar", "Tzarra", "Tott"};
        int placed = 0;
        while (placed < 60) {
            List<Callback.Choice> cells = discord.autocomplete(toAct, "tzaar", "place", Map.of("at", ""), "at")
                    .awaitChoices();
            String at = cells.get(random.nextInt(cells.size())).value();
            DiscordMessage reply = shown(discord.slashCommand(toAct, "tzaar", "place",
                    Map.of("type", types[random.nextInt(3)], "at", at)));
            if (reply.ephemeral()) {
                // That type ran out for this player: the function says so privately, and nothing changed.
                assertTrue(reply.content().contains("left to place"), reply.content());
                continue;
            }
            placed++;
            toAct = toAct == alice ? bob : alice;
        }
        assertEquals(alice, toAct, "after the sixtieth piece White makes the opening capture");
        String game = accept.substring("tzaar:accept:".length());
        assertTrue(playToTheEnd(game, alice, random) > 10, "a whole game after the placement");
    }

    /**
     * A tournament game against the bot, played to its end: the bot (White) places its first piece
     * before the game's first reply, then every reply to Alice carries the bot's answer too, through
     * the placement, its opening capture and every turn after; nobody is pinged, since the turn
     * always comes back to Alice. Then she asks for the analysis.
     */
    @Test
    void aWholeTournamentGameAgainstTheBotIsPlayedWithItsTurnsInTheSameRepliesThenAnalysed() throws IOException {
        DiscordMessage start = shown(discord.slashCommand(alice, "tzaar", "ai",
                Map.of("level", "easy", "setup", "tournament", "colour", "black")));
        assertFalse(start.ephemeral(), start.content());
        assertRealBoard(start);
        assertTrue(start.content().contains("**Easy bot** places a "), start.content());
        String game = start.buttons().stream().map(DiscordMessage.Button::customId)
                .filter(id -> id.startsWith("tzaar:hint:")).findFirst().orElseThrow().substring("tzaar:hint:".length());
        Random random = new Random(12);
        String[] types = {"Tzaar", "Tzarra", "Tott"};
        DiscordMessage reply = start;
        for (int placed = 0; placed < 30; ) {
            List<Callback.Choice> cells = discord.autocomplete(alice, "tzaar", "place", Map.of("at", ""), "at")
                    .awaitChoices();
            Interaction place = discord.slashCommand(alice, "tzaar", "place",
                    Map.of("type", types[random.nextInt(3)], "at", cells.get(random.nextInt(cells.size())).value()));
            reply = shown(place);
            if (reply.ephemeral()) {
                assertTrue(reply.content().contains("left to place"), reply.content());
                continue;
            }
            placed++;
            assertTrue(reply.content().contains("**Easy bot** "), reply.content());
            assertEquals(List.of(), place.followUps(), "nobody is pinged: the turn comes back to Alice");
        }
        assertTrue(reply.content().contains("**Easy bot** ") && reply.content().contains(" captures "),
                "after Alice's last piece the bot makes the opening capture: " + reply.content());

        int moves = 0;
        while (!reply.content().contains(" wins: ")) {
            List<Callback.Choice> origins = discord.autocomplete(alice, "tzaar", "move", Map.of("from", ""), "from")
                    .awaitChoices();
            String from = origins.get(random.nextInt(origins.size())).value();
            List<Callback.Choice> targets = discord.autocomplete(alice, "tzaar", "move",
                    Map.of("from", from, "to", ""), "to").awaitChoices();
            reply = shown(discord.slashCommand(alice, "tzaar", "move",
                    Map.of("from", from, "to", targets.get(random.nextInt(targets.size())).value())));
            assertFalse(reply.ephemeral(), reply.content());
            assertRealBoard(reply);
            java.util.Optional<DiscordMessage.Button> pass = reply.button(id -> ButtonId.isBoardsPass(id, game));
            if (pass.isPresent()) {
                reply = shownAfterPress(discord.pressButton(alice, pass.get().customId(), reply));
            }
            assertTrue(++moves < 200, "a game ends");
        }
        assertTrue(reply.content().contains("**Easy bot** (White) wins: ")
                || reply.content().contains("(Black) wins: "), reply.content());

        Interaction analyze = discord.slashCommand(alice, "tzaar", "analyze", Map.of("game", game));
        assertEquals(Callback.Type.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, analyze.awaitAcknowledgement().type());
        DiscordMessage analysis = analyze.awaitAnswerAfterProgress(
                line -> line.content().startsWith("Reviewing game "), java.time.Duration.ofSeconds(60));
        // The review in steps (a hard turn's time each, 40 ms here): the private placeholder shows each step's
        // line, the turns reviewed growing, until the review takes its place.
        List<DiscordMessage> lines = analyze.edits().subList(0, analyze.edits().size() - 1);
        assertFalse(lines.isEmpty(), "a game of " + moves + " moves is reviewed in more than one step of 40 ms");
        int reviewed = 0;
        for (DiscordMessage line : lines) {
            java.util.regex.Matcher progress = java.util.regex.Pattern.compile(
                    "Reviewing game \\*\\*" + game + "\\*\\*: turn (\\d+) of (\\d+)…").matcher(line.content());
            assertTrue(line.ephemeral() && progress.matches(), line.toString());
            assertTrue(Integer.parseInt(progress.group(1)) > reviewed, "the turns reviewed grow: " + lines);
            reviewed = Integer.parseInt(progress.group(1));
        }
        assertEquals(analysis, analyze.edits().get(analyze.edits().size() - 1), "the review takes the line's place");
        assertTrue(analysis.ephemeral(), analysis.toString());
        // The whole game's review (docs/review.md): its heading, each side's accuracy, the chances drawn.
        assertTrue(analysis.content().startsWith("Review of game **" + game + "**"), analysis.content());
        assertTrue(analysis.content().contains("\nAccuracy: **Easy bot** "), analysis.content());
        assertFalse(analysis.attachments().isEmpty(), analysis.toString());
    }

    /** Challenging the bot's own user is a game against it at medium, begun at once; a hint then comes privately. */
    @Test
    void challengingTheBotStartsAGameAgainstItAtOnceAndAHintComesPrivately() throws IOException {
        DiscordMessage start = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", discord.botUser(), "setup", "fixed", "colour", "white")));
        assertFalse(start.ephemeral(), start.content());
        assertTrue(start.content().contains("plays the bot") && start.content().contains("**Medium bot**"),
                start.content());
        assertRealBoard(start);

        DiscordMessage hint = shown(discord.slashCommand(alice, "tzaar", "hint", Map.of()));
        assertTrue(hint.ephemeral(), hint.toString());
        assertTrue(hint.content().contains("`/tzaar move turn:"), hint.content());
        assertRealBoard(hint);

        DiscordMessage refused = shown(discord.slashCommand(bob, "tzaar", "hint", Map.of()));
        assertTrue(refused.ephemeral(), refused.toString());
    }

    /**
     * A game between two people moves both ratings: the last message says by how much, and the
     * leaderboard and the players' stats show them at once. Both are newcomers (1500 ± 350), so the
     * figures are Glicko-2's for a first game: the winner 1500 → 1662, the loser 1500 → 1338.
     */
    @Test
    void aWholeGameMovesBothRatingsAndTheLeaderboardAndStatsShowThem() throws IOException {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white")));
        String accept = challenge.buttons().get(0).customId();
        shownAfterPress(discord.pressButton(bob, accept, challenge));
        playToTheEnd(accept.substring("tzaar:accept:".length()), alice, new Random(13));
        boolean aliceWon = ending.contains("**" + alice.username() + "** (White) wins");
        DiscordUser winner = aliceWon ? alice : bob;
        DiscordUser loser = aliceWon ? bob : alice;
        assertTrue(ending.contains("**" + winner.username() + "** 1500 → 1662 (+162), **" + loser.username()
                + "** 1500 → 1338 (−162)."), ending);

        DiscordMessage board = shown(discord.slashCommand(loser, "tzaar", "leaderboard", Map.of()));
        assertFalse(board.ephemeral(), board.toString());
        assertTrue(board.content().startsWith("**This server's TZAAR ladder**"), board.content());
        assertTrue(board.content().contains("**" + winner.username() + "** 1662? ± 290 · 1 won, 0 lost"),
                board.content());
        assertTrue(board.content().contains("**" + loser.username() + " (you)** 1338? ± 290 · 0 won, 1 lost"),
                board.content());
        assertTrue(board.content().indexOf(winner.username()) < board.content().indexOf(loser.username() + " (you)"),
                board.content());

        DiscordMessage global = shown(discord.slashCommand(winner, "tzaar", "leaderboard", Map.of("scope", "global")));
        assertTrue(global.content().startsWith("**The global TZAAR ladder**"), global.content());

        DiscordMessage stats = shown(discord.slashCommand(winner, "tzaar", "stats", Map.of("player", loser)));
        assertFalse(stats.ephemeral(), stats.toString());
        assertTrue(stats.content().startsWith("**" + loser.username() + "**: rating here 1338? ± 290"), stats.content());
        assertTrue(stats.content().contains("Rated games here: 1 (0 won, 1 lost) · streak: 1 loss"), stats.content());
        assertTrue(stats.content().contains((aliceWon ? "As White 0–0 · as Black 0–1" : "As White 0–1 · as Black 0–0")),
                stats.content());
        assertTrue(stats.content().contains("• lost against " + winner.username()), stats.content());

        DiscordMessage mine = shown(discord.slashCommand(winner, "tzaar", "stats", Map.of()));
        assertTrue(mine.content().contains("streak: 1 win"), mine.content());
    }

    @Test
    void anOpenChallengeIsTakenByTheFirstOtherPersonToAcceptAndPlayed() throws IOException {
        DiscordUser carol = discord.newUser("carol" + players);
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("setup", "fixed", "colour", "white")));
        assertFalse(challenge.ephemeral(), challenge.toString());
        assertTrue(challenge.content().startsWith("**" + alice.username() + "** challenges **anyone here** to TZAAR"),
                challenge.content());
        assertEquals(List.of("Accept", "Withdraw"), challenge.buttons().stream().map(DiscordMessage.Button::label)
                .toList());
        String accept = challenge.buttons().get(0).customId();
        String game = accept.substring("tzaar:accept:".length());

        Interaction own = discord.pressButton(alice, accept, challenge);
        own.awaitAcknowledgement();
        DiscordMessage refused = own.awaitFollowUp();
        assertTrue(refused.ephemeral() && refused.content().startsWith("That is your own challenge"), refused.toString());

        Interaction taken = discord.pressButton(bob, accept, challenge);
        DiscordMessage start = shownAfterPress(taken);
        assertTrue(start.content().startsWith("**" + bob.username() + "** accepts: game **" + game + "** begins, **"
                + alice.username() + "** (White) vs **" + bob.username() + "** (Black)"), start.content());
        assertRealBoard(start);

        // The accepted challenge's buttons are gone (retired right after the answer is posted): a late
        // comer tries the command.
        assertButtonsRetired(challenge);
        DiscordMessage tooLate = shown(discord.slashCommand(carol, "tzaar", "accept", Map.of("game", game)));
        assertTrue(tooLate.ephemeral(), tooLate.toString());
        assertEquals("Game **" + game + "** has already started.", tooLate.content());

        assertTrue(playToTheEnd(game, alice, new Random(13)) > 10, "a whole game with whoever took it");
    }

    @Test
    void inTheAppsOwnDmAChallengeIsKindlyRefusedAndTheOtherCommandsAnswerOnlyThroughTheInteraction() {
        FakeDiscord.Place dm = discord.appDm(alice);
        int callsBefore = discord.calls().size();

        DiscordMessage challenge = shown(discord.slashCommand(dm, alice, "tzaar", "challenge", Map.of("opponent", bob)));
        DiscordMessage help = shown(discord.slashCommand(dm, alice, "tzaar", "help", Map.of()));
        DiscordMessage games = shown(discord.slashCommand(dm, alice, "tzaar", "games", Map.of()));

        assertTrue(challenge.ephemeral(), challenge.toString());
        assertTrue(challenge.content().startsWith("This is our private chat, so nobody else is here to play against."),
                challenge.content());
        assertFalse(help.content().isBlank(), help.toString());
        assertTrue(games.content().startsWith("You have no games or challenges anywhere."), games.content());
        // One copy of the calls: a call made between two copies would put the end past the first's size.
        List<RestCall> all = discord.calls();
        List<RestCall> calls = all.subList(callsBefore, all.size());
        assertTrue(calls.stream().noneMatch(c -> c.route().startsWith("channels/") || c.route().startsWith("users/")),
                "where the app is no member it can only answer the interaction (no post, no DM opened): " + calls);
        assertTrue(calls.stream().anyMatch(c -> c.route().startsWith("webhooks/")), "answered: " + calls);
    }

    @Test
    void myGamesAreListedAcrossTheServersChannelsWithMyTurnFirst() {
        FakeDiscord.Place other = discord.newChannel();
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white")));
        String here = challenge.buttons().get(0).customId().substring("tzaar:accept:".length());
        shownAfterPress(discord.pressButton(bob, challenge.buttons().get(0).customId(), challenge));
        DiscordMessage elsewhere = shown(discord.slashCommand(other, bob, "tzaar", "challenge", Map.of("opponent", alice)));
        String there = elsewhere.buttons().get(0).customId().substring("tzaar:accept:".length());

        DiscordMessage list = shown(discord.slashCommand(other, alice, "tzaar", "games", Map.of()));
        DiscordMessage finished = shown(discord.slashCommand(alice, "tzaar", "games", Map.of("finished", true)));

        assertTrue(list.ephemeral(), list.toString());
        List<String> lines = List.of(list.content().split("\n"));
        assertEquals("Your games in this server, those where it is your turn first:", lines.get(0));
        assertTrue(lines.get(1).startsWith("• <#" + discord.channelId() + "> **" + here + "** vs **" + bob.username()
                + "**, turn 1: **your turn**"), lines.get(1));
        assertTrue(lines.get(2).startsWith("• <#" + other.channelId() + "> **" + there + "**: a challenge from **"
                + bob.username() + "**"), lines.get(2));
        assertEquals("You have no finished games in this server.", finished.content());
    }

    @Test
    void whatIsWrongIsSaidPrivatelyAndChangesNothing() {
        DiscordUser carol = discord.newUser("carol" + players);
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge", Map.of("opponent", bob)));
        String accept = challenge.buttons().get(0).customId();

        Interaction wrongPerson = discord.pressButton(carol, accept, challenge);
        wrongPerson.awaitAcknowledgement();
        DiscordMessage refusal = wrongPerson.awaitFollowUp();
        assertTrue(refusal.ephemeral(), refusal.toString());
        assertEquals("This challenge is for **" + bob.username() + "**.", refusal.content());

        DiscordMessage noGame = shown(discord.slashCommand(carol, "tzaar", "move", Map.of("from", "A1", "to", "A2")));
        assertTrue(noGame.ephemeral(), noGame.toString());
        assertTrue(noGame.content().startsWith("You have no game in progress here"), noGame.content());
    }
}
