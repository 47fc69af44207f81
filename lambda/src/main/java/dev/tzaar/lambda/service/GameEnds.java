package dev.tzaar.lambda.service;

import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.Turn;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.rating.Ending;
import dev.tzaar.lambda.rating.FinishedGame;
import dev.tzaar.lambda.rating.Glicko2;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.PairHistory;
import dev.tzaar.lambda.rating.RatedGamePolicy;
import dev.tzaar.lambda.rating.RatedPair;
import dev.tzaar.lambda.rating.RatingDecision;
import dev.tzaar.lambda.rating.RatingStore;
import dev.tzaar.lambda.rating.RatingWrite;
import dev.tzaar.lambda.rating.Standing;
import dev.tzaar.lambda.shared.BotPlayer;
import dev.tzaar.lambda.shared.RatingWording;
import dev.tzaar.lambda.shared.TournamentPlay;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What happens when a game ends, whatever ended it (a move on the board, a resignation, a claim; a
 * flag fall will come the same way): the one place ratings are settled. {@link GameService} asks it
 * about every change it is about to write; a change that finishes a game in play gets the ratings
 * to write with it, in the same transaction, and the line the channel reads.
 *
 * <p>Why one transaction with the game's final write rather than a separate write marked on the
 * game: the game's version condition and the kept answer already make the ending happen exactly
 * once (a repeated interaction finds the kept answer, a second ending finds a newer version), so
 * ratings written in the same transaction are applied exactly once with no marker, no second
 * write to recover when the function stops between two, and a reply that always tells the rating
 * change that was stored. The cost is that a standing changed by another game ending at the same
 * moment cancels the whole transaction, and the service decides the move again from fresh reads:
 * rare, and as cheap as a move.
 */
final class GameEnds {
    private final RatingStore ratings;
    private final RatedGamePolicy policy;
    private final Glicko2 glicko;

    GameEnds(RatingStore ratings, RatedGamePolicy policy, Glicko2 glicko) {
        this.ratings = ratings;
        this.policy = policy;
        this.glicko = glicko;
    }

    /**
     * What the game's ending settles: what to write and what to tell.
     *
     * @param write the standings and pair history to write with the game
     * @param line the sentence for the end of the reply; empty when the change ends no game
     */
    record Settlement(RatingWrite write, String line) {
        static final Settlement NOTHING = new Settlement(RatingWrite.NONE, "");
    }

    /**
     * The settlement of a change about to be written.
     *
     * @param next the game as the change leaves it
     * @param words the language the channel reads
     */
    Settlement settle(Game next, Wording words, Instant now) {
        if (next.status() != GameStatus.FINISHED || next.record() == null || next.record().result().isEmpty()) {
            return Settlement.NOTHING;
        }
        if (next.importedFrom().isPresent()) {
            // Played elsewhere, by names in a record: nothing here to rate, and its reply says so.
            return Settlement.NOTHING;
        }
        if (TournamentPlay.unrated(next)) {
            return new Settlement(RatingWrite.NONE, words.say("tournament.unratedGame"));
        }
        Result result = next.record().result().orElseThrow();
        Player winner = next.player(result.winner());
        Player loser = next.player(result.loser());
        FinishedGame finished = new FinishedGame(winner.id(), loser.id(), winner.bot() || loser.bot(),
                bothSidesMoved(next), ending(result), now);
        PairHistory pair = ratings.pair(winner.id(), loser.id(), now);
        RatingDecision decision = policy.decide(finished, pair.ratedEnds());
        if (decision instanceof RatingDecision.Unrated unrated) {
            String line = RatingWording.unrated(words, unrated.reason(), winner, loser, policy);
            return new Settlement(againstTheBot(next, winner, loser), line);
        }
        List<Standing> written = new ArrayList<>();
        String line = "";
        for (Ladder ladder : ladders(next)) {
            Standing winnerBefore = standing(ladder, winner, now);
            Standing loserBefore = standing(ladder, loser, now);
            RatedPair after = glicko.afterGame(winnerBefore.rating(), loserBefore.rating(), 1);
            String setup = next.setup().name().toLowerCase(Locale.ROOT);
            Standing winnerAfter = winnerBefore.after(next.id(), winner.name(), loser.name(), true,
                    colour(result.winner()), setup, after.first(), now);
            Standing loserAfter = loserBefore.after(next.id(), loser.name(), winner.name(), false,
                    colour(result.loser()), setup, after.second(), now);
            written.add(winnerAfter);
            written.add(loserAfter);
            if (line.isEmpty()) {
                // The server's ladder comes first: the channel reads the change on its own ladder.
                line = words.say(ladder.isGlobal() ? "rating.change.global" : "rating.change",
                        RatingWording.change(winnerBefore, winnerAfter), RatingWording.change(loserBefore, loserAfter));
            }
        }
        return new Settlement(new RatingWrite(written, pair.withRatedGame(now, policy.window())), line);
    }

    /**
     * The human player's record against the bot, one game on, for a game between a person and the
     * bot; nothing to write for any other unrated game. Read here and written on the version read,
     * so an ending written once counts once.
     */
    private RatingWrite againstTheBot(Game game, Player winner, Player loser) {
        if (winner.bot() == loser.bot()) {
            return RatingWrite.NONE;
        }
        Player human = winner.bot() ? loser : winner;
        String level = BotPlayer.in(game).map(opponent -> opponent.level().label()).orElse("medium");
        return RatingWrite.againstTheBot(ratings.botRecord(human.id()).after(level, human == winner));
    }

    /** The server's ladder and the global one; in a direct message, the global one alone. */
    static List<Ladder> ladders(Game game) {
        return game.guildId() == null ? List.of(Ladder.GLOBAL) : List.of(Ladder.ofServer(game.guildId()), Ladder.GLOBAL);
    }

    /** The player's standing, aged by the time away since their last rated game. */
    private Standing standing(Ladder ladder, Player player, Instant now) {
        return ratings.standing(ladder, player.id()).map(s -> s.asOf(now, glicko))
                .orElseGet(() -> Standing.newcomer(ladder, player.id(), player.name()));
    }

    /** Each side made at least one turn of its own on the board (placing pieces is not yet playing). */
    static boolean bothSidesMoved(Game game) {
        return game.record().turns().stream()
                .filter(turn -> turn.actions().stream().anyMatch(action -> !(action instanceof Action.Place)))
                .map(Turn::side)
                .distinct()
                .count() == 2;
    }

    private static Ending ending(Result result) {
        if (result instanceof Result.Resigned) {
            return Ending.RESIGNATION;
        }
        return result instanceof Result.TimedOut ? Ending.CLAIM : Ending.ON_THE_BOARD;
    }

    private static String colour(Side side) {
        return side == Side.WHITE ? "white" : "black";
    }
}
