package dev.tzaar.infra.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tzaar.lambda.store.GameTable;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/** Real DynamoDB Local on a temporary directory. */
class LocalDynamoDbTest {
    private static final String TABLE = "tzaar-games";

    @TempDir
    Path data;

    @Test
    void gamesOutliveARestartOnTheSameDirectory() throws Exception {
        Map<String, AttributeValue> item = Map.of(GameTable.KEY, AttributeValue.fromS("game#abc"),
                "position", AttributeValue.fromS("ttttT/TaaaAT/TAzzZAT/TAZtTZAT/TAZTtzat/taztTzat/tazZZat/taAAAt/tTTTT w 1"));
        try (LocalDynamoDb dynamoDb = LocalDynamoDb.start(data, 0); DynamoDbClient client = dynamoDb.newClient()) {
            assertEquals(List.of(), client.listTables().tableNames(), "a new directory has no table");
            LocalTables.createIfMissing(client, TABLE);
            client.putItem(b -> b.tableName(TABLE).item(item));
        }

        try (LocalDynamoDb dynamoDb = LocalDynamoDb.start(data, 0); DynamoDbClient client = dynamoDb.newClient()) {
            assertEquals(List.of(TABLE), client.listTables().tableNames(), "the table was kept");
            Map<String, AttributeValue> read = client.getItem(b -> b.tableName(TABLE).consistentRead(true)
                    .key(Map.of(GameTable.KEY, AttributeValue.fromS("game#abc")))).item();
            assertEquals(item, read);
        }
    }

    @Test
    void creatingTheTableAgainChangesNothing() throws Exception {
        try (LocalDynamoDb dynamoDb = LocalDynamoDb.start(data, 0); DynamoDbClient client = dynamoDb.newClient()) {
            LocalTables.createIfMissing(client, TABLE);
            TableDescription before = client.describeTable(b -> b.tableName(TABLE)).table();

            LocalTables.createIfMissing(client, TABLE);

            TableDescription after = client.describeTable(b -> b.tableName(TABLE)).table();
            assertEquals(before.creationDateTime(), after.creationDateTime());
            assertEquals(List.of(TABLE), client.listTables().tableNames());
        }
    }

    @Test
    void theTableHasTheShapeOfGameTableWithTtlOnExpires() throws Exception {
        try (LocalDynamoDb dynamoDb = LocalDynamoDb.start(data, 0); DynamoDbClient client = dynamoDb.newClient()) {
            LocalTables.createIfMissing(client, TABLE);

            TableDescription table = client.describeTable(b -> b.tableName(TABLE)).table();
            CreateTableRequest wanted = GameTable.createRequest(TABLE);
            assertEquals(wanted.keySchema(), table.keySchema());
            assertEquals(Set.copyOf(wanted.attributeDefinitions()), Set.copyOf(table.attributeDefinitions()));
            Map<String, GlobalSecondaryIndexDescription> indexes = table.globalSecondaryIndexes().stream()
                    .collect(Collectors.toMap(GlobalSecondaryIndexDescription::indexName, index -> index));
            assertEquals(wanted.globalSecondaryIndexes().size(), indexes.size());
            wanted.globalSecondaryIndexes().forEach(index -> {
                assertEquals(index.keySchema(), indexes.get(index.indexName()).keySchema(), index.indexName());
                assertEquals(index.projection(), indexes.get(index.indexName()).projection(), index.indexName());
            });
            var ttl = client.describeTimeToLive(b -> b.tableName(TABLE)).timeToLiveDescription();
            assertEquals(TimeToLiveStatus.ENABLED, ttl.timeToLiveStatus());
            assertEquals(GameTable.EXPIRES, ttl.attributeName());
        }
    }

    @Test
    void theDataLivesInOneFileUnderTheDirectoryWhateverTheClientsCredentials() throws Exception {
        Path nested = data.resolve("not/yet/there");
        try (LocalDynamoDb dynamoDb = LocalDynamoDb.start(nested, 0); DynamoDbClient client = dynamoDb.newClient()) {
            LocalTables.createIfMissing(client, TABLE);
            // Another access key and region: without -sharedDb this client would see no table.
            try (DynamoDbClient other = DynamoDbClient.builder().endpointOverride(dynamoDb.endpoint())
                    .region(Region.AP_SOUTHEAST_2)
                    .credentialsProvider(StaticCredentialsProvider.create(
                            AwsBasicCredentials.create("bot", "secret")))
                    .httpClient(UrlConnectionHttpClient.create())
                    .build()) {
                assertEquals(List.of(TABLE), other.listTables().tableNames());
            }
        }
        try (var files = Files.list(nested)) {
            assertEquals(List.of("shared-local-instance.db"),
                    files.map(file -> file.getFileName().toString()).sorted().collect(Collectors.toList()));
        }
    }

    @Test
    void itListensOnLoopbackOnlyAndStopsListeningWhenClosed() throws Exception {
        LocalDynamoDb dynamoDb = LocalDynamoDb.start(data, 0);
        int port = dynamoDb.port();
        Optional<InetAddress> outward = nonLoopbackAddress();
        try {
            assertEquals("127.0.0.1", dynamoDb.endpoint().getHost());
            new Socket(InetAddress.getLoopbackAddress(), port).close();
            if (outward.isPresent()) {
                assertThrows(ConnectException.class, () -> {
                    try (Socket socket = new Socket()) {
                        socket.connect(new InetSocketAddress(outward.get(), port), 2_000);
                    }
                }, "reachable from " + outward.get());
            }
        } finally {
            dynamoDb.close();
            dynamoDb.close();
        }
        assertThrows(ConnectException.class, () -> new Socket(InetAddress.getLoopbackAddress(), port).close());
        assumeTrue(outward.isPresent(), "this machine has no other address to check loopback-only against");
    }

    @Test
    void aBusyPortIsAnErrorNotASilentlyDeadServer() throws Exception {
        try (LocalDynamoDb first = LocalDynamoDb.start(data.resolve("a"), 0)) {
            assertThrows(IOException.class, () -> LocalDynamoDb.start(data.resolve("b"), first.port()));
        }
    }

    /**
     * Output is the launcher's. DynamoDB Local prints a banner when started from its command line,
     * and logs each refused request (a failed condition: a lost race, normal here) with a stack trace.
     */
    @Test
    void itPrintsNoBannerAndDoesNotLogRefusedRequests() throws Exception {
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            try (LocalDynamoDb dynamoDb = LocalDynamoDb.start(data, 0)) {
                assertTrue(dynamoDb.port() > 0);
            }
        } finally {
            System.setOut(out);
        }
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
        // Log4j keeps the standard output it found first, so the level is what can be checked.
        Logger handler = LogManager.getLogger("software.amazon.dynamodb.services.local.server.LocalDynamoDBServerHandler");
        assertFalse(handler.isWarnEnabled(), "refused requests would be logged");
        assertTrue(handler.isErrorEnabled(), "DynamoDB Local's own failures still show");
    }

    private static Optional<InetAddress> nonLoopbackAddress() throws IOException {
        return NetworkInterface.networkInterfaces()
                .filter(nic -> {
                    try {
                        return nic.isUp() && !nic.isLoopback();
                    } catch (IOException e) {
                        return false;
                    }
                })
                .flatMap(NetworkInterface::inetAddresses)
                .filter(address -> address instanceof Inet4Address && !address.isLoopbackAddress())
                .min(Comparator.comparing(InetAddress::getHostAddress));
    }
}
