package dev.tzaar.cli;

import dev.tzaar.lambda.tournament.Colour;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.PlayerHistory;
import dev.tzaar.lambda.tournament.RoundEntry;
import dev.tzaar.lambda.tournament.TournamentRecord;
import dev.tzaar.lambda.tournament.pairing.DutchPairer;
import dev.tzaar.lambda.tournament.TournamentGame;
import dev.tzaar.lambda.tournament.pairing.NoPairingExists;
import dev.tzaar.lambda.tournament.RoundPairing;
import dev.tzaar.lambda.tournament.trf.TrfException;
import dev.tzaar.lambda.tournament.trf.TrfFile;
import dev.tzaar.lambda.tournament.trf.TrfReader;
import dev.tzaar.lambda.shared.StandingsPicture;
import dev.tzaar.lambda.shared.StandingsTable;
import dev.tzaar.render.RenderedBoard;
import dev.tzaar.render.StandingsPainter;
import dev.tzaar.render.StandingsSheet;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./tzaar tournament pair|check|standings FILE}: the Dutch system (docs/tournaments.md) on a
 * Tournament Report File, so that people and other pairing programs can compare: {@code pair}
 * prints the next round in the listing pairing programs print (bbpPairings, JaVaFo), {@code check}
 * pairs every round of the file again and names those that differ; {@code standings} draws the
 * standings as the function will post them (the pictures, and the text table on standard output).
 */
final class TournamentCliCommand implements CliCommand<TournamentCliCommand.Options> {
    static final class Options {
        @Parameters(index = "0", paramLabel = "pair|check|standings",
                description = "pair: the next round; check: every round again; standings: the standings as a picture")
        String action;

        @Parameters(index = "1", paramLabel = "FILE", description = "the Tournament Report File (TRF-16 with TRF(x)'s XXR), - for standard input")
        String file;

        @Option(names = "-o", paramLabel = "PNG",
                description = "standings: where to write the picture (default: ${DEFAULT-VALUE}); more than "
                + StandingsPainter.ROWS_PER_PAGE + " players take more pages, written beside it as NAME-2.png, ...")
        String output = "standings.png";

        @Option(names = "--lang", paramLabel = "TAG", converter = Values.Language.class,
                description = "standings: the language of the words, like en or fr (default: ${DEFAULT-VALUE})")
        String language = "en";
    }

    @Override
    public String name() {
        return "tournament";
    }

    @Override
    public String summary() {
        return "pair a Swiss's next round from a Tournament Report File, check its rounds (Dutch system), or draw its standings";
    }

    @Override
    public Options options() {
        return new Options();
    }

    @Override
    public int run(Options options, Terminal terminal) throws Exception {
        if (!List.of("pair", "check", "standings").contains(options.action)) {
            terminal.err().println("tournament: the action is pair, check or standings, not '" + options.action + "'");
            return USAGE;
        }
        TrfFile file;
        try {
            file = TrfReader.read(text(options.file, terminal));
        } catch (NoSuchFileException e) {
            terminal.err().println("tournament: no file " + options.file);
            return REFUSED;
        } catch (TrfException e) {
            terminal.err().println("tournament: " + options.file + ": " + e.getMessage());
            return REFUSED;
        }
        if (options.action.equals("standings")) {
            return standings(file, options, terminal);
        }
        try {
            return options.action.equals("pair") ? pair(file, terminal) : check(file.record(), terminal);
        } catch (NoPairingExists e) {
            terminal.err().println("tournament: " + e.getMessage());
            return REFUSED;
        }
    }

    /**
     * The standings of the file's rounds, a Swiss's or a round robin's as its 092 line says: each page
     * a PNG (its alt text on standard error, after where it went), the text table on standard output.
     */
    private static int standings(TrfFile file, Options options, Terminal terminal) {
        StandingsSheet.Format format = file.isRoundRobin() ? StandingsSheet.Format.ROUND_ROBIN : StandingsSheet.Format.SWISS;
        StandingsSheet sheet;
        try {
            sheet = StandingsPicture.sheet(file.record(), format, Locale.forLanguageTag(options.language));
        } catch (IllegalArgumentException e) {
            terminal.err().println("tournament: " + options.file + ": no standings to draw: " + e.getMessage());
            return REFUSED;
        }
        List<RenderedBoard> pages = new StandingsPainter().render(sheet);
        for (int page = 1; page <= pages.size(); page++) {
            Path target = pagePath(Path.of(options.output), page);
            RenderedBoard picture = pages.get(page - 1);
            try {
                Files.write(target, picture.png());
            } catch (java.io.IOException e) {
                terminal.err().println("tournament: cannot write " + target + ": " + e.getMessage());
                return REFUSED;
            }
            terminal.err().printf("tournament: wrote %s (%d x %d pixels, %,d bytes); its alt text: %s%n", target,
                    picture.width(), picture.height(), picture.pngSize(), picture.altText());
        }
        terminal.out().println(StandingsTable.markdown(sheet));
        terminal.out().flush();
        return OK;
    }

    /** Page 1 where asked, page n beside it with "-n" before the extension: standings.png, standings-2.png. */
    static Path pagePath(Path first, int page) {
        if (page == 1) {
            return first;
        }
        String name = first.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String paged = dot > 0 ? name.substring(0, dot) + "-" + page + name.substring(dot) : name + "-" + page;
        return first.resolveSibling(paged);
    }

    private static int pair(TrfFile file, Terminal terminal) {
        RoundPairing next = DutchPairer.pair(file.record(), file.nextRoundFixed().keySet());
        terminal.out().print(next.asPairingList());
        terminal.out().flush();
        return OK;
    }

    private static int check(TournamentRecord record, Terminal terminal) {
        int differing = 0;
        for (int round = 1; round <= record.roundsPlayed(); round++) {
            Set<Integer> absent = new HashSet<>();
            Set<String> played = new TreeSet<>();
            OptionalInt bye = OptionalInt.empty();
            for (PlayerHistory player : record.players()) {
                RoundEntry entry = player.rounds().get(round - 1);
                if (entry.opponent() != 0) {
                    if (entry.colour().orElseThrow() == Colour.WHITE) {
                        played.add(player.number() + "-" + entry.opponent());
                    }
                } else if (entry.outcome() == Outcome.PAIRING_BYE) {
                    bye = OptionalInt.of(player.number());
                } else {
                    absent.add(player.number());
                }
            }
            RoundPairing again = DutchPairer.pair(record.firstRounds(round - 1), absent);
            Set<String> paired = new TreeSet<>(again.games().stream().map(TournamentGame::toString).toList());
            if (paired.equals(played) && again.bye().equals(bye)) {
                terminal.out().println("round " + round + ": as the Dutch system pairs it");
            } else {
                differing++;
                Set<String> onlyFile = new TreeSet<>(played);
                onlyFile.removeAll(paired);
                Set<String> onlyDutch = new TreeSet<>(paired);
                onlyDutch.removeAll(played);
                terminal.out().println("round " + round + ": differs; the file has " + String.join(" ", onlyFile)
                        + byeText(bye) + ", the Dutch system pairs " + String.join(" ", onlyDutch) + byeText(again.bye()));
            }
        }
        terminal.out().flush();
        return differing == 0 ? OK : REFUSED;
    }

    private static String byeText(OptionalInt bye) {
        return bye.isPresent() ? " (bye " + bye.getAsInt() + ")" : "";
    }

    private static String text(String file, Terminal terminal) throws java.io.IOException {
        if (file.equals("-")) {
            StringBuilder text = new StringBuilder();
            for (String line = terminal.in().readLine(); line != null; line = terminal.in().readLine()) {
                text.append(line).append('\n');
            }
            return text.toString();
        }
        return Files.readString(Path.of(file), StandardCharsets.UTF_8);
    }
}
