/**
 * A tournament's exact core: who met whom with which colour and what came of it
 * ({@link dev.tzaar.lambda.tournament.TournamentRecord}), the next round's pairing by FIDE's rules
 * ({@code pairing}), the tiebreaks ({@code tiebreak}) and FIDE's Tournament Report File
 * ({@code trf}). Pure arithmetic on values, like the ratings: no store, no clock, no Discord
 * (docs/tournaments.md).
 */
package dev.tzaar.lambda.tournament;
