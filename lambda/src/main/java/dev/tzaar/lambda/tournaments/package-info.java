/**
 * A server's tournaments as the bot keeps them: the header ({@link dev.tzaar.lambda.tournaments.Tournament}),
 * one item per player ({@link dev.tzaar.lambda.tournaments.TournamentPlayer}) and one per board of a round
 * ({@link dev.tzaar.lambda.tournaments.TournamentBoard}), so that nothing grows with the player count; where
 * they live ({@link dev.tzaar.lambda.tournaments.TournamentStore}); and the rounds paired from them
 * ({@link dev.tzaar.lambda.tournaments.TournamentRounds}). The pairing rules themselves are the pure core in
 * {@code dev.tzaar.lambda.tournament}, which knows neither Discord nor the store.
 */
package dev.tzaar.lambda.tournaments;
