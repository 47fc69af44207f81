package dev.tzaar.infra.activity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.access.DiscordChannelAccess;
import dev.tzaar.bot.access.RelayedChannelAccess;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.FakeDiscord.Place;
import dev.tzaar.testkit.discord.FakeThread;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Who may watch a game on the live board, through real HTTP requests to the Activity function wired as it is
 * deployed (DiscordActivity), against the fake Discord's roles, channel overwrites, members and threads read
 * with the bot's token: a game is read by its players and by those Discord lets view its channel, and it
 * does not exist for anyone else; one who loses access loses the game within twice the time Discord's answers
 * are kept ({@link DiscordChannelAccess#KEPT}: a minute).
 */
@Tag("end-to-end")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ChannelAccessEndToEndTest {
    /** The Activity's clock and its relay's, which a test moves on past the time Discord's answers are kept. */
    private static final ActivityEndToEndTest.MovableClock CLOCK = new ActivityEndToEndTest.MovableClock();

    @RegisterExtension
    static final LocalStack STACK = LocalStack.functionAndDiscord().liveBoardOnClock(CLOCK);
    private FakeDiscord discord;
    private ActivityCalls page;
    private TableGames games;
    private DiscordUser alice;
    private DiscordUser bob;
    private DiscordUser carol;
    private int round;

    @BeforeAll
    void start() throws java.io.IOException {
        discord = STACK.discord();
        page = ActivityCalls.start(STACK, CLOCK);
        games = new TableGames(STACK.relay(), discord.guildId(), 1_320_000_000_000_000_000L);
    }

    @AfterAll
    void stop() {
        page.close();
    }

    @BeforeEach
    void newPeople() {
        round++;
        alice = discord.newUser("alice" + round);
        bob = discord.newUser("bob" + round);
        carol = discord.newUser("carol" + round);
    }

    /**
     * A channel only one role may open: {@code @everyone} is denied View Channel there, the role allowed it.
     * Alice and Bob play there, and Carol, a member of the server without the role, cannot open it.
     */
    @Test
    void aMemberTheChannelIsClosedToCannotWatchItsGameNorFindItListed() {
        String club = discord.newRole("club" + round, 0);
        Place closed = closedToAllBut(club);
        DiscordUser erin = discord.newUser("erin" + round);
        discord.giveRole(erin, club);
        discord.overwriteForMember(closed, erin, 0, FakeDiscord.VIEW_CHANNEL);
        String game = games.between(alice, bob, closed.channelId());
        long version = games.version(game, alice);
        String asCarol = page.signIn(carol);

        assertEquals(404, page.status("GET", "/api/games/" + game, asCarol), "Carol may not open the channel");
        assertEquals(404, page.status("GET", "/api/games/" + game + "?after=" + version, asCarol));
        assertFalse(page.listed(asCarol, closed.channelId()).contains(game), "not listed either");
        assertEquals(200, page.status("GET", "/api/games/" + game, page.signIn(alice)), "its players read it all the same");

        DiscordUser dave = discord.newUser("dave" + round);
        discord.giveRole(dave, club);
        String asDave = page.signIn(dave);
        assertEquals(200, page.status("GET", "/api/games/" + game, asDave), "the role opens the channel");
        assertTrue(page.listed(asDave, closed.channelId()).contains(game));

        assertEquals(404, page.status("GET", "/api/games/" + game, page.signIn(erin)), "her own overwrite shuts her out");

        DiscordUser frank = discord.newUser("frank" + round);
        discord.giveRole(frank, discord.newRole("admins" + round, FakeDiscord.ADMINISTRATOR));
        assertEquals(200, page.status("GET", "/api/games/" + game, page.signIn(frank)), "an administrator sees every channel");
    }

    /** A new channel of the server that {@code @everyone} is denied View Channel in, and {@code role} allowed. */
    private Place closedToAllBut(String role) {
        Place closed = discord.newChannel();
        discord.overwriteForRole(closed, discord.guildId(), 0, FakeDiscord.VIEW_CHANNEL);
        discord.overwriteForRole(closed, role, FakeDiscord.VIEW_CHANNEL, 0);
        return closed;
    }

    /** A private thread a member started for a game: its members watch it, other members of the server do not. */
    @Test
    void aGameInAPrivateThreadIsWatchedByTheThreadsMembersAlone() {
        FakeThread thread = discord.newPrivateThread(discord.channel(), alice, bob, carol);
        String game = games.inPrivateThread(alice, bob, thread);

        assertEquals(200, page.status("GET", "/api/games/" + game, page.signIn(carol)), "Carol is in the thread");
        DiscordUser dave = discord.newUser("dave" + round);
        assertEquals(404, page.status("GET", "/api/games/" + game, page.signIn(dave)), "Dave is not");
        DiscordUser moderator = discord.newUser("mod" + round);
        discord.giveRole(moderator, discord.newRole("moderators" + round, FakeDiscord.MANAGE_THREADS));
        assertEquals(200, page.status("GET", "/api/games/" + game, page.signIn(moderator)),
                "one who manages the channel's threads sees its private threads");
    }

    /**
     * Watching ends within twice the time Discord's answers are kept: for one who leaves the server (whom Discord's
     * word on their own servers, kept 5 minutes with their sign-in, still names) and one who loses the role
     * that opened the channel, polls cheap until then included.
     */
    @Test
    void oneWhoLeavesTheServerOrLosesTheChannelStopsWatchingWithinTheTimeAnswersAreKept() {
        String club = discord.newRole("club" + round, 0);
        Place closed = closedToAllBut(club);
        String open = games.between(alice, bob, discord.channelId());
        String shut = games.between(alice, bob, closed.channelId());
        discord.giveRole(carol, club);
        String asCarol = page.signIn(carol);
        long openVersion = games.version(open, alice);
        long shutVersion = games.version(shut, alice);
        assertEquals(200, page.status("GET", "/api/games/" + open, asCarol));
        assertEquals(200, page.status("GET", "/api/games/" + shut, asCarol));

        discord.takeRole(carol, club);
        DiscordUser dave = discord.newUser("dave" + round);
        String asDave = page.signIn(dave);
        assertEquals(200, page.status("GET", "/api/games/" + open, asDave));
        discord.leaveServer(dave);

        // Discord's answers, kept their time by the relay and the relay's by the Activity, then the cheap polls
        // they let in: twice that time at most.
        CLOCK.ahead = CLOCK.ahead.plus(DiscordChannelAccess.KEPT.plus(RelayedChannelAccess.KEPT).multipliedBy(2)
                .plusSeconds(1));
        assertEquals(404, page.status("GET", "/api/games/" + shut + "?after=" + shutVersion, asCarol),
                "the role taken back: not even a cheap poll");
        assertEquals(200, page.status("GET", "/api/games/" + open + "?after=" + (openVersion - 1), asCarol),
                "the channel everyone may open is still hers");
        assertEquals(404, page.status("GET", "/api/games/" + open + "?after=" + openVersion, asDave),
                "Dave left the server");
    }
}
