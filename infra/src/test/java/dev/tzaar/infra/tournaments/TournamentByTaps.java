package dev.tzaar.infra.tournaments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.FakeThread;
import dev.tzaar.testkit.discord.Interaction;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A Swiss of eight players and three rounds through a frontend and the real function (docs/tournaments.md, "On
 * Discord", "Games in threads"): the organiser, a server manager, creates it; the players join by the
 * announcement's Join, each press answered in the announcement's place and privately; a second Join is told it is
 * in already; Start posts round 1's boards in the channel, and the bot starts each game's public thread, with its
 * players in it, its board and their ping; each game resigned in its thread counts, each round's last posts the
 * standings picture and the next round in the channel (and its threads), and round 3's last the final standings.
 * Where Discord refuses threads, the round's games are played in the channel, the channel told why with the
 * organiser and the players pinged. Nested in each frontend's suite ({@link TournamentThroughTheGatewayTest},
 * {@link TournamentThroughInteractionsTest}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class TournamentByTaps {
    private static final Pattern GAME = Pattern.compile("game `([a-z2-9]{5})`");
    private static final Duration WAIT = Duration.ofSeconds(30);
    private FakeDiscord discord;

    @BeforeAll
    void start(LocalStack stack) {
        discord = stack.discord();
    }

    @Test
    void aSwissOfEightIsCreatedJoinedByTapsAndPlayedToItsFinalStandings() {
        int calls = discord.calls().size();
        DiscordUser organiser = discord.newUser("org");
        discord.grantManageServer(organiser, true);
        List<DiscordUser> players = new ArrayList<>(List.of(organiser));
        for (String name : List.of("ada", "bo", "cy", "dee", "eve", "fay", "gus")) {
            players.add(discord.newUser(name));
        }
        DiscordMessage announcement = discord.slashCommand(organiser, "tzaar", "tournament", Map.of("action", "create",
                "name", "Taps Cup", "rounds", 3)).awaitAnswer();
        assertTrue(!announcement.ephemeral() && announcement.content().startsWith("🏆 **Taps Cup**, tournament `"),
                announcement.toString());
        String join = button(announcement, "Join");

        for (int i = 0; i < players.size(); i++) {
            Interaction press = discord.pressButton(players.get(i), join, announcement);
            assertEquals(Callback.Type.DEFERRED_UPDATE_MESSAGE, press.awaitAcknowledgement().type());
            DiscordMessage told = shown(press, m -> m.content().startsWith("You are in **Taps Cup**"));
            assertTrue(told.ephemeral(), told.toString());
            DiscordMessage list = shown(press, m -> m.content().contains("Players ("));
            assertTrue(list.content().contains("Players (" + (i + 1) + "): "), "the announcement, in its place: " + list);
            assertTrue(press.edits().contains(list), "edited in place, not posted anew: " + press.shown());
        }
        DiscordMessage twice = shown(discord.pressButton(players.get(1), join, announcement),
                m -> m.content().contains("already"));
        assertTrue(twice.ephemeral() && twice.content().equals("You are in **Taps Cup** already."), twice.toString());

        Interaction start = discord.pressButton(organiser, button(announcement, "Start"), announcement);
        DiscordMessage round1 = shown(start, m -> m.content().startsWith("**Taps Cup**, round 1 of 3"));
        assertTrue(!round1.ephemeral(), round1.toString());
        List<String> games = games(round1);
        assertEquals(4, games.size(), round1.content());

        DiscordMessage over = null;
        for (int round = 1; round <= 3; round++) {
            DiscordMessage last = null;
            for (int board = 1; board <= games.size(); board++) {
                FakeThread thread = threadOf("Taps Cup · round " + round + ", board " + board + ": ");
                assertTrue(!thread.privateThread() && thread.parentId().equals(discord.channelId()), thread.toString());
                String game = games.get(board - 1);
                DiscordMessage first = posted(thread.id(), m -> m.content().contains("game `" + game + "`"));
                assertTrue(first.content().startsWith("**Taps Cup**, round " + round + ", board " + board + " · "),
                        first.content());
                assertTrue(first.attachment("board.png").isPresent(), "the board, in its thread: " + first);
                DiscordMessage ping = posted(thread.id(), m -> m.content().contains("your game of **Taps Cup**"));
                assertEquals(2, ping.pinged().size(), "both players pinged in the thread: " + ping);
                assertTrue(thread.memberIds().containsAll(ping.pinged()), "its players are in it: " + thread);
                last = resign(discord.thread(thread), players, game);
            }
            if (round < 3) {
                assertTrue(last.content().contains("round " + (round + 1) + " of **Taps Cup** begins in <#"
                        + discord.channelId() + ">"), last.content());
                int next = round + 1;
                DiscordMessage news = posted(discord.channelId(), m -> m.content().contains("**Taps Cup**, round "
                        + next + " of 3: the games begin now"));
                assertTrue(news.content().startsWith("Round " + round + " of **Taps Cup** is over"), news.content());
                assertTrue(news.attachment("standings-1.png").isPresent(), "the standings, drawn: " + news);
                games = games(news);
                assertEquals(4, games.size(), news.content());
            } else {
                over = posted(discord.channelId(), m -> m.content().contains("**Taps Cup** is over! 🥇 **"));
            }
        }
        DiscordMessage.Attachment standings = over.attachment("standings-1.png").orElseThrow();
        assertTrue(standings.description() != null && !standings.description().isBlank(), "alt text: " + standings);
        assertEquals(List.of(), refusedSince(calls), "Discord took every call as it was made");
    }

    @Test
    void whereDiscordRefusesTheThreadsTheGamesArePlayedInTheChannelAndTheOrganiserIsTold() {
        int calls = discord.calls().size();
        DiscordUser organiser = discord.newUser("boss");
        List<DiscordUser> players = List.of(discord.newUser("hal"), discord.newUser("ivy"));
        DiscordMessage announcement = joinedRoundOf("No Threads", organiser, players);
        discord.refuseThreads(true);
        try {
            DiscordMessage round1 = shown(discord.pressButton(organiser, button(announcement, "Start"), announcement),
                    m -> m.content().startsWith("**No Threads**, round 1 of 1"));
            String game = games(round1).get(0);
            DiscordMessage note = posted(discord.channelId(), m -> m.content().contains("Game **" + game
                    + "** is played here in the channel: Discord did not let me start its thread"));
            DiscordMessage ping = posted(discord.channelId(), m -> m.content().contains("your game **" + game
                    + "** is played here in the channel"));
            assertTrue(ping.pinged().contains(organiser.id()) && ping.pinged().containsAll(players.stream()
                    .map(DiscordUser::id).toList()), "the organiser and the players told: " + ping + " after " + note);
            DiscordMessage over = resign(discord.channel(), players, game);
            assertTrue(over.content().contains("**No Threads** is over! 🥇 **"), over.content());
            assertTrue(refusedSince(calls).stream().allMatch(call -> call.route().endsWith("/threads")
                    && call.status() == 403), "refused only the thread: " + refusedSince(calls));
        } finally {
            discord.refuseThreads(false);
        }
    }

    @Test
    void aFrenchServersRoundRobinIsPlayedInFrench() {
        int calls = discord.calls().size();
        discord.setGuildLocale("fr");
        try {
            DiscordUser organiser = discord.newUser("orga");
            discord.grantManageServer(organiser, true);
            List<DiscordUser> players = List.of(organiser, discord.newUser("ana"), discord.newUser("ben"));
            players.forEach(player -> discord.setLocale(player, "fr"));
            DiscordMessage announcement = discord.slashCommand(organiser, "tzaar", "tournament", Map.of("action",
                    "create", "name", "Coupe", "format", "round-robin")).awaitAnswer();
            assertTrue(announcement.content().startsWith("🏆 **Coupe**, tournoi `") && announcement.content()
                    .contains("toutes rondes · disposition au hasard · 3 jours par coup · classé · chaque partie dans son propre fil. "
                    + "Organisé par <@"), announcement.content());
            for (DiscordUser player : players) {
                DiscordMessage told = shown(discord.pressButton(player, button(announcement, "S’inscrire"), announcement),
                        m -> m.content().startsWith("Vous êtes inscrit à **Coupe**"));
                assertTrue(told.ephemeral(), told.toString());
            }
            DiscordMessage round1 = shown(discord.pressButton(organiser, button(announcement, "Commencer"),
                    announcement), m -> m.content().startsWith("**Coupe**, ronde 1 sur 3 : les parties commencent"));
            assertTrue(round1.content().contains("Exempt : **"), round1.content());
            List<String> games = games(round1, "partie `([a-z2-9]{5})`");
            DiscordMessage over = null;
            for (int round = 1; round <= 3; round++) {
                assertEquals(1, games.size(), "one game and a rest: " + games);
                FakeThread thread = threadOf("Coupe · ronde " + round + ", table 1 : ");
                String game = games.get(0);
                assertTrue(posted(thread.id(), m -> m.content().contains("partie `" + game + "`")).content()
                        .startsWith("**Coupe**, ronde " + round + ", table 1 · "), "in French, in its thread");
                DiscordMessage ended = resign(discord.thread(thread), players, game);
                int next = round + 1;
                if (round < 3) {
                    assertTrue(ended.content().contains("la ronde " + next + " de **Coupe** commence dans <#"),
                            ended.content());
                    DiscordMessage news = posted(discord.channelId(), m -> m.content().contains(
                            "**Coupe**, ronde " + next + " sur 3 : les parties commencent"));
                    games = games(news, "partie `([a-z2-9]{5})`");
                } else {
                    over = posted(discord.channelId(), m -> m.content().contains("**Coupe** est terminé ! 🥇 **"));
                }
            }
            assertTrue(over.attachment("standings-1.png").isPresent(), over.toString());
            assertEquals(List.of(), refusedSince(calls), "Discord took every call as it was made");
        } finally {
            discord.setGuildLocale("en-US");
        }
    }

    @Test
    void aPlayerDiscordWillNotAddToTheirGamesThreadIsToldToTheOrganiser() {
        int calls = discord.calls().size();
        DiscordUser organiser = discord.newUser("chief");
        List<DiscordUser> players = List.of(discord.newUser("jo"), discord.newUser("kai"));
        DiscordMessage announcement = joinedRoundOf("Gone Cup", organiser, players);
        discord.refuseThreadMembers(true);
        try {
            DiscordMessage round1 = shown(discord.pressButton(organiser, button(announcement, "Start"), announcement),
                    m -> m.content().startsWith("**Gone Cup**, round 1 of 1"));
            String game = games(round1).get(0);
            DiscordMessage told = posted(discord.channelId(), m -> m.content().startsWith("Discord would not add <@")
                    && m.content().contains("to the thread of game **" + game + "**: they may have left the server"));
            DiscordMessage ping = posted(discord.channelId(), m -> m.content().contains("a player of game **" + game
                    + "** could not be added to its thread"));
            assertEquals(java.util.Set.of(organiser.id()), ping.pinged(), "the organiser told: " + told);
            FakeThread thread = threadOf("Gone Cup · round 1, board 1: ");
            posted(thread.id(), m -> m.content().contains("game `" + game + "`"));
            assertTrue(refusedSince(calls).stream().allMatch(call -> call.route().contains("thread-members")),
                    "refused only the members: " + refusedSince(calls));
        } finally {
            discord.refuseThreadMembers(false);
        }
    }

    /** A tournament of one round, created by {@code organiser} (made a server manager), joined by {@code players}. */
    private DiscordMessage joinedRoundOf(String name, DiscordUser organiser, List<DiscordUser> players) {
        discord.grantManageServer(organiser, true);
        DiscordMessage announcement = discord.slashCommand(organiser, "tzaar", "tournament", Map.of("action", "create",
                "name", name, "rounds", 1)).awaitAnswer();
        for (DiscordUser player : players) {
            shown(discord.pressButton(player, button(announcement, "Join"), announcement),
                    m -> m.content().startsWith("You are in **" + name + "**"));
        }
        return announcement;
    }

    /** The player to move in the game resigns, by the command and its confirmation, {@code where}: its message. */
    private DiscordMessage resign(FakeDiscord.Place where, List<DiscordUser> players, String game) {
        for (DiscordUser player : players) {
            DiscordMessage confirm = discord.slashCommand(where, player, "tzaar", "resign", Map.of("game", game))
                    .awaitAnswer();
            if (confirm.button("tzaar:confirm_resign:" + game).isPresent()) {
                Interaction resign = discord.pressButton(player, "tzaar:confirm_resign:" + game, confirm);
                return shown(resign, m -> !m.ephemeral() && (m.content().contains(" resigns.") || m.content().contains(" abandonne.")));
            }
        }
        throw new AssertionError("nobody could resign " + game);
    }

    /** The calls Discord refused since the {@code from}th (the other tests' refusals are theirs). */
    private List<dev.tzaar.testkit.discord.RestCall> refusedSince(int from) {
        List<dev.tzaar.testkit.discord.RestCall> calls = discord.calls();
        return calls.subList(from, calls.size()).stream().filter(dev.tzaar.testkit.discord.RestCall::rejected).toList();
    }

    /** The thread the bot started whose name begins so, once it is there. */
    private FakeThread threadOf(String name) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            Optional<FakeThread> found = discord.threads().stream().filter(t -> t.name().startsWith(name)).findFirst();
            if (found.isPresent()) {
                return found.get();
            }
            pause();
        }
        throw new AssertionError("no thread named " + name + "…: " + discord.threads());
    }

    /** The message the bot posted in the channel (or thread) that is {@code wanted}, once it is there. */
    private DiscordMessage posted(String channelId, Predicate<DiscordMessage> wanted) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            Optional<DiscordMessage> found = discord.channelMessages(channelId).stream().filter(wanted).findFirst();
            if (found.isPresent()) {
                return found.get();
            }
            pause();
        }
        throw new AssertionError("not posted in " + channelId + ": " + discord.channelMessages(channelId).stream()
                .map(DiscordMessage::content).toList());
    }

    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static String button(DiscordMessage message, String label) {
        return message.buttons().stream().filter(b -> b.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + label + " on " + message)).customId();
    }

    private static List<String> games(DiscordMessage message) {
        return games(message, GAME.pattern());
    }

    private static List<String> games(DiscordMessage message, String pattern) {
        List<String> ids = new ArrayList<>();
        Matcher found = Pattern.compile(pattern).matcher(message.content());
        while (found.find()) {
            ids.add(found.group(1));
        }
        return ids;
    }

    private static DiscordMessage shown(Interaction interaction, Predicate<DiscordMessage> wanted) {
        return interaction.awaitShown(wanted, WAIT);
    }
}
