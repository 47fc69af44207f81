package dev.tzaar.lambda.puzzles;

import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleTheme;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Which puzzle a player gets: one of the {@value #NEAREST} whose difficulty is nearest their puzzle
 * rating, of the theme asked, among those they did not finish (or leave unfinished) lately nor were shown last; once every puzzle
 * of the theme was seen lately, the one seen longest ago. The difficulty is the shipped one: picking reads
 * no puzzle's stored rating (that would be a read per puzzle), the rating shown and moved is the stored one.
 */
public final class PuzzlePicker {
    /** Chance among the nearest few, so that two players of one rating do not get the same sequence. */
    static final int NEAREST = 5;

    private PuzzlePicker() {
    }

    public static Optional<Puzzle> pick(List<Puzzle> puzzles, Optional<PuzzleTheme> theme, PuzzleRecord player,
            RandomGenerator random) {
        List<Puzzle> ofTheme = puzzles.stream().filter(p -> theme.map(p.themes()::contains).orElse(true)).toList();
        List<Puzzle> fresh = ofTheme.stream().filter(p -> !player.seenLately(p.id())).toList();
        if (fresh.isEmpty()) {
            return ofTheme.stream().max(Comparator.comparingInt(p -> player.recent().indexOf(p.id())));
        }
        double rating = player.rating().rating();
        List<Puzzle> nearest = fresh.stream().sorted(Comparator.comparingDouble(p -> Math.abs(p.rating() - rating)))
                .limit(NEAREST).toList();
        return Optional.of(nearest.get(random.nextInt(nearest.size())));
    }
}
