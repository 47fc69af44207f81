package dev.tzaar.infra.tournaments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A Swiss of eight players and three rounds through a frontend and the real function (docs/tournaments.md, "On
 * Discord"): the organiser, a server manager, creates it; four players join by the announcement's Join, each
 * press answered in the announcement's place and privately; a second Join is told it is in already; Start
 * posts round 1's games in the channel and pings the players; each game ended by a resignation counts, each
 * round's last posts the standings picture and begins the next, and round 3's last the final standings. Nested in
 * each frontend's suite ({@link TournamentThroughTheGatewayTest}, {@link TournamentThroughInteractionsTest}).
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
        DiscordMessage ping = shown(start, m -> m.content().contains("round 1 of **Taps Cup** has begun"));
        assertEquals(8, ping.pinged().size(), "every player pinged: " + ping);

        DiscordMessage over = null;
        for (int round = 1; round <= 3; round++) {
            DiscordMessage last = null;
            for (String game : games) {
                last = resign(players, game);
            }
            if (round < 3) {
                assertTrue(last.content().contains("Round " + round + " of **Taps Cup** is over"), last.content());
                assertTrue(last.attachment("standings-1.png").isPresent(), "the standings, drawn: " + last);
                games = games(last);
                assertEquals(4, games.size(), last.content());
            }
            over = last;
        }
        assertTrue(over.content().contains("**Taps Cup** is over! 🥇 **"), over.content());
        DiscordMessage.Attachment standings = over.attachment("standings-1.png").orElseThrow();
        assertTrue(standings.description() != null && !standings.description().isBlank(), "alt text: " + standings);
        assertEquals(List.of(), discord.refusedCalls(), "Discord took every call as it was made");
    }

    @Test
    void aFrenchServersRoundRobinIsPlayedInFrench() {
        discord.setGuildLocale("fr");
        try {
            DiscordUser organiser = discord.newUser("orga");
            discord.grantManageServer(organiser, true);
            List<DiscordUser> players = List.of(organiser, discord.newUser("ana"), discord.newUser("ben"));
            players.forEach(player -> discord.setLocale(player, "fr"));
            DiscordMessage announcement = discord.slashCommand(organiser, "tzaar", "tournament", Map.of("action",
                    "create", "name", "Coupe", "format", "round-robin")).awaitAnswer();
            assertTrue(announcement.content().startsWith("🏆 **Coupe**, tournoi `") && announcement.content()
                    .contains("toutes rondes · disposition au hasard · 3 jours par coup · classé. Organisé par <@"), announcement.content());
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
                over = resign(players, games.get(0));
                games = games(over, "partie `([a-z2-9]{5})`");
            }
            assertTrue(over.content().contains("**Coupe** est terminé ! 🥇 **"), over.content());
            assertTrue(over.attachment("standings-1.png").isPresent(), over.toString());
            assertEquals(List.of(), discord.refusedCalls(), "Discord took every call as it was made");
        } finally {
            discord.setGuildLocale("en-US");
        }
    }

    /** The player to move in the game resigns, by the command and its confirmation: the channel's message. */
    private DiscordMessage resign(List<DiscordUser> players, String game) {
        for (DiscordUser player : players) {
            DiscordMessage confirm = discord.slashCommand(player, "tzaar", "resign", Map.of("game", game)).awaitAnswer();
            if (confirm.button("tzaar:confirm_resign:" + game).isPresent()) {
                Interaction resign = discord.pressButton(player, "tzaar:confirm_resign:" + game, confirm);
                return shown(resign, m -> !m.ephemeral() && (m.content().contains(" resigns.") || m.content().contains(" abandonne.")));
            }
        }
        throw new AssertionError("nobody could resign " + game);
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
