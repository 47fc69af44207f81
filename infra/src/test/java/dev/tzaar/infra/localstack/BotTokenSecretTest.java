package dev.tzaar.infra.localstack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tzaar.bot.rest.BotToken;
import dev.tzaar.bot.rest.SecretBotToken;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * The bot's token read from Secrets Manager by the project's own reading code ({@link SecretBotToken}, what
 * the relay and Activity functions use for {@code TZAAR_BOT_TOKEN_SECRET}), against the emulator's
 * Secrets Manager, through the SDK's HTTP stack.
 */
@ExtendWith(NeedsDocker.class)
class BotTokenSecretTest implements SaysWhichEmulatorRan {
    private static RunningEmulator emulator;

    @BeforeAll
    static void startEmulator() {
        emulator = RunningEmulator.start("secretsmanager");
    }

    @AfterAll
    static void stopEmulator() throws Exception {
        RunningEmulator.closeAll(emulator);
    }

    @Override
    public URI emulatorEndpoint() {
        return emulator.endpoint();
    }

    @Override
    public List<String> services() {
        return List.of("secretsmanager");
    }

    private static Supplier<SecretsManagerClient> secrets() {
        return () -> SecretsManagerClient.builder()
                .endpointOverride(emulator.endpoint())
                .region(CloudEmulator.region(emulator.container()))
                .credentialsProvider(CloudEmulator.credentials(emulator.container()))
                .httpClient(UrlConnectionHttpClient.create())
                .build();
    }

    @Test
    void theTokenIsTheSecretsValueFoundByItsName() {
        try (SecretsManagerClient client = secrets().get()) {
            client.createSecret(r -> r.name("tzaar/bot-token").secretString("MTIz.bot.token"));
        }

        BotToken token = SecretBotToken.from("tzaar/bot-token", secrets());

        assertEquals(Optional.of("MTIz.bot.token"), token.value());
    }

    @Test
    void theTokenIsFoundByTheSecretsArnAsWell() {
        String arn;
        try (SecretsManagerClient client = secrets().get()) {
            arn = client.createSecret(r -> r.name("tzaar/by-arn").secretString("NDU2.bot.token")).arn();
        }

        assertEquals(Optional.of("NDU2.bot.token"), SecretBotToken.from(arn, secrets()).value());
    }

    @Test
    void aSecretThatDoesNotExistIsNoTokenNotAFailure() {
        assertEquals(Optional.empty(), SecretBotToken.from("tzaar/never-made", secrets()).value());
    }

    @Test
    void noSecretNamedIsNoTokenAndAsksNothing() {
        assertEquals(Optional.empty(), SecretBotToken.from(" ", () -> {
            throw new AssertionError("Secrets Manager was asked for a secret nobody named");
        }).value());
    }
}
