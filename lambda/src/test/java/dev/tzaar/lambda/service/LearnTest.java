package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ROBOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.Command;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.SelectMenu;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar learn}: the course played privately by taps. A piece is chosen from the panel's menu,
 * a target from its buttons (Pass where the turn allows); the engine judges: right gets the line on why
 * and Next, wrong the true reason and another try, and after two misses the picture marks the piece.
 */
class LearnTest {
    private static final java.util.concurrent.atomic.AtomicLong LEARNERS = new java.util.concurrent.atomic.AtomicLong(
            100_000_000_000_290_000L);

    private final Table table = new Table(29);
    /** A new learner for each test: their progress is kept in the table all tests share. */
    private final Player ann = new Player(String.valueOf(LEARNERS.incrementAndGet()), "Ann", false);
    private int taps;
    /** The user's language, as Discord names it: null for English. */
    private String locale;

    @Test
    void aNewcomerGoesThroughEveryExerciseByTapsAloneToAFirstGameAgainstTheBot() {
        GameReply panel = table.send(ann, Command.LEARN);
        assertTrue(panel.ephemeral());
        assertTrue(panel.text().startsWith("**The board and its lines**, exercise 1 of " + Course.exercises().size() + "."), panel.text());
        GameReply last = playTheCourse(panel, "Right!");
        assertTrue(last.text().contains("You have finished the course") && last.text().contains("`/tzaar ai level:easy`"),
                last.text());
        assertEquals(taps, tapsWithoutAMistake(), "two taps an action, one for Pass, and Next after each exercise");
    }

    // ---- progress, kept and resumed ----

    @Test
    void aPlayerWhoStoppedResumesAtTheExerciseAfterTheLastSolved() {
        GameReply panel = table.send(ann, Command.LEARN);
        for (Exercise exercise : Course.exercises().subList(0, 2)) {
            for (Action action : exercise.acceptedAnswers().get(0)) {
                panel = play(panel, action);
            }
            assertTrue(panel.text().startsWith("Right!"), panel.text());
            panel = tap(panel, null, "Next exercise");
        }

        GameReply resumed = table.send(ann, Command.LEARN);
        assertTrue(resumed.text().startsWith("Welcome back: here is where you stopped.\n**" + title(2) + "**, exercise 3 of "),
                resumed.text());
    }

    @Test
    void aSolvingPressSentAgainMovesTheProgressOnce() {
        Exercise first = Course.exercises().get(0);
        GameReply panel = table.send(ann, Command.LEARN);
        List<Action> answer = first.acceptedAnswers().get(0);
        assertEquals(1, answer.size(), "the first exercise is one action");
        String from = ((Action.Capture) answer.get(0)).from().toString();
        String to = ((Action.Capture) answer.get(0)).to().toString();
        ActionButton solving = choose(panel, from).buttons().stream().filter(b -> b.id().contains("to=" + to))
                .findFirst().orElseThrow();

        assertTrue(press(ControlId.parse(solving.id()).orElseThrow(), null).text().startsWith("Right!"));
        assertTrue(press(ControlId.parse(solving.id()).orElseThrow(), null).text().startsWith("Right!"));

        assertEquals(1, table.store.lessonProgress(ann.id()).version(), "written once");
        assertEquals(Course.exercises().get(1), table.store.lessonProgress(ann.id()).resumeAt());
    }

    @Test
    void skipOpensTheNextLessonAndIsResumedFromThere() {
        GameReply panel = table.send(ann, Command.LEARN);
        GameReply skipped = tap(panel, "skipped=yes", "Skip this lesson");
        assertTrue(skipped.text().startsWith("**How a stack moves**, exercise "), skipped.text());

        GameReply resumed = table.send(ann, Command.LEARN);
        assertTrue(resumed.text().contains("**How a stack moves**, exercise "), resumed.text());
    }

    @Test
    void aLaterLessonNamedIsASkipAndAnEarlierOneAReplayThatKeepsTheProgress() {
        table.send(ann, Command.LEARN, Option.LESSON, "capture");
        Exercise capture = Course.lesson("capture").orElseThrow().exercises().get(0);
        assertEquals(capture, table.store.lessonProgress(ann.id()).resumeAt());

        GameReply replay = table.send(ann, Command.LEARN, Option.LESSON, "board");
        assertTrue(replay.text().startsWith("**The board and its lines**, exercise 1 of "), replay.text());
        assertEquals(capture, table.store.lessonProgress(ann.id()).resumeAt(), "a replay moves nothing");
        assertEquals(1, table.store.lessonProgress(ann.id()).version());
    }

    @Test
    void theLastLessonHasNoSkip() {
        List<Exercise> exercises = Course.exercises();
        Exercise last = exercises.get(exercises.size() - 1);
        GameReply panel = table.send(ann, Command.LEARN, Option.LESSON, last.lesson());
        assertFalse(panel.buttons().stream().anyMatch(b -> b.id().contains("skipped=yes")), panel.buttons().toString());
    }

    // ---- the course's end: a first game, one tap away ----

    @Test
    void theCoursesEndOffersAFirstGameAgainstTheEasiestBotThatOneTapStarts() {
        GameReply last = playTheCourse(table.send(ann, Command.LEARN), "Right!");
        ActionButton firstGame = last.buttons().stream().filter(b -> b.label().equals("Play the easiest bot"))
                .findFirst().orElseThrow(() -> new AssertionError("no first game in " + last.buttons()));
        ControlId control = ControlId.parse(firstGame.id()).orElseThrow();
        assertEquals(Command.AI, control.command());
        assertEquals("easy", control.given().get(Option.LEVEL));

        // The press, as the frontend makes it (ButtonHandler.request): with the bot's own user as the opponent.
        Map<String, String> options = new java.util.HashMap<>(control.options(null));
        options.put(Option.OPPONENT, ROBOT.id());
        GameReply game = table.handle(GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ann,
                control.command(), options).withMentioned(Map.of(ROBOT.id(), ROBOT)));
        assertFalse(game.ephemeral(), "the game is played in the channel: " + game.text());
        assertTrue(game.text().contains("plays the bot: game **" + game.game().id() + "** begins"), game.text());
        dev.tzaar.lambda.game.Game stored = table.game(game.game().id());
        assertTrue(stored.involves(ann.id()) && stored.otherThan(ann.id()).id().equals(ROBOT.id()), stored.toString());
        assertEquals("easy", stored.record().tags().get(dev.tzaar.lambda.shared.BotPlayer.LEVEL_TAG));

        GameReply again = table.send(ann, Command.LEARN);
        assertTrue(again.text().startsWith("You have finished the course already: here it is again from the start."),
                again.text());
        assertTrue(again.text().contains("**The board and its lines**, exercise 1 of "), again.text());
    }

    private static String title(int exerciseIndex) {
        String lesson = Course.exercises().get(exerciseIndex).lesson();
        return dev.tzaar.api.i18n.Texts.ENGLISH.text("practice." + lesson + ".title");
    }

    @Test
    void theCourseIsInFrenchForAFrenchUser() {
        locale = "fr";
        GameReply panel = table.handle(request(Command.LEARN, Map.of()));
        assertTrue(panel.text().startsWith("**Le plateau et ses lignes**, exercice 1 sur " + Course.exercises().size() + "."), panel.text());
        assertTrue(Table.shows(panel).endsWith(" in fr"), Table.shows(panel));
        GameReply last = playTheCourse(panel, "Bravo !");
        assertTrue(last.text().contains("Vous avez fini le cours"), last.text());
    }

    @Test
    void anIllegalTryGetsTheRulesOwnReasonAndAfterTwoMissesTheHintMarksThePiece() {
        GameReply panel = table.send(ann, Command.LEARN);
        GameReply chosen = choose(panel, "C4");
        assertEquals("exercise " + Course.exercises().get(0).position() + " chosen C4", Table.shows(chosen));
        GameReply refused = tap(chosen, "to=G4");
        assertTrue(refused.text().startsWith("Not allowed: G4 is not on a straight line from C4. Try again."),
                refused.text());
        GameReply again = tap(choose(refused, "C4"), "to=G4");
        assertTrue(again.text().contains("Hint: play the piece on **C4**"), again.text());
        assertTrue(Table.shows(again).endsWith(" chosen C4"), "the picture marks it: " + Table.shows(again));
    }

    @Test
    void aLegalWrongTryIsToldWhatItDidAndWhatTheTaskWanted() {
        GameReply panel = table.send(ann, Command.LEARN, Option.LESSON, "moves");
        assertTrue(panel.text().startsWith("**How a stack moves**, exercise 3 of " + Course.exercises().size() + "."), panel.text());
        GameReply wrong = tap(choose(panel, "I1"), "to=G1");
        assertTrue(wrong.text().startsWith("Not quite: I1xG1: a Tott took a Tott. The task is to capture a stack "
                + "topped by a Tzaar. Try again."), wrong.text());
    }

    @Test
    void anUnknownLessonIsRefusedWithTheLessonsThereAre() {
        GameReply refused = table.send(ann, Command.LEARN, Option.LESSON, "chess");
        assertTrue(refused.ephemeral());
        assertTrue(refused.text().startsWith("There is no lesson chess. The lessons are `board`, `moves`, "), refused.text());
    }

    /** Plays every exercise from the first panel with its first accepted answer, by taps. */
    private GameReply playTheCourse(GameReply first, String right) {
        GameReply panel = first;
        List<Exercise> exercises = Course.exercises();
        for (int i = 0; i < exercises.size(); i++) {
            for (Action action : exercises.get(i).acceptedAnswers().get(0)) {
                panel = play(panel, action);
            }
            assertTrue(panel.text().startsWith(right), exercises.get(i).key() + ": " + panel.text());
            if (i + 1 < exercises.size()) {
                panel = tap(panel, "learn:" + exercises.get(i + 1).lesson() + "-" + exercises.get(i + 1).number() + ":0");
            }
        }
        return panel;
    }

    private GameReply play(GameReply panel, Action action) {
        if (action instanceof Action.Pass) {
            return tap(panel, "passed=yes");
        }
        String from = action instanceof Action.Capture c ? c.from().toString() : ((Action.Stack) action).from().toString();
        String to = action instanceof Action.Capture c ? c.to().toString() : ((Action.Stack) action).to().toString();
        return tap(choose(panel, from), "from=" + from + ":to=" + to);
    }

    private static int tapsWithoutAMistake() {
        int taps = 0;
        for (Exercise exercise : Course.exercises()) {
            for (Action action : exercise.acceptedAnswers().get(0)) {
                taps += action instanceof Action.Pass ? 1 : 2;
            }
        }
        return taps + Course.exercises().size() - 1;
    }

    /** Picks a piece from the panel's menu. */
    private GameReply choose(GameReply panel, String cell) {
        SelectMenu menu = panel.menus().get(0);
        assertTrue(menu.items().stream().anyMatch(item -> item.value().equals(cell)), cell + " in " + menu.items());
        return press(ControlId.parse(menu.id()).orElseThrow(), cell);
    }

    /** Presses the panel's button whose id contains {@code part} (the first button when null). */
    private GameReply tap(GameReply panel, String part) {
        return tap(panel, part, null);
    }

    /** Presses the panel's button whose id contains {@code part} and whose label is {@code label} (any when null). */
    private GameReply tap(GameReply panel, String part, String label) {
        ActionButton button = panel.buttons().stream().filter(b -> part == null || b.id().contains(part))
                .filter(b -> label == null || b.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no button " + part + " in " + panel.buttons()));
        return press(ControlId.parse(button.id()).orElseThrow(), null);
    }

    private GameReply press(ControlId control, String chosen) {
        taps++;
        GameReply reply = table.handle(request(control.command(), control.options(chosen)));
        assertNotNull(reply.panel(), "a press is answered in the panel's place: " + reply.text());
        assertTrue(reply.panel().ephemeral());
        return reply.panel();
    }

    private GameRequest request(Command command, Map<String, String> options) {
        return GameRequest.of(Table.nextInteraction(), table.guild, table.channel, ann, command, options)
                .withLocales(locale, null);
    }
}
