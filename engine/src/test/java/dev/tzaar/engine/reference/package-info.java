/**
 * An independent, deliberately simple reference implementation of the TZAAR rules, and the
 * differential tests that hold the engine to it. Used only in tests.
 *
 * <p>The reference ({@link dev.tzaar.engine.reference.RefPosition} and friends) was written from the
 * rule text, docs/notation.md and docs/rules.md alone, without reading the engine's implementation:
 * a map from cell to stack, rays walked cell by cell, everything recomputed on every question. It has its own notation
 * parser and formatter ({@link dev.tzaar.engine.reference.RefNotation}). Only
 * {@link dev.tzaar.engine.reference.Bridge} touches the engine's types, to translate for comparing.
 *
 * <p>Where the text leaves something open, the reference decides as follows (each point is also a
 * case of {@link dev.tzaar.engine.reference.InterpretationPointsTest}):
 * <ul>
 *   <li>The single-capture turn is the one with nothing captured yet: step 1 and all 60 pieces on
 *       the board (stacks or not), whoever is to act. In a game it is always White's first turn;
 *       for an unreachable "b 1" with 60 pieces the project decided (after this reference first read
 *       it as an ordinary turn) to follow docs/rules.md's definition, which needs no flag. Any step 2
 *       with 60 pieces is an ordinary second action.</li>
 *   <li>Placement alternates strictly from White: at step p White is to place exactly when both
 *       sides have placed as many pieces, Black when White has placed one more. Other counts, stacks
 *       and 60 pieces down are refused. So a side never has to place with nothing in hand; after the
 *       60th piece (always Black's) White makes the opening capture ("w 1").</li>
 *   <li>A side lacking several types loses by the first of Tzaar, Tzarra, Tott; a missing type is
 *       read before a missing capture, whoever is to move.</li>
 *   <li>A position is refused when it plainly cannot arise: both sides lacking a type, more than 30
 *       pieces of a side, more stacks topped by a type than the side owns of it, and the placement
 *       rules above. Nothing else is refused (for example "w 2" with 60 pieces).</li>
 *   <li>After an action that ends the game, side and step move on as usual (e.g. "w 2" after taking
 *       the last Tzaar with a first action); a finished game has no legal actions.</li>
 *   <li>Notation is read strictly in its canonical form; the engine may be more lenient.</li>
 * </ul>
 */
package dev.tzaar.engine.reference;
