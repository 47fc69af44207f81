package dev.tzaar.engine.puzzle;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Step;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.engine.ai.RandomPlayer;
import dev.tzaar.engine.ai.TurnChooser;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * Makes the puzzle set from seeds: each seed is one game, its setup and players drawn from the seed
 * (fixed, random and tournament setups in turn; the AI against itself and its weaker levels), played
 * by AIs on a counter clock so that a seed gives the same game on any machine; every turn start of
 * each game is a candidate, proven or dropped by {@link PuzzleFinder}. The same settings give the same puzzles in the same order.
 */
public final class PuzzleGenerator {
    /**
     * @param firstSeed   the first game's seed; games take the seeds that follow
     * @param maxGames    games to play at most
     * @param wanted      stop once this many puzzles are kept
     * @param maxTurns    the longest puzzle, in the solver's turns
     * @param actionLimit the proof search a candidate may cost, in actions played, before it is dropped
     */
    public record Settings(long firstSeed, int maxGames, int wanted, int maxTurns, long actionLimit) {
        /** The shipped set's settings (docs/puzzles.md, "Making the set again"). */
        public static final Settings SHIPPED = new Settings(1, 4000, 520, 2, 300_000);
    }

    /** What one candidate's proof cost, for the figures. */
    public record Proof(long actions, long nanos) {
    }

    /** The puzzles kept, and the figures of the run. */
    public record Generated(List<Puzzle> puzzles, int games, int candidates, List<Proof> proofs, long nanos) {
    }

    /**
     * Every turn start of a game is tried for a win in one turn; the last this many, where the win
     * is being decided, for the longer puzzles too.
     */
    static final int CANDIDATES_PER_GAME = 12;
    private static final int LONGEST_GAME = 400;
    /** The AI's time per turn, on its counter clock (each reading advances it 1 µs). */
    private static final long AI_BUDGET_MILLIS = 2;

    private final Settings settings;
    private final LongSupplier clock;

    /** {@code clock} times the proofs for the figures only: what is kept never depends on it. */
    public PuzzleGenerator(Settings settings, LongSupplier clock) {
        this.settings = settings;
        this.clock = clock;
    }

    public Generated generate() {
        long start = clock.getAsLong();
        PuzzleFinder finder = new PuzzleFinder(settings.maxTurns(), settings.actionLimit());
        PuzzleFinder quickFinder = new PuzzleFinder(1, settings.actionLimit());
        List<Puzzle> puzzles = new ArrayList<>();
        List<Proof> proofs = new ArrayList<>();
        Set<Position> tried = new HashSet<>();
        Set<String> ids = new HashSet<>();
        int games = 0;
        int candidates = 0;
        for (long seed = settings.firstSeed(); games < settings.maxGames() && puzzles.size() < settings.wanted();
                seed++) {
            games++;
            List<Position> game = play(seed);
            for (int i = 0; i < game.size(); i++) {
                Position candidate = game.get(i);
                if (!tried.add(candidate) || puzzles.size() >= settings.wanted()) {
                    continue;
                }
                candidates++;
                long began = clock.getAsLong();
                boolean nearTheEnd = i >= game.size() - CANDIDATES_PER_GAME;
                PuzzleFinder used = nearTheEnd ? finder : quickFinder;
                var found = used.find(candidate);
                if (found.isPresent() && ids.add(found.get().id())) {
                    puzzles.add(found.get());
                    proofs.add(new Proof(used.actionsPlayed(), clock.getAsLong() - began));
                }
            }
        }
        return new Generated(List.copyOf(puzzles), games, candidates, List.copyOf(proofs), clock.getAsLong() - start);
    }

    /** The turn-start positions of the seed's game, in order. */
    static List<Position> play(long seed) {
        Setup setup = switch ((int) Math.floorMod(seed, 3L)) {
            case 0 -> Setup.fixed();
            case 1 -> Setup.random(seed);
            default -> Setup.tournament();
        };
        TurnChooser[] players = players(seed);
        List<Position> starts = new ArrayList<>();
        Position now = setup.position();
        for (int turn = 0; turn < LONGEST_GAME && !now.isOver(); turn++) {
            if (now.step() == Step.FIRST) {
                starts.add(now);
            }
            TurnChooser player = players[now.sideToMove() == Side.WHITE ? 0 : 1];
            for (Action action : player.choose(now).turn()) {
                now = now.apply(action).orElseThrow();
            }
        }
        return starts;
    }

    /**
     * White and Black for the seed: the AI against itself and its weaker levels, mostly at its cheap
     * levels (easy, and a random player as the weakest), since a game costs far more than its proofs.
     */
    private static TurnChooser[] players(long seed) {
        int pairing = (int) Math.floorMod(seed / 3, 6L);
        TurnChooser easy = ai(Level.EASY, seed + 1);
        TurnChooser random = new RandomPlayer(seed);
        return switch (pairing) {
            case 0 -> new TurnChooser[] {easy, ai(Level.EASY, seed + 2)};
            case 1 -> new TurnChooser[] {easy, random};
            case 2 -> new TurnChooser[] {random, easy};
            case 3 -> new TurnChooser[] {random, new RandomPlayer(seed + 2)};
            case 4 -> new TurnChooser[] {ai(Level.MEDIUM, seed), easy};
            default -> new TurnChooser[] {easy, ai(Level.MEDIUM, seed)};
        };
    }

    private static TurnChooser ai(Level level, long seed) {
        long[] now = {0};
        return new Ai(level, AI_BUDGET_MILLIS, seed, () -> now[0] += 1_000);
    }
}
