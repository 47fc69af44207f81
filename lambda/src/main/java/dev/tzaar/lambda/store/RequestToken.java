package dev.tzaar.lambda.store;

import java.util.UUID;

/**
 * The {@code ClientRequestToken} of a write: a random UUID (36 characters, DynamoDB's limit), drawn once
 * for each request the store builds.
 *
 * <p>When the SDK sends a transaction again because the answer to the first try was lost, it sends the
 * same request, token included, and DynamoDB, within ten minutes, reports success without applying it
 * twice. The token must name that one request and nothing else: two copies of one interaction decided at
 * the same instant build the very same transaction, and a token made of its content would make DynamoDB
 * take the second for a resend of the first and report both written, so that both were answered as the
 * first time (the channel shown one Accept's board twice). Each is a write of its own, and the second
 * fails its condition on the answer ({@code ALREADY_ANSWERED}).
 */
final class RequestToken {
    private RequestToken() {
    }

    static String fresh() {
        return UUID.randomUUID().toString();
    }
}
