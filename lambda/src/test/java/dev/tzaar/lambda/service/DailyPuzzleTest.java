package dev.tzaar.lambda.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.Capability;
import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.Command;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.puzzles.DailyPuzzle;
import dev.tzaar.lambda.puzzles.DailySchedule;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The daily puzzle (docs/puzzles.md, "The daily puzzle"): a channel named with {@code /tzaar settings
 * daily:here} by someone who manages the server gets the puzzle of the day from the sweep, exactly once per
 * day however the sweeps run (twice, at once, after a post that was never reported); the post's button
 * opens the puzzle privately, and a first solve from it counts the solver once and edits the post's count.
 */
class DailyPuzzleTest {
    private static final AtomicLong SOLVERS = new AtomicLong(100_000_000_000_292_000L);
    private static final Set<Capability> ADMIN = Set.of(Capability.MANAGE_SERVER);

    private final Table table = new Table(292);
    private final Player ann = solver("Ann");
    private String locale = "en-US";

    private static Player solver(String name) {
        return new Player(String.valueOf(SOLVERS.incrementAndGet()), name, false);
    }

    private GameReply settings(Set<Capability> capabilities, Player user, String daily) {
        return table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, user, Command.SETTINGS,
                daily == null ? Map.of() : Map.of(Option.DAILY, daily)).withLocales(locale, locale)
                .in(InteractionContext.GUILD).withCapabilities(capabilities));
    }

    /** A sweep that can post (the caller has the bot's token): this server's daily posts. */
    private List<ClockSweep.DailyPost> sweep(Table at, List<ClockSweep.DailyPosted> reported) {
        return at.service.sweepClocks(new ClockSweep(100, true, List.of(), reported), at.now).dailies().stream()
                .filter(post -> post.guildId().equals(table.guild)).toList();
    }

    private List<ClockSweep.DailyPost> sweep() {
        return sweep(table, List.of());
    }

    /** The day's post, made and reported posted as message {@code messageId}. */
    private ClockSweep.DailyPost postedAs(String messageId) {
        List<ClockSweep.DailyPost> posts = sweep();
        assertEquals(1, posts.size(), posts.toString());
        assertTrue(sweep(table, List.of(posts.get(0).posted(messageId))).isEmpty(), "reported, and nothing more");
        return posts.get(0);
    }

    @Test
    void aChannelNamedInTheSettingsGetsThePuzzleOfTheDayOncePerDay() {
        GameReply named = settings(ADMIN, ann, "here");
        assertTrue(named.ephemeral());
        assertEquals("Done: from now on, the daily puzzle is posted in <#" + table.channel
                + "> every day (a new one at midnight UTC).", named.text());
        assertEquals(table.channel, table.store.serverSettings(table.guild).dailyChannel().orElseThrow());

        List<ClockSweep.DailyPost> posts = sweep();
        assertEquals(1, posts.size(), posts.toString());
        ClockSweep.DailyPost post = posts.get(0);
        LocalDate today = DailyPuzzle.dayOf(table.now);
        Puzzle puzzle = DailyPuzzle.of(today);
        assertEquals(table.channel, post.channelId());
        assertEquals(DailyPuzzle.nonce(table.guild, today), post.nonce(), "the server and the day alone");
        assertFalse(post.reply().ephemeral());
        String side = puzzle.position().sideToMove() == dev.tzaar.engine.Side.WHITE ? "White" : "Black";
        assertEquals("🧩 **Puzzle of the day**, November 22, 2026: " + side + " to play and win in "
                + (puzzle.turns() == 1 ? "one turn" : puzzle.turns() + " turns") + " (`" + puzzle.id()
                + "`). Press **Solve it** to try it, privately.\nNobody has solved it here yet.", post.reply().text());
        assertEquals("exercise " + puzzle.position(), Table.shows(post.reply()), "the puzzle's picture");
        assertEquals(List.of("Solve it"), post.reply().buttons().stream().map(ActionButton::label).toList());

        assertTrue(sweep().isEmpty(), "claimed: a sweep at the same moment posts nothing");
        assertTrue(sweep(table, List.of(post.posted("1400000000000000001"))).isEmpty());
        DailySchedule stored = table.store.dailySchedule(table.guild);
        assertEquals("1400000000000000001", stored.messageId().orElseThrow());
        assertEquals(DailyPuzzle.nextDayStart(table.now), stored.due().orElseThrow(), "due when the next day starts");

        table.now = table.now.plus(Duration.ofHours(11));
        assertTrue(sweep().isEmpty(), "still the same day");
        table.now = DailyPuzzle.nextDayStart(table.now).plusSeconds(30);
        List<ClockSweep.DailyPost> tomorrow = sweep();
        assertEquals(1, tomorrow.size());
        assertTrue(tomorrow.get(0).reply().text().contains("`" + DailyPuzzle.of(today.plusDays(1)).id() + "`"),
                tomorrow.get(0).reply().text());
        assertFalse(DailyPuzzle.of(today.plusDays(1)).id().equals(puzzle.id()), "another puzzle the next day");
    }

    @Test
    void ofTwoSweepsAtOnceOnePostsTheDay() {
        settings(ADMIN, ann, "here");
        AtomicBoolean once = new AtomicBoolean();
        Table[] other = new Table[1];
        List<List<ClockSweep.DailyPost>> overlapped = new java.util.ArrayList<>();
        // The first sweep reads the schedule; before it writes its claim, the second sweep runs whole.
        Table first = new Table(table, store -> new ForwardingStore(store) {
            @Override
            public DailySchedule dailySchedule(String guildId) {
                DailySchedule read = super.dailySchedule(guildId);
                if (guildId.equals(table.guild) && once.compareAndSet(false, true)) {
                    overlapped.add(sweep(other[0], List.of()));
                }
                return read;
            }
        });
        other[0] = new Table(table, store -> store);

        List<ClockSweep.DailyPost> firsts = sweep(first, List.of());

        assertEquals(1, overlapped.get(0).size(), "the second sweep claimed the day");
        assertEquals(List.of(), firsts, "the first found it claimed when it wrote");
        assertEquals(2, table.store.dailySchedule(table.guild).version(), "named, then claimed once");
    }

    @Test
    void aPostNeverReportedIsOfferedAgainAfterAWhileWithTheSameNonce() {
        settings(ADMIN, ann, "here");
        ClockSweep.DailyPost lost = sweep().get(0);

        table.now = table.now.plus(DailySchedule.RETRY).minusSeconds(1);
        assertTrue(sweep().isEmpty(), "not before the retry is due");
        table.now = table.now.plusSeconds(1);
        List<ClockSweep.DailyPost> again = sweep();

        assertEquals(1, again.size());
        assertEquals(lost.nonce(), again.get(0).nonce(), "Discord returns the message it took, if it took one");
        assertEquals(lost.reply().text(), again.get(0).reply().text());
    }

    @Test
    void aSweepThatCannotPostClaimsNothing() {
        settings(ADMIN, ann, "here");
        assertTrue(table.service.sweepClocks(new ClockSweep(100, false), table.now).dailies().stream()
                .noneMatch(post -> post.guildId().equals(table.guild)));
        assertEquals(1, sweep().size(), "left for a sweep that can");
    }

    @Test
    void onlySomeoneWhoManagesTheServerNamesTheChannelAndOffStopsThePosts() {
        GameReply refused = settings(Set.of(), ann, "here");
        assertTrue(refused.text().startsWith("Only someone with the **Manage Server** permission"), refused.text());
        assertTrue(sweep().isEmpty());
        assertTrue(settings(Set.of(), ann, null).text().contains("no daily puzzle is posted (`daily:here`"),
                "the settings say how");

        settings(ADMIN, ann, "here");
        assertTrue(settings(ADMIN, ann, "here").text().startsWith("Nothing to change"));
        assertEquals("Done: from now on, no daily puzzle is posted (`daily:here`, typed in a channel, posts it there "
                + "every day).", settings(ADMIN, ann, "off").text());
        assertTrue(sweep().isEmpty(), "off");
        assertTrue(settings(ADMIN, ann, "now").text().startsWith("`daily:` is here or off, not “now”."));
    }

    /** A sweep that reports the posts Discord refused: this server's daily posts. */
    private List<ClockSweep.DailyPost> sweepRefused(List<ClockSweep.DailyRefused> refused) {
        return table.service.sweepClocks(new ClockSweep(100, true, List.of(), List.of(), refused), table.now).dailies()
                .stream().filter(post -> post.guildId().equals(table.guild)).toList();
    }

    @Test
    void aPostDiscordRefusedSwitchesTheDailyPuzzleOffAndTheSettingsSayWhy() {
        settings(ADMIN, ann, "here");
        ClockSweep.DailyPost refused = sweep().get(0);

        assertTrue(sweepRefused(List.of(refused.refused())).isEmpty());
        DailySchedule stored = table.store.dailySchedule(table.guild);
        assertFalse(stored.isOn(), "in no list: no sweep tries it again");
        assertEquals(DailyPuzzle.dayOf(table.now), stored.refused().orElseThrow());
        assertTrue(table.store.serverSettings(table.guild).dailyChannel().isEmpty(), "the settings say off too");
        table.now = table.now.plus(DailySchedule.RETRY).plusSeconds(1);
        assertTrue(sweep().isEmpty(), "not after the retry's wait");
        table.now = DailyPuzzle.nextDayStart(table.now).plusSeconds(30);
        assertTrue(sweep().isEmpty(), "nor the next day");
        String shown = settings(Set.of(), ann, null).text();
        assertTrue(shown.endsWith("\nno daily puzzle is posted: Discord refused its post in <#" + table.channel
                + "> on November 22, 2026 (the TZAAR bot may no longer post there, or the channel is gone), so it was "
                + "switched off. `daily:here`, typed in a channel where the bot may post, starts it again"), shown);

        assertTrue(settings(ADMIN, ann, "here").text().startsWith("Done: from now on, the daily puzzle is posted"));
        assertTrue(table.store.dailySchedule(table.guild).refused().isEmpty(), "named again: no longer stopped");
        assertEquals(1, sweep().size(), "the day's puzzle, tried in the channel named");
    }

    @Test
    void aRefusalOfAnotherChannelOrDayChangesNothing() {
        settings(ADMIN, ann, "here");
        ClockSweep.DailyPost claimed = sweep().get(0);
        ClockSweep.DailyRefused elsewhere = new ClockSweep.DailyRefused(table.guild, claimed.day(), "1234567890");
        ClockSweep.DailyRefused yesterday = new ClockSweep.DailyRefused(table.guild,
                DailyPuzzle.written(DailyPuzzle.dayOf(table.now).minusDays(1)), claimed.channelId());
        sweepRefused(List.of(elsewhere, yesterday));
        assertTrue(table.store.dailySchedule(table.guild).isOn(), "a channel named meanwhile, or an old report");

        assertTrue(sweep(table, List.of(claimed.posted("1400000000000000009"))).isEmpty());
        sweepRefused(List.of(claimed.refused()));
        assertTrue(table.store.dailySchedule(table.guild).isOn(), "posted: a late refusal of a retry is no refusal");
        assertTrue(table.store.serverSettings(table.guild).dailyChannel().isPresent());
    }

    @Test
    void namedAgainTheSameDayItIsNotPostedTwice() {
        settings(ADMIN, ann, "here");
        postedAs("1400000000000000002");
        settings(ADMIN, ann, "off");
        settings(ADMIN, ann, "here");
        assertTrue(sweep().isEmpty(), "today's is posted already");
        table.now = DailyPuzzle.nextDayStart(table.now);
        assertEquals(1, sweep().size());
    }

    @Test
    void thePostsButtonOpensThePuzzlePrivatelyAndAFirstSolveCountsOnceAndEditsThePost() {
        settings(ADMIN, ann, "here");
        ClockSweep.DailyPost post = postedAs("1400000000000000003");
        Puzzle puzzle = DailyPuzzle.of(DailyPuzzle.dayOf(table.now));

        GameReply opened = pressThePost(post, ann);
        assertTrue(opened.ephemeral(), "privately");
        assertNull(opened.panel(), "a new panel: the post stays as it is");
        assertTrue(opened.text().contains("**Puzzle** `" + puzzle.id() + "`"), opened.text());

        GameReply solved = solve(opened, ann);
        assertTrue(solved.panel().text().startsWith("**Solved!**"), solved.panel().text());
        assertNotNull(solved.recount(), "the post's count edited");
        assertEquals(table.channel, solved.recount().channelId());
        assertEquals("1400000000000000003", solved.recount().messageId());
        assertTrue(solved.recount().text().endsWith("\nSolved here by one member so far."), solved.recount().text());

        GameReply again = solve(pressThePost(post, ann), ann);
        assertNull(again.recount(), "a solver counts once");
        Player bo = solver("Bo");
        GameReply second = solve(pressThePost(post, bo), bo);
        assertTrue(second.recount().text().endsWith("\nSolved here by 2 members so far."), second.recount().text());
        assertEquals(2, table.store.dailySchedule(table.guild).solvers());
    }

    @Test
    void inFrenchThePostAndTheSettingsSpeakFrench() {
        locale = "fr";
        GameReply named = settings(ADMIN, ann, "here");
        assertTrue(named.text().startsWith("C’est fait : désormais, le problème du jour est publié chaque jour dans <#"),
                named.text());
        ClockSweep.DailyPost post = sweep().get(0);
        assertTrue(post.reply().text().startsWith("🧩 **Problème du jour**, 22 novembre 2026 : "), post.reply().text());
        assertTrue(post.reply().text().endsWith("\nPersonne ne l’a encore résolu ici."), post.reply().text());
        assertEquals(List.of("Le résoudre"), post.reply().buttons().stream().map(ActionButton::label).toList());
    }

    @Test
    void theDaysPictureIsDrawnOnceASweepPerLanguageHoweverManyServersPostIt() {
        Table english = new Table(293);
        Table french = new Table(294);
        for (Table server : List.of(table, english, french)) {
            String language = server == french ? "fr" : "en-US";
            server.handle(GameRequest.of(Table.nextInteraction(), server.guild, server.channel, ann, Command.SETTINGS,
                    Map.of(Option.DAILY, "here")).withLocales(language, language).in(InteractionContext.GUILD)
                    .withCapabilities(ADMIN));
        }
        Map<String, GameReply> posts = new java.util.HashMap<>();
        table.service.sweepClocks(new ClockSweep(100, true, List.of(), List.of()), table.now).dailies()
                .forEach(post -> posts.put(post.guildId(), post.reply()));

        assertTrue(posts.keySet().containsAll(List.of(table.guild, english.guild, french.guild)), posts.toString());
        assertSame(posts.get(table.guild).image(), posts.get(english.guild).image(), "one picture for both");
        assertNotSame(posts.get(table.guild).image(), posts.get(french.guild).image());
        assertTrue(posts.get(french.guild).image().diagram().contains(" in fr"), "its words in French");
    }

    @Test
    void aRequestThatNamesNoLanguageNamesTheChannelAndThePostIsInEnglish() {
        // The console in English names no language (issue 29): the schedule's language must not be missing.
        locale = null;
        GameReply named = settings(ADMIN, ann, "here");
        assertTrue(named.text().startsWith("Done: from now on, the daily puzzle is posted in <#"), named.text());
        ClockSweep.DailyPost post = sweep().get(0);
        assertTrue(post.reply().text().startsWith("🧩 **Puzzle of the day**, "), post.reply().text());
        assertEquals("en-US", table.store.dailySchedule(table.guild).language());
    }

    private GameReply pressThePost(ClockSweep.DailyPost post, Player who) {
        ControlId button = ControlId.parse(post.reply().buttons().get(0).id()).orElseThrow();
        return table.handle(request(who, button.command(), button.options(null)));
    }

    /** The puzzle's main line played from its panel: the last press's whole reply (its panel, its recount). */
    private GameReply solve(GameReply panel, Player who) {
        Puzzle puzzle = DailyPuzzle.of(DailyPuzzle.dayOf(table.now));
        GameReply shown = panel;
        GameReply last = null;
        for (int turn = 0; turn < puzzle.mainLine().size(); turn += 2) {
            for (Action action : puzzle.mainLine().get(turn)) {
                if (action instanceof Action.Pass) {
                    last = press(who, control(shown, "passed=yes"), null);
                } else {
                    String from = action instanceof Action.Capture c ? c.from().toString()
                            : ((Action.Stack) action).from().toString();
                    String to = action instanceof Action.Capture c ? c.to().toString()
                            : ((Action.Stack) action).to().toString();
                    var menu = shown.menus().stream().filter(m -> m.items().stream()
                            .anyMatch(item -> item.value().equals(from))).findFirst().orElseThrow();
                    GameReply chosen = press(who, ControlId.parse(menu.id()).orElseThrow(), from).panel();
                    last = press(who, control(chosen, "from=" + from + ":to=" + to), null);
                }
                shown = last.panel();
            }
        }
        return last;
    }

    private static ControlId control(GameReply panel, String part) {
        return panel.buttons().stream().filter(b -> b.id().contains(part)).findFirst()
                .map(b -> ControlId.parse(b.id()).orElseThrow())
                .orElseThrow(() -> new AssertionError("no button " + part + " in " + panel.buttons()));
    }

    private GameReply press(Player who, ControlId control, String chosen) {
        GameReply reply = table.handle(request(who, control.command(), control.options(chosen)));
        assertNotNull(reply.panel(), "a press is answered in the panel's place: " + reply.text());
        return reply;
    }

    private GameRequest request(Player who, Command command, Map<String, String> options) {
        return GameRequest.of(Table.nextInteraction(), table.guild, table.channel, who, command, options)
                .withLocales(locale, locale).in(InteractionContext.GUILD);
    }

    @Test
    void thePuzzleOfTheDayIsAFunctionOfTheDateThatRepeatsNoneBeforeEveryOneCameOnce() {
        LocalDate start = LocalDate.of(2026, 12, 2);
        int size = dev.tzaar.lambda.puzzles.ShippedPuzzles.all().size();
        Set<String> seen = new java.util.HashSet<>();
        for (int day = 0; day < size; day++) {
            assertTrue(seen.add(DailyPuzzle.of(start.plusDays(day)).id()), "day " + day);
        }
        assertEquals(DailyPuzzle.of(start).id(), DailyPuzzle.of(start.plusDays(size)).id());
        assertEquals(Instant.parse("2026-12-03T00:00:00Z"), DailyPuzzle.nextDayStart(Instant.parse("2026-12-02T23:59:59Z")));
        assertTrue(DailyPuzzle.nonce("18446744073709551615", start.plusDays(30_000)).length() <= 25);
    }
}
