package dev.tzaar.lambda.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A tournament as the pairing rules see it: the players by pairing number, every round played so
 * far, the rounds planned, and the colour the first board's higher player had in round 1 (C.04.3 E.5,
 * "initial colour").
 */
public record TournamentRecord(String name, int plannedRounds, Colour initialColour, List<PlayerHistory> players) {
    public TournamentRecord {
        players = players.stream().sorted(Comparator.comparingInt(PlayerHistory::number)).toList();
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).number() != i + 1) {
                throw new IllegalArgumentException("pairing numbers run 1.." + players.size() + " without a gap");
            }
            if (players.get(i).rounds().size() != players.get(0).rounds().size()) {
                throw new IllegalArgumentException("every player has the same number of rounds");
            }
        }
    }

    public static TournamentRecord starting(String name, int plannedRounds, List<Entrant> entrants) {
        return new TournamentRecord(name, plannedRounds, Colour.WHITE,
                entrants.stream().map(entrant -> new PlayerHistory(entrant, List.of())).toList());
    }

    public int roundsPlayed() {
        return players.isEmpty() ? 0 : players.get(0).rounds().size();
    }

    public PlayerHistory player(int number) {
        return players.get(number - 1);
    }

    /** The record with one more round, each player's entry given by pairing number. */
    public TournamentRecord withRound(Map<Integer, RoundEntry> round) {
        List<PlayerHistory> next = new ArrayList<>();
        for (PlayerHistory player : players) {
            RoundEntry entry = round.get(player.number());
            if (entry == null) {
                throw new IllegalArgumentException("player " + player.number() + " has no entry for the round");
            }
            next.add(player.with(entry));
        }
        return new TournamentRecord(name, plannedRounds, initialColour, next);
    }

    /**
     * The record after a paired round is over: each board's outcome for White, the bye's player a
     * pairing-allocated bye, and everyone the pairing left out a zero-point bye.
     */
    public TournamentRecord afterRound(RoundPairing pairing, Function<TournamentGame, Outcome> forWhite) {
        Map<Integer, RoundEntry> entries = new HashMap<>();
        for (TournamentGame game : pairing.games()) {
            Outcome white = forWhite.apply(game);
            entries.put(game.white(), RoundEntry.game(game.black(), Colour.WHITE, white));
            entries.put(game.black(), RoundEntry.game(game.white(), Colour.BLACK, white.forOpponent()));
        }
        pairing.bye().ifPresent(player -> entries.put(player, RoundEntry.without(Outcome.PAIRING_BYE)));
        for (PlayerHistory player : players) {
            entries.putIfAbsent(player.number(), RoundEntry.without(Outcome.ZERO_POINT_BYE));
        }
        return withRound(entries);
    }

    /** The record as it stood after its first {@code rounds} rounds (to pair a past round again). */
    public TournamentRecord firstRounds(int rounds) {
        return new TournamentRecord(name, plannedRounds, initialColour, players.stream()
                .map(player -> new PlayerHistory(player.entrant(), player.rounds().subList(0, rounds))).toList());
    }
}
