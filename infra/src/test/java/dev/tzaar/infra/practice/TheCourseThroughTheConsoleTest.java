package dev.tzaar.infra.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.bot.console.Console;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
import dev.tzaar.infra.stack.LocalStack;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code /tzaar learn} in {@code ./tzaar console}: the whole course typed as a person at a terminal types
 * it, the slash command, then {@code choose <piece>} and {@code press <target>} (or {@code press Pass}) for
 * each action of the exercise's first accepted answer, {@code press Next exercise} after each, and at the
 * course's end {@code press} on its first game against the bot; the real console on the real function.
 */
@Tag("end-to-end")
class TheCourseThroughTheConsoleTest {
    @RegisterExtension
    static final LocalStack stack = LocalStack.functionAndDiscord();

    private static final Pattern PANELS_SOLVED = Pattern.compile("(?m)Right! |Bravo ! ");

    @TempDir
    Path files;

    @Test
    void aNewcomerTypesTheirWayThroughEveryLessonToAFirstGameAgainstTheBot() throws Exception {
        List<String> lines = new ArrayList<>(List.of("dora: /tzaar learn"));
        lines.addAll(theCourse("dora", "Next exercise", "Pass"));
        lines.add("dora: press Play the easiest bot");

        Typed typed = type(null, lines);

        assertEquals(0, typed.unreadable(), typed.out());
        assertEquals(Course.exercises().size(), solved(typed.out()), typed.out());
        assertTrue(typed.out().contains("You have finished the course"), typed.out());
        assertTrue(typed.out().contains("dora plays the bot: game "), typed.out());
        assertTrue(!typed.out().contains("Not allowed") && !typed.out().contains("Not quite"), typed.out());
    }

    @Test
    void aFrenchConsoleTakesTheCourseInFrenchWithTheFrenchWords() throws Exception {
        List<String> lines = new ArrayList<>(List.of("eliane: /tzaar apprendre"));
        lines.addAll(theCourse("eliane", "Exercice suivant", "Passer"));

        Typed typed = type("fr", lines);

        assertEquals(0, typed.unreadable(), typed.out());
        assertEquals(Course.exercises().size(), solved(typed.out()), typed.out());
        assertTrue(typed.out().contains("Vous avez fini le cours"), typed.out());
        assertTrue(!typed.out().contains("exercise ") && !typed.out().contains("Right!"), "no English left: "
                + typed.out());
    }

    /** The lines that answer every exercise with its first accepted answer, and go on to the next. */
    private static List<String> theCourse(String who, String next, String pass) {
        List<String> lines = new ArrayList<>();
        List<Exercise> exercises = Course.exercises();
        for (int i = 0; i < exercises.size(); i++) {
            for (Action action : exercises.get(i).acceptedAnswers().get(0)) {
                if (action instanceof Action.Capture capture) {
                    lines.add(who + ": choose " + capture.from());
                    lines.add(who + ": press " + capture.to());
                } else if (action instanceof Action.Stack stack) {
                    lines.add(who + ": choose " + stack.from());
                    lines.add(who + ": press " + stack.to());
                } else {
                    lines.add(who + ": press " + pass);
                }
            }
            if (i + 1 < exercises.size()) {
                lines.add(who + ": press " + next);
            }
        }
        return lines;
    }

    private record Typed(int unreadable, String out) {
    }

    private Typed type(String locale, List<String> lines) throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        Console console = new Console(stack.function().newRelay(), files,
                new PrintStream(printed, true, StandardCharsets.UTF_8), System::currentTimeMillis, locale);
        int unreadable = console.run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")), true, "");
        return new Typed(unreadable, printed.toString(StandardCharsets.UTF_8));
    }

    private static int solved(String out) {
        Matcher matcher = PANELS_SOLVED.matcher(out);
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }
}
