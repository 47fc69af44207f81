package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static dev.tzaar.lambda.service.Table.CY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameThread;
import dev.tzaar.lambda.shared.TimeLimits;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A game in a thread of its own ({@code thread:true}): the challenge asks for it, the accept asks the
 * bot to start it from the challenge's message, the bot's {@link Command#THREAD} moves the game into
 * it, moves come from the thread, the end is told in the channel in one line, and spectators follow
 * with a button. On DynamoDB Local.
 */
class ThreadsTest {
    private final Table table = new Table(131);
    /** The thread the bot started: its id is a snowflake like any channel's. */
    private final String thread = String.valueOf(Long.parseLong(table.channel) + 50_000_000_000L);

    private GameReply from(String channel, Player user, Command command, String... options) {
        Map<String, String> values = new java.util.HashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            values.put(options[i], options[i + 1]);
        }
        return table.handle(GameRequest.of(Table.nextInteraction(), table.guild, channel, user, command, values)
                .in(InteractionContext.GUILD));
    }

    /** Ann challenges Bo with thread:true, Bo accepts: the game is active and asks for its thread. */
    private GameReply acceptedAskingForAThread() {
        GameReply challenge = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white", Option.THREAD, "true");
        assertFalse(challenge.ephemeral(), challenge.text());
        return table.send(BO, Command.ACCEPT, Option.GAME, challenge.game().id());
    }

    private GameReply threadRecorded(String gameId) {
        return table.handle(GameRequest.of(thread, table.guild, table.channel, BO, Command.THREAD,
                Map.of(Option.GAME, gameId, Option.THREAD, thread)).in(InteractionContext.GUILD));
    }

    /** A request from the table's channel, with what the frontend says the user and the bot may do. */
    private GameReply with(java.util.Set<Capability> capabilities, Player user, Command command, String... options) {
        Map<String, String> values = new java.util.HashMap<>();
        Map<String, Player> mentioned = new java.util.HashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            values.put(options[i], options[i + 1]);
        }
        if (values.containsKey(Option.OPPONENT)) {
            mentioned.put(BO.id(), BO);
        }
        return table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, user, command, values)
                .withMentioned(mentioned).in(InteractionContext.GUILD).withCapabilities(capabilities));
    }

    private static final java.util.Set<Capability> ADMIN = java.util.Set.of(Capability.MANAGE_SERVER,
            Capability.START_THREADS, Capability.START_PRIVATE_THREADS);
    private static final java.util.Set<Capability> MEMBER = java.util.Set.of(Capability.START_THREADS,
            Capability.START_PRIVATE_THREADS);
    /** A server that invited the bot with the first link: Create Public Threads, not Create Private Threads. */
    private static final java.util.Set<Capability> PUBLIC_ONLY = java.util.Set.of(Capability.START_THREADS);

    private void serverDefault(String threads) {
        GameReply set = with(ADMIN, ANN, Command.SETTINGS, Option.THREADS, threads);
        assertTrue(set.ephemeral(), set.text());
        assertTrue(set.text().startsWith("Done: from now on, challenges are played in"), set.text());
    }

    @Test
    void aChallengeWithThreadTrueSaysSoAndKeepsTheWish() {
        GameReply challenge = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.THREAD, "true");

        assertTrue(challenge.text().endsWith("It will be played in a thread of its own."), challenge.text());
        assertEquals(GameThread.ASKED, table.game(challenge.game().id()).thread());
        assertNull(challenge.thread(), "no thread before the challenge is accepted");
    }

    @Test
    void acceptingAsksTheBotToStartTheThreadAndAddBothPlayers() {
        GameReply accepted = acceptedAskingForAThread();

        assertFalse(accepted.ephemeral(), accepted.text());
        assertNotNull(accepted.thread(), accepted.text());
        assertTrue(accepted.thread().starts());
        assertEquals("TZAAR " + accepted.game().id() + ": Ann vs Bo", accepted.thread().startName());
        assertEquals(List.of(ANN.id(), BO.id()), accepted.thread().join());
        assertNotNull(accepted.image(), "the board, which the bot posts in the thread");
    }

    @Test
    void theBotsWordMovesTheGameIntoTheThreadWithFollowButtons() {
        String id = acceptedAskingForAThread().game().id();

        GameReply intro = threadRecorded(id);

        assertFalse(intro.ephemeral(), intro.text());
        assertTrue(intro.text().startsWith("Game **" + id + "** is played in this thread"), intro.text());
        assertEquals(List.of("Follow", "Unfollow"), intro.buttons().stream().map(ActionButton::label).toList());
        Game game = table.game(id);
        assertEquals(thread, game.playedIn());
        assertEquals(table.channel, game.channelId());
        assertEquals(thread, intro.game().channelId(), "the bot's cache learns where the game is now played");
    }

    @Test
    void theSameThreadSentTwiceIsRecordedOnce() {
        String id = acceptedAskingForAThread().game().id();
        GameReply first = threadRecorded(id);
        long version = table.game(id).version();

        GameReply again = threadRecorded(id);

        assertEquals(first.text(), again.text());
        assertEquals(version, table.game(id).version());
    }

    @Test
    void movesAreMadeInTheThread() {
        String id = acceptedAskingForAThread().game().id();
        threadRecorded(id);

        GameReply move = from(thread, ANN, Command.MOVE, Option.TURN, "C2xC3");
        assertFalse(move.ephemeral(), move.text());
        assertEquals(1, table.game(id).record().actions().size());
        assertNull(move.announce(), "nothing for the channel while the game goes on");
    }

    // ---- a command typed in the channel about the player's game in one of its threads ----

    @Test
    void aMoveTypedInTheChannelIsRefusedPrivatelyWithALinkToTheThreadAndTheCommandToTypeThere() {
        String id = acceptedAskingForAThread().game().id();
        threadRecorded(id);

        GameReply inParent = table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");

        assertTrue(inParent.ephemeral(), inParent.text());
        assertEquals("Game **" + id + "** is played in its thread <#" + thread + ">: type `/tzaar move turn:C2xC3 game:"
                + id + "` there.", inParent.text());
        assertNull(inParent.image(), "the channel gets no board");
        assertEquals(0, table.game(id).record().actions().size(), "nothing was played");
        GameReply named = table.send(ANN, Command.MOVE, Option.FROM, "C2", Option.TO, "C3", Option.GAME, id);
        assertEquals("Game **" + id + "** is played in its thread <#" + thread + ">: type `/tzaar move from:C2 to:C3"
                + " game:" + id + "` there.", named.text(), "naming the game changes nothing");
        assertEquals(0, table.game(id).record().actions().size());
    }

    @Test
    void aResignationOrAClaimInTheChannelIsRefusedTooAndTheFrenchAreToldInFrench() {
        String id = acceptedAskingForAThread().game().id();
        threadRecorded(id);

        GameReply resign = table.send(BO, Command.RESIGN);
        assertTrue(resign.ephemeral() && resign.buttons().isEmpty(), "no Confirm to press here: " + resign.text());
        assertTrue(resign.text().endsWith("type `/tzaar resign game:" + id + "` there."), resign.text());
        GameReply confirmed = table.send(BO, Command.CONFIRM_RESIGN, Option.GAME, id);
        assertTrue(confirmed.text().endsWith("type `/tzaar resign game:" + id + "` there."), confirmed.text());
        assertTrue(table.send(BO, Command.CLAIM).text().startsWith("Game **" + id + "** is played in its thread"));
        GameReply french = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ANN,
                Command.MOVE, Map.of(Option.TURN, "C2xC3")).in(InteractionContext.GUILD).withLocales("fr", "fr"));
        assertEquals("La partie **" + id + "** se joue dans son fil <#" + thread + "> : tapez-y `/tzaar jouer tour:C2xC3"
                + " partie:" + id + "`.", french.text());
        assertEquals(dev.tzaar.api.GameStatus.ACTIVE, table.game(id).status());
        assertEquals(0, table.game(id).record().actions().size());
    }

    @Test
    void withAGameInTheChannelAndOneInAThreadAnUnnamedCommandInTheChannelActsOnTheChannelsGame() {
        String inThread = acceptedAskingForAThread().game().id();
        threadRecorded(inThread);
        String here = table.startFixedGameBetween(ANN, CY);  // Ann to move in both

        GameReply move = table.send(ANN, Command.MOVE, Option.TURN, "C2xC3");

        assertFalse(move.ephemeral(), move.text());
        assertEquals(1, table.game(here).record().actions().size(), move.text());
        assertEquals(0, table.game(inThread).record().actions().size());
        GameReply resign = table.send(ANN, Command.RESIGN);
        assertTrue(resign.text().contains(here) && !resign.text().contains(inThread), resign.text());
        assertFalse(resign.buttons().isEmpty(), "the Confirm button of the channel's game: " + resign.text());
        GameReply board = table.send(ANN, Command.BOARD);
        assertTrue(Table.shows(board).startsWith(here + " "), Table.shows(board));
    }

    @Test
    void withAChallengeInTheChannelAndARematchInAThreadAnAcceptInTheChannelTakesTheChannelsChallenge() {
        String first = acceptedAskingForAThread().game().id();
        threadRecorded(first);
        from(thread, ANN, Command.CONFIRM_RESIGN, Option.GAME, first);
        String rematch = from(thread, BO, Command.REMATCH, Option.GAME, first).game().id();
        String here = table.send(CY, Command.CHALLENGE, Option.OPPONENT, ANN.id()).game().id();

        GameReply accepted = table.send(ANN, Command.ACCEPT);

        assertFalse(accepted.ephemeral(), accepted.text());
        assertEquals(dev.tzaar.api.GameStatus.ACTIVE, table.game(here).status());
        assertEquals(dev.tzaar.api.GameStatus.CHALLENGED, table.game(rematch).status());
    }

    @Test
    void aCommandThatFitsAGameOfTheChannelOrOfTheThreadItIsTypedInReadsNoThreads() {
        String inThread = acceptedAskingForAThread().game().id();
        threadRecorded(inThread);
        String here = table.startFixedGameBetween(ANN, CY);
        java.util.concurrent.atomic.AtomicInteger threadQueries = new java.util.concurrent.atomic.AtomicInteger();
        GameService counting = new GameService(new ForwardingStore(table.store) {
            @Override
            public List<dev.tzaar.lambda.game.Seat> seatsInThreadsOf(String userId, String guildId, String channelId,
                    java.time.Instant now) {
                threadQueries.incrementAndGet();
                return super.seatsInThreadsOf(userId, guildId, channelId, now);
            }
        }, Table::picture, TimeLimits.defaults(), new java.util.SplittableRandom(3));

        GameReply inChannel = counting.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ANN,
                Command.MOVE, Map.of(Option.TURN, "C2xC3")).in(InteractionContext.GUILD), table.now);
        GameReply inItsThread = counting.handle(GameRequest.of(Table.nextInteraction(), table.guild, thread, ANN,
                Command.MOVE, Map.of(Option.TURN, "C2xC3")).in(InteractionContext.GUILD), table.now);

        assertEquals(1, table.game(here).record().actions().size(), inChannel.text());
        assertEquals(1, table.game(inThread).record().actions().size(), inItsThread.text());
        assertEquals(0, threadQueries.get());
    }

    @Test
    void theBoardAskedInTheChannelIsShownPrivatelyWithoutButtonsAndPointsToTheThread() {
        String id = acceptedAskingForAThread().game().id();
        threadRecorded(id);

        GameReply board = table.send(BO, Command.BOARD);

        assertTrue(board.ephemeral(), board.text());
        assertNotNull(board.image(), board.text());
        assertEquals(List.of(), board.buttons(), "buttons pressed here would act from the channel");
        assertTrue(board.text().endsWith("Game **" + id + "** is played in its thread <#" + thread + ">: play there."),
                board.text());
        GameReply inThread = from(thread, BO, Command.BOARD);
        assertFalse(inThread.buttons().isEmpty(), "in the thread, the buttons are there");
    }

    @Test
    void theRecordAndAutocompleteAnswerFromTheChannel() {
        String id = acceptedAskingForAThread().game().id();
        threadRecorded(id);
        from(thread, ANN, Command.MOVE, Option.TURN, "C2xC3");

        GameReply history = table.send(ANN, Command.HISTORY);
        assertTrue(history.ephemeral(), history.text());
        assertTrue(history.text().contains(id), history.text());
        assertEquals("tzaar-" + id + ".tzaar", history.files().get(0).name());

        GameReply games = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, BO,
                Command.SUGGEST, Map.of(Option.GAME, "")).withFocused(Option.GAME).in(InteractionContext.GUILD));
        assertEquals(List.of(id), games.choices().stream().map(dev.tzaar.api.Choice::value).toList());
        GameReply turns = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, BO,
                Command.SUGGEST, Map.of(Option.TURN, "")).withFocused(Option.TURN).in(InteractionContext.GUILD));
        assertFalse(turns.choices().isEmpty(), "Bo's turns in the game of the thread");
    }

    @Test
    void aRematchPressedInTheThreadIsChallengedAndPlayedInThatThreadAndItsEndToldInTheChannel() {
        String first = acceptedAskingForAThread().game().id();
        threadRecorded(first);
        from(thread, ANN, Command.CONFIRM_RESIGN, Option.GAME, first);

        GameReply rematch = from(thread, BO, Command.REMATCH, Option.GAME, first);

        assertFalse(rematch.ephemeral(), rematch.text());
        String id = rematch.game().id();
        assertEquals(thread, table.game(id).playedIn(), "challenged in the thread");
        assertEquals(table.channel, table.game(id).channelId(), "the thread's channel is the game's");
        assertEquals(thread, rematch.game().channelId(), "the bot's cache knows it under the thread");
        GameReply fromTheChannel = table.send(ANN, Command.ACCEPT);
        assertTrue(fromTheChannel.ephemeral(), fromTheChannel.text());
        assertEquals("Game **" + id + "** is played in its thread <#" + thread + ">: type `/tzaar accept game:" + id
                + "` there.", fromTheChannel.text());

        GameReply accepted = from(thread, ANN, Command.ACCEPT, Option.GAME, id);
        assertFalse(accepted.ephemeral(), accepted.text());
        assertNull(accepted.thread(), "no second thread: it is played in this one");
        assertNotNull(accepted.image());
        assertEquals(dev.tzaar.api.GameStatus.ACTIVE, table.game(id).status());
        GameReply resigned = from(thread, BO, Command.CONFIRM_RESIGN, Option.GAME, id);
        assertNotNull(resigned.announce(), resigned.text());
        assertEquals(table.channel, resigned.announce().channelId());
    }

    @Test
    void aRematchPressedInTheThreadWhileThePairHasAChallengeWaitingInTheChannelSaysSoAndMakesNoOther() {
        String first = acceptedAskingForAThread().game().id();
        threadRecorded(first);
        from(thread, ANN, Command.CONFIRM_RESIGN, Option.GAME, first);
        String waiting = table.send(BO, Command.CHALLENGE, Option.OPPONENT, ANN.id()).game().id();

        GameReply rematch = from(thread, BO, Command.REMATCH, Option.GAME, first);

        assertTrue(rematch.ephemeral(), rematch.text());
        assertTrue(rematch.text().startsWith("You have already challenged **Ann** here: game **" + waiting
                + "** waits for an answer"), rematch.text());
        assertEquals(List.of(waiting), table.store.openGamesIn(table.channel, table.now).stream()
                .filter(g -> g.status() == dev.tzaar.api.GameStatus.CHALLENGED).map(Game::id).toList());
        assertTrue(table.store.openGamesIn(thread, table.now).isEmpty(), "no rematch in the thread");
    }

    @Test
    void aRematchPressedTwiceInTheThreadBeforeTheIndexCatchesUpIsMadeOnceAndTheSecondPressSaysItWaits() {
        String first = acceptedAskingForAThread().game().id();
        threadRecorded(first);
        from(thread, ANN, Command.CONFIRM_RESIGN, Option.GAME, first);
        String rematch = from(thread, BO, Command.REMATCH, Option.GAME, first).game().id();
        GameService indexBehind = new GameService(new ForwardingStore(table.store) {
            @Override
            public List<Game> openGamesIn(String channelId, java.time.Instant now) {
                return List.of();  // the channel's index has not seen the rematch yet
            }
        }, Table::picture, TimeLimits.defaults(), new java.util.SplittableRandom(5));

        GameReply again = indexBehind.handle(GameRequest.of(Table.nextInteraction(), table.guild, thread, BO,
                Command.REMATCH, Map.of(Option.GAME, first)).in(InteractionContext.GUILD), table.now);

        assertTrue(again.ephemeral(), again.text());
        assertTrue(again.text().startsWith("You have already challenged **Ann** here: game **" + rematch + "**"),
                again.text());
    }

    @Test
    void theEndOfAGameInAThreadIsToldInItsChannelInOneLine() {
        String id = acceptedAskingForAThread().game().id();
        threadRecorded(id);

        GameReply resigned = from(thread, ANN, Command.CONFIRM_RESIGN, Option.GAME, id);

        assertFalse(resigned.ephemeral(), resigned.text());
        assertNotNull(resigned.announce(), resigned.text());
        assertEquals(table.channel, resigned.announce().channelId());
        assertEquals("Game **" + id + "** is over, in <#" + thread + ">: **Bo** (Black) wins: White resigned.",
                resigned.announce().text());
    }

    @Test
    void aGameWithoutAThreadEndsWithoutALineElsewhere() {
        String id = table.startFixedGame();

        GameReply resigned = table.send(ANN, Command.CONFIRM_RESIGN, Option.GAME, id);

        assertFalse(resigned.ephemeral(), resigned.text());
        assertNull(resigned.announce());
    }

    @Test
    void threadsAreRefusedOutsideAServerAndNothingIsStored() {
        GameReply refused = table.handle(GameRequest.of(Table.nextInteraction(), null, table.channel, ANN,
                Command.CHALLENGE, Map.of(Option.OPPONENT, BO.id(), Option.THREAD, "true"))
                .withMentioned(Map.of(BO.id(), BO))
                .in(InteractionContext.PRIVATE_CHANNEL));

        assertTrue(refused.ephemeral());
        assertTrue(refused.text().startsWith("A game can have a thread of its own only in a server channel"),
                refused.text());
        assertTrue(table.store.openGamesIn(table.channel, table.now).isEmpty());
    }

    // ---- the server's default, and private threads ----

    @Test
    void aServerPlaysInItsChannelsUntilSomeoneChangesItsSettings() {
        GameReply shown = with(MEMBER, CY, Command.SETTINGS);
        assertTrue(shown.ephemeral());
        assertTrue(shown.text().startsWith("This server's TZAAR settings: challenges are played in their channel"),
                shown.text());

        GameReply challenge = with(MEMBER, ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());
        assertNull(table.game(challenge.game().id()).thread());
        assertFalse(challenge.text().contains("thread"), challenge.text());
    }

    @Test
    void aChallengeWithoutTheOptionFollowsTheServersDefaultOfPrivateThreads() {
        serverDefault("private");

        GameReply challenge = with(MEMBER, ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());
        assertTrue(challenge.text().endsWith("It will be played in a private thread: the players are added to it, "
                + "and anyone can follow it from here."), challenge.text());
        String id = challenge.game().id();
        assertEquals(GameThread.ASKED_PRIVATE, table.game(id).thread());

        GameReply accepted = table.send(BO, Command.ACCEPT, Option.GAME, id);
        assertTrue(accepted.thread().starts());
        assertTrue(accepted.thread().privateThread(), "a private thread is asked of the bot");
        assertEquals(java.util.Set.of(ANN.id(), BO.id()), java.util.Set.copyOf(accepted.thread().join()),
                "both players, whoever drew White");

        GameReply intro = threadRecorded(id);
        assertTrue(intro.text().startsWith("Game **" + id + "** is played in a private thread"), intro.text());
        assertEquals(List.of("Follow", "Unfollow"), intro.buttons().stream().map(ActionButton::label).toList());
        assertTrue(table.game(id).thread().privateThread());
        assertEquals(thread, table.game(id).playedIn());

        GameReply follow = table.send(CY, Command.FOLLOW, Option.GAME, id);
        assertEquals(List.of(CY.id()), follow.thread().join(), "followed from the channel: " + follow.text());
        assertEquals(thread, follow.thread().threadId());
    }

    @Test
    void anExplicitThreadOptionOverridesTheDefault() {
        serverDefault("public");

        String off = with(MEMBER, ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.THREAD, "off").game().id();
        assertNull(table.game(off).thread(), "thread:off plays in the channel");
        table.send(ANN, Command.CANCEL, Option.GAME, off);
        String cachedFalse = with(MEMBER, ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.THREAD, "false")
                .game().id();
        assertNull(table.game(cachedFalse).thread(), "the boolean of a cached command: false is the channel");
        table.send(ANN, Command.CANCEL, Option.GAME, cachedFalse);
        String isPrivate = with(MEMBER, ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.THREAD, "private")
                .game().id();
        assertEquals(GameThread.ASKED_PRIVATE, table.game(isPrivate).thread());
        table.send(ANN, Command.CANCEL, Option.GAME, isPrivate);
        String byDefault = with(MEMBER, ANN, Command.CHALLENGE, Option.OPPONENT, BO.id()).game().id();
        assertEquals(GameThread.ASKED, table.game(byDefault).thread());
    }

    @Test
    void aSecondThreadForAGameAlreadyInItsThreadIsRefusedNamingTheFirst() {
        String id = with(MEMBER, ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.THREAD, "private").game().id();
        table.send(BO, Command.ACCEPT, Option.GAME, id);
        threadRecorded(id);
        long version = table.game(id).version();
        String second = String.valueOf(Long.parseLong(thread) + 1);

        GameReply refused = table.handle(GameRequest.of(second, table.guild, table.channel, BO, Command.THREAD,
                Map.of(Option.GAME, id, Option.THREAD, second)).in(InteractionContext.GUILD));

        assertTrue(refused.ephemeral(), refused.text());
        assertEquals("Game **" + id + "** is played in its thread already: <#" + thread + ">.", refused.text());
        assertEquals(thread, refused.game().channelId(), "the summary names the thread the game is in");
        assertEquals(version, table.game(id).version());
    }

    /**
     * Where the bot can start no thread (no bot token, no membership, a console), the settings offer
     * no option that would be refused: they say where games are played, and why there is nothing to
     * change, without pointing at {@code thread:} or {@code threads:}.
     */
    @Test
    void whereNoThreadCanBeStartedTheSettingsOfferNoThreadOption() {
        for (java.util.Set<Capability> cannot : List.of(java.util.Set.<Capability>of(),
                java.util.Set.of(Capability.MANAGE_SERVER))) {
            GameReply shown = with(cannot, CY, Command.SETTINGS);
            assertTrue(shown.ephemeral());
            assertTrue(shown.text().startsWith("This server's TZAAR settings: challenges are played in their channel"),
                    shown.text());
            assertFalse(shown.text().contains("thread:") || shown.text().contains("threads:"), shown.text());
        }
        assertTrue(with(PUBLIC_ONLY, CY, Command.SETTINGS).text().contains("threads:"), "where threads can be started");
    }

    @Test
    void onlySomeoneWhoManagesTheServerChangesItsSettings() {
        GameReply refused = with(MEMBER, CY, Command.SETTINGS, Option.THREADS, "public");

        assertTrue(refused.ephemeral());
        assertTrue(refused.text().startsWith("Only someone with the **Manage Server** permission"), refused.text());
        assertEquals(dev.tzaar.api.ThreadKind.OFF, table.store.serverSettings(table.guild).threads());
    }

    @Test
    void aDefaultOfThreadsIsRefusedWhereTheBotCannotStartThreads() {
        GameReply refused = with(java.util.Set.of(Capability.MANAGE_SERVER), ANN, Command.SETTINGS, Option.THREADS,
                "public");

        assertTrue(refused.text().startsWith("I cannot start threads in this server"), refused.text());
        assertTrue(refused.text().contains("**Create Public Threads**"), refused.text());
        assertEquals(0, table.store.serverSettings(table.guild).version(), "nothing stored");
        GameReply off = with(java.util.Set.of(Capability.MANAGE_SERVER), ANN, Command.SETTINGS, Option.THREADS, "off");
        assertTrue(off.text().startsWith("Nothing to change"), off.text());
    }

    @Test
    void aDefaultOfPrivateThreadsIsRefusedWhereTheBotCanStartOnlyPublicOnesNamingThePermission() {
        java.util.Set<Capability> manager = java.util.Set.of(Capability.MANAGE_SERVER, Capability.START_THREADS);

        GameReply refused = with(manager, ANN, Command.SETTINGS, Option.THREADS, "private");

        assertTrue(refused.ephemeral());
        assertTrue(refused.text().startsWith("I cannot start private threads in this server"), refused.text());
        assertTrue(refused.text().contains("**Create Private Threads**"), refused.text());
        assertEquals(0, table.store.serverSettings(table.guild).version(), "nothing stored");
        GameReply publicOnes = with(manager, ANN, Command.SETTINGS, Option.THREADS, "public");
        assertTrue(publicOnes.text().startsWith("Done: from now on, challenges are played in"), publicOnes.text());
    }

    @Test
    void aDefaultOfPrivateThreadsWhereTheBotCanStartOnlyPublicOnesPlaysTheChallengeInTheChannel() {
        serverDefault("private");

        GameReply challenge = with(PUBLIC_ONLY, ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());

        assertNull(table.game(challenge.game().id()).thread());
        assertTrue(challenge.text().endsWith("(This server plays its games in threads, but I cannot start one here, "
                + "so it is played in this channel.)"), challenge.text());
    }

    @Test
    void whereNoThreadCanBeStartedADefaultChallengeIsPlayedInTheChannelAndSaysSo() {
        serverDefault("public");

        // In a thread, through a user's install, or from a frontend without the bot's token.
        GameReply challenge = with(java.util.Set.of(), ANN, Command.CHALLENGE, Option.OPPONENT, BO.id());

        assertFalse(challenge.ephemeral(), challenge.text());
        assertNull(table.game(challenge.game().id()).thread());
        assertTrue(challenge.text().endsWith("(This server plays its games in threads, but I cannot start one here, "
                + "so it is played in this channel.)"), challenge.text());
    }

    @Test
    void settingsAreRefusedOutsideAServerAndAnUnknownChoiceChangesNothing() {
        GameReply dm = table.handle(GameRequest.of(Table.nextInteraction(), null, table.channel, ANN, Command.SETTINGS,
                Map.of(Option.THREADS, "public")).in(InteractionContext.PRIVATE_CHANNEL).withCapabilities(ADMIN));
        assertTrue(dm.text().startsWith("Settings belong to a server"), dm.text());

        GameReply odd = with(ADMIN, ANN, Command.SETTINGS, Option.THREADS, "sometimes");
        assertTrue(odd.text().startsWith("`threads:` is off, public or private"), odd.text());
        GameReply oddChallenge = with(MEMBER, ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.THREAD, "maybe");
        assertTrue(oddChallenge.ephemeral());
        assertTrue(oddChallenge.text().startsWith("`thread:` is public, private or off"), oddChallenge.text());
        assertEquals(0, table.store.serverSettings(table.guild).version());
    }

    @Test
    void theSettingsSpeakTheUsersLanguage() {
        GameReply shown = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ANN,
                Command.SETTINGS, Map.of())
                .withLocales("fr", "en-US").in(InteractionContext.GUILD).withCapabilities(MEMBER));

        assertTrue(shown.text().startsWith("Les réglages TZAAR de ce serveur : les défis se jouent dans leur salon"),
                shown.text());
    }

    @Test
    void theBotCannotMoveAGameThatAskedForNoThreadIntoOne() {
        String id = table.startFixedGame();
        long version = table.game(id).version();

        GameReply refused = threadRecorded(id);

        assertTrue(refused.ephemeral(), refused.text());
        assertEquals(version, table.game(id).version());
        assertEquals(table.channel, table.game(id).playedIn());
    }

    @Test
    void aSpectatorFollowsAndUnfollowsAsOftenAsTheyLike() {
        String id = acceptedAskingForAThread().game().id();
        threadRecorded(id);

        for (int press = 0; press < 2; press++) {
            GameReply follow = from(thread, CY, Command.FOLLOW, Option.GAME, id);
            assertTrue(follow.ephemeral(), follow.text());
            assertTrue(follow.text().startsWith("You follow game **" + id + "**"), follow.text());
            assertEquals(thread, follow.thread().threadId());
            assertEquals(List.of(CY.id()), follow.thread().join());
            assertTrue(follow.thread().leave().isEmpty());
        }
        GameReply unfollow = from(thread, CY, Command.UNFOLLOW, Option.GAME, id);
        assertTrue(unfollow.ephemeral(), unfollow.text());
        assertEquals(List.of(CY.id()), unfollow.thread().leave());
        assertTrue(unfollow.thread().join().isEmpty());
    }

    @Test
    void followingAGameWithoutAThreadIsRefusedKindly() {
        String id = table.startFixedGame();

        GameReply refused = table.send(CY, Command.FOLLOW, Option.GAME, id);

        assertTrue(refused.ephemeral());
        assertNull(refused.thread());
        assertTrue(refused.text().contains("has no thread of its own"), refused.text());
    }

    @Test
    void aFlagFallInAThreadIsPostedInTheThreadAndToldInTheChannel() {
        GameReply challenge = table.send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white", Option.DAYS, "1", Option.THREAD, "true");
        String id = challenge.game().id();
        table.send(BO, Command.ACCEPT, Option.GAME, id);
        threadRecorded(id);
        table.now = table.now.plus(java.time.Duration.ofDays(4));

        List<dev.tzaar.api.ClockSweep.Notice> notices = table.service.sweepClocks(
                new dev.tzaar.api.ClockSweep(100, true), table.now).notices().stream().filter(n -> n.gameId().equals(id)).toList();

        assertEquals(1, notices.size(), notices.toString());
        assertEquals(thread, notices.get(0).channelId(), "the flag fall is posted where the game is played");
        assertNotNull(notices.get(0).reply().announce(), notices.get(0).reply().text());
        assertEquals(table.channel, notices.get(0).reply().announce().channelId());
        assertTrue(notices.get(0).reply().announce().text().startsWith("Game **" + id + "** is over, in <#" + thread
                + ">: **Bo** (Black) wins"), notices.get(0).reply().announce().text());
    }
}
