package dev.tzaar.engine.practice;

import java.util.List;
import java.util.Objects;

/**
 * A lesson: a few exercises about one idea, in order. Its title and words are the bundles'
 * {@code practice.<id>.*}.
 */
public record Lesson(String id, List<Exercise> exercises) {
    public Lesson {
        Objects.requireNonNull(id);
        exercises = List.copyOf(exercises);
        if (exercises.isEmpty()) {
            throw new IllegalArgumentException("a lesson has exercises");
        }
    }
}
