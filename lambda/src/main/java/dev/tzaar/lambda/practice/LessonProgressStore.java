package dev.tzaar.lambda.practice;

/** Where players' progress in the course lives: one item per player who solved or skipped an exercise. */
public interface LessonProgressStore {

    /** The player's progress, or {@link LessonProgress#none} when nothing is stored; strongly consistent. */
    LessonProgress lessonProgress(String userId);

    /**
     * Writes the progress only if the stored one has the version before it (for version 1: if none is
     * stored), so that two presses at once cannot both be taken for the latest.
     *
     * @return false when the stored progress changed since it was read: nothing was written
     */
    boolean write(LessonProgress progress);
}
