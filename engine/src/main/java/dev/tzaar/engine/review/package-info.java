/**
 * The review of a finished game: every turn of both sides scored by the AI at a fixed amount of work
 * ({@link dev.tzaar.engine.review.ReviewBudget}), each score turned into the mover's chance of winning
 * ({@link dev.tzaar.engine.review.WinChance}, a curve fitted to the AI's own games), each turn marked by
 * the chance it gave away ({@link dev.tzaar.engine.review.Mark}), an accuracy per side
 * ({@link dev.tzaar.engine.review.Accuracy}) and the better turn at each marked one. Pure: no I/O, no
 * clock; the same game, budget and seed give the same review on any machine. The curve, the
 * thresholds and the formula are explained in docs/review.md.
 */
package dev.tzaar.engine.review;
