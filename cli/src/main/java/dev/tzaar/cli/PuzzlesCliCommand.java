package dev.tzaar.cli;

import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleGenerator;
import dev.tzaar.engine.puzzle.PuzzleListing;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * {@code ./tzaar puzzles --list | --generate [--to FILE]}: prints the shipped puzzles in the form
 * docs/puzzles.md fixes ("The listing"), or makes the set again from its seeds (docs/puzzles.md) and writes it where the
 * engine ships it.
 */
final class PuzzlesCliCommand implements CliCommand<PuzzlesCliCommand.Options> {
    /** The shipped set, a resource of the engine's jar (read here: the engine does no I/O). */
    static final String RESOURCE = "/dev/tzaar/engine/puzzle/puzzles.tsv";
    /** Where {@code --generate} writes by default: the resource's source, from the repository's root. */
    static final Path SOURCE = Path.of("engine/src/main/resources" + RESOURCE);

    static final class Options {
        @ArgGroup(exclusive = true, multiplicity = "1")
        What what;

        @Option(names = "--to", paramLabel = "FILE",
                description = "where --generate writes the set (default: " + "engine/src/main/resources" + RESOURCE + ")")
        Path to = SOURCE;
    }

    static final class What {
        @Option(names = "--list", required = true,
                description = "print every shipped puzzle: id, position, N, the winning first turn, the proof's main line,"
                + " themes, rating (tab-separated)")
        boolean list;

        @Option(names = "--generate", required = true,
                description = "make the set again from its seeds (byte-identical for the same engine) and write it")
        boolean generate;
    }

    @Override
    public String name() {
        return "puzzles";
    }

    @Override
    public String summary() {
        return "list the shipped puzzles (--list), or make the set again from its seeds (--generate)";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) throws Exception {
        if (options.what.list) {
            terminal.out().print(PuzzleListing.format(shipped()));
            terminal.out().flush();
            return OK;
        }
        PuzzleGenerator.Generated made = new PuzzleGenerator(PuzzleGenerator.Settings.SHIPPED, System::nanoTime)
                .generate();
        Path target = options.to.toAbsolutePath();
        if (target.getParent() != null) {
            Files.createDirectories(target.getParent());
        }
        Files.writeString(target, PuzzleListing.format(made.puzzles()), StandardCharsets.UTF_8);
        terminal.out().println(figures(made));
        terminal.out().println("wrote " + made.puzzles().size() + " puzzles to " + options.to);
        return OK;
    }

    /** The run's figures in one line: games, candidates, puzzles, proof sizes and times. */
    static String figures(PuzzleGenerator.Generated made) {
        long[] actions = made.proofs().stream().mapToLong(PuzzleGenerator.Proof::actions).sorted().toArray();
        long[] nanos = made.proofs().stream().mapToLong(PuzzleGenerator.Proof::nanos).sorted().toArray();
        String proofs = actions.length == 0 ? "no proofs"
                : String.format(Locale.ROOT, "proof actions median %,d max %,d; proof time median %.1f ms max %.1f ms",
                        actions[actions.length / 2], actions[actions.length - 1], nanos[nanos.length / 2] / 1e6,
                        nanos[nanos.length - 1] / 1e6);
        return String.format(Locale.ROOT, "%d games, %d candidates examined, %d puzzles kept; %s; %.1f s in all",
                made.games(), made.candidates(), made.puzzles().size(), proofs, made.nanos() / 1e9);
    }

    /** The shipped set, read from the engine's resources. */
    static List<Puzzle> shipped() {
        try (InputStream in = PuzzleGenerator.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the puzzle set " + RESOURCE + " is missing from the engine's jar");
            }
            return PuzzleListing.parseAll(new String(in.readAllBytes(), StandardCharsets.UTF_8)).orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
