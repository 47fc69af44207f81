package dev.tzaar.infra.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.testkit.discord.CoursePlayer;
import dev.tzaar.testkit.discord.DiscordMessage;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import dev.tzaar.testkit.discord.RestCall;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * {@code /tzaar learn} as a person who never played meets it in Discord: from the slash command through
 * every lesson to the course's end by taps alone ({@link CoursePlayer}), every answer private, a wrong
 * tap told the rules' reason, and nothing Discord would refuse. Nested in each frontend's suite
 * ({@link TheCourseThroughTheGatewayTest}, {@link TheCourseThroughInteractionsTest}) on its one stack.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class TheCourseByTaps {
    private FakeDiscord discord;
    private int refusedBefore;
    private static int learners;

    @BeforeAll
    void start(LocalStack stack) {
        discord = stack.discord();
    }

    private DiscordUser newcomer() {
        refusedBefore = discord.refusedCalls().size();
        return discord.newUser("newcomer" + ++learners);
    }

    @AfterEach
    void discordRefusedNothing() {
        List<RestCall> refused = discord.refusedCalls();
        assertEquals(List.of(), refused.subList(Math.min(refusedBefore, refused.size()), refused.size()));
    }

    @Test
    void aNewcomerGoesFromTheSlashCommandThroughEveryLessonToTheCoursesEndByTapsAlone() {
        CoursePlayer learner = new CoursePlayer(discord, newcomer());

        DiscordMessage last = learner.playTheCourse();

        DiscordMessage first = learner.answers().get(0);
        assertTrue(first.content().startsWith("**The board and its lines**, exercise 1 of " + Course.exercises().size()
                + "."), first.content());
        assertTrue(last.content().startsWith("Right!") && last.content().contains("You have finished the course")
                && last.content().contains("`/tzaar ai level:easy`"), last.content());
        assertEquals(CoursePlayer.tapsWithoutAMistake(), learner.taps().size(), learner.taps().toString());
        assertEquals(Course.exercises().size(), learner.answers().stream().filter(a -> a.content().startsWith("Right!"))
                .count(), "every exercise solved once");
        assertTrue(learner.answers().stream().allMatch(DiscordMessage::ephemeral), "every answer is private");
    }

    @Test
    void inTheirDmWithTheAppANewcomerTakesTheWholeCourseAndItsLastTapBeginsAGameAgainstTheBotThere() {
        DiscordUser newcomer = newcomer();
        FakeDiscord.Place dm = discord.appDm(newcomer);
        CoursePlayer learner = new CoursePlayer(discord, newcomer, dm);

        DiscordMessage last = learner.playTheCourse();
        DiscordMessage game = learner.firstGame(last);

        assertTrue(last.content().contains("You have finished the course"), last.content());
        assertTrue(learner.answers().stream().allMatch(a -> a.channelId().equals(dm.channelId())),
                "every answer in the DM");
        assertFalse(game.ephemeral(), game.toString());
        assertEquals(dm.channelId(), game.channelId());
        assertTrue(game.content().contains("plays the bot: game **"), game.content());
    }

    @Test
    void wrongTapsGetTheReasonAndTheCourseGoesOnFromThere() {
        CoursePlayer learner = new CoursePlayer(discord, newcomer());
        DiscordMessage panel = learner.begin(null);

        DiscordMessage refused = learner.press(learner.choose(panel, "C4"), "from=C4:to=G4");
        assertTrue(refused.ephemeral(), refused.toString());
        assertTrue(refused.content().startsWith("Not allowed: G4 is not on a straight line from C4. Try again."),
                refused.content());
        DiscordMessage again = learner.press(learner.choose(refused, "C4"), "from=C4:to=G4");
        assertTrue(again.content().contains("Hint: play the piece on **C4**"), again.content());

        DiscordMessage last = learner.playFrom(again, 0);
        assertTrue(last.content().contains("You have finished the course"), last.content());
    }

    @Test
    void aLegalWrongTryIsToldWhatItDidAndWhatTheTaskWanted() {
        CoursePlayer learner = new CoursePlayer(discord, newcomer());
        DiscordMessage panel = learner.begin("moves");

        DiscordMessage wrong = learner.press(learner.choose(panel, "I1"), "from=I1:to=G1");

        assertTrue(wrong.ephemeral(), wrong.toString());
        assertTrue(wrong.content().startsWith("Not quite: I1xG1: a Tott took a Tott. The task is to capture a stack "
                + "topped by a Tzaar. Try again."), wrong.content());
        Exercise moves = Course.lesson("moves").orElseThrow().exercises().get(0);
        assertTrue(learner.answer(wrong, moves).content().startsWith("Right!"), "and then the right answer is taken");
    }

    @Test
    void aFrenchNewcomerGoesThroughTheWholeCourseInFrench() {
        DiscordUser newcomer = newcomer();
        discord.setLocale(newcomer, "fr");
        CoursePlayer learner = new CoursePlayer(discord, newcomer);
        DiscordMessage panel = learner.begin(null);
        assertTrue(panel.content().startsWith("**Le plateau et ses lignes**, exercice 1 sur "), panel.content());

        DiscordMessage refused = learner.press(learner.choose(panel, "C4"), "from=C4:to=G4");
        assertTrue(refused.content().startsWith("Interdit : ") && refused.content().contains("C4")
                && refused.content().contains("Essayez encore."), refused.content());
        DiscordMessage last = learner.playFrom(refused, 0);

        assertTrue(last.content().startsWith("Bravo !") && last.content().contains("Vous avez fini le cours"),
                last.content());
        assertTrue(learner.answers().stream().allMatch(DiscordMessage::ephemeral), "every answer is private");
        assertTrue(learner.answers().stream().noneMatch(a -> a.content().contains("exercise ")), "no English left");
    }
}
