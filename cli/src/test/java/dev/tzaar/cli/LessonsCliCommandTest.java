package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.practice.Course;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code ./tzaar lessons --list} prints every exercise in the fixed form docs/command-line.md gives, so that a program that
 * knows only the rules can check the course: each line's answers can be played from its position.
 */
class LessonsCliCommandTest {
    @Test
    void theListHasOneLineOfFiveTabSeparatedFieldsPerExercise() throws Exception {
        CommandLine run = CommandLine.run("lessons", "--list");
        assertEquals(CliCommand.OK, run.status(), run.err());
        List<String> lines = run.outLines();
        assertEquals(Course.exercises().size(), lines.size());
        assertEquals("capture\t2\tZA---/T-----/--Tz2--A2/-------a/-------z/-------t/-------/------/----- w 1\tC7xC4\t"
                + "Only height matters in a capture, not the pieces' types. Capture Black's stack of 2 on C4.",
                lines.get(Course.exercises().indexOf(Course.exercise("capture.2").orElseThrow())));
        for (String line : lines) {
            String[] fields = line.split("\t", -1);
            assertEquals(5, fields.length, line);
            assertTrue(fields[1].matches("[1-9][0-9]*"), line);
            Position position = Position.parse(fields[2]).orElseThrow();
            assertFalse(fields[3].isBlank(), line);
            for (String answer : fields[3].split(" ")) {
                Position now = position;
                for (String action : answer.split("\\+")) {
                    Action read = now.parseAction(action).orElseThrow();
                    assertEquals(action, read.toString(), "canonical: " + line);
                    now = now.apply(read).orElseThrow();
                }
            }
            assertFalse(fields[4].isBlank(), line);
        }
    }

    @Test
    void everyLessonAndExerciseHasItsWordsInEnglishAndFrench() {
        for (java.util.Locale language : List.of(java.util.Locale.ENGLISH, java.util.Locale.FRENCH)) {
            dev.tzaar.api.i18n.Texts texts = dev.tzaar.api.i18n.Texts.of(language);
            assertTrue(dev.tzaar.api.i18n.Texts.hasOwnBundle(language));
            Course.lessons().forEach(l -> assertTrue(texts.has("practice." + l.id() + ".title"), l.id()));
            Course.exercises().forEach(e -> {
                assertTrue(texts.has("practice." + e.key() + ".task"), e.key());
                assertTrue(texts.has("practice." + e.key() + ".right"), e.key());
            });
        }
    }

    @Test
    void withoutListItPrintsTheLessonsAndTheirTasksAsAPersonReadsThem() throws Exception {
        CommandLine run = CommandLine.run("lessons");
        assertEquals(CliCommand.OK, run.status(), run.err());
        assertEquals("board: The board and its lines", run.outLines().get(0));
        assertEquals(Course.lessons().size() + Course.exercises().size(), run.outLines().size());
    }
}
