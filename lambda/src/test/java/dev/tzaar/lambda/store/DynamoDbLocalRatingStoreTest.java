package dev.tzaar.lambda.store;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The ratings' store contract against DynamoDB Local, in this JVM. */
class DynamoDbLocalRatingStoreTest extends RatingStoreContract {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.client();
    }

    @Override
    protected String tableName() {
        return LocalDynamoDb.TABLE;
    }
}
