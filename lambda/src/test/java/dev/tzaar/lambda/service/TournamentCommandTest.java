package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.TournamentReplies.button;
import static dev.tzaar.lambda.service.TournamentReplies.games;
import static dev.tzaar.lambda.service.TournamentReplies.labels;
import static dev.tzaar.lambda.service.TournamentReplies.tournamentOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.lambda.shared.TournamentPlay;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.tournaments.Tournament;
import dev.tzaar.lambda.tournaments.TournamentState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar tournament} through the function on DynamoDB Local (docs/tournaments.md, "On Discord"): the
 * announcement joined by its buttons, Start pairing round 1 once and beginning its games in the channel, each
 * game's end counted for its board, the round's last beginning the next round, the last round's the final
 * standings; twice-delivered results counted once.
 */
class TournamentCommandTest {
    private static final Player DEE = Table.person("100000000000000004", "Dee");

    private final Table table = new Table(41);

    @Test
    void anOrganiserWithManageServerAnnouncesATournamentThatPlayersJoinAndLeaveByItsButtons() {
        GameReply announced = create(Table.ANN, "Spring Cup", Option.ROUNDS, "2", Option.CAP, "3");
        assertFalse(announced.ephemeral(), announced.text());
        assertTrue(announced.text().startsWith("🏆 **Spring Cup**, tournament `"), announced.text());
        assertTrue(announced.text().contains("Swiss, 2 rounds · random setup · 3 days a move · rated · at most 3 players. Organised by <@"
                + Table.ANN.id() + ">."), announced.text());
        assertTrue(announced.text().contains("Players (0): nobody yet"), announced.text());
        assertEquals(List.of("Join", "Leave", "Start", "Cancel"), labels(announced));

        GameReply bo = table.press(Table.BO, button(announced, "Join"));
        assertTrue(bo.ephemeral() && bo.text().startsWith("You are in **Spring Cup**"), bo.text());
        assertTrue(bo.panel().text().contains("Players (1): **Bo**"), "the announcement, in its place: " + bo.panel());
        assertEquals("You are in **Spring Cup** already.", table.press(Table.BO, button(announced, "Join")).text());
        table.press(Table.CY, button(announced, "Join"));
        GameReply dee = table.press(DEE, button(announced, "Join"));
        assertTrue(dee.panel().text().contains("Players (3): **Bo**, **Cy**, **Dee**"), dee.panel().text());
        assertEquals("**Spring Cup** is full: it takes at most 3 players.",
                table.press(Table.ANN, button(announced, "Join")).text());

        GameReply left = table.press(Table.CY, button(announced, "Leave"));
        assertEquals("You left **Spring Cup**. You may join again until it starts.", left.text());
        assertTrue(left.panel().text().contains("Players (2): **Bo**, **Dee**"), left.panel().text());
        assertEquals("You are not in **Spring Cup**.", table.press(Table.CY, button(announced, "Leave")).text());
    }

    @Test
    void withoutManageServerNothingIsCreatedAndEachBadOptionIsNamed() {
        GameReply refused = table.send(Table.ANN, Command.TOURNAMENT, Option.ACTION, "create", Option.NAME, "Cup");
        assertTrue(refused.ephemeral() && refused.text().startsWith("Only someone with the **Manage Server** permission"),
                refused.text());
        assertEquals("`format:` is swiss, round-robin or double-round-robin, not “arena”.",
                create(Table.ANN, "Cup", Option.FORMAT, "arena").text());
        assertEquals("`rounds:` is a whole number from 1 to 15, not “40”.", create(Table.ANN, "Cup", Option.ROUNDS, "40").text());
        assertEquals("`cap:` is a whole number of players from 2 to 256, not “1”.",
                create(Table.ANN, "Cup", Option.CAP, "1").text());
        assertEquals("The setup is `random`, `fixed` or `tournament`.", create(Table.ANN, "Cup", Option.SETUP, "odd").text());
        assertEquals("`rated:` is true or false, not “maybe”.", create(Table.ANN, "Cup", Option.RATED, "maybe").text());
        assertTrue(create(Table.ANN, " ").text().startsWith("Give the tournament a name"));
        assertEquals("`action:` is create, join, leave, start, cancel, remove, standings, pairings, export or games, not “pair”.",
                table.send(Table.ANN, Command.TOURNAMENT, Option.ACTION, "pair").text());
        assertEquals("There is no tournament `zzzzz` in this channel: its id is on its announcement.",
                table.send(Table.ANN, Command.TOURNAMENT, Option.ACTION, "join", Option.TOURNAMENT, "zzzzz").text());
    }

    @Test
    void startPairsRoundOneOnceAndBeginsEveryGameInTheChannelOnTheClock() {
        GameReply announced = create(Table.ANN, "Winter Swiss", Option.ROUNDS, "2", Option.DAYS, "2", Option.SETUP,
                "fixed");
        assertTrue(announced.text().contains("Swiss, 2 rounds · fixed setup · 2 days a move"), announced.text());
        for (Player player : List.of(Table.ANN, Table.BO, Table.CY, DEE)) {
            table.press(player, button(announced, "Join"));
        }
        assertEquals("Only the organiser, <@" + Table.ANN.id() + ">, or someone with **Manage Server** starts the tournament.",
                table.press(Table.BO, button(announced, "Start")).text());

        GameReply started = table.press(Table.ANN, button(announced, "Start"));
        assertFalse(started.ephemeral(), started.text());
        assertTrue(started.text().startsWith("**Winter Swiss**, round 1 of 2: the games begin now"), started.text());
        List<String> games = games(started);
        assertEquals(2, games.size(), started.text());
        assertEquals(4, started.ping().size(), "every player pinged: " + started.ping());
        assertEquals(List.of("Board 1", "Board 2"), labels(started));
        assertTrue(started.panel().text().contains("Under way, 2 rounds: Standings and Pairings show where it stands."),
                started.panel().text());
        for (String id : games) {
            Game game = table.game(id);
            assertEquals(GameStatus.ACTIVE, game.status());
            assertTrue(game.isTimed() && game.clock().isRunning() && game.clock().daysPerMove() == 2, game.toString());
            assertEquals(dev.tzaar.engine.Setup.Kind.FIXED, game.setup(), "the organiser's setup");
            assertEquals(tournamentOf(announced), game.record().tags().get(TournamentPlay.TOURNAMENT_TAG));
        }

        GameReply again = table.press(Table.ANN, button(announced, "Start"));
        assertEquals("**Winter Swiss** has started already.", again.text());
        assertEquals("**Winter Swiss** has started: nobody joins or leaves it now.",
                table.press(Table.CY, button(announced, "Leave")).text());
        GameReply pairings = table.send(Table.CY, Command.TOURNAMENT, Option.ACTION, "pairings",
                Option.TOURNAMENT, tournamentOf(announced));
        assertTrue(pairings.ephemeral() && pairings.text().startsWith("**Winter Swiss**, round 1 of 2:"), pairings.text());
        assertTrue(pairings.text().contains("game `" + games.get(0) + "`: being played"), pairings.text());
    }

    @Test
    void theRoundsLastResultBeginsTheNextRoundAndTheLastRoundsEndsTheTournamentWithItsStandings() {
        GameReply announced = create(Table.ANN, "Club Swiss", Option.ROUNDS, "2");
        for (Player player : List.of(Table.ANN, Table.BO, Table.CY, DEE)) {
            table.press(player, button(announced, "Join"));
        }
        List<String> first = games(table.press(Table.ANN, button(announced, "Start")));

        GameReply one = resign(first.get(0));
        assertTrue(one.text().contains("This game counts for **Club Swiss**: round 1, 1 of 2 boards decided."), one.text());
        GameReply two = resign(first.get(1));
        assertTrue(two.text().contains("Round 1 of **Club Swiss** is over: the standings are below."), two.text());
        assertTrue(two.text().contains("**Club Swiss**, round 2 of 2: the games begin now"), two.text());
        assertTrue(two.pictures().stream().anyMatch(p -> p.fileName().equals("standings-1.png")), two.pictures().toString());
        List<String> second = games(two);
        assertEquals(2, second.size(), two.text());
        assertTrue(second.stream().noneMatch(first::contains), "new games for round 2");

        resign(second.get(0));
        GameReply last = resign(second.get(1));
        assertTrue(last.text().contains("**Club Swiss** is over! 🥇 **"), last.text());
        assertTrue(last.pictures().stream().anyMatch(p -> p.fileName().equals("standings-1.png")), last.pictures().toString());
        Tournament over = table.store.tournaments().tournament(tournamentOf(announced)).orElseThrow();
        assertEquals(TournamentState.FINISHED, over.state());

        GameReply standings = table.send(Table.BO, Command.TOURNAMENT, Option.ACTION, "standings",
                Option.TOURNAMENT, tournamentOf(announced));
        assertTrue(standings.ephemeral() && !standings.pictures().isEmpty(), standings.toString());
    }

    @Test
    void aResultDeliveredTwiceCountsOnce() {
        GameReply announced = create(Table.ANN, "Twice", Option.ROUNDS, "1");
        for (Player player : List.of(Table.ANN, Table.BO, Table.CY, DEE)) {
            table.press(player, button(announced, "Join"));
        }
        List<String> games = games(table.press(Table.ANN, button(announced, "Start")));
        Player toResign = table.game(games.get(0)).white();
        table.send(toResign, Command.RESIGN, Option.GAME, games.get(0));
        String interaction = Table.nextInteraction();
        GameReply once = table.send(interaction, toResign, Command.CONFIRM_RESIGN, Option.GAME, games.get(0));
        GameReply twice = table.send(interaction, toResign, Command.CONFIRM_RESIGN, Option.GAME, games.get(0));
        assertTrue(once.text().contains("1 of 2 boards decided"), once.text());
        assertTrue(twice.repeat(), "the same answer, given again");
        assertEquals(1, table.store.tournaments().tournament(tournamentOf(announced)).orElseThrow().results());
    }

    @Test
    void theGamesOfAnUnratedTournamentMoveNoRating() {
        GameReply announced = create(Table.ANN, "Friendly", Option.ROUNDS, "1", Option.RATED, "false");
        assertTrue(announced.text().contains("· 3 days a move · not rated. Organised"), announced.text());
        table.press(Table.ANN, button(announced, "Join"));
        table.press(Table.BO, button(announced, "Join"));
        List<String> games = games(table.press(Table.ANN, button(announced, "Start")));
        GameReply ended = resign(games.get(0));
        assertTrue(ended.text().contains("A game of a tournament that is not rated: no rating moves."), ended.text());
        assertTrue(ended.text().contains("**Friendly** is over!"), ended.text());
    }

    @Test
    void aFlagFallInTheSweepCountsForTheTournamentAndEndsIt() {
        GameReply announced = create(Table.ANN, "Clock Cup", Option.ROUNDS, "1", Option.DAYS, "1");
        table.press(Table.ANN, button(announced, "Join"));
        table.press(Table.BO, button(announced, "Join"));
        String game = games(table.press(Table.ANN, button(announced, "Start"))).get(0);
        table.now = table.now.plus(java.time.Duration.ofDays(4));

        List<dev.tzaar.api.ClockSweep.Notice> notices = table.service.sweepClocks(
                new dev.tzaar.api.ClockSweep(100, true), table.now).notices().stream()
                .filter(notice -> notice.gameId().equals(game)).toList();
        assertEquals(1, notices.size(), notices.toString());
        assertTrue(notices.get(0).reply().text().contains("**Clock Cup** is over! 🥇 **"), notices.get(0).reply().text());
        assertEquals(TournamentState.FINISHED,
                table.store.tournaments().tournament(tournamentOf(announced)).orElseThrow().state());
    }

    @Test
    void theExportedReportFilePairsEveryRoundAgainAsThePlayersWerePaired() throws Exception {
        GameReply announced = create(Table.ANN, "Report Swiss", Option.ROUNDS, "3");
        List<Player> five = List.of(Table.ANN, Table.BO, Table.CY, DEE, Table.person("100000000000000005", "Eve"));
        for (Player player : five) {
            table.press(player, button(announced, "Join"));
        }
        List<List<String>> rounds = new ArrayList<>();
        List<String> games = games(table.press(Table.ANN, button(announced, "Start")));
        for (int round = 1; round <= 3; round++) {
            rounds.add(games);
            GameReply last = null;
            for (String game : games) {
                last = resign(game);
            }
            games = round < 3 ? games(last) : List.of();
        }
        GameReply exported = table.send(Table.CY, Command.TOURNAMENT, Option.ACTION, "export",
                Option.TOURNAMENT, tournamentOf(announced));
        assertTrue(exported.ephemeral() && exported.text().startsWith("**Report Swiss** after 3 rounds, as a FIDE"),
                exported.text());
        dev.tzaar.lambda.tournament.trf.TrfFile file = dev.tzaar.lambda.tournament.trf.TrfReader.read(
                exported.files().get(0).content());
        for (int round = 1; round <= 3; round++) {
            dev.tzaar.lambda.tournament.RoundPairing again = dev.tzaar.lambda.tournament.pairing.DutchPairer.pair(
                    file.record().firstRounds(round - 1));
            List<String> fromFile = again.games().stream().map(g -> file.record().player(g.white()).entrant().name()
                    + "-" + file.record().player(g.black()).entrant().name()).sorted().toList();
            List<String> played = rounds.get(round - 1).stream().map(table::game)
                    .map(g -> g.white().name() + "-" + g.black().name()).sorted().toList();
            assertEquals(played, fromFile, "round " + round);
        }
    }

    @Test
    void theRoundsLastTwoResultsLandingAtOnceBeginTheNextRoundExactlyOnce() throws Exception {
        for (int attempt = 0; attempt < 4; attempt++) {
            GameReply announced = create(Table.ANN, "Race " + attempt, Option.ROUNDS, "2");
            for (Player player : List.of(Table.ANN, Table.BO, Table.CY, DEE)) {
                table.press(player, button(announced, "Join"));
            }
            List<String> games = games(table.press(Table.ANN, button(announced, "Start")));
            List<Player> movers = games.stream().map(table::game).map(g -> g.toAct().orElseThrow()).toList();
            for (int board = 0; board < 2; board++) {
                table.send(movers.get(board), Command.RESIGN, Option.GAME, games.get(board));
            }
            java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
            java.util.concurrent.ExecutorService two = java.util.concurrent.Executors.newFixedThreadPool(2);
            List<java.util.concurrent.Future<GameReply>> ended = new ArrayList<>();
            for (int board = 0; board < 2; board++) {
                int b = board;
                ended.add(two.submit(() -> {
                    go.await();
                    return table.send(movers.get(b), Command.CONFIRM_RESIGN, Option.GAME, games.get(b));
                }));
            }
            go.countDown();
            List<String> texts = new ArrayList<>();
            for (java.util.concurrent.Future<GameReply> reply : ended) {
                texts.add(reply.get(60, java.util.concurrent.TimeUnit.SECONDS).text());
            }
            two.shutdown();
            long begun = texts.stream().filter(t -> t.contains("round 2 of 2: the games begin now")).count();
            assertEquals(1, begun, "round 2 begun by exactly one of the two endings: " + texts);
            Tournament tournament = table.store.tournaments().tournament(tournamentOf(announced)).orElseThrow();
            assertEquals(2, tournament.round(), tournament.toString());
            assertEquals(List.of(2, 2), tournament.boardsPerRound());
        }
    }

    @Test
    void theOrganiserRemovesAPlayerWhoseGameIsForfeitedAndTheRoundGoesOn() {
        GameReply announced = create(Table.ANN, "Removal", Option.ROUNDS, "2");
        for (Player player : List.of(Table.ANN, Table.BO, Table.CY, DEE)) {
            table.press(player, button(announced, "Join"));
        }
        List<String> games = games(table.press(Table.ANN, button(announced, "Start")));
        resign(games.get(0));
        Player leaving = table.game(games.get(1)).white();
        GameReply refused = table.send(Table.BO.equals(leaving) ? Table.CY : Table.BO, Command.TOURNAMENT,
                Option.ACTION, "remove", Option.TOURNAMENT, tournamentOf(announced), Option.PLAYER, leaving.id());
        assertTrue(refused.ephemeral() && refused.text().startsWith("Only the organiser"), refused.text());

        GameReply removed = table.send(Table.ANN, Command.TOURNAMENT, Option.ACTION, "remove",
                Option.TOURNAMENT, tournamentOf(announced), Option.PLAYER, leaving.id());
        assertFalse(removed.ephemeral(), removed.text());
        assertTrue(removed.text().startsWith("**" + leaving.name() + "** was removed from **Removal**: their game of this"
                + " round is forfeited"), removed.text());
        assertTrue(removed.text().contains("**Removal**, round 2 of 2: the games begin now"), "the round was over: "
                + removed.text());
        assertEquals("**" + leaving.name() + "** was removed already.", table.send(Table.ANN, Command.TOURNAMENT,
                Option.ACTION, "remove", Option.TOURNAMENT, tournamentOf(announced), Option.PLAYER, leaving.id()).text());
        assertTrue(games(removed).stream().noneMatch(id -> table.game(id).involves(leaving.id())),
                "not paired again: " + removed.text());
    }

    @Test
    void someoneWithManageServerMayStartATournamentTheyDoNotOrganise() {
        GameReply announced = create(Table.ANN, "Staff Cup", Option.ROUNDS, "1");
        table.press(Table.BO, button(announced, "Join"));
        table.press(Table.CY, button(announced, "Join"));
        GameReply started = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, DEE,
                Command.TOURNAMENT, Map.of(Option.ACTION, "start", Option.TOURNAMENT, tournamentOf(announced)))
                .with(Capability.MANAGE_SERVER));
        assertTrue(started.text().startsWith("**Staff Cup**, round 1 of 1: the games begin now"), started.text());
    }

    @Test
    void aResultTheTournamentCannotCountLeavesTheGameEndedAndSaysSo() {
        GameReply announced = create(Table.ANN, "Flaky", Option.ROUNDS, "1");
        table.press(Table.ANN, button(announced, "Join"));
        table.press(Table.BO, button(announced, "Join"));
        String game = games(table.press(Table.ANN, button(announced, "Start"))).get(0);
        Table failing = new Table(table, store -> new ForwardingStore(store) {
            @Override
            public dev.tzaar.lambda.tournaments.TournamentStore tournaments() {
                dev.tzaar.lambda.tournaments.TournamentStore real = store.tournaments();
                return (dev.tzaar.lambda.tournaments.TournamentStore) java.lang.reflect.Proxy.newProxyInstance(
                        getClass().getClassLoader(), new Class<?>[] {dev.tzaar.lambda.tournaments.TournamentStore.class},
                        (proxy, method, arguments) -> {
                            if (method.getName().equals("record")) {
                                throw new IllegalStateException("the table is busy");
                            }
                            return method.invoke(real, arguments);
                        });
            }
        });
        Player mover = table.game(game).toAct().orElseThrow();
        failing.send(mover, Command.RESIGN, Option.GAME, game);
        GameReply ended = failing.send(mover, Command.CONFIRM_RESIGN, Option.GAME, game);
        assertTrue(ended.text().startsWith("**" + mover.name() + "** resigns."), ended.text());
        assertTrue(ended.text().endsWith("This game's end is recorded, but tournament `" + tournamentOf(announced)
                + "` could not count it just now: tell its organiser."), ended.text());
        assertEquals(GameStatus.FINISHED, table.game(game).status());
    }

    @Test
    void theGamesListShowsEachBoardOfRoundOneWithItsResultTheByeAndTheThreadOfAGameBeingPlayed() {
        GameReply announced = create(Table.ANN, "Games Cup", Option.ROUNDS, "2");
        String id = tournamentOf(announced);
        assertEquals("**Games Cup** has not started yet (0 players so far).", gamesOf(table, id).text());
        List<Player> five = List.of(Table.ANN, Table.BO, Table.CY, DEE, Table.person("100000000000000005", "Eve"));
        for (Player player : five) {
            table.press(player, button(announced, "Join"));
        }
        List<String> games = games(table.press(Table.ANN, button(announced, "Start")));
        assertEquals(List.of(TournamentPlay.gameId(id, 1, 1), TournamentPlay.gameId(id, 1, 2)), games);
        resign(games.get(0));
        String thread = "1400000000000000077";
        table.store.write(table.game(games.get(1)).inThread(thread), new dev.tzaar.lambda.game.StoredReply(
                Table.nextInteraction(), games.get(1), "{}", table.now.plus(java.time.Duration.ofDays(1))));
        List<String> read = new ArrayList<>();
        Table counting = new Table(table, store -> new ForwardingStore(store) {
            @Override
            public java.util.Optional<Game> find(String gameId, java.time.Instant now) {
                read.add(gameId);
                return super.find(gameId, now);
            }
        });

        GameReply list = gamesOf(counting, id);

        Game first = table.game(games.get(0));
        Game second = table.game(games.get(1));
        String resting = five.stream().filter(p -> !first.involves(p.id()) && !second.involves(p.id())).findFirst()
                .orElseThrow().name();
        assertTrue(list.ephemeral(), list.text());
        assertEquals("**Games Cup**, every game so far (round 1 of 2), the newest round first:\n__Round 1__\n"
                + "Board 1: **" + first.white().name() + "** – **" + first.black().name() + "**, game `" + games.get(0)
                + "`: " + (first.record().result().orElseThrow().winner() == dev.tzaar.engine.Side.WHITE ? "1–0" : "0–1")
                + "\nBoard 2: **" + second.white().name() + "** – **" + second.black().name() + "**, game `"
                + games.get(1) + "`: being played in <#" + thread + ">"
                + "\nBye: **" + resting + "** (a win's points)", list.text());
        assertEquals(List.of(games.get(1), games.get(1)), read,
                "only the game being played is read: by the catch-up (has it ended uncounted?), then for its thread");
        GameReply pairings = table.send(Table.CY, Command.TOURNAMENT, Option.ACTION, "pairings", Option.TOURNAMENT, id);
        assertTrue(pairings.text().endsWith("\nBye: **" + resting + "** (a win's points)"),
                "the bye's name bold once: " + pairings.text());
    }

    @Test
    void theGamesListKeepsToOneMessageNewestRoundFirstAndSaysHowManyEarlierBoardsDoNotFit() {
        GameReply announced = create(Table.ANN, "Big Swiss", Option.ROUNDS, "3");
        String id = tournamentOf(announced);
        for (int i = 10; i < 50; i++) {
            table.press(Table.person("1000000000000001" + i, "Player number " + i), button(announced, "Join"));
        }
        table.press(Table.ANN, button(announced, "Start"));
        for (int board = 1; board <= 20; board++) {
            resign(TournamentPlay.gameId(id, 1, board));
        }
        assertEquals(2, table.store.tournaments().tournament(id).orElseThrow().round(), "round 2 begun");

        String text = gamesOf(table, id).text();

        assertTrue(text.length() <= 2000 && text.length() > 1850, text.length() + ": " + text);
        assertTrue(text.startsWith("**Big Swiss**, every game so far (round 2 of 3), the newest round first:\n"
                + "__Round 2__\nBoard 1: **Player number "), text);
        for (int board = 1; board <= 20; board++) {
            assertTrue(text.contains("game `" + TournamentPlay.gameId(id, 2, board) + "`: being played\n"), board + ": " + text);
        }
        int roundOne = text.indexOf("\n__Round 1__\n");
        assertTrue(roundOne > text.indexOf("__Round 2__"), "round 1 after round 2: " + text);
        long shown = java.util.stream.IntStream.rangeClosed(1, 20)
                .filter(board -> text.contains("game `" + TournamentPlay.gameId(id, 1, board) + "`: ")).count();
        assertTrue(shown >= 1 && shown < 20, shown + " of round 1's boards: " + text);
        assertTrue(text.endsWith("\n… and " + (20 - shown) + " earlier boards (games and byes) do not fit in this message."),
                text);
    }

    private GameReply create(Player organiser, String name, String... more) {
        Map<String, String> options = new HashMap<>(Map.of(Option.ACTION, "create", Option.NAME, name));
        for (int i = 0; i < more.length; i += 2) {
            options.put(more[i], more[i + 1]);
        }
        return table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, organiser,
                Command.TOURNAMENT, options).with(Capability.MANAGE_SERVER));
    }

    private static GameReply gamesOf(Table at, String tournament) {
        return at.send(Table.CY, Command.TOURNAMENT, Option.ACTION, "games", Option.TOURNAMENT, tournament);
    }

    /** The player to move resigns, confirmed. */
    private GameReply resign(String game) {
        Player mover = table.game(game).toAct().orElseThrow();
        table.send(mover, Command.RESIGN, Option.GAME, game);
        return table.send(mover, Command.CONFIRM_RESIGN, Option.GAME, game);
    }




}
