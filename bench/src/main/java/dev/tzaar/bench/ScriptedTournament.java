package dev.tzaar.bench;

import dev.tzaar.testkit.discord.Callback;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.FakeThread;
import dev.tzaar.testkit.discord.Interaction;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One tournament of {@code /tzaar tournament} played through the fake Discord by scripted players, as
 * docs/tournaments.md ("On Discord", "Games in threads") has people play it: the organiser (a server manager, and a
 * player) creates it, every player presses the announcement's Join, the organiser presses Start; the round's
 * message lists its boards, and the bot starts a thread for each game, its players in it, its board and their
 * ping posted there. Once every game of the round has its thread (as its players, pinged, come to it), each board
 * is played in its thread by its two players: {@value #PLACEMENTS_A_GAME} real placements of the tournament setup
 * (White first, then in turn, each a Tott on a cell picked at random from what autocomplete offers for
 * {@code /tzaar place}), then White, to move, resigns ({@code /tzaar resign game:} and its confirm button). Each
 * round's last resignation has the bot post the round's news in the channel (the standings, the next round's
 * boards, whose threads follow), read from there, until the final standings. Every interaction waits for what it
 * shows before the next is sent, as a player waits to see it; each is counted and timed, by kind. The bot's posts
 * carry no latency in the fake: a round's news and its threads are timed on the bench's clock ({@link BotPosts}),
 * from the press that brought them.
 */
final class ScriptedTournament {
    /** Placements before the resignation: a few real turns through the store, the rules and the picture. */
    static final int PLACEMENTS_A_GAME = 4;
    private static final Pattern BOARD = Pattern.compile(
            "Board (\\d+): <@(\\d+)> \\(White\\) – <@(\\d+)> \\(Black\\), game `([a-z2-9]{5})`");
    private static final Duration WAIT = Duration.ofSeconds(60);

    private final FakeDiscord discord;
    private final Random random;
    private final BotPosts posts;
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
        this.posts = new BotPosts(discord);
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
        int postsBefore = posts.mark();
        long pressed = System.nanoTime();
        Interaction start = sent(discord.pressButton(organiser, button(announcement, "Start"), announcement));
        DiscordMessage round = shown(start, m -> !m.ephemeral() && m.content().contains(", round 1 of "));
        time("start, round 1 posted", round.latency());
        for (int number = 1; ; number++) {
            rounds++;
            List<Board> boards = boards(round);
            if (boards.isEmpty()) {
                throw new IllegalStateException("round " + number + " has no boards: " + round.content());
            }
            Map<String, FakeDiscord.Place> threads = threads(name, number, boards, postsBefore, pressed);
            Resigned last = null;
            for (Board board : boards) {
                last = playOut(threads.get(board.game()), players.get(board.white()), players.get(board.black()),
                        board.game());
            }
            int next = number + 1;
            BotPosts.Arrived news = posts.await(last.postsBefore(), m -> m.channelId().equals(discord.channelId())
                    && (m.content().contains(" is over! ") || m.content().contains(", round " + next + " of ")),
                    WAIT, "news of round " + number + " of " + name + " in the channel");
            // The same press as the last resignation's, timed to a later message: a kind of its own, not an interaction.
            later("a round's last result, the next posted", news.nanos() - last.pressed());
            if (news.message().content().contains(" is over! ")) {
                return this;
            }
            round = news.message();
            postsBefore = last.postsBefore();
            pressed = last.pressed();
        }
    }

    /** A game's confirmed resignation: when its press was sent, and how many posts the bot had made before. */
    private record Resigned(long pressed, int postsBefore) {}

    /** A board of a round's message: its number, White's id, Black's id, the game. */
    private record Board(int number, String white, String black, String game) {}

    /**
     * Each game of the round in the thread the bot started for it, once the bot has posted there the game's first
     * message and its players' ping: the posts the round's press ({@code pressed}, after the bot's
     * {@code postsBefore}th post) brought, read as they arrive. The last ping is timed from that press.
     */
    private Map<String, FakeDiscord.Place> threads(String name, int round, List<Board> boards, int postsBefore,
            long pressed) {
        Map<String, String> threadOfGame = new HashMap<>();
        Set<String> pinged = new HashSet<>();
        String ping = "your game of **" + name + "**, round " + round + ", ";
        int next = postsBefore;
        long ready = pressed;
        while (pinged.size() < boards.size()) {
            BotPosts.Arrived post = posts.await(next, m -> true, WAIT, "thread of round " + round + " of " + name
                    + " (" + pinged.size() + " of " + boards.size() + " ready)");
            next = post.index() + 1;
            DiscordMessage message = post.message();
            for (Board board : boards) {
                if (message.content().startsWith("**" + name + "**, round " + round + ", board " + board.number()
                        + " · game `" + board.game() + "`")) {
                    threadOfGame.put(board.game(), message.channelId());
                }
            }
            if (threadOfGame.containsValue(message.channelId()) && message.content().contains(ping)) {
                pinged.add(message.channelId());
                ready = post.nanos();
            }
        }
        later("a round begun, its last thread's ping", ready - pressed);
        Map<String, FakeDiscord.Place> places = new HashMap<>();
        for (Board board : boards) {
            String id = threadOfGame.get(board.game());
            String named = name + " · round " + round + ", board " + board.number() + ": ";
            FakeThread thread = discord.threads().stream().filter(t -> t.id().equals(id)).findFirst()
                    .filter(t -> t.name().startsWith(named) && t.parentId().equals(discord.channelId()))
                    .orElseThrow(() -> new IllegalStateException("game " + board.game() + " was posted in " + id
                            + ", not in a thread of the channel named " + named + "…: " + discord.threads()));
            places.put(board.game(), discord.thread(thread));
        }
        return places;
    }

    /** The board's placements, then White's resignation, all in the game's thread. */
    private Resigned playOut(FakeDiscord.Place thread, DiscordUser white, DiscordUser black, String game) {
        if (white == null || black == null) {
            throw new IllegalStateException("game " + game + " is between players of another tournament");
        }
        games++;
        DiscordUser toPlace = white;
        for (int i = 0; i < PLACEMENTS_A_GAME; i++) {
            Interaction asked = sent(discord.autocomplete(thread, toPlace, "tzaar", "place", Map.of("type", "T",
                    "at", "", "game", game), "at"));
            Callback answer = asked.awaitAcknowledgement();
            time("autocomplete of place at:", answer.latency());
            List<Callback.Choice> cells = answer.choices();
            if (cells.isEmpty()) {
                throw new IllegalStateException("autocomplete offered " + toPlace.username() + " no cell in " + game);
            }
            String cell = cells.get(random.nextInt(cells.size())).value();
            Interaction place = sent(discord.slashCommand(thread, toPlace, "tzaar", "place", Map.of("type", "T",
                    "at", cell, "game", game)));
            DiscordMessage placed = place.awaitAnswer();
            if (placed.ephemeral() || placed.attachment("board.png").isEmpty()
                    || !placed.channelId().equals(thread.channelId())) {
                throw new IllegalStateException("the placement " + cell + " in " + game + " was not shown in its "
                        + "thread: " + placed);
            }
            time("placement, its board shown", placed.latency());
            placements++;
            toPlace = toPlace == white ? black : white;
        }
        Interaction resign = sent(discord.slashCommand(thread, toPlace, "tzaar", "resign", Map.of("game", game)));
        DiscordMessage confirm = resign.awaitAnswer();
        time("resign, asked to confirm", confirm.latency());
        String confirmId = "tzaar:confirm_resign:" + game;
        if (confirm.button(confirmId).isEmpty()) {
            throw new IllegalStateException(toPlace.username() + " could not resign " + game + ": " + confirm);
        }
        int postsBefore = posts.mark();
        long pressed = System.nanoTime();
        Interaction confirmed = sent(discord.pressButton(toPlace, confirmId, confirm));
        DiscordMessage resigned = shown(confirmed, m -> !m.ephemeral() && m.content().contains(" resigns."));
        time("resignation confirmed, counted", resigned.latency());
        return new Resigned(pressed, postsBefore);
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

    /** A time from an interaction to a later message, of its kind only: no interaction's own. */
    private void later(String what, long nanos) {
        times.computeIfAbsent(what, kind -> new LatencySample()).add(Duration.ofNanos(nanos));
    }

    /** One interaction's time to what it showed, of its kind and of all. */
    private void time(String what, Duration latency) {
        times.computeIfAbsent(what, kind -> new LatencySample()).add(latency);
        perInteraction.add(latency);
    }

    /** The boards of a round's message, in its order. */
    private static List<Board> boards(DiscordMessage round) {
        List<Board> boards = new ArrayList<>();
        Matcher found = BOARD.matcher(round.content());
        while (found.find()) {
            boards.add(new Board(Integer.parseInt(found.group(1)), found.group(2), found.group(3), found.group(4)));
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
