package dev.tzaar.cli;

import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.engine.ai.TurnChooser;
import dev.tzaar.engine.ai.RandomPlayer;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./tzaar match [A B] [--games N] [--ms N] [--setup KIND] [--seed S]}: plays A against B and
 * prints the score with a confidence interval. Games go in pairs on the same setup, each player
 * White once, so that neither the colour nor a lucky board decides the score; every game has its
 * own seeds, derived from the match's, so a match can be played again exactly.
 */
final class MatchCliCommand implements CliCommand<MatchCliCommand.Options> {
    static final List<String> PLAYERS = List.of("easy", "medium", "hard", "greedy", "random");
    static final List<String> SETUPS = List.of("random", "fixed", "tournament");

    /** A game still going after this many turns is stopped (none can: every turn captures). */
    private static final int MAX_TURNS = 400;

    static final class Options {
        @Parameters(paramLabel = "[A B]", hideParamSyntax = true, converter = PlayerValue.class,
                description = "the players: easy, medium, hard (the AI's levels), greedy (the best turn by material "
                + "alone, one turn deep) or random (default: hard greedy)")
        List<String> players = new ArrayList<>();

        @Option(names = "--games", paramLabel = "N", converter = Values.Count.class,
                description = "how many games, in pairs with colours swapped (default: ${DEFAULT-VALUE})")
        int games = 20;

        @Option(names = "--ms", paramLabel = "N", converter = AiSettings.Millis.class,
                description = "the time per turn for each AI, in milliseconds (default: ${DEFAULT-VALUE})")
        long millis = Ai.DEFAULT_BUDGET_MILLIS;

        @Option(names = "--setup", paramLabel = "KIND", converter = SetupValue.class,
                description = "random (a new board per pair of games, the default), fixed or tournament")
        String setup = "random";

        @Option(names = "--seed", paramLabel = "S", converter = Values.WholeNumber.class,
                description = "the match's seed: the same seed plays the same match (default: ${DEFAULT-VALUE})")
        long seed = 1;

        @Option(names = "--clock", paramLabel = "wall|cpu", converter = AiSettings.ClockValue.class,
                description = "what --ms counts: wall (elapsed time, the default) or cpu (each AI's thread's CPU time: "
                + "the strength it has with a core to itself, on a busy machine too)")
        String clock = "wall";
    }

    static final class PlayerValue extends Values.Kind<String> {
        @Override
        String what() {
            return "a player";
        }

        @Override
        public String convert(String value) {
            String player = value.toLowerCase(Locale.ROOT);
            if (!PLAYERS.contains(player)) {
                throw Values.Refused.because("\"" + value + "\" is not a player: write " + String.join(", ", PLAYERS)
                        + ".");
            }
            return player;
        }
    }

    static final class SetupValue extends Values.Kind<String> {
        @Override
        String what() {
            return String.join(", ", SETUPS);
        }

        @Override
        public String convert(String value) {
            String setup = value.toLowerCase(Locale.ROOT);
            if (!SETUPS.contains(setup)) {
                throw new Values.Refused("takes random, fixed or tournament, not \"" + value + "\".");
            }
            return setup;
        }
    }

    @Override
    public String name() {
        return "match";
    }

    @Override
    public String summary() {
        return "play AI against AI, greedy or random; print the score (./tzaar match --help)";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) throws WrongUsage {
        List<String> players = options.players.isEmpty() ? List.of("hard", "greedy") : options.players;
        if (players.size() != 2) {
            throw new WrongUsage("a match has two players, not " + players.size() + ".");
        }
        new Match(players.get(0), players.get(1), options.games, options.millis, options.setup, options.seed,
                options.clock).play(terminal.out());
        return OK;
    }

    /** One match: its games played in order, a line each, then the table. */
    record Match(String a, String b, int games, long millis, String setupKind, long seed, String clock) {
        void play(PrintStream out) {
            out.printf("%s vs %s: %d games, %s setup%s, %d ms per turn%s, seed %d%n", a, b, games, setupKind,
                    setupKind.equals("random") ? "s (one per pair of games, colours swapped)" : "", millis,
                    clock.equals("cpu") ? " of CPU time" : "", seed);
            out.flush();
            Tally[] tallies = {new Tally(a), new Tally(b)};
            SplittableRandom seeds = new SplittableRandom(seed);
            long setupSeed = 0;
            for (int game = 0; game < games; game++) {
                if (game % 2 == 0) {
                    setupSeed = seeds.nextLong();
                }
                int whiteIndex = game % 2;
                Setup setup = switch (setupKind) {
                    case "fixed" -> Setup.fixed();
                    case "tournament" -> Setup.tournament();
                    default -> Setup.random(setupSeed);
                };
                TurnChooser white = player(whiteIndex == 0 ? a : b, seeds.nextLong());
                TurnChooser black = player(whiteIndex == 0 ? b : a, seeds.nextLong());
                Tally whiteTally = tallies[whiteIndex];
                Tally blackTally = tallies[1 - whiteIndex];
                Position position = setup.position();
                int turns = 0;
                while (!position.isOver() && turns < MAX_TURNS) {
                    boolean whiteToAct = position.sideToMove() == Side.WHITE;
                    ChosenTurn choice = (whiteToAct ? white : black).choose(position);
                    (whiteToAct ? whiteTally : blackTally).record(choice);
                    position = position.play(choice.turnText()).orElseThrow();
                    turns++;
                }
                String line;
                if (position.isOver()) {
                    Result result = position.result().orElseThrow();
                    boolean whiteWon = result.winner() == Side.WHITE;
                    Tally winner = whiteWon ? whiteTally : blackTally;
                    winner.wins++;
                    if (whiteWon) {
                        winner.winsAsWhite++;
                    }
                    line = String.format(Locale.ROOT, "%s (%s) beat %s in %d turns: %s", winner.name,
                            result.winner().displayName(), (whiteWon ? blackTally : whiteTally).name, turns, result.reason());
                } else {
                    line = "stopped after " + turns + " turns, unfinished";
                }
                whiteTally.gamesAsWhite++;
                out.printf("game %d/%d (%s, %s White): %s%n", game + 1, games, setup, whiteTally.name, line);
                out.flush();
            }
            table(out, tallies);
        }

        private TurnChooser player(String name, long playerSeed) {
            return switch (name) {
                case "random" -> new RandomPlayer(playerSeed);
                case "greedy" -> Ai.greedy(millis, playerSeed, AiSettings.clock(clock));
                default -> new Ai(Level.parse(name).orElseThrow(), millis, playerSeed, AiSettings.clock(clock));
            };
        }

        private void table(PrintStream out, Tally[] tallies) {
            out.println();
            out.printf("%-8s %5s %9s %9s %12s %12s %14s%n", "player", "wins", "as White", "as Black", "depth (avg)",
                    "nodes/s", "ms/turn (max)");
            for (Tally t : tallies) {
                int asBlack = games - t.gamesAsWhite;
                out.printf(Locale.ROOT, "%-8s %5d %9s %9s %12s %12s %14s%n", t.name, t.wins,
                        t.winsAsWhite + "/" + t.gamesAsWhite, (t.wins - t.winsAsWhite) + "/" + asBlack,
                        t.searched == 0 ? "-" : String.format(Locale.ROOT, "%.2f", (double) t.depths / t.searched),
                        t.nanos == 0 ? "-" : String.format(Locale.ROOT, "%,.0f", t.nodes / (t.nanos / 1e9)),
                        t.turns == 0 ? "-" : String.format(Locale.ROOT, "%.0f (%.0f)", t.nanos / 1e6 / t.turns, t.maxNanos / 1e6));
            }
            int decided = tallies[0].wins + tallies[1].wins;
            if (decided > 0) {
                double[] interval = Wilson.interval(tallies[0].wins, decided);
                out.printf(Locale.ROOT, "%s scored %d/%d = %.1f%% (95%% confidence interval %.1f%%-%.1f%%, Wilson score)%n",
                        a, tallies[0].wins, decided, 100.0 * tallies[0].wins / decided, 100 * interval[0],
                        100 * interval[1]);
            }
        }
    }

    /** What one player did over a match. */
    private static final class Tally {
        final String name;
        int wins;
        int winsAsWhite;
        int gamesAsWhite;
        long turns;
        long searched;
        long depths;
        long nodes;
        long nanos;
        long maxNanos;

        Tally(String name) {
            this.name = name;
        }

        void record(ChosenTurn choice) {
            turns++;
            nanos += choice.nanos();
            maxNanos = Math.max(maxNanos, choice.nanos());
            nodes += choice.nodes();
            if (choice.nodes() > 0) {
                searched++;
                depths += choice.turnsDeep();
            }
        }
    }
}
