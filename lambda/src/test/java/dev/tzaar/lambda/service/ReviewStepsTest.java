package dev.tzaar.lambda.service;

import static dev.tzaar.lambda.service.Table.ANN;
import static dev.tzaar.lambda.service.Table.BO;
import static dev.tzaar.lambda.service.Table.ROBOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.engine.review.GameReview;
import dev.tzaar.engine.review.ReviewBudget;
import dev.tzaar.engine.review.ReviewRun;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.KeptReview;
import dev.tzaar.lambda.shared.AiTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code /tzaar analyze} in steps (docs/review.md): each request reviews turns for a hard turn's time,
 * keeps what it found with the game and answers a progress line to resume with, until the review, which is
 * the review made in one go. Here a step's time is a millisecond on a clock that moves a millisecond a
 * reading, so that every request reviews exactly one turn.
 */
class ReviewStepsTest {
    private static final Table TABLE = new Table(31, new AiTime(1, aMillisecondAReading()));
    private static String gameId;

    private static LongSupplier aMillisecondAReading() {
        long[] now = {0};
        return () -> now[0] += 1_000_000;
    }

    /** A game Ann plays carelessly against the bot, to its end. */
    @BeforeAll
    static void aFinishedGame() {
        gameId = TABLE.send(ANN, Command.AI, Option.OPPONENT, ROBOT.id(), Option.LEVEL, "easy", Option.SETUP, "fixed",
                Option.COLOUR, "white").game().id();
        SplittableRandom careless = new SplittableRandom(3);
        for (int turn = 0; turn < 200 && TABLE.game(gameId).status() == GameStatus.ACTIVE; turn++) {
            List<String> legal = TABLE.game(gameId).position().legalActions().stream().map(Object::toString).toList();
            TABLE.send(ANN, Command.MOVE, Option.TURN, legal.get(careless.nextInt(legal.size())));
        }
        assertEquals(GameStatus.FINISHED, TABLE.game(gameId).status());
    }

    @Test
    void theReviewComesATurnARequestWithAProgressLineEachTimeAndIsTheReviewMadeInOneGo() {
        Game game = TABLE.game(gameId);
        GameReview inOneGo = GameReview.of(game.record(), ReviewBudget.STANDARD, GameReview.SEED,
                GameReview.Progress.NONE);
        int total = inOneGo.turns().size();
        assertTrue(total > 3, "a game of some turns: " + total);
        List<String> lines = new ArrayList<>();

        GameReply review = TABLE.reviewed(ANN, lines, Option.GAME, gameId);

        List<String> expected = new ArrayList<>();
        for (int done = 1; done < total; done++) {
            expected.add("Reviewing game **" + gameId + "**: turn " + done + " of " + total + "…");
        }
        assertEquals(expected, lines, "a line after each turn but the last, whose request answers the review");
        assertNull(review.underWay());
        assertTrue(review.ephemeral());
        assertTrue(review.text().startsWith("Review of game **" + gameId + "**"), review.text());
        assertEquals(inOneGo.marked().size() > 0, review.text().contains("\n**Turn "), review.text());
        KeptReview kept = TABLE.store.keptReview(gameId, TABLE.now);
        assertEquals(inOneGo, ReviewRun.resumed(game.record(), ReviewBudget.STANDARD, GameReview.SEED, kept.state())
                .orElseThrow().review(), "the state kept is the review made in one go");

        List<String> again = new ArrayList<>();
        assertEquals(review.text(), TABLE.reviewed(ANN, again, Option.GAME, gameId).text());
        assertEquals(List.of(), again, "asked again, the review kept answers at once");
    }

    @Test
    void aReviewUnderWayIsTakenUpByWhoeverAsksNextAndSpeaksTheirLanguage() {
        String other = TABLE.send(ANN, Command.AI, Option.OPPONENT, ROBOT.id(), Option.LEVEL, "easy", Option.SETUP,
                "fixed", Option.COLOUR, "black").game().id();
        SplittableRandom careless = new SplittableRandom(4);
        for (int turn = 0; turn < 3 && TABLE.game(other).status() == GameStatus.ACTIVE; turn++) {
            List<String> legal = TABLE.game(other).position().legalActions().stream().map(Object::toString).toList();
            TABLE.send(ANN, Command.MOVE, Option.GAME, other, Option.TURN, legal.get(careless.nextInt(legal.size())));
        }
        TABLE.send(ANN, Command.CONFIRM_RESIGN, Option.GAME, other);
        assertEquals(GameStatus.FINISHED, TABLE.game(other).status());
        int total = ReviewRun.of(TABLE.game(other).record(), ReviewBudget.STANDARD, GameReview.SEED).total();
        assertTrue(total > 2, "a few turns: " + total);

        GameReply first = TABLE.handle(GameRequest.of(Table.nextInteraction(), TABLE.guild, TABLE.channel, ANN,
                Command.ANALYZE, Map.of(Option.GAME, other)).withLocales("fr", "fr"));
        assertEquals("Revue de la partie **" + other + "** en cours : tour 1 sur " + total + "…", first.text());
        assertNotNull(first.underWay());
        assertEquals(other, first.underWay().resume());
        GameReply byBo = TABLE.handle(GameRequest.of(Table.nextInteraction(), TABLE.guild, TABLE.channel, BO,
                Command.ANALYZE, Map.of(Option.GAME, other)));
        assertEquals("Reviewing game **" + other + "**: turn 2 of " + total + "…", byBo.text(),
                "Bo's request goes on from Ann's turn");
    }

    /**
     * "Learn from your mistakes" needs the whole review: it takes the one kept for the game, so after {@code
     * /tzaar analyze} it opens in one request (here, where a request reviews one turn, a review made again would
     * take a request a turn); on a game not reviewed yet it reviews in the same steps, and keeps the review for
     * {@code /tzaar analyze}.
     */
    @Test
    void learnFromYourMistakesTakesTheKeptReviewAndKeepsTheOneItMakes() {
        TABLE.reviewed(ANN, new ArrayList<>(), Option.GAME, gameId);
        GameReply opened = TABLE.handle(GameRequest.of(Table.nextInteraction(), TABLE.guild, TABLE.channel, ANN,
                Command.LEARN, Map.of(Option.GAME, gameId)));
        assertNull(opened.underWay(), "the review kept, the marked turns open at once: " + opened.text());
        assertTrue(opened.text().startsWith("**Learn from your mistakes**, game **" + gameId + "**, turn ")
                || opened.text().startsWith("You have no marked turn in game **" + gameId + "**"), opened.text());

        String other = TABLE.send(ANN, Command.AI, Option.OPPONENT, ROBOT.id(), Option.LEVEL, "easy", Option.SETUP,
                "fixed", Option.COLOUR, "white").game().id();
        SplittableRandom careless = new SplittableRandom(5);
        for (int turn = 0; turn < 3 && TABLE.game(other).status() == GameStatus.ACTIVE; turn++) {
            List<String> legal = TABLE.game(other).position().legalActions().stream().map(Object::toString).toList();
            TABLE.send(ANN, Command.MOVE, Option.GAME, other, Option.TURN, legal.get(careless.nextInt(legal.size())));
        }
        TABLE.send(ANN, Command.CONFIRM_RESIGN, Option.GAME, other);
        int total = ReviewRun.of(TABLE.game(other).record(), ReviewBudget.STANDARD, GameReview.SEED).total();
        assertTrue(total > 2, "a few turns: " + total);
        GameRequest learn = GameRequest.of(Table.nextInteraction(), TABLE.guild, TABLE.channel, ANN, Command.LEARN,
                Map.of(Option.GAME, other));
        List<String> lines = new ArrayList<>();
        GameReply reply = TABLE.handle(learn);
        while (reply.underWay() != null && lines.size() < 1_000) {
            lines.add(reply.text());
            reply = TABLE.handle(learn.resuming(reply.underWay()));
        }
        assertEquals(total - 1, lines.size(), "a progress line after each turn but the last: " + lines);
        assertEquals("Reviewing game **" + other + "**: turn 1 of " + total + "…", lines.get(0));
        assertTrue(reply.text().startsWith("**Learn from your mistakes**, game **" + other + "**, turn ")
                || reply.text().startsWith("You have no marked turn in game **" + other + "**"), reply.text());
        List<String> again = new ArrayList<>();
        assertTrue(TABLE.reviewed(ANN, again, Option.GAME, other).text().startsWith("Review of game **" + other));
        assertEquals(List.of(), again, "the review the marked turns made is kept: /tzaar analyze answers at once");
    }
}
