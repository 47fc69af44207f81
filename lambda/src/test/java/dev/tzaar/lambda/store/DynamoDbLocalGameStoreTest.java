package dev.tzaar.lambda.store;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The store's contract against DynamoDB Local, in this JVM. */
class DynamoDbLocalGameStoreTest extends GameStoreContract {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.client();
    }

    @Override
    protected String tableName() {
        return LocalDynamoDb.TABLE;
    }
}
