package dev.tzaar.bot.rest;

import java.util.Optional;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * The bot token kept in AWS Secrets Manager, named by the stack's {@code BotTokenSecret} parameter
 * ({@code TZAAR_BOT_TOKEN_SECRET} in the function's environment). The secret's value is the token
 * itself, as plain text. Read once per execution environment and cached ({@link BotToken}).
 */
public final class SecretBotToken {
    /** The environment variable naming the secret (its name or ARN); unset or blank for none. */
    public static final String VARIABLE = "TZAAR_BOT_TOKEN_SECRET";

    private SecretBotToken() {
    }

    /** The token from the named secret, or {@link BotToken#none()} when no secret is named. */
    public static BotToken from(String secretId, java.util.function.Supplier<SecretsManagerClient> client) {
        if (secretId == null || secretId.isBlank()) {
            return BotToken.none();
        }
        return BotToken.readOnce(() -> Optional.ofNullable(
                client.get().getSecretValue(r -> r.secretId(secretId.strip())).secretString()));
    }
}
