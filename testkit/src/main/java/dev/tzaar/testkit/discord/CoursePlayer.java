package dev.tzaar.testkit.discord;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A newcomer who goes through {@code /tzaar learn} by taps alone, as on a phone: the slash command
 * opens the course's first exercise privately, then every exercise is answered on its panel (a piece
 * from the menu, one of its targets, or Pass) with the course's first accepted answer, and Next opens
 * the next. Each tap waits for the panel in its place and is checked on the way: every answer is
 * private and answered in the panel's place. Anything else throws {@link IllegalStateException},
 * saying what arrived.
 *
 * <p>What it saw is kept, as {@link TapPlayer} keeps it: each tap, the time to the panel in its place,
 * the panel's picture's size; for the tests and {@code ./tzaar bench lessons}.
 */
public final class CoursePlayer {
    private static final String PICTURE = "board.png";

    private final FakeDiscord discord;
    private final DiscordUser learner;
    private final FakeDiscord.Place where;
    private final List<TapPlayer.Tap> taps = new ArrayList<>();
    private final List<DiscordMessage> answers = new ArrayList<>();

    public CoursePlayer(FakeDiscord discord, DiscordUser learner) {
        this(discord, learner, discord.channel());
    }

    /** A learner who takes the course {@code where}: a channel of the server, or their DM with the app. */
    public CoursePlayer(FakeDiscord discord, DiscordUser learner, FakeDiscord.Place where) {
        this.discord = discord;
        this.learner = learner;
        this.where = where;
    }

    /** Every tap so far, in order (the slash command is not a tap). */
    public List<TapPlayer.Tap> taps() {
        return List.copyOf(taps);
    }

    /** Every answer the learner was shown, the slash command's first. */
    public List<DiscordMessage> answers() {
        return List.copyOf(answers);
    }

    /** {@code /tzaar learn}, with {@code lesson:} when not null: the lesson's first exercise, privately. */
    public DiscordMessage begin(String lesson) {
        Interaction learn = discord.slashCommand(where, learner, "tzaar", "learn",
                lesson == null ? Map.of() : Map.of("lesson", lesson));
        learn.awaitAcknowledgement();
        return shown(learn.awaitAnswer());
    }

    /** The whole course from its first exercise: the last answer, the course's end. */
    public DiscordMessage playTheCourse() {
        return playFrom(begin(null), 0);
    }

    /** From the panel of exercise {@code first} (its index in the course) to the course's end. */
    public DiscordMessage playFrom(DiscordMessage panel, int first) {
        List<Exercise> exercises = Course.exercises();
        DiscordMessage shown = panel;
        for (int i = first; i < exercises.size(); i++) {
            shown = answer(shown, exercises.get(i));
            if (i + 1 < exercises.size()) {
                shown = next(shown);
            }
        }
        return shown;
    }

    /** The exercise's first accepted answer, by taps: what the panel says after its last action. */
    public DiscordMessage answer(DiscordMessage panel, Exercise exercise) {
        DiscordMessage shown = panel;
        for (Action action : exercise.acceptedAnswers().get(0)) {
            if (action instanceof Action.Pass) {
                shown = press(shown, "passed=yes");
            } else {
                String from = action instanceof Action.Capture c ? c.from().toString()
                        : ((Action.Stack) action).from().toString();
                String to = action instanceof Action.Capture c ? c.to().toString() : ((Action.Stack) action).to().toString();
                shown = press(choose(shown, from), "from=" + from + ":to=" + to);
            }
        }
        return shown;
    }

    /** Next, on a solved exercise's panel. */
    public DiscordMessage next(DiscordMessage solved) {
        return press(solved, "next", solved.buttons().get(0));
    }

    /**
     * The course's last button, Play the easiest bot, pressed on its end: the game's first message, in
     * the channel for all to see (not a tap of the course).
     */
    public DiscordMessage firstGame(DiscordMessage courseDone) {
        DiscordMessage.Button button = courseDone.buttons().stream().filter(b -> b.customId().startsWith("tzaar:ai:"))
                .findFirst().orElseThrow(() -> new IllegalStateException("no first game on " + courseDone));
        Interaction press = discord.pressButton(learner, button.customId(), courseDone);
        press.awaitAcknowledgement();
        return press.awaitAnswer();
    }

    /** Picks the piece on {@code cell} from the panel's menu. */
    public DiscordMessage choose(DiscordMessage panel, String cell) {
        if (panel.menus().isEmpty() || panel.menus().get(0).option(cell).isEmpty()) {
            throw new IllegalStateException("no piece " + cell + " to choose on " + panel);
        }
        String menu = panel.menus().get(0).customId();
        return step(discord.choose(learner, menu, cell, panel), "piece " + cell);
    }

    /** Presses the panel's first button whose id contains {@code part}. */
    public DiscordMessage press(DiscordMessage panel, String part) {
        DiscordMessage.Button button = panel.buttons().stream().filter(b -> b.customId().contains(part)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no button " + part + " on " + panel));
        return press(panel, part, button);
    }

    private DiscordMessage press(DiscordMessage panel, String what, DiscordMessage.Button button) {
        return step(discord.pressButton(learner, button.customId(), panel), what);
    }

    /** A control of the panel pressed: acknowledged without a placeholder, the panel's next step in its place. */
    private DiscordMessage step(Interaction press, String what) {
        Callback acknowledged = press.awaitAcknowledgement();
        if (acknowledged.type() != Callback.Type.DEFERRED_UPDATE_MESSAGE) {
            throw new IllegalStateException(what + ": a panel's control is answered in place, not with " + acknowledged);
        }
        DiscordMessage first = press.awaitAnswer();
        if (press.edits().isEmpty()) {
            throw new IllegalStateException(what + " was answered with a new message, not in the panel's place: " + first);
        }
        DiscordMessage next = shown(press.edits().get(0));
        taps.add(new TapPlayer.Tap(what, next.latency(), picture(next)));
        return next;
    }

    private DiscordMessage shown(DiscordMessage answer) {
        if (!answer.ephemeral()) {
            throw new IllegalStateException("the course is private, and this answer is not: " + answer);
        }
        if (picture(answer) == 0) {
            throw new IllegalStateException("an exercise shows its board, and this answer does not: " + answer);
        }
        answers.add(answer);
        return answer;
    }

    private static int picture(DiscordMessage answer) {
        return answer.attachment(PICTURE).map(a -> a.bytes().length).orElse(0);
    }

    /** The taps a learner who makes no mistake needs: two an action (a piece, a target), one a Pass, and Next. */
    public static int tapsWithoutAMistake() {
        int taps = 0;
        for (Exercise exercise : Course.exercises()) {
            for (Action action : exercise.acceptedAnswers().get(0)) {
                taps += action instanceof Action.Pass ? 1 : 2;
            }
        }
        return taps + Course.exercises().size() - 1;
    }
}
