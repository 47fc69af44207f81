package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A lesson's exercise or a puzzle as the live board draws it for the one who tries it (docs/activity-api.md,
 * "PracticeView"): the words the private panel says, the position as a game's view gives it, the actions a tap
 * may try, and what to send back with the next try. The page knows no rules: it draws {@link #stacks()}, offers
 * exactly {@link #actions()}, and sends {@link #state()} back unchanged; the function judges every try with
 * the panel's own code.
 *
 * @param kind {@code lesson} or {@code puzzle}
 * @param id the exercise (like {@code capture-2}) or the puzzle (like {@code pz42d3a8ddcb}) being tried
 * @param heading where it stands ("Capturing, exercise 5 of 24"; the puzzle's id, who plays and how many turns)
 * @param task the task in words; empty for a puzzle, whose heading says it
 * @param said what the last try came to, and anything else the panel says above the task (the hint, the
 *     ratings), in order; plain text
 * @param verdict {@link Verdict}'s name: what the last try came to
 * @param position the position in notation, as a game's view gives it
 * @param sideToMove whose action it is
 * @param step which action of the turn is due
 * @param stacks what stands on each cell; empty cells are absent
 * @param hint the cell the hint marks after two misses; null otherwise
 * @param actions the actions a tap may try, in canonical notation: the legal ones, and for a lesson those onto
 *     the cells it marks (to hear the rules' reason); empty once the try is over
 * @param state the options to send back with the next try, as the function gave them
 * @param next the exercise the Next button opens (for a puzzle, {@code next}: another puzzle); null when none
 * @param again the exercise or the puzzle the Try again button sets again; null while a try goes on
 * @param skip the first exercise of the next lesson, while a lesson's exercise is tried; null otherwise
 * @param firstGame whether the course is done and the first game against the easiest bot is offered
 * @param locale the viewer's language, {@code en} or {@code fr}
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record PracticeView(
        String kind,
        String id,
        String heading,
        String task,
        List<String> said,
        Verdict verdict,
        String position,
        GameView.Colour sideToMove,
        GameView.Step step,
        Map<String, GameView.Piece> stacks,
        String hint,
        List<String> actions,
        Map<String, String> state,
        String next,
        String again,
        String skip,
        boolean firstGame,
        String locale) {

    public static final String LESSON = "lesson";
    public static final String PUZZLE = "puzzle";

    public PracticeView {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(position, "position");
        heading = heading == null ? "" : heading;
        task = task == null ? "" : task;
        said = said == null ? List.of() : List.copyOf(said);
        actions = actions == null ? List.of() : List.copyOf(actions);
        stacks = stacks == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(stacks));
        state = state == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(state));
    }

    /** The same view with its words made plain (the function writes Discord markdown; a page shows text). */
    public PracticeView withWords(java.util.function.UnaryOperator<String> plain) {
        return new PracticeView(kind, id, plain.apply(heading), plain.apply(task), said.stream().map(plain).toList(),
                verdict, position, sideToMove, step, stacks, hint, actions, state, next, again, skip, firstGame, locale);
    }

    /** What the last try came to. */
    public enum Verdict {
        /** Nothing tried yet. */
        NONE,
        /** Legal, and the turn goes on: its next action is due. */
        GO_ON,
        /** The rules refuse the action: the reason is said. */
        ILLEGAL,
        /** Legal, but not the task, or not the puzzle's win: what it did instead is said. */
        WRONG,
        /** Right: the task is done, or the puzzle goes on after the defender's answer. */
        RIGHT,
        /** The puzzle is solved. */
        SOLVED,
        /** The puzzle is lost: the refutation is said. */
        MISSED;

        @com.fasterxml.jackson.annotation.JsonValue
        public String wireName() {
            String[] words = name().toLowerCase(java.util.Locale.ROOT).split("_");
            StringBuilder name = new StringBuilder(words[0]);
            for (int i = 1; i < words.length; i++) {
                name.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
            }
            return name.toString();
        }

        @com.fasterxml.jackson.annotation.JsonCreator
        static Verdict fromJson(String name) {
            for (Verdict verdict : values()) {
                if (verdict.wireName().equals(name)) {
                    return verdict;
                }
            }
            throw new IllegalArgumentException("unknown verdict \"" + name + "\"");
        }
    }
}
