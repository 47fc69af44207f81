package dev.tzaar.bot.rest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;
import software.amazon.awssdk.services.secretsmanager.model.GetSecretValueRequest;
import software.amazon.awssdk.services.secretsmanager.model.GetSecretValueResponse;
import software.amazon.awssdk.services.secretsmanager.model.ResourceNotFoundException;

class SecretBotTokenTest {

    /** Stands in for Secrets Manager: answers with the value, or refuses when there is none. */
    private static SecretsManagerClient secrets(String value, AtomicInteger reads) {
        return new SecretsManagerClient() {
            @Override
            public GetSecretValueResponse getSecretValue(GetSecretValueRequest request) {
                reads.incrementAndGet();
                if (value == null) {
                    throw ResourceNotFoundException.builder().message("Secrets Manager can't find the secret").build();
                }
                return GetSecretValueResponse.builder().name(request.secretId()).secretString(value).build();
            }

            @Override
            public String serviceName() {
                return "secretsmanager";
            }

            @Override
            public void close() {
            }
        };
    }

    @Test
    void theTokenIsTheSecretsValueReadOnce() {
        AtomicInteger reads = new AtomicInteger();
        BotToken token = SecretBotToken.from("tzaar/bot-token", () -> secrets(" the-token\n", reads));

        assertEquals(Optional.of("the-token"), token.value());
        assertEquals(Optional.of("the-token"), token.value());
        assertEquals(1, reads.get());
    }

    @Test
    void aSecretThatCannotBeReadMeansNoTokenRatherThanAFailedSweep() {
        AtomicInteger reads = new AtomicInteger();
        BotToken token = SecretBotToken.from("tzaar/deleted", () -> secrets(null, reads));

        assertTrue(token.value().isEmpty());
        assertEquals(1, reads.get());
    }

    @Test
    void noSecretNamedMeansNoTokenAndNoRead() {
        AtomicInteger reads = new AtomicInteger();
        BotToken token = SecretBotToken.from(" ", () -> secrets("unused", reads));

        assertTrue(token.value().isEmpty());
        assertEquals(0, reads.get());
    }
}
