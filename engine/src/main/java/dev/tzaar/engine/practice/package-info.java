/**
 * Practice: private exercises played a turn at a time. An exercise is a position, a task the engine
 * checks (a rule over the actions played and the position they lead to, never a string to match), and
 * the cells its picture marks; the bot answers for the other side where an exercise asks it to. The
 * lessons of {@code /tzaar learn} are its first content ({@link dev.tzaar.engine.practice.Course}); puzzles
 * and the review's exercises reuse the same parts. The words of each task live in the api's bundles
 * under {@code practice.}, keyed by {@link dev.tzaar.engine.practice.Exercise#key()}.
 */
package dev.tzaar.engine.practice;
