package dev.tzaar.bot.activity;

import dev.tzaar.bot.FirstUse;
import java.util.Optional;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * The Discord application's client secret, which the OAuth2 code exchange needs, kept in AWS Secrets
 * Manager (the stack's {@code ActivityClientSecret} parameter names it; {@value #VARIABLE} in the
 * function's environment). The secret's value is the client secret itself, as plain text. Read when
 * first needed and kept; a read that fails is tried again at the next exchange.
 */
final class ClientSecret implements Supplier<Optional<String>> {
    static final String VARIABLE = "TZAAR_ACTIVITY_SECRET";

    private final FirstUse<Optional<String>> value;

    private ClientSecret(FirstUse<Optional<String>> value) {
        this.value = value;
    }

    /** The secret named {@code secretId}; none when no secret is named. */
    static Supplier<Optional<String>> from(String secretId, Supplier<SecretsManagerClient> client) {
        if (secretId == null || secretId.isBlank()) {
            return Optional::empty;
        }
        return new ClientSecret(FirstUse.of(() -> {
            try (SecretsManagerClient secrets = client.get()) {
                return Optional.ofNullable(secrets.getSecretValue(r -> r.secretId(secretId.strip())).secretString())
                        .map(String::strip).filter(text -> !text.isEmpty());
            } catch (SdkException e) {
                throw new DiscordOAuth.Unavailable("the client secret " + secretId.strip() + " could not be read: "
                        + e.getClass().getSimpleName());
            }
        }));
    }

    @Override
    public Optional<String> get() {
        return value.get();
    }
}
