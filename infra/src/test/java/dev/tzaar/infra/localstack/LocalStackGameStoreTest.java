package dev.tzaar.infra.localstack;

import dev.tzaar.lambda.store.GameStoreContract;
import dev.tzaar.infra.local.LocalTables;
import dev.tzaar.lambda.store.RatingStoreContract;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.localstack.LocalStackContainer;
import org.testcontainers.utility.DockerImageName;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The store's contract (from lambda's tests) against LocalStack's DynamoDB, reached the way the
 * function reaches DynamoDB: over HTTP, through the SDK's own client stack. Needs Docker; without a
 * Docker engine the whole class is reported skipped, with the reason on the console and in the
 * report ({@link NeedsDocker}), and nothing else in the build needs Docker.
 */
@ExtendWith(NeedsDocker.class)
@Testcontainers(disabledWithoutDocker = true)
class LocalStackGameStoreTest extends GameStoreContract {
    private static final String TABLE = "games";

    @Container
    private static final LocalStackContainer LOCALSTACK =
            new LocalStackContainer(DockerImageName.parse("localstack/localstack:4")).withServices("dynamodb");

    private static DynamoDbClient client;

    @BeforeAll
    static void makeTable() {
        client = DynamoDbClient.builder()
                .endpointOverride(LOCALSTACK.getEndpoint())
                .region(Region.of(LOCALSTACK.getRegion()))
                .credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create(LOCALSTACK.getAccessKey(), LOCALSTACK.getSecretKey())))
                .httpClient(UrlConnectionHttpClient.create())
                .build();
        LocalTables.createIfMissing(client, TABLE);
    }

    @AfterAll
    static void closeClient() {
        if (client != null) {
            client.close();
        }
    }

    @Override
    protected DynamoDbClient client() {
        return client;
    }

    @Override
    protected String tableName() {
        return TABLE;
    }

    /** The ratings' part of the store's contract, on the same LocalStack. */
    @Nested
    class Ratings extends RatingStoreContract {
        @Override
        protected DynamoDbClient client() {
            return client;
        }

        @Override
        protected String tableName() {
            return TABLE;
        }
    }
}
