package dev.tzaar.lambda.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tzaar.lambda.rating.RatingDecision.Rated;
import dev.tzaar.lambda.rating.RatingDecision.Reason;
import dev.tzaar.lambda.rating.RatingDecision.Unrated;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rules of rated games: rated by default between two people; not against a bot, not when it
 * ended before both sides moved, not beyond three rated games a pair in a rolling 24 hours; a
 * resignation or a claim is a loss like any other.
 */
class RatedGamePolicyTest {
    private static final RatedGamePolicy RULES = RatedGamePolicy.STANDARD;
    private static final Instant NOON = Instant.parse("2026-11-25T12:00:00Z");
    private static final String ANN = "ann";
    private static final String BO = "bo";
    private static final List<Instant> NO_EARLIER_GAMES = List.of();

    private static FinishedGame annBeatsBo(Ending ending) {
        return new FinishedGame(ANN, BO, false, true, ending, NOON);
    }

    private static Instant hoursBeforeNoon(double hours) {
        return NOON.minus(Duration.ofMinutes(Math.round(hours * 60)));
    }

    @Test
    void aGameBetweenTwoPeopleWonOnTheBoardIsRatedAWinForTheWinnerAndALossForTheLoser() {
        assertEquals(new Rated(ANN, BO), RULES.decide(annBeatsBo(Ending.ON_THE_BOARD), NO_EARLIER_GAMES));
    }

    @Test
    void aResignationIsRatedALossForWhoResigned() {
        assertEquals(new Rated(ANN, BO), RULES.decide(annBeatsBo(Ending.RESIGNATION), NO_EARLIER_GAMES));
    }

    @Test
    void aClaimIsRatedALossForWhoLeftTheOtherWaiting() {
        assertEquals(new Rated(ANN, BO), RULES.decide(annBeatsBo(Ending.CLAIM), NO_EARLIER_GAMES));
    }

    @Test
    void aGameAgainstABotMovesNoRating() {
        FinishedGame beatTheBot = new FinishedGame(ANN, "tzaar-bot", true, true, Ending.ON_THE_BOARD, NOON);
        assertEquals(new Unrated(Reason.AGAINST_A_BOT), RULES.decide(beatTheBot, NO_EARLIER_GAMES));
    }

    @Test
    void aGameResignedOrClaimedBeforeBothSidesMovedMovesNoRating() {
        for (Ending ending : List.of(Ending.RESIGNATION, Ending.CLAIM)) {
            FinishedGame abandoned = new FinishedGame(ANN, BO, false, false, ending, NOON);
            assertEquals(new Unrated(Reason.ENDED_BEFORE_BOTH_SIDES_MOVED), RULES.decide(abandoned, NO_EARLIER_GAMES),
                    ending.name());
        }
    }

    @Test
    void aPairsThirdRatedGameIn24HoursIsStillRated() {
        List<Instant> twoEarlier = List.of(hoursBeforeNoon(5), hoursBeforeNoon(1));
        assertEquals(new Rated(ANN, BO), RULES.decide(annBeatsBo(Ending.ON_THE_BOARD), twoEarlier));
    }

    @Test
    void aPairsFourthGameIn24HoursMovesNoRating() {
        List<Instant> threeEarlier = List.of(hoursBeforeNoon(23.5), hoursBeforeNoon(5), hoursBeforeNoon(1));
        assertEquals(new Unrated(Reason.PAIR_LIMIT_REACHED),
                RULES.decide(annBeatsBo(Ending.ON_THE_BOARD), threeEarlier));
    }

    @Test
    void theWindowRollsAGameEnded24HoursAgoNoLongerCounts() {
        List<Instant> threeEarlier = List.of(hoursBeforeNoon(24), hoursBeforeNoon(5), hoursBeforeNoon(1));
        assertEquals(new Rated(ANN, BO), RULES.decide(annBeatsBo(Ending.ON_THE_BOARD), threeEarlier));
    }

    @Test
    void midnightDoesNotResetTheLimit() {
        List<Instant> lateLastNight = List.of(Instant.parse("2026-11-24T23:00:00Z"),
                Instant.parse("2026-11-24T23:20:00Z"), Instant.parse("2026-11-24T23:40:00Z"));
        FinishedGame justAfterMidnight = new FinishedGame(ANN, BO, false, true, Ending.ON_THE_BOARD,
                Instant.parse("2026-11-25T00:05:00Z"));
        assertEquals(new Unrated(Reason.PAIR_LIMIT_REACHED), RULES.decide(justAfterMidnight, lateLastNight));
    }

    @Test
    void gamesEndedAfterThisOneDoNotCountAgainstIt() {
        List<Instant> laterGames = List.of(NOON.plusSeconds(60), NOON.plusSeconds(120), NOON.plusSeconds(180));
        assertEquals(new Rated(ANN, BO), RULES.decide(annBeatsBo(Ending.ON_THE_BOARD), laterGames));
    }

    @Test
    void aBotGameIsExplainedAsSuchEvenWhenItAlsoEndedBeforeBothSidesMoved() {
        FinishedGame both = new FinishedGame(ANN, "tzaar-bot", true, false, Ending.RESIGNATION, NOON);
        assertEquals(new Unrated(Reason.AGAINST_A_BOT), RULES.decide(both, NO_EARLIER_GAMES));
    }

    @Test
    void aGameOfOnePlayerAgainstThemselvesOrAPolicyWithoutRatedGamesIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new FinishedGame(ANN, ANN, false, true, Ending.ON_THE_BOARD, NOON));
        assertThrows(IllegalArgumentException.class, () -> new RatedGamePolicy(0, Duration.ofHours(24)));
        assertThrows(IllegalArgumentException.class, () -> new RatedGamePolicy(3, Duration.ZERO));
    }
}
