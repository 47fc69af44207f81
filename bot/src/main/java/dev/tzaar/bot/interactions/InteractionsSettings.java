package dev.tzaar.bot.interactions;

import dev.tzaar.bot.rest.BotRestClient;
import java.net.URI;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * What the interactions endpoint needs to know, read from the environment. It needs no bot token:
 * Discord's signature authenticates the interactions, and their own tokens the webhook calls. The relay
 * function reads the same settings but checks no signature: the public key is needed only where Discord's
 * signed requests are checked ({@link #forTheEndpoint}, {@link InteractionsFrontend#handle}), so a relay
 * deployed for the live board alone, without the interactions endpoint, starts without one.
 *
 * @param publicKey the application's public key, 64 hex digits ({@code DISCORD_PUBLIC_KEY}), or null when
 *     none is set
 * @param applicationId the application's id ({@code DISCORD_APPLICATION_ID}): the webhooks are its
 * @param discordApi where webhook edits and follow-ups go ({@code TZAAR_DISCORD_API}, default
 *     {@value #DEFAULT_DISCORD_API})
 */
public record InteractionsSettings(String publicKey, String applicationId, URI discordApi) {
    public static final String DEFAULT_DISCORD_API = BotRestClient.DISCORD_API;

    private static final Pattern SNOWFLAKE = Pattern.compile("\\d{17,20}");
    private static final Pattern KEY = Pattern.compile("[0-9a-fA-F]{64}");
    static final String NO_KEY = "DISCORD_PUBLIC_KEY is not set or not a key: 64 hex digits, from the "
            + "Discord developer portal (your application → General Information → Public Key).";

    public InteractionsSettings {
        Objects.requireNonNull(discordApi, "discordApi");
        if (publicKey != null && !KEY.matcher(publicKey).matches()) {
            throw new IllegalArgumentException(NO_KEY);
        }
        if (applicationId == null || !SNOWFLAKE.matcher(applicationId).matches()) {
            throw new IllegalArgumentException("DISCORD_APPLICATION_ID is not set or not an id: 17 to 20 digits, "
                    + "from the Discord developer portal (your application → General Information → Application ID).");
        }
    }

    /**
     * The settings of a process that takes Discord's signed requests (an interactions endpoint on a host of
     * its own): as {@link #fromEnvironment}, and the public key must be set.
     */
    public static InteractionsSettings forTheEndpoint(Map<String, String> environment) {
        if (value(environment, "DISCORD_PUBLIC_KEY") == null) {
            throw new IllegalArgumentException(NO_KEY);
        }
        return fromEnvironment(environment);
    }

    /**
     * The settings the environment gives; a missing or malformed one (but the public key, which may be
     * missing) is an exception that says how to fix it.
     */
    public static InteractionsSettings fromEnvironment(Map<String, String> environment) {
        String api = value(environment, "TZAAR_DISCORD_API");
        URI discordApi;
        try {
            discordApi = URI.create(api == null ? DEFAULT_DISCORD_API : api);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("TZAAR_DISCORD_API is not a URL, like " + DEFAULT_DISCORD_API, e);
        }
        if (discordApi.getScheme() == null || !discordApi.getScheme().startsWith("http")) {
            throw new IllegalArgumentException("TZAAR_DISCORD_API is not an http(s) URL, like " + DEFAULT_DISCORD_API);
        }
        return new InteractionsSettings(value(environment, "DISCORD_PUBLIC_KEY"),
                value(environment, "DISCORD_APPLICATION_ID"), discordApi);
    }

    private static String value(Map<String, String> environment, String name) {
        String value = environment.get(name);
        return value == null || value.isBlank() ? null : value.strip();
    }
}
