package dev.tzaar.cli;

import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
import dev.tzaar.engine.practice.Lesson;
import dev.tzaar.engine.practice.Turns;
import java.util.stream.Collectors;
import picocli.CommandLine.Option;

/**
 * {@code ./tzaar lessons [--list]}: the course of {@code /tzaar learn}. With {@code --list}, every
 * exercise with every answer it accepts, in the form docs/command-line.md fixes for programs that know only the
 * rules: {@code <lesson>\t<exercise>\t<position>\t<answers, space-separated>\t<the task, in English>}.
 */
final class LessonsCliCommand implements CliCommand<LessonsCliCommand.Options> {
    static final class Options {
        @Option(names = "--list", description = "every exercise, one a line: lesson, exercise, position, every "
                + "accepted answer (turns joined by +), the task; tab-separated")
        boolean list;
    }

    @Override
    public String name() {
        return "lessons";
    }

    @Override
    public String summary() {
        return "the lessons of /tzaar learn: their titles and tasks, or with --list every exercise and its answers";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) {
        Texts english = Texts.ENGLISH;
        for (Lesson lesson : Course.lessons()) {
            if (!options.list) {
                terminal.out().println(lesson.id() + ": " + english.text("practice." + lesson.id() + ".title"));
            }
            for (Exercise exercise : lesson.exercises()) {
                String task = english.text("practice." + exercise.key() + ".task");
                if (options.list) {
                    terminal.out().println(String.join("\t", lesson.id(), String.valueOf(exercise.number()),
                            exercise.position().toString(), exercise.acceptedAnswers().stream().map(Turns::notation)
                                    .collect(Collectors.joining(" ")), task));
                } else {
                    terminal.out().println("  " + exercise.number() + ". " + task);
                }
            }
        }
        return OK;
    }
}
