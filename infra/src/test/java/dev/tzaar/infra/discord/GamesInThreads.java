package dev.tzaar.infra.discord;

import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeThread;
import dev.tzaar.testkit.discord.Interaction;
import dev.tzaar.testkit.discord.RestCall;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Games in threads: a game's own thread (public or private, asked for or the server's default), its followers,
 * what is typed about it in the channel, and what happens when Discord refuses a thread, its posts or members.
 */
abstract class GamesInThreads extends GamesThroughDiscord {

    /**
     * {@code thread:true}: the accepted challenge's message starts the game's thread, both players are
     * in it, the board and the Follow buttons are posted there with the bot's token; a spectator
     * follows (and unfollows, and follows again: each press is idempotent); the whole game is played
     * in the thread; the channel gets one line when it ends.
     */
    @Test
    void aGameInItsOwnThreadIsPlayedThereWithAFollowerAndTheChannelIsToldItsEnd() throws IOException {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white", "thread", "public")));
        assertTrue(challenge.content().endsWith("It will be played in a thread of its own."), challenge.content());
        String accept = challenge.buttons().get(0).customId();
        String game = accept.substring("tzaar:accept:".length());
        int postsBefore = discord.channelPosts().size();

        Interaction pressed = discord.pressButton(bob, accept, challenge);
        assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, pressed.awaitAcknowledgement().type());
        List<DiscordMessage> posts = discord.awaitChannelPosts(postsBefore + 3, java.time.Duration.ofSeconds(15))
                .subList(postsBefore, postsBefore + 3);
        FakeThread thread = discord.threads().stream().filter(t -> t.id().equals(challenge.id())).findFirst()
                .orElseThrow(() -> new AssertionError("no thread from the challenge: " + discord.threads()));
        assertEquals("TZAAR " + game + ": " + alice.username() + " vs " + bob.username(), thread.name());
        assertEquals(10080, thread.autoArchiveMinutes(), "a week: correspondence games are slow");
        assertTrue(thread.members().containsAll(List.of(alice.id(), bob.id())), thread.members().toString());
        assertTrue(posts.stream().allMatch(p -> p.channelId().equals(thread.id())), posts.toString());
        DiscordMessage intro = posts.get(0);
        assertTrue(intro.content().startsWith("Game **" + game + "** is played in this thread"), intro.content());
        assertTrue(posts.get(1).content().contains(" accepts: game **" + game + "** begins"), posts.get(1).content());
        assertRealBoard(posts.get(1));
        assertEquals(java.util.Set.of(alice.id()), posts.get(2).pinged(), "Alice opens, told in the thread");
        assertButtonsRetired(challenge);
        assertEquals(List.of(), pressed.followUps(), "nothing of the game is posted in the channel");

        DiscordUser carol = discord.newUser("carol" + players);
        for (String press : List.of("follow", "follow")) {
            Interaction follow = discord.pressButton(carol, "tzaar:" + press + ":" + game, intro);
            assertEquals(thread.id(), follow.channelId());
            assertTrue(follow.awaitFollowUp().ephemeral());
            assertTrue(thread.members().contains(carol.id()), press + ": " + thread.members());
        }
        // Without Manage Threads (the invite does not ask for it) Discord lets no bot take a member off
        // a public thread: Carol is told privately how to leave it herself.
        DiscordMessage refused = discord.pressButton(carol, "tzaar:unfollow:" + game, intro).awaitFollowUp();
        assertTrue(refused.ephemeral(), refused.toString());
        assertTrue(refused.content().contains("**Leave Thread**"), refused.content());
        assertTrue(thread.members().contains(carol.id()), "Discord refused: " + thread.members());
        List<RestCall> unfollowRefused = discord.refusedCalls().subList(refusalsExpected, discord.refusedCalls().size());
        assertEquals(1, unfollowRefused.size(), unfollowRefused.toString());
        assertTrue(unfollowRefused.get(0).route().contains("/thread-members/") && unfollowRefused.get(0).status() == 403,
                unfollowRefused.toString());
        refusalsExpected = discord.refusedCalls().size();
        discord.grantManageThreads(true);
        try {
            for (String press : List.of("unfollow", "follow")) {
                DiscordMessage answer = discord.pressButton(carol, "tzaar:" + press + ":" + game, intro)
                        .awaitFollowUp();
                assertTrue(answer.ephemeral(), answer.toString());
                assertFalse(answer.content().contains("Leave Thread"), answer.content());
                assertEquals(press.equals("follow"), thread.members().contains(carol.id()),
                        press + ": " + thread.members());
            }
        } finally {
            discord.grantManageThreads(false);
        }

        int beforeEnd = discord.channelPosts().size();
        assertTrue(playToTheEnd(discord.thread(thread), game, alice, new Random(13), ENGLISH) > 10);
        DiscordMessage line = discord.awaitChannelPosts(beforeEnd + 1, java.time.Duration.ofSeconds(10)).get(beforeEnd);
        assertEquals(discord.channelId(), line.channelId(), "the end is told in the channel");
        assertTrue(line.content().startsWith("Game **" + game + "** is over, in <#" + thread.id() + ">: "),
                line.content());
        assertTrue(line.content().contains(" wins: "), line.content());
        assertTrue(thread.members().contains(carol.id()), "the follower was in the thread to the end");
    }

    /** Alice, made one of the server's managers, sets its default for threads; the answer is hers alone. */
    private void serverDefault(String threads) {
        discord.grantManageServer(alice, true);
        try {
            DiscordMessage set = shown(discord.slashCommand(alice, "tzaar", "settings", Map.of("threads", threads)));
            assertTrue(set.ephemeral(), set.toString());
            assertTrue(set.content().startsWith("Done: from now on, challenges are played in")
                    || set.content().startsWith("Nothing to change"), set.content());
        } finally {
            discord.grantManageServer(alice, false);
        }
    }

    /**
     * The fake's one server is shared by the class's tests: a test that changes its default puts it back,
     * so that the other tests' challenges are played in the channel as they expect.
     */
    private void serverDefaultBackToTheChannel() {
        serverDefault("off");
    }

    /**
     * A server whose default is private threads: a challenge without {@code thread:} is played in a
     * private thread, started on its own (Discord starts none from a message) with both players in it;
     * spectators, who cannot see into it, follow from the channel, where the Follow buttons are posted,
     * and the bot (the thread's creator) takes them off again without Manage Threads. The game is played
     * to its end in the thread, and the channel is told.
     */
    @Test
    void aServersDefaultOfPrivateThreadsPlaysAChallengeWithoutTheOptionInAPrivateThreadFollowedFromTheChannel()
            throws IOException {
        serverDefault("private");
        try {
            DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                    Map.of("opponent", bob, "setup", "fixed", "colour", "white")));
            assertTrue(challenge.content().endsWith("It will be played in a private thread: the players are added to "
                    + "it, and anyone can follow it from here."), challenge.content());
            String accept = challenge.buttons().get(0).customId();
            String game = accept.substring("tzaar:accept:".length());
            int postsBefore = discord.channelPosts().size();

            Interaction pressed = discord.pressButton(bob, accept, challenge);
            assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, pressed.awaitAcknowledgement().type());
            List<DiscordMessage> posts = discord.awaitChannelPosts(postsBefore + 3, java.time.Duration.ofSeconds(15))
                    .subList(postsBefore, postsBefore + 3);
            FakeThread thread = discord.threads().stream().filter(t -> t.name().startsWith("TZAAR " + game + ":"))
                    .findFirst().orElseThrow(() -> new AssertionError("no thread for " + game + ": " + discord.threads()));
            assertTrue(thread.privateThread(), "a private thread: " + thread);
            assertFalse(thread.id().equals(challenge.id()), "started on its own, not from the challenge");
            assertEquals(10080, thread.autoArchiveMinutes());
            assertTrue(thread.members().containsAll(List.of(alice.id(), bob.id())), thread.members().toString());
            DiscordMessage intro = posts.get(0);
            assertEquals(discord.channelId(), intro.channelId(), "the Follow buttons are where spectators are");
            assertTrue(intro.content().startsWith("Game **" + game + "** is played in a private thread"),
                    intro.content());
            assertEquals(List.of("tzaar:follow:" + game, "tzaar:unfollow:" + game),
                    intro.buttons().stream().map(DiscordMessage.Button::customId).toList());
            assertEquals(thread.id(), posts.get(1).channelId(), "the board goes to the players, in the thread");
            assertRealBoard(posts.get(1));
            assertEquals(java.util.Set.of(alice.id()), posts.get(2).pinged(), "Alice opens, told in the thread");
            assertButtonsRetired(challenge);

            DiscordUser carol = discord.newUser("carol" + players);
            assertThrows(IllegalStateException.class, () -> discord.slashCommand(discord.thread(thread), carol,
                    "tzaar", "board", Map.of()), "Carol cannot see into the private thread before she follows");
            for (String press : List.of("follow", "unfollow", "follow")) {
                DiscordMessage answer = discord.pressButton(carol, "tzaar:" + press + ":" + game, intro)
                        .awaitFollowUp();
                assertTrue(answer.ephemeral(), answer.toString());
                assertFalse(answer.content().contains("Leave Thread"), "the creator of a private thread takes "
                        + "members off without Manage Threads: " + answer.content());
                assertEquals(press.equals("follow"), thread.members().contains(carol.id()),
                        press + ": " + thread.members());
            }
            DiscordMessage seen = shown(discord.slashCommand(discord.thread(thread), carol, "tzaar", "board",
                    Map.of("game", game)));
            assertTrue(seen.ephemeral(), "a follower sees into the thread now: " + seen.content());

            int beforeEnd = discord.channelPosts().size();
            assertTrue(playToTheEnd(discord.thread(thread), game, alice, new Random(17), ENGLISH) > 10);
            DiscordMessage line = discord.awaitChannelPosts(beforeEnd + 1, java.time.Duration.ofSeconds(10))
                    .get(beforeEnd);
            assertEquals(discord.channelId(), line.channelId(), "the end is told in the channel");
            assertTrue(line.content().startsWith("Game **" + game + "** is over, in <#" + thread.id() + ">: "),
                    line.content());
        } finally {
            serverDefaultBackToTheChannel();
        }
    }

    /**
     * A server that invited the bot with the first link gave it Create Public Threads but not Create
     * Private Threads: a default of private threads is refused at once, naming the permission, rather
     * than every game's thread failing later; public threads are still allowed.
     */
    @Test
    void aServerThatInvitedTheBotWithTheFirstLinkCannotDefaultToPrivateThreads() {
        discord.inviteWithTheFirstLink(true);
        discord.grantManageServer(alice, true);
        try {
            DiscordMessage refused = shown(discord.slashCommand(alice, "tzaar", "settings",
                    Map.of("threads", "private")));
            assertTrue(refused.ephemeral(), refused.toString());
            assertTrue(refused.content().startsWith("I cannot start private threads in this server"),
                    refused.content());
            assertTrue(refused.content().contains("**Create Private Threads**"), refused.content());
            DiscordMessage shownAfter = shown(discord.slashCommand(alice, "tzaar", "settings", Map.of()));
            assertTrue(shownAfter.content().contains("challenges are played in their channel"), shownAfter.content());
        } finally {
            discord.grantManageServer(alice, false);
            discord.inviteWithTheFirstLink(false);
        }
    }

    /**
     * A challenge that asks for a private thread where the bot may start only public ones (the first
     * invite link) is refused at once, privately, naming the permission, and nothing is challenged; a
     * public one is still made.
     */
    @Test
    void aPrivateThreadTheBotMayNotStartIsRefusedAtTheChallengeNotAtTheAccept() {
        discord.inviteWithTheFirstLink(true);
        try {
            Callback refused = discord.slashCommand(alice, "tzaar", "challenge",
                    Map.of("opponent", bob, "thread", "private")).awaitCallback();
            assertEquals(Callback.Type.CHANNEL_MESSAGE_WITH_SOURCE, refused.type(), "answered at once: " + refused);
            assertTrue(refused.ephemeral(), refused.toString());
            String content = refused.data().path("content").asText();
            assertTrue(content.startsWith("I cannot start a private thread in this channel"), content);
            assertTrue(content.contains("**Create Private Threads**"), content);
            DiscordMessage publicOne = shown(discord.slashCommand(alice, "tzaar", "challenge",
                    Map.of("opponent", bob, "thread", "public")));
            assertFalse(publicOne.ephemeral(), "no challenge was waiting: " + publicOne);
            shown(discord.slashCommand(alice, "tzaar", "cancel", Map.of()));
        } finally {
            discord.inviteWithTheFirstLink(false);
        }
    }

    /**
     * Only a manager changes the server's default; a challenge's own {@code thread:} overrides it, and
     * one without follows it (a public thread from the challenge's message), except in a thread, where
     * no thread can be started.
     */
    @Test
    void onlyAManagerChangesTheServersDefaultAndAChallengesOwnOptionOverridesIt() {
        DiscordMessage refused = shown(discord.slashCommand(bob, "tzaar", "settings", Map.of("threads", "public")));
        assertTrue(refused.ephemeral());
        assertTrue(refused.content().startsWith("Only someone with the **Manage Server** permission"),
                refused.content());
        DiscordMessage shownToBob = shown(discord.slashCommand(bob, "tzaar", "settings", Map.of()));
        assertTrue(shownToBob.content().contains("challenges are played in their channel"), shownToBob.content());

        serverDefault("public");
        try {
            DiscordMessage inChannel = shown(discord.slashCommand(alice, "tzaar", "challenge",
                    Map.of("opponent", bob, "thread", "off")));
            assertFalse(inChannel.content().contains("thread"), "thread:off overrides the default: "
                    + inChannel.content());
            shown(discord.slashCommand(alice, "tzaar", "cancel", Map.of()));

            DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                    Map.of("opponent", bob, "setup", "fixed", "colour", "white")));
            assertTrue(challenge.content().endsWith("It will be played in a thread of its own."), challenge.content());
            int postsBefore = discord.channelPosts().size();
            discord.pressButton(bob, challenge.buttons().get(0).customId(), challenge).awaitAcknowledgement();
            discord.awaitChannelPosts(postsBefore + 3, java.time.Duration.ofSeconds(15));
            FakeThread thread = discord.threads().stream().filter(t -> t.id().equals(challenge.id())).findFirst()
                    .orElseThrow(() -> new AssertionError("no thread from the challenge: " + discord.threads()));
            assertFalse(thread.privateThread());

            // In a thread no thread can be started: a challenge there that follows the default is played
            // where it is made, and says so.
            int threadsBefore = discord.threads().size();
            DiscordMessage inThread = shown(discord.slashCommand(discord.thread(thread), alice, "tzaar", "challenge",
                    Map.of("opponent", discord.newUser("dora" + players))));
            assertFalse(inThread.ephemeral(), inThread.content());
            assertTrue(inThread.content().endsWith("(This server plays its games in threads, but I cannot start one "
                    + "here, so it is played in this channel.)"), inThread.content());
            assertEquals(thread.id(), inThread.channelId());
            shown(discord.slashCommand(discord.thread(thread), alice, "tzaar", "cancel", Map.of()));
            assertEquals(threadsBefore, discord.threads().size());
        } finally {
            serverDefaultBackToTheChannel();
        }
    }

    /**
     * The same Accept of a private-thread game delivered twice: the function answers the second delivery
     * with its first answer, marked as a repeat, so the bot starts no second thread (a private one could not
     * be found again by its message), posts nothing again, and tells only Bob what he pressed; the game goes
     * on in its first thread. (Before repeats were marked, a second, empty private thread was started.)
     */
    @Test
    void anAcceptDeliveredTwiceStartsNoSecondPrivateThreadAndPostsNothingAgain() {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white", "thread", "private")));
        String accept = challenge.buttons().get(0).customId();
        String game = accept.substring("tzaar:accept:".length());
        int postsBefore = discord.channelPosts().size();
        Interaction pressed = discord.pressButton(bob, accept, challenge);
        discord.awaitChannelPosts(postsBefore + 3, java.time.Duration.ofSeconds(15));
        assertButtonsRetired(challenge);

        Interaction again = discord.deliverAgain(pressed);

        again.awaitEdit(); // the challenge's buttons retired again: the bot is done with it
        List<FakeThread> threads = discord.threads().stream().filter(t -> t.name().startsWith("TZAAR " + game + ":"))
                .toList();
        assertEquals(1, threads.size(), "no second thread: " + threads);
        assertTrue(again.followUps().stream().allMatch(DiscordMessage::ephemeral),
                "nothing of the game is shown in the channel again: " + again.followUps());
        assertEquals(postsBefore + 3, discord.channelPosts().size(), "nothing is posted again anywhere");
        DiscordMessage move = shown(discord.slashCommand(discord.thread(threads.get(0)), alice, "tzaar", "move",
                Map.of("turn", "C2xC3")));
        assertFalse(move.ephemeral(), "the game goes on in its first thread: " + move.content());
    }

    /**
     * The same Accept of a public-thread game delivered twice: the second delivery's answer is marked as a
     * repeat, so the bot does no thread work again (no second thread asked of Discord), posts nothing again,
     * and nobody is told a thread could not be started; the game stays in its thread.
     */
    @Test
    void anAcceptDeliveredTwiceLeavesTheGameInItsThreadWithoutANote() {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white", "thread", "public")));
        String accept = challenge.buttons().get(0).customId();
        int postsBefore = discord.channelPosts().size();
        Interaction pressed = discord.pressButton(bob, accept, challenge);
        discord.awaitChannelPosts(postsBefore + 3, java.time.Duration.ofSeconds(15));
        FakeThread thread = discord.threads().stream().filter(t -> t.id().equals(challenge.id())).findFirst()
                .orElseThrow(() -> new AssertionError("no thread from the challenge: " + discord.threads()));
        assertButtonsRetired(challenge);
        int threadCallsBefore = (int) discord.calls().stream().filter(c -> c.route().endsWith("/threads")).count();

        Interaction again = discord.deliverAgain(pressed);

        again.awaitEdit(); // the challenge's buttons retired again: the bot is done with it
        assertEquals(threadCallsBefore, discord.calls().stream().filter(c -> c.route().endsWith("/threads")).count(),
                "no thread asked for again");
        assertTrue(again.followUps().stream().noneMatch(m -> m.content().contains("could not start a thread")),
                again.followUps().toString());
        assertTrue(again.followUps().stream().allMatch(DiscordMessage::ephemeral),
                "nothing of the game is shown in the channel again: " + again.followUps());
        assertEquals(postsBefore + 3, discord.channelPosts().size(), "nothing is posted again in the thread");
        DiscordMessage move = shown(discord.slashCommand(discord.thread(thread), alice, "tzaar", "move",
                Map.of("turn", "C2xC3")));
        assertFalse(move.ephemeral(), "the game goes on in its thread: " + move.content());
    }

    /**
     * The thread started, but the function could not be told (out of reach, not a refusal by Discord):
     * the bot tries again, then plays the game in the channel with a note that does not blame Discord's
     * permissions, and the empty thread points back to the channel.
     */
    @Test
    void aThreadTheFunctionCannotBeToldOfLeavesTheGameInTheChannelAndTheThreadSaysSo() throws IOException {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white", "thread", "public")));
        String accept = challenge.buttons().get(0).customId();
        String game = accept.substring("tzaar:accept:".length());
        int postsBefore = discord.channelPosts().size();
        stack.outage().cutOff(dev.tzaar.api.Command.THREAD);
        DiscordMessage start;
        try {
            start = shownAfterPress(discord.pressButton(bob, accept, challenge));
        } finally {
            stack.outage().end();
        }
        assertTrue(stack.outage().callsRefused() > 1, "the thread is told again: " + stack.outage().callsRefused());
        assertFalse(start.ephemeral());
        assertTrue(start.content().contains("could not move the game into it"), start.content());
        assertFalse(start.content().contains("Discord refused"), start.content());
        assertRealBoard(start);
        assertButtonsRetired(challenge);
        DiscordMessage pointer = discord.awaitChannelPosts(postsBefore + 1, java.time.Duration.ofSeconds(10))
                .get(postsBefore);
        assertEquals(challenge.id(), pointer.channelId(), "posted in the thread started from the challenge");
        assertTrue(pointer.content().contains("<#" + discord.channelId() + ">"), pointer.content());
        DiscordMessage move = shown(discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3")));
        assertFalse(move.ephemeral(), "the game goes on in the channel: " + move.content());
    }

    /**
     * The thread started and the game moved into it, but Discord refuses the bot's posts there (no Send
     * Messages in Threads): the board is shown in the channel with the way to the thread, and the
     * challenge's buttons are retired all the same.
     */
    @Test
    void whenThePostInTheThreadIsRefusedTheBoardIsShownInTheChannelWithALinkToTheThread() throws IOException {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white", "thread", "public")));
        String accept = challenge.buttons().get(0).customId();
        String game = accept.substring("tzaar:accept:".length());
        int refusedBefore = discord.refusedCalls().size();
        discord.refuseThreadPosts(true);
        DiscordMessage start;
        try {
            start = shownAfterPress(discord.pressButton(bob, accept, challenge));
            assertButtonsRetired(challenge);
        } finally {
            discord.refuseThreadPosts(false);
        }
        assertFalse(start.ephemeral());
        assertEquals(discord.channelId(), start.channelId());
        assertTrue(start.content().contains("Game **" + game + "** is played in its thread <#" + challenge.id() + ">"),
                start.content());
        assertRealBoard(start);
        List<RestCall> refused = discord.refusedCalls().subList(refusedBefore, discord.refusedCalls().size());
        assertTrue(!refused.isEmpty() && refused.stream().allMatch(c -> c.method().equals("POST")
                && c.route().equals("channels/" + challenge.id() + "/messages") && c.status() == 403), refused.toString());
        refusalsExpected = discord.refusedCalls().size();
        FakeThread thread = discord.threads().stream().filter(t -> t.id().equals(challenge.id())).findFirst()
                .orElseThrow();
        DiscordMessage move = shown(discord.slashCommand(discord.thread(thread), alice, "tzaar", "move",
                Map.of("turn", "C2xC3")));
        assertFalse(move.ephemeral(), "the game goes on in its thread: " + move.content());
    }

    /**
     * Accepted by typing {@code /tzaar accept} rather than with the button: the answer (the first board)
     * is shown in the channel and starts the thread, where the game goes on.
     */
    @Test
    void aThreadedChallengeAcceptedByTypingStartsItsThreadFromTheAnswer() {
        shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white", "thread", "public")));
        int postsBefore = discord.channelPosts().size();

        DiscordMessage accepted = shown(discord.slashCommand(bob, "tzaar", "accept", Map.of()));

        assertFalse(accepted.ephemeral(), accepted.content());
        assertTrue(accepted.content().contains(" accepts: game **"), accepted.content());
        DiscordMessage intro = discord.awaitChannelPosts(postsBefore + 1, java.time.Duration.ofSeconds(10))
                .get(postsBefore);
        FakeThread thread = discord.threads().stream().filter(t -> t.id().equals(accepted.id())).findFirst()
                .orElseThrow(() -> new AssertionError("no thread from the answer: " + discord.threads()));
        assertEquals(thread.id(), intro.channelId());
        assertTrue(intro.content().contains("is played in this thread"), intro.content());
        DiscordMessage move = shown(discord.slashCommand(discord.thread(thread), alice, "tzaar", "move",
                Map.of("turn", "C2xC3")));
        assertFalse(move.ephemeral(), move.content());
        assertEquals(thread.id(), move.channelId(), "the game goes on in its thread");
    }

    /** A game's thread and its first message (with the Follow buttons). */
    private record StartedThread(FakeThread thread, DiscordMessage intro) {}

    /** Alice challenges Bob with {@code thread:true}, Bob accepts by typing: the thread the answer starts. */
    /**
     * A private game accepted by typing: the answer in the channel shows the board and pings the first
     * player; the thread gets the Follow buttons' intro in the channel and the board, but no second ping.
     */
    @Test
    void aPrivateGameAcceptedByTypingPingsTheFirstPlayerOnce() {
        shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white", "thread", "private")));
        int postsBefore = discord.channelPosts().size();
        Interaction accept = discord.slashCommand(bob, "tzaar", "accept", Map.of());
        DiscordMessage accepted = shown(accept);
        assertFalse(accepted.ephemeral(), accepted.content());
        List<DiscordMessage> posts = discord.awaitChannelPosts(postsBefore + 2, java.time.Duration.ofSeconds(15));
        FakeThread thread = discord.threads().stream().filter(t -> t.id().equals(posts.get(postsBefore + 1)
                .channelId())).findFirst().orElseThrow(() -> new AssertionError("no board in a thread: " + posts));
        assertTrue(thread.privateThread());
        // A later action in the thread: whatever the accept posted has arrived by its end.
        DiscordMessage move = shown(discord.slashCommand(discord.thread(thread), alice, "tzaar", "move",
                Map.of("turn", "C2xC3")));
        assertFalse(move.ephemeral(), move.content());

        List<DiscordMessage> all = new java.util.ArrayList<>(accept.followUps());
        accept.original().ifPresent(all::add);
        all.addAll(discord.channelPosts().subList(postsBefore, discord.channelPosts().size()));
        assertEquals(1, all.stream().filter(m -> m.pinged().contains(alice.id())).count(),
                "Alice is told once that she opens: " + all);
    }

    private StartedThread threadedGameAcceptedByTyping() {
        shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white", "thread", "public")));
        int postsBefore = discord.channelPosts().size();
        DiscordMessage accepted = shown(discord.slashCommand(bob, "tzaar", "accept", Map.of()));
        DiscordMessage intro = discord.awaitChannelPosts(postsBefore + 1, java.time.Duration.ofSeconds(10))
                .get(postsBefore);
        FakeThread thread = discord.threads().stream().filter(t -> t.id().equals(accepted.id())).findFirst()
                .orElseThrow(() -> new AssertionError("no thread from the answer: " + discord.threads()));
        return new StartedThread(thread, intro);
    }

    /**
     * Typed in the channel about a game played in one of its threads: the board and autocomplete answer
     * privately there; a move is refused privately with a link to the thread and the command to type
     * in it, which then plays. Nothing of the game is posted in the channel.
     */
    @Test
    void inTheChannelAGameInItsThreadIsShownPrivatelyAndItsMovesAreSentToTheThread() throws IOException {
        StartedThread started = threadedGameAcceptedByTyping();
        FakeThread thread = started.thread();
        String game = started.intro().buttons().get(0).customId().substring("tzaar:follow:".length());
        int postsBefore = discord.channelPosts().size();

        DiscordMessage board = shown(discord.slashCommand(bob, "tzaar", "board", Map.of()));
        assertTrue(board.ephemeral(), board.toString());
        assertRealBoard(board);
        assertEquals(List.of(), board.buttons(), "no buttons acting from the channel");
        assertTrue(board.content().endsWith("Game **" + game + "** is played in its thread <#" + thread.id()
                + ">: play there."), board.content());

        List<Callback.Choice> origins = discord.autocomplete(alice, "tzaar", "move", Map.of("from", "C2"), "from")
                .awaitChoices();
        assertTrue(origins.stream().anyMatch(c -> c.value().equals("C2")), origins.toString());
        List<Callback.Choice> named = discord.autocomplete(alice, "tzaar", "move", Map.of("from", "C", "game", game),
                "from").awaitChoices();
        assertTrue(named.stream().anyMatch(c -> c.value().equals("C2")), "the game named, known to the bot by now "
                + "under its thread: " + named);

        DiscordMessage refused = shown(discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3")));
        assertTrue(refused.ephemeral(), refused.toString());
        String command = "/tzaar move turn:C2xC3 game:" + game;
        assertEquals("Game **" + game + "** is played in its thread <#" + thread.id() + ">: type `" + command
                + "` there.", refused.content());

        DiscordMessage move = shown(discord.slashCommand(discord.thread(thread), alice, "tzaar", "move",
                Map.of("turn", "C2xC3", "game", game)));
        assertFalse(move.ephemeral(), move.content());
        assertEquals(thread.id(), move.channelId());
        assertRealBoard(move);
        assertEquals(postsBefore, discord.channelPosts().size(), "nothing was posted by the bot meanwhile");
    }

    /**
     * A player with a game in a thread of the channel and one in the channel itself, their turn in
     * both: a move typed in the channel without naming a game plays the channel's, as it did before
     * threads; the game in the thread is still theirs to play there.
     */
    @Test
    void withAGameInItsThreadAndOneInTheChannelAMoveTypedInTheChannelPlaysTheChannelsGame() throws IOException {
        StartedThread started = threadedGameAcceptedByTyping();
        FakeThread thread = started.thread();
        String inThread = started.intro().buttons().get(0).customId().substring("tzaar:follow:".length());
        DiscordUser carol = discord.newUser("carol" + players);
        shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", carol, "setup", "fixed", "colour", "white")));
        shown(discord.slashCommand(carol, "tzaar", "accept", Map.of()));

        DiscordMessage here = shown(discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3")));

        assertFalse(here.ephemeral(), here.content());
        assertEquals(discord.channelId(), here.channelId());
        assertRealBoard(here);
        DiscordMessage there = shown(discord.slashCommand(discord.thread(thread), alice, "tzaar", "move",
                Map.of("turn", "C2xC3", "game", inThread)));
        assertFalse(there.ephemeral(), "the game in the thread was not played from the channel: " + there.content());
        assertEquals(thread.id(), there.channelId());
    }

    /**
     * A rematch pressed in a game's thread is challenged there, accepted there and played there: no
     * second thread, and each game's end is told in the channel.
     */
    @Test
    void aRematchPressedInTheThreadIsPlayedInTheSameThread() {
        StartedThread started = threadedGameAcceptedByTyping();
        FakeThread thread = started.thread();
        String game = started.intro().buttons().get(0).customId().substring("tzaar:follow:".length());
        DiscordMessage confirm = shown(discord.slashCommand(discord.thread(thread), alice, "tzaar", "resign",
                Map.of()));
        int postsBefore = discord.channelPosts().size();
        DiscordMessage over = shownAfterPress(discord.pressButton(alice, "tzaar:confirm_resign:" + game, confirm));
        assertEquals(thread.id(), over.channelId());
        discord.awaitChannelPosts(postsBefore + 1, java.time.Duration.ofSeconds(10));
        int threadsBefore = discord.threads().size();

        DiscordMessage rematch = shownAfterPress(discord.pressButton(bob, "tzaar:rematch:" + game, over));
        assertEquals(thread.id(), rematch.channelId(), rematch.toString());
        assertFalse(rematch.ephemeral(), rematch.toString());
        String accept = rematch.buttons().get(0).customId();
        assertTrue(accept.startsWith("tzaar:accept:"), accept);
        DiscordMessage begins = shownAfterPress(discord.pressButton(alice, accept, rematch));

        assertEquals(thread.id(), begins.channelId(), "the rematch is played in the same thread");
        assertTrue(begins.content().contains(" accepts: game **"), begins.content());
        assertTrue(begins.attachment("board.png").isPresent(), begins.toString());
        assertEquals(threadsBefore, discord.threads().size(), "no second thread");
        String second = accept.substring("tzaar:accept:".length());
        DiscordMessage move = shown(discord.slashCommand(discord.thread(thread), bob, "tzaar", "move",
                Map.of("turn", "C2xC3", "game", second)));
        assertFalse(move.ephemeral(), move.content());
        assertEquals(thread.id(), move.channelId());

        DiscordMessage confirmAgain = shown(discord.slashCommand(discord.thread(thread), alice, "tzaar", "resign",
                Map.of("game", second)));
        int beforeEnd = discord.channelPosts().size();
        shownAfterPress(discord.pressButton(alice, "tzaar:confirm_resign:" + second, confirmAgain));
        DiscordMessage line = discord.awaitChannelPosts(beforeEnd + 1, java.time.Duration.ofSeconds(10)).get(beforeEnd);
        assertEquals(discord.channelId(), line.channelId(), "the rematch's end is told in the channel too");
        assertTrue(line.content().startsWith("Game **" + second + "** is over, in <#" + thread.id() + ">: "),
                line.content());
    }

    /** Following a game whose thread is archived: Discord adds nobody to it, and the spectator is told why. */
    @Test
    void followingAGameWhoseThreadIsArchivedSaysItIsArchived() {
        StartedThread started = threadedGameAcceptedByTyping();
        FakeThread thread = started.thread();
        DiscordMessage intro = started.intro();
        String game = intro.buttons().get(0).customId().substring("tzaar:follow:".length());
        discord.archive(thread);
        int refusedBefore = discord.refusedCalls().size();

        DiscordUser carol = discord.newUser("carol" + players);
        DiscordMessage answer = discord.pressButton(carol, "tzaar:follow:" + game, intro).awaitFollowUp();

        assertTrue(answer.ephemeral(), answer.toString());
        assertTrue(answer.content().startsWith("The thread of game **" + game + "** is archived"), answer.content());
        assertFalse(thread.members().contains(carol.id()));
        List<RestCall> refused = discord.refusedCalls().subList(refusedBefore, discord.refusedCalls().size());
        assertTrue(refused.size() == 1 && refused.get(0).status() == 400, refused.toString());
        refusalsExpected = discord.refusedCalls().size();
    }

    /** A thread cannot have a thread: {@code thread:true} typed in one is refused privately at once. */
    @Test
    void aThreadAskedForInsideAThreadIsRefusedPrivately() {
        FakeThread thread = threadedGameAcceptedByTyping().thread();
        int threadsBefore = discord.threads().size();

        Callback refused = discord.slashCommand(discord.thread(thread), alice, "tzaar", "challenge",
                Map.of("opponent", discord.newUser("dora" + players), "thread", "public")).awaitCallback();

        assertEquals(Callback.Type.CHANNEL_MESSAGE_WITH_SOURCE, refused.type(), "answered at once: " + refused);
        assertTrue(refused.ephemeral(), refused.toString());
        assertTrue(refused.data().path("content").asText().startsWith("This is already a thread"), refused.toString());
        assertEquals(threadsBefore, discord.threads().size());
    }

    /** A thread Discord refuses (no permission to create one) leaves the game in the channel, with a note. */
    @Test
    void whenDiscordRefusesTheThreadTheGameIsPlayedInTheChannelWithANote() throws IOException {
        int refusedBefore = discord.refusedCalls().size();
        RefusedThread refused = acceptedWhileDiscordRefuses("public", discord::refuseThreads);
        assertButtonsRetired(refused.challenge());
        assertTrue(discord.threads().stream().noneMatch(t -> t.id().equals(refused.challenge().id())));
        theGameGoesOnInTheChannel();
        discordRefusedOnly(refusedBefore, c -> c.route().endsWith("/threads"));
    }

    /**
     * A private thread Discord will not add a player to is never the game's: only its members see it, so
     * the game would be stuck behind a link its player cannot open. It is played in the channel, with the
     * note, and the thread is left to the bot.
     */
    @Test
    void aPrivateThreadAPlayerCannotBeAddedToLeavesTheGameInTheChannel() throws IOException {
        int refusedBefore = discord.refusedCalls().size();
        String game = acceptedWhileDiscordRefuses("private", discord::refuseThreadMembers).game();
        FakeThread thread = discord.threads().stream().filter(t -> t.name().startsWith("TZAAR " + game + ":"))
                .findFirst().orElseThrow(() -> new AssertionError("no thread for " + game + ": " + discord.threads()));
        assertEquals(List.of(discord.botUser().id()), thread.members(), "the unused thread is the bot's alone");
        theGameGoesOnInTheChannel();
        discordRefusedOnly(refusedBefore, c -> c.route().contains("/thread-members/"));
    }

    /** A challenge and its game, accepted while Discord refused part of the game's thread. */
    private record RefusedThread(DiscordMessage challenge, String game) {}

    /**
     * Challenges bob with {@code thread:kind} and has him accept while Discord refuses what {@code refusal}
     * switches on: the game begins in the channel, with its board and the note that no thread was started.
     */
    private RefusedThread acceptedWhileDiscordRefuses(String kind, Consumer<Boolean> refusal) throws IOException {
        DiscordMessage challenge = shown(discord.slashCommand(alice, "tzaar", "challenge",
                Map.of("opponent", bob, "setup", "fixed", "colour", "white", "thread", kind)));
        String accept = challenge.buttons().get(0).customId();
        String game = accept.substring("tzaar:accept:".length());
        refusal.accept(true);
        try {
            DiscordMessage start = shownAfterPress(discord.pressButton(bob, accept, challenge));
            assertFalse(start.ephemeral());
            assertTrue(start.content().contains("I could not start a thread for game **" + game + "**"),
                    start.content());
            assertRealBoard(start);
        } finally {
            refusal.accept(false);
        }
        return new RefusedThread(challenge, game);
    }

    private void theGameGoesOnInTheChannel() {
        DiscordMessage move = shown(discord.slashCommand(alice, "tzaar", "move", Map.of("turn", "C2xC3")));
        assertFalse(move.ephemeral(), "the game goes on in the channel: " + move.content());
    }

    /**
     * The refusals (403) the test asked for, on the routes it names, taken off the list the after-each
     * check reads. Only the refusals since the test began count: the fake Discord is shared by the class's
     * tests.
     */
    private void discordRefusedOnly(int refusedBefore, Predicate<RestCall> route) {
        List<RestCall> refused = discord.refusedCalls().subList(refusedBefore, discord.refusedCalls().size());
        assertTrue(!refused.isEmpty() && refused.stream().allMatch(c -> route.test(c) && c.status() == 403),
                refused.toString());
        refusalsExpected = discord.refusedCalls().size();
    }
}
