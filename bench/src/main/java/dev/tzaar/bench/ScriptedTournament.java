package dev.tzaar.bench;

import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.Interaction;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One tournament of {@code /tzaar tournament} played through the fake Discord by scripted players, as
 * docs/tournaments.md ("On Discord") has people play it: the organiser (a server manager, and a player)
 * creates it, every player presses the announcement's Join, the organiser presses Start; then each board of
 * each round is played by its two players: {@value #PLACEMENTS_A_GAME} real placements of the tournament
 * setup (White first, then in turn, each a Tott on a cell picked at random from what autocomplete offers for
 * {@code /tzaar place}), then White, to move, resigns ({@code /tzaar resign game:} and its confirm button).
 * Each round's last resignation brings the next round's message, whose boards are played next, until the
 * final standings. Every interaction waits for what it shows before the next is sent, as a player waits to
 * see it; each is counted and timed, by kind.
 */
final class ScriptedTournament {
    /** Placements before the resignation: a few real turns through the store, the rules and the picture. */
    static final int PLACEMENTS_A_GAME = 4;
    private static final Pattern BOARD = Pattern.compile(
            "Board \\d+: <@(\\d+)> \\(White\\) – <@(\\d+)> \\(Black\\), game `([a-z2-9]{5})`");
    private static final Duration WAIT = Duration.ofSeconds(60);

    private final FakeDiscord discord;
    private final Random random;
    private final Map<String, DiscordUser> players = new HashMap<>();
    private final Map<String, LatencySample> times = new LinkedHashMap<>();
    private final LatencySample perInteraction = new LatencySample();
    private int interactions;
    private int placements;
    private int games;
    private int rounds;

    ScriptedTournament(FakeDiscord discord, Random random) {
        this.discord = discord;
        this.random = random;
    }

    /**
     * Plays a whole tournament of {@code entrants} new players; {@code created} the options of {@code action:create}
     * besides the action and the name (like {@code format}, {@code rounds}).
     */
    ScriptedTournament play(String name, int entrants, Map<String, Object> created) {
        List<DiscordUser> entered = new ArrayList<>();
        for (int i = 0; i < entrants; i++) {
            DiscordUser user = discord.newUser(name.toLowerCase().replace(' ', '-') + "-" + i);
            players.put(user.id(), user);
            entered.add(user);
        }
        DiscordUser organiser = entered.get(0);
        discord.grantManageServer(organiser, true);
        Map<String, Object> options = new HashMap<>(created);
        options.put("action", "create");
        options.put("name", name);
        // The placements played are the tournament setup's: its games begin with them.
        options.put("setup", "tournament");
        Interaction create = sent(discord.slashCommand(organiser, "tzaar", "tournament", options));
        DiscordMessage announcement = create.awaitAnswer();
        time("create", announcement.latency());
        String join = button(announcement, "Join");
        for (int i = 0; i < entered.size(); i++) {
            Interaction press = sent(discord.pressButton(entered.get(i), join, announcement));
            int joined = i + 1;
            time("join", shown(press, m -> m.content().contains("Players (" + joined + "): ")).latency());
        }
        Interaction start = sent(discord.pressButton(organiser, button(announcement, "Start"), announcement));
        DiscordMessage round = shown(start, m -> !m.ephemeral() && m.content().contains(", round 1 of "));
        time("start, round 1 posted", round.latency());
        for (int number = 1; ; number++) {
            rounds++;
            List<String[]> boards = boards(round);
            if (boards.isEmpty()) {
                throw new IllegalStateException("round " + number + " has no boards: " + round.content());
            }
            Interaction last = null;
            for (String[] board : boards) {
                last = playOut(players.get(board[0]), players.get(board[1]), board[2]);
            }
            int next = number + 1;
            round = shown(last, m -> !m.ephemeral() && (m.content().contains(" is over! ")
                    || m.content().contains(", round " + next + " of ")));
            // The same press as the last resignation's, timed to a later message: a kind of its own, not an interaction.
            times.computeIfAbsent("a round's last result, the next posted", kind -> new LatencySample())
                    .add(round.latency());
            if (round.content().contains(" is over! ")) {
                return this;
            }
        }
    }

    /** The board's placements, then White's resignation: the press that confirmed it. */
    private Interaction playOut(DiscordUser white, DiscordUser black, String game) {
        if (white == null || black == null) {
            throw new IllegalStateException("game " + game + " is between players of another tournament");
        }
        games++;
        DiscordUser toPlace = white;
        for (int i = 0; i < PLACEMENTS_A_GAME; i++) {
            Interaction asked = sent(discord.autocomplete(toPlace, "tzaar", "place", Map.of("type", "T", "at", "",
                    "game", game), "at"));
            Callback answer = asked.awaitAcknowledgement();
            time("autocomplete of place at:", answer.latency());
            List<Callback.Choice> cells = answer.choices();
            if (cells.isEmpty()) {
                throw new IllegalStateException("autocomplete offered " + toPlace.username() + " no cell in " + game);
            }
            String cell = cells.get(random.nextInt(cells.size())).value();
            Interaction place = sent(discord.slashCommand(toPlace, "tzaar", "place", Map.of("type", "T", "at", cell,
                    "game", game)));
            DiscordMessage placed = place.awaitAnswer();
            if (placed.ephemeral() || placed.attachment("board.png").isEmpty()) {
                throw new IllegalStateException("the placement " + cell + " in " + game + " was not shown: " + placed);
            }
            time("placement, its board shown", placed.latency());
            placements++;
            toPlace = toPlace == white ? black : white;
        }
        Interaction resign = sent(discord.slashCommand(toPlace, "tzaar", "resign", Map.of("game", game)));
        DiscordMessage confirm = resign.awaitAnswer();
        time("resign, asked to confirm", confirm.latency());
        String confirmId = "tzaar:confirm_resign:" + game;
        if (confirm.button(confirmId).isEmpty()) {
            throw new IllegalStateException(toPlace.username() + " could not resign " + game + ": " + confirm);
        }
        Interaction confirmed = sent(discord.pressButton(toPlace, confirmId, confirm));
        DiscordMessage resigned = shown(confirmed, m -> !m.ephemeral() && m.content().contains(" resigns."));
        time("resignation confirmed, counted", resigned.latency());
        return confirmed;
    }

    int interactions() {
        return interactions;
    }

    int placements() {
        return placements;
    }

    int games() {
        return games;
    }

    int rounds() {
        return rounds;
    }

    int players() {
        return players.size();
    }

    /** Each kind of interaction's times, from its sending to what it showed (autocomplete: to its choices). */
    Map<String, LatencySample> times() {
        return times;
    }

    /** Every interaction's time, each once. */
    LatencySample perInteraction() {
        return perInteraction;
    }

    private Interaction sent(Interaction interaction) {
        interactions++;
        return interaction;
    }

    /** One interaction's time to what it showed, of its kind and of all. */
    private void time(String what, Duration latency) {
        times.computeIfAbsent(what, kind -> new LatencySample()).add(latency);
        perInteraction.add(latency);
    }

    /** The boards of a round's message: White's id, Black's id, the game. */
    private static List<String[]> boards(DiscordMessage round) {
        List<String[]> boards = new ArrayList<>();
        Matcher found = BOARD.matcher(round.content());
        while (found.find()) {
            boards.add(new String[] {found.group(1), found.group(2), found.group(3)});
        }
        return boards;
    }

    private static String button(DiscordMessage message, String label) {
        return message.buttons().stream().filter(b -> b.label().equals(label)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no " + label + " on " + message)).customId();
    }

    private static DiscordMessage shown(Interaction interaction, Predicate<DiscordMessage> wanted) {
        return interaction.awaitShown(wanted, WAIT);
    }
}
