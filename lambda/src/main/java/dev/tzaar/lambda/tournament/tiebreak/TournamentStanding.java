package dev.tzaar.lambda.tournament.tiebreak;

/** A player's line of the standings: the place (ties share none: the tiebreaks order them), points and tiebreaks. */
public record TournamentStanding(int place, int player, double points, double firstTiebreak, double secondTiebreak) {
}
