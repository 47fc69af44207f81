package dev.tzaar.bot.rest;

import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * The bot token kept in AWS Secrets Manager, named by the stack's {@code BotTokenSecret} parameter
 * ({@code TZAAR_BOT_TOKEN_SECRET} in the function's environment). The secret's value is the token
 * itself, as plain text. Read once per execution environment and cached ({@link BotToken}).
 */
public final class SecretBotToken {
    private static final Logger LOG = LoggerFactory.getLogger(SecretBotToken.class);
    /** The environment variable naming the secret (its name or ARN); unset or blank for none. */
    public static final String VARIABLE = "TZAAR_BOT_TOKEN_SECRET";

    private SecretBotToken() {
    }

    /** The token from the named secret, or {@link BotToken#none()} when no secret is named. */
    public static BotToken from(String secretId, java.util.function.Supplier<SecretsManagerClient> client) {
        if (secretId == null || secretId.isBlank()) {
            return BotToken.none();
        }
        return BotToken.readOnce(() -> {
            try (SecretsManagerClient secrets = client.get()) {
                return Optional.ofNullable(secrets.getSecretValue(r -> r.secretId(secretId.strip())).secretString());
            } catch (SdkException e) {
                // A deleted secret or a denied read must not stop the clock's sweep: without a token,
                // flag falls are still settled and reminders ride on the channel's next reply.
                LOG.warn("The bot token secret {} could not be read, so nothing is posted outside interactions: {}",
                        secretId.strip(), e.getMessage());
                return Optional.empty();
            }
        });
    }
}
