package dev.tzaar.lambda.tournament.trf;

import static dev.tzaar.lambda.tournament.trf.TrfColumns.FIRST_ROUND;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.NAME;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.NAME_END;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.RATING;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.RATING_END;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.ROUND_WIDTH;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.START_RANK;
import static dev.tzaar.lambda.tournament.trf.TrfColumns.START_RANK_END;

import dev.tzaar.lambda.tournament.Colour;
import dev.tzaar.lambda.tournament.Entrant;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournament.PlayerHistory;
import dev.tzaar.lambda.tournament.RoundEntry;
import dev.tzaar.lambda.tournament.TournamentRecord;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a Tournament Report File (TRF-16 player lines, TRF(x)'s XXR and XXC) into a record. A round
 * counts as played when some player met an opponent in it; entries after that are the next round's,
 * fixed in advance. Lines it does not know are skipped, as the format asks of readers.
 */
public final class TrfReader {
    private TrfReader() {
    }

    /** The file, or a {@link TrfException} naming the line and what is wrong with it. */
    public static TrfFile read(String text) {
        String name = "";
        String system = "";
        int plannedRounds = 0;
        Colour initial = null;
        List<Entrant> entrants = new ArrayList<>();
        Map<Integer, List<RoundEntry>> rounds = new HashMap<>();
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int number = i + 1;
            if (line.startsWith("012")) {
                name = line.length() > 4 ? line.substring(4).trim() : "";
            } else if (line.startsWith("092")) {
                system = line.length() > 4 ? line.substring(4).trim() : "";
            } else if (line.startsWith("XXR")) {
                plannedRounds = integer(line.substring(3).trim(), number, "XXR's round count");
            } else if (line.startsWith("XXC")) {
                initial = line.toLowerCase().contains("black1") ? Colour.BLACK : Colour.WHITE;
            } else if (line.startsWith("001")) {
                int start = integer(field(line, START_RANK, START_RANK_END), number, "the starting rank");
                String rating = field(line, RATING, RATING_END);
                entrants.add(new Entrant(start, field(line, NAME, NAME_END),
                        rating.isEmpty() ? 0 : integer(rating, number, "the rating")));
                rounds.put(start, roundsOf(line, number));
            }
        }
        int played = 0;
        for (List<RoundEntry> own : rounds.values()) {
            for (int r = 0; r < own.size(); r++) {
                if (own.get(r).opponent() != 0) {
                    played = Math.max(played, r + 1);
                }
            }
        }
        List<PlayerHistory> players = new ArrayList<>();
        Map<Integer, Outcome> fixed = new HashMap<>();
        for (Entrant entrant : entrants) {
            List<RoundEntry> own = new ArrayList<>(rounds.get(entrant.number()));
            while (own.size() < played) {
                own.add(RoundEntry.without(Outcome.ZERO_POINT_BYE)); // a round left blank: not paired
            }
            if (own.size() > played) {
                fixed.put(entrant.number(), own.get(played).outcome());
            }
            players.add(new PlayerHistory(entrant, own.subList(0, played)));
        }
        if (initial == null) {
            initial = initialColourOfRoundOne(players);
        }
        try {
            return new TrfFile(new TournamentRecord(name, Math.max(plannedRounds, played), initial, players), fixed, system);
        } catch (IllegalArgumentException e) {
            throw new TrfException("the player lines do not make a tournament: " + e.getMessage());
        }
    }

    /**
     * Without XXC, the initial colour is what player 1, the top of the list and an odd number, had
     * in round 1 (C.04.3 E.5 gives it the initial colour); White when round 1 says nothing.
     */
    private static Colour initialColourOfRoundOne(List<PlayerHistory> players) {
        return players.stream().filter(player -> player.number() == 1 && !player.rounds().isEmpty())
                .map(player -> player.rounds().get(0))
                .filter(RoundEntry::playedGame)
                .map(round -> round.colour().orElseThrow())
                .findFirst().orElse(Colour.WHITE);
    }

    private static List<RoundEntry> roundsOf(String line, int number) {
        List<RoundEntry> entries = new ArrayList<>();
        for (int column = FIRST_ROUND; column + 7 <= line.length(); column += ROUND_WIDTH) {
            String opponentText = field(line, column, column + 3);
            char colour = line.charAt(column + 4);
            char code = line.charAt(column + 6);
            if (opponentText.isEmpty() && colour == ' ' && code == ' ') {
                break;
            }
            Outcome outcome = Outcome.ofTrfCode(code).orElseThrow(() -> new TrfException(
                    "line " + number + ": '" + code + "' is not a TRF result"));
            int opponent = opponentText.isEmpty() ? 0 : integer(opponentText, number, "an opponent");
            if (opponent == 0 || colour == '-') {
                entries.add(RoundEntry.without(unplayed(outcome)));
            } else {
                Colour side = switch (Character.toLowerCase(colour)) {
                    case 'w' -> Colour.WHITE;
                    case 'b' -> Colour.BLACK;
                    default -> throw new TrfException("line " + number + ": '" + colour + "' is not a colour");
                };
                entries.add(new RoundEntry(opponent, Optional.of(side), outcome));
            }
        }
        return entries;
    }

    /** A round without an opponent: "+" there is a bye of a full point, "-" and "0" none. */
    private static Outcome unplayed(Outcome outcome) {
        return switch (outcome) {
            case WIN, FORFEIT_WIN -> Outcome.FULL_POINT_BYE;
            case DRAW -> Outcome.HALF_POINT_BYE;
            case LOSS, FORFEIT_LOSS -> Outcome.ZERO_POINT_BYE;
            default -> outcome;
        };
    }

    private static String field(String line, int from, int to) {
        if (line.length() < from) {
            return "";
        }
        return line.substring(from - 1, Math.min(to, line.length())).trim();
    }

    private static int integer(String text, int line, String what) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new TrfException("line " + line + ": " + what + " '" + text + "' is not a number");
        }
    }
}
