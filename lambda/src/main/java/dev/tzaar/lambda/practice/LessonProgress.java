package dev.tzaar.lambda.practice;

import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How far a player has come in the course of {@code /tzaar learn}: the exercise {@code /tzaar learn}
 * with no lesson resumes at, or the end of the course. It only ever moves forward, to the furthest of
 * what the player solved (the exercise after it) or skipped to; replaying an earlier exercise leaves
 * it where it is. Moving forward is a maximum, so the same solve told twice, or two told in any order,
 * end in the same progress.
 *
 * @param userId the player
 * @param reached the key of the exercise to resume at ({@code capture.2}), or empty once the course is done
 * @param version 0 while nothing is stored, then 1, 2...: a change is written only over the version it was made from
 */
public record LessonProgress(String userId, Optional<String> reached, long version) {
    public LessonProgress {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(reached, "reached");
        if (version < 0) {
            throw new IllegalArgumentException("a version is 0 or more, not " + version);
        }
    }

    /** A player who never began: the course's first exercise. */
    public static LessonProgress none(String userId) {
        return new LessonProgress(userId, Optional.of(Course.exercises().get(0).key()), 0);
    }

    /** Whether the player has solved or skipped past the course's last exercise. */
    public boolean courseDone() {
        return reached.isEmpty();
    }

    /**
     * The exercise to resume at: the one reached, or the first when the course is done or the one
     * reached is no longer in the course (a changed course must not strand anyone).
     */
    public Exercise resumeAt() {
        return reached.flatMap(Course::exercise).orElse(Course.exercises().get(0));
    }

    /** The progress once {@code exercise} is solved: at least the exercise after it. */
    public LessonProgress solved(Exercise exercise) {
        return reachedAtLeast(Course.exercises().indexOf(exercise) + 1);
    }

    /** The progress once the player skips to {@code exercise}: at least that exercise. */
    public LessonProgress skippedTo(Exercise exercise) {
        return reachedAtLeast(Course.exercises().indexOf(exercise));
    }

    /** Whether this is a change to {@code stored}, to be written as its next version. */
    public boolean movedFrom(LessonProgress stored) {
        return !reached.equals(stored.reached);
    }

    private LessonProgress reachedAtLeast(int index) {
        if (index < 0) {
            throw new IllegalArgumentException("not an exercise of the course");
        }
        if (index <= position()) {
            return this;
        }
        List<Exercise> exercises = Course.exercises();
        Optional<String> next = index < exercises.size() ? Optional.of(exercises.get(index).key()) : Optional.empty();
        return new LessonProgress(userId, next, version + 1);
    }

    /** The course index reached: the course's size once done, 0 for a key the course no longer has. */
    private int position() {
        if (reached.isEmpty()) {
            return Course.exercises().size();
        }
        return Math.max(0, Course.exercise(reached.get()).map(Course.exercises()::indexOf).orElse(0));
    }
}
