package dev.tzaar.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What ./tzaar bench tournament-play prints of the tournaments it played: per tournament, the interactions, each
 * function's invocations, DynamoDB's units, the time per interaction and the cost at AWS's prices, each on a line
 * of its own that docs/measurements.md quotes.
 */
class TournamentCostTest {
    /** Two tournaments: 120 interactions, 200 read and 400 write units, one function invoked 60 times for 6 s. */
    private static TournamentCost twoTournaments() {
        LatencySample placements = new LatencySample();
        placements.add(Duration.ofMillis(100));
        placements.add(Duration.ofMillis(300));
        Map<String, LatencySample> times = new LinkedHashMap<>();
        times.put("placement, its board shown", placements);
        FunctionWork game = new FunctionWork("game", 1024, 60, Duration.ofSeconds(6), Duration.ZERO, Duration.ZERO);
        return new TournamentCost(AwsPrices.US_EAST_1, "A Swiss of 8 players in 3 rounds", 2, 24, 6, 120, 96,
                List.of(game), 200, 400, 40, placements, times);
    }

    private static String printed(TournamentCost cost) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        cost.print(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void everyFigureIsPrintedPerTournamentOnALineOfItsOwn() {
        String printed = printed(twoTournaments());

        assertTrue(printed.startsWith("A Swiss of 8 players in 3 rounds, 2 played through the interactions endpoint"),
                printed);
        assertTrue(printed.contains("\n  games and rounds             12 games in 3 rounds\n"), printed);
        assertTrue(printed.contains("\n  interactions (actions)       60: 48 placements played"), printed);
        assertTrue(printed.contains("\n  function invocations         game 30\n"), printed);
        assertTrue(printed.contains("\n    each, on Lambda            game 100.5 ms"), printed);
        assertTrue(printed.contains("\n  DynamoDB request units       100.0 read, 200.0 write (20.0 of them the indexes'"),
                printed);
        assertTrue(printed.contains("Local doubles in a transaction: 190.0 write if DynamoDB does not)\n"), printed);
        assertTrue(printed.contains("\n  time per interaction         p50  100.0 ms   p99  300.0 ms   max  300.0 ms"),
                printed);
        assertTrue(printed.contains("\n    placement, its board shown               p50  100.0 ms"), printed);
        assertTrue(printed.contains("\n  cost per tournament          $"), printed);
    }

    /** 60 invocations of 1,024 MB, each 0.1 s and half a millisecond rounded up, 200 read and 400 write units. */
    @Test
    void aTournamentCostsHalfOfWhatTwoCostAtTheListPrices() {
        TournamentCost cost = twoTournaments();
        double lambda = 60 * 0.1005 * 0.0000133334 + 60 * 0.20 / 1e6;
        double dynamoDb = 400 * 0.625 / 1e6 + 200 * 0.125 / 1e6;

        assertEquals(lambda + dynamoDb, cost.dollars(), 1e-12);
        assertTrue(printed(cost).contains(String.format("  cost per tournament          $%.6f: Lambda game $%.6f; "
                + "DynamoDB $%.6f", (lambda + dynamoDb) / 2, lambda / 2, dynamoDb / 2)), printed(cost));
        // 40 index writes, of which DynamoDB Local doubled 20.
        assertTrue(printed(cost).contains(String.format("$%.6f a tournament if DynamoDB does not double the indexes' "
                + "writes)", (lambda + dynamoDb - 20 * 0.625 / 1e6) / 2)), printed(cost));
    }
}
