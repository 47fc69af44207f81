package dev.tzaar.testkit.discord;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
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
    private final FakeDiscord discord;
    private final DiscordUser learner;
    private final FakeDiscord.Place where;
    private final PanelTaps panel;

    public CoursePlayer(FakeDiscord discord, DiscordUser learner) {
        this(discord, learner, discord.channel());
    }

    /** A learner who takes the course {@code where}: a channel of the server, or their DM with the app. */
    public CoursePlayer(FakeDiscord discord, DiscordUser learner, FakeDiscord.Place where) {
        this.discord = discord;
        this.learner = learner;
        this.where = where;
        this.panel = new PanelTaps(discord, learner, "the course");
    }

    /** Every tap so far, in order (the slash command is not a tap). */
    public List<TapPlayer.Tap> taps() {
        return panel.taps();
    }

    /** Every answer the learner was shown, the slash command's first. */
    public List<DiscordMessage> answers() {
        return panel.answers();
    }

    /** {@code /tzaar learn}, with {@code lesson:} when not null: the lesson's first exercise, privately. */
    public DiscordMessage begin(String lesson) {
        Interaction learn = discord.slashCommand(where, learner, "tzaar", "learn",
                lesson == null ? Map.of() : Map.of("lesson", lesson));
        learn.awaitAcknowledgement();
        return panel.shown(learn.awaitAnswer());
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
            shown = this.panel.play(shown, action);
        }
        return shown;
    }

    /** Next, on a solved exercise's panel. */
    public DiscordMessage next(DiscordMessage solved) {
        return panel.press(solved, "next", solved.buttons().get(0));
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
    public DiscordMessage choose(DiscordMessage shown, String cell) {
        return panel.choose(shown, cell);
    }

    /** Presses the panel's first button whose id contains {@code part}. */
    public DiscordMessage press(DiscordMessage shown, String part) {
        return panel.press(shown, part);
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
