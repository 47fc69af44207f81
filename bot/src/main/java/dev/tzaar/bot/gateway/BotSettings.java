package dev.tzaar.bot.gateway;

import dev.tzaar.bot.function.LiveBoardOffer;
import java.net.URI;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What the bot needs to know, read from the environment.
 *
 * @param token the bot's Discord token ({@code DISCORD_TOKEN}); never printed, not even by {@link #toString}
 * @param function the game function's name or alias ARN ({@code TZAAR_FUNCTION}, default {@code tzaar-game:live})
 * @param functionEndpoint a loopback endpoint serving the function ({@code TZAAR_FUNCTION_ENDPOINT},
 *     {@code ./tzaar local}), or empty for AWS
 * @param region the AWS region ({@code AWS_REGION}), or empty to read it from the function's ARN
 * @param devGuild a server to register {@code /tzaar} in instead of globally ({@code TZAAR_DEV_GUILD}),
 *     where changes show at once
 * @param liveBoard whether the host enabled the application's Activity, the live board ({@code
 *     TZAAR_ACTIVITY=on}): the board messages get its button, and the app launcher's entry point is registered
 */
public record BotSettings(String token, String function, Optional<URI> functionEndpoint, Optional<String> region,
        Optional<String> devGuild, boolean liveBoard) {
    /**
     * The live alias of the function a stack deployed as docs/hosting.md says is named ({@code sam deploy}
     * with samconfig.toml's stack name {@code tzaar}; template.yaml names the function after it). The
     * region still comes from {@code AWS_REGION}.
     */
    public static final String DEFAULT_FUNCTION = "tzaar-game:live";

    private static final Pattern SNOWFLAKE = Pattern.compile("\\d{17,20}");
    private static final Pattern FUNCTION_ARN = Pattern.compile("arn:aws[a-z-]*:lambda:([a-z0-9-]+):.*");

    public BotSettings {
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(function, "function");
        Objects.requireNonNull(functionEndpoint, "functionEndpoint");
        Objects.requireNonNull(region, "region");
        Objects.requireNonNull(devGuild, "devGuild");
        if (token.isBlank()) {
            throw new IllegalArgumentException("DISCORD_TOKEN is not set: the bot's token, from the Discord developer "
                    + "portal (Bot → Reset Token).");
        }
        if (function.isBlank()) {
            throw new IllegalArgumentException("TZAAR_FUNCTION is blank: the function's name or alias ARN.");
        }
        if (devGuild.isPresent() && !SNOWFLAKE.matcher(devGuild.get()).matches()) {
            throw new IllegalArgumentException("TZAAR_DEV_GUILD is a server id (17 to 20 digits; in Discord: "
                    + "right-click the server → Copy Server ID).");
        }
    }

    /** The settings the environment gives; a missing or malformed one is an exception that says how to fix it. */
    public static BotSettings fromEnvironment(Map<String, String> environment) {
        String endpoint = value(environment, "TZAAR_FUNCTION_ENDPOINT");
        Optional<URI> functionEndpoint;
        try {
            functionEndpoint = endpoint == null ? Optional.empty() : Optional.of(URI.create(endpoint));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("TZAAR_FUNCTION_ENDPOINT is not a URL, like http://127.0.0.1:9001", e);
        }
        String function = value(environment, "TZAAR_FUNCTION");
        return new BotSettings(
                Objects.requireNonNullElse(value(environment, "DISCORD_TOKEN"), ""),
                function == null ? DEFAULT_FUNCTION : function,
                functionEndpoint,
                Optional.ofNullable(value(environment, "AWS_REGION")),
                Optional.ofNullable(value(environment, "TZAAR_DEV_GUILD")),
                LiveBoardOffer.enabledIn(environment));
    }

    private static String value(Map<String, String> environment, String name) {
        String value = environment.get(name);
        return value == null || value.isBlank() ? null : value.strip();
    }

    /** The region to call the function in: {@code AWS_REGION}, else the one in the function's ARN. */
    public Optional<String> functionRegion() {
        if (region.isPresent()) {
            return region;
        }
        var arn = FUNCTION_ARN.matcher(function);
        return arn.matches() ? Optional.of(arn.group(1)) : Optional.empty();
    }

    @Override
    public String toString() {
        return "BotSettings[token=(hidden), function=" + function + ", functionEndpoint="
                + functionEndpoint.map(URI::toString).orElse("(AWS)") + ", region=" + region.orElse("(from ARN)")
                + ", devGuild=" + devGuild.orElse("(global)") + "]";
    }
}
