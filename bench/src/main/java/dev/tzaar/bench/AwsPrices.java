package dev.tzaar.bench;

import java.io.PrintStream;

/**
 * The list prices an action is priced at: AWS's published on-demand prices for one region, without the
 * free tier (which a small instance stays within, and which is the account's, not the game's).
 *
 * <p>As published by AWS for US East (N. Virginia), checked on 28 November 2026 through copies of the
 * pricing pages and of AWS's announcements (this machine cannot reach aws.amazon.com): Lambda's
 * price per GB-second for arm64 (the first 7.5 billion GB-seconds a month) and per request; DynamoDB's
 * on-demand request units since the 50% cut of 1 November 2024 (they were $1.25 and $0.25 a million
 * before); EventBridge Scheduler's invocations past the 14 million a month that are free; Secrets
 * Manager's secret and API calls.
 *
 * @param gbSecondArm64 Lambda, one GB-second of an arm64 function
 * @param request Lambda, one invocation (a function URL's, an asynchronous one, a synchronous one alike)
 * @param writeUnit DynamoDB on demand, one write request unit
 * @param readUnit DynamoDB on demand, one read request unit
 * @param schedulerInvocation EventBridge Scheduler, one invocation of a target
 * @param secretMonth Secrets Manager, one secret kept for a month
 * @param secretCall Secrets Manager, one API call ({@code GetSecretValue})
 */
record AwsPrices(String region, String checked, double gbSecondArm64, double request, double writeUnit,
        double readUnit, double schedulerInvocation, double secretMonth, double secretCall) {
    static final AwsPrices US_EAST_1 = new AwsPrices("us-east-1", "28 November 2026", 0.0000133334, 0.20 / 1e6,
            0.625 / 1e6, 0.125 / 1e6, 1.00 / 1e6, 0.40, 0.05 / 10_000);

    void print(PrintStream out) {
        out.printf("  Prices: AWS's list prices in %s, checked %s, free tiers left out: Lambda arm64 $%.10f per"
                + " GB-second and $%.2f per million requests; DynamoDB on demand $%.3f per million write and $%.3f"
                + " per million read request units; EventBridge Scheduler $%.2f per million invocations (14 million a"
                + " month free); Secrets Manager $%.2f per secret a month and $%.2f per 10,000 calls.%n",
                region, checked, gbSecondArm64, request * 1e6, writeUnit * 1e6, readUnit * 1e6,
                schedulerInvocation * 1e6, secretMonth, secretCall * 10_000);
    }

    /** What Lambda bills for a function's work: its GB-seconds on arm64 and its requests. */
    double lambdaDollars(FunctionWork function) {
        return function.gbSeconds() * gbSecondArm64 + function.invocations() * request;
    }

    /** What DynamoDB bills for these request units, on demand. */
    double dynamoDbDollars(double readUnits, double writeUnits) {
        return writeUnits * writeUnit + readUnits * readUnit;
    }
}
