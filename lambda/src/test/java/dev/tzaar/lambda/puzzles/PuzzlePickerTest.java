package dev.tzaar.lambda.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleTheme;
import dev.tzaar.lambda.rating.Rating;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Which puzzle a player gets: near their rating, of the theme asked, not one finished lately. */
class PuzzlePickerTest {
    private static final List<Puzzle> ALL = ShippedPuzzles.all();

    @Test
    void aPuzzleIsOneOfTheFiveNearestThePlayersRating() {
        PuzzleRecord player = withRating(900);
        List<Puzzle> nearest = ALL.stream().sorted(Comparator.comparingInt(p -> Math.abs(p.rating() - 900))).limit(5)
                .toList();
        Set<Puzzle> picked = new HashSet<>();
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 100; i++) {
            picked.add(PuzzlePicker.pick(ALL, Optional.empty(), player, random).orElseThrow());
        }
        assertEquals(Set.copyOf(nearest), picked, "each of the five, and no other");
    }

    @Test
    void aThemeAskedIsKeptTo() {
        for (PuzzleTheme theme : PuzzleTheme.values()) {
            Puzzle picked = PuzzlePicker.pick(ALL, Optional.of(theme), withRating(1500), new SplittableRandom(2))
                    .orElseThrow();
            assertTrue(picked.themes().contains(theme), theme + ": " + picked.id());
        }
    }

    @Test
    void aPuzzleFinishedLatelyIsNotPickedAndOnceAThemeIsAllFinishedTheOldestComesBack() {
        List<Puzzle> saving = ALL.stream().filter(p -> p.themes().contains(PuzzleTheme.SAVING_DEFENCE)).toList();
        PuzzleRecord player = withRating(1500);
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < saving.size(); i++) {
            Puzzle picked = PuzzlePicker.pick(ALL, Optional.of(PuzzleTheme.SAVING_DEFENCE), player, random).orElseThrow();
            assertFalse(player.finishedLately(picked.id()), "picked again: " + picked.id());
            player = player.finished(picked.id(), player.rating(), true);
        }
        String oldest = player.recent().get(saving.size() - 1);
        assertEquals(oldest, PuzzlePicker.pick(ALL, Optional.of(PuzzleTheme.SAVING_DEFENCE), player, random)
                .orElseThrow().id());
    }

    @Test
    void aPuzzleShownIsNotPickedAgainAtOnceAndOneLeftForAnotherCountsAsSeenUnrated() {
        PuzzleRecord player = withRating(1500);
        SplittableRandom random = new SplittableRandom(4);
        Set<Puzzle> shown = new HashSet<>();
        for (int i = 0; i <= PuzzlePicker.NEAREST; i++) {
            Puzzle picked = PuzzlePicker.pick(ALL, Optional.empty(), player, random).orElseThrow();
            assertTrue(shown.add(picked), "offered again: " + picked.id());
            player = player.showing(picked.id());
        }
        assertEquals(PuzzlePicker.NEAREST, player.recent().size(), "every one left but the last joined the recent ones");
        assertTrue(player.recent().stream().allMatch(player::finishedLately), "so a try of one of them is not rated");
        assertEquals(1500, player.rating().rating(), "showing moves no rating");

        String last = player.shown().orElseThrow();
        assertFalse(player.finishedLately(last), "the one shown is rated when finished");
        PuzzleRecord finished = player.finished(last, player.rating(), true);
        assertEquals(Optional.empty(), finished.shown());
        assertEquals(last, finished.recent().get(0));
    }

    private static PuzzleRecord withRating(double rating) {
        return new PuzzleRecord("1", new Rating(rating, 100, 0.06), 0, 0, List.of(), 0);
    }
}
