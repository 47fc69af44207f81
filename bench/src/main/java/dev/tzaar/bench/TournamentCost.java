package dev.tzaar.bench;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/**
 * What whole tournaments played through the stack cost, per tournament: the interactions Discord sent, each
 * function's invocations and what Lambda would bill for them ({@link FunctionWork}), DynamoDB's request units
 * from the game function's log, each kind of interaction's time, and the whole at AWS's list prices.
 *
 * @param what the tournament, like {@code a Swiss of 8 players in 3 rounds}
 * @param tournaments how many were measured; every figure below is for all of them together
 * @param interactions the interactions Discord sent to the endpoint (autocomplete included)
 * @param placements the moves played (placements of the tournament setup)
 * @param functions what each function did
 * @param readUnits DynamoDB's read request units, as DynamoDB Local reported them
 * @param writeUnits its write request units, the indexes' included
 * @param indexWriteUnits the indexes' part of them, which DynamoDB Local doubles in a transaction
 * @param perInteraction every interaction's time to what it showed, each once
 * @param times the same by kind, and kinds that time an interaction to a later message
 */
record TournamentCost(AwsPrices prices, String what, int tournaments, int games, int rounds, int interactions,
        int placements, List<FunctionWork> functions, double readUnits, double writeUnits, double indexWriteUnits,
        LatencySample perInteraction, Map<String, LatencySample> times) {

    double perTournament(double figure) {
        return figure / tournaments;
    }

    double lambdaDollars(FunctionWork function) {
        return prices.lambdaDollars(function);
    }

    /** DynamoDB's units as DynamoDB Local reported them, the indexes' doubled writes included (as ActionCost). */
    double dynamoDbDollars() {
        return prices.dynamoDbDollars(readUnits, writeUnits);
    }

    /** Everything, for the tournaments measured. */
    double dollars() {
        return functions.stream().mapToDouble(this::lambdaDollars).sum() + dynamoDbDollars();
    }

    void print(PrintStream out) {
        out.printf("%s, %d played through the interactions endpoint; per tournament:%n", what, tournaments);
        out.printf("  games and rounds             %.0f games in %.0f rounds%n", perTournament(games),
                perTournament(rounds));
        out.printf("  interactions (actions)       %.0f: %.0f placements played (each with its autocomplete), "
                + "the rest the creation, the joins, Start, and each game's resignation and its confirmation%n",
                perTournament(interactions), perTournament(placements));
        StringBuilder invocations = new StringBuilder();
        StringBuilder eachOnLambda = new StringBuilder();
        for (FunctionWork function : functions) {
            invocations.append(invocations.length() == 0 ? "" : ", ").append(String.format("%s %.0f", function.name(),
                    perTournament(function.invocations())));
            eachOnLambda.append(eachOnLambda.length() == 0 ? "" : ", ").append(String.format(
                    "%s %.1f ms (%.1f / %.1f ms here, wall / CPU; %.4f GB-s a tournament at %d MB)", function.name(),
                    function.lambdaSeconds() * 1000 / Math.max(1, function.invocations()),
                    function.wall().toNanos() / 1e6 / Math.max(1, function.invocations()),
                    function.cpu().toNanos() / 1e6 / Math.max(1, function.invocations()),
                    perTournament(function.gbSeconds()), function.memoryMb()));
        }
        out.printf("  function invocations         %s%n", invocations);
        out.printf("    each, on Lambda            %s%n", eachOnLambda);
        out.printf("  DynamoDB request units       %.1f read, %.1f write (%.1f of them the indexes', which DynamoDB "
                + "Local doubles in a transaction: %.1f write if DynamoDB does not)%n", perTournament(readUnits),
                perTournament(writeUnits), perTournament(indexWriteUnits),
                perTournament(writeUnits - indexWriteUnits / 2));
        LatencySample all = perInteraction;
        out.printf("  time per interaction         p50 %6.1f ms   p99 %6.1f ms   max %6.1f ms   (%,d, each to what it "
                + "showed; autocomplete to its choices)%n", all.percentileMillis(0.5), all.percentileMillis(0.99),
                all.maxMillis(), all.count());
        times.forEach((kind, sample) -> out.printf("    %-40s p50 %6.1f ms   p99 %6.1f ms   (%,d)%n", kind,
                sample.percentileMillis(0.5), sample.percentileMillis(0.99), sample.count()));
        StringBuilder lambda = new StringBuilder();
        for (FunctionWork function : functions) {
            lambda.append(lambda.length() == 0 ? "" : ", ").append(String.format("%s $%.6f", function.name(),
                    perTournament(lambdaDollars(function))));
        }
        double undoubled = dollars() - indexWriteUnits / 2 * prices.writeUnit();
        out.printf("  cost per tournament          $%.6f: Lambda %s; DynamoDB $%.6f   ($%.2f per 1,000 tournaments; "
                + "$%.6f a tournament if DynamoDB does not double the indexes' writes)%n", perTournament(dollars()),
                lambda, perTournament(dynamoDbDollars()), perTournament(dollars()) * 1000,
                perTournament(undoubled));
    }
}
