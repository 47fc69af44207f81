package dev.tzaar.lambda.store;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tzaar.api.ThreadKind;
import dev.tzaar.lambda.game.ServerSettings;
import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * How {@link DynamoDbGameStore#write(ServerSettings)} reads a cancelled transaction: only a lost race is
 * "someone changed the settings at the same moment". DynamoDB Local cannot be made to throttle, so the
 * client here cancels every transaction with the reason a test gives (the race itself is
 * GameStoreContract's, on DynamoDB Local).
 */
class SettingsWriteTest {
    private static DynamoDbGameStore cancellingWith(String code) {
        TransactionCanceledException cancelled = TransactionCanceledException.builder()
                .message("Transaction cancelled")
                .cancellationReasons(CancellationReason.builder().code(code).message(code).build())
                .build();
        DynamoDbClient client = (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                    if (method.getName().equals("transactWriteItems")) {
                        throw cancelled;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
        return new DynamoDbGameStore(client, "tzaar");
    }

    private static final ServerSettings PUBLIC = ServerSettings.defaults("200000000000000001")
            .withThreads(ThreadKind.PUBLIC);

    @Test
    void aSettingsWriteThatLostARaceIsReportedAsChangedMeanwhile() {
        assertFalse(cancellingWith("ConditionalCheckFailed").write(PUBLIC));
        assertFalse(cancellingWith("TransactionConflict").write(PUBLIC));
    }

    @Test
    void aSettingsWriteCancelledForAnyOtherReasonIsThrownNotReportedAsARace() {
        assertThrows(TransactionCanceledException.class, () -> cancellingWith("ThrottlingError").write(PUBLIC));
        assertThrows(TransactionCanceledException.class, () -> cancellingWith("ValidationError").write(PUBLIC));
    }
}
