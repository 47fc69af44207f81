package dev.tzaar.bench;

import java.io.PrintStream;
import java.util.List;

/**
 * What the games measured cost at AWS's prices, per action and per 1,000 games of
 * {@value #ACTIONS_PER_GAME} actions: each function's duration and requests, and DynamoDB's request
 * units. The whole of the measured games is divided by their actions, so the challenge, the
 * acceptance and the autocompletes ride on the actions they came with.
 *
 * @param games how many games were played
 * @param actions their moves and passes
 * @param functions what each function did for them
 * @param readUnits DynamoDB's read request units for them, as DynamoDB Local reported them
 * @param writeUnits its write request units, the indexes' included
 * @param indexWriteUnits the indexes' part of them, which DynamoDB Local doubles in a transaction
 */
record ActionCost(AwsPrices prices, int games, int actions, List<FunctionWork> functions, double readUnits,
        double writeUnits, double indexWriteUnits) {
    static final int ACTIONS_PER_GAME = 48;
    /** The aim of issue 21: what 1,000 games of 48 actions may cost at most. */
    static final double AIM_PER_THOUSAND_GAMES = 0.50;

    double lambdaDollars(FunctionWork function) {
        return prices.lambdaDollars(function);
    }

    double dynamoDbDollars() {
        return prices.dynamoDbDollars(readUnits, writeUnits);
    }

    /** Everything, for the games measured. */
    double dollars() {
        return functions.stream().mapToDouble(this::lambdaDollars).sum() + dynamoDbDollars();
    }

    /** Dollars for the games measured, scaled to 1,000 games of 48 actions. */
    double perThousandGames(double dollars) {
        return dollars / actions * ACTIONS_PER_GAME * 1000;
    }

    double perAction(double figure) {
        return figure / actions;
    }

    void print(PrintStream out) {
        out.printf("  %d games, %d actions (moves and passes), %.1f actions a game; per action:%n", games, actions,
                actions / (double) games);
        out.println("  function       memory  vCPU  invocations   here: wall / CPU   on Lambda   GB-s        $ per 1,000"
                + " games");
        for (FunctionWork function : functions) {
            double each = function.invocations() == 0 ? 0 : 1000.0 / function.invocations();
            out.printf("  %-13s %5d MB  %4.2f  %6.2f       %6.1f / %5.1f ms   %7.1f ms  %9.5f   $%.3f%n",
                    function.name(), function.memoryMb(), function.vcpus(), perAction(function.invocations()),
                    function.wall().toNanos() / 1e9 * each, function.cpu().toNanos() / 1e9 * each,
                    function.lambdaSeconds() * each, perAction(function.gbSeconds()),
                    perThousandGames(lambdaDollars(function)));
        }
        out.printf("  DynamoDB       %.2f read units, %.2f write units (%.2f of them the indexes') an action"
                + "                $%.3f%n", perAction(readUnits), perAction(writeUnits), perAction(indexWriteUnits),
                perThousandGames(dynamoDbDollars()));
        double undoubled = writeUnits - indexWriteUnits / 2;
        out.printf("    (DynamoDB Local doubles the indexes' writes in a transaction; if DynamoDB does not, %.2f write"
                + " units an action, $%.3f)%n", perAction(undoubled),
                perThousandGames(undoubled * prices.writeUnit() + readUnits * prices.readUnit()));
        out.printf("  total: $%.6f an action, $%.3f per 1,000 games of %d actions   (aim: ≤ $%.2f)%n",
                perAction(dollars()), perThousandGames(dollars()), ACTIONS_PER_GAME, AIM_PER_THOUSAND_GAMES);
    }
}
