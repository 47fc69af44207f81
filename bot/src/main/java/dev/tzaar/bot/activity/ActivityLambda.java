package dev.tzaar.bot.activity;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import dev.tzaar.bot.FirstUse;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.LambdaFunctionClient;
import dev.tzaar.bot.function.RelayFunction;
import dev.tzaar.bot.rest.BotRestClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Clock;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.crac.Core;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.secretsmanager.SecretsManagerClient;

/**
 * The Activity function on AWS Lambda, behind a function URL that Discord's proxy calls
 * ({@code <application id>.discordsays.com}, mapped to the URL in the developer portal): the page and
 * its API ({@link ActivityApi}), with viewers known only by Discord's access tokens ({@link
 * DiscordViewers}). There is no other way in: an {@code Authorization: Local} header, which {@code
 * ./tzaar local} accepts on loopback, is nobody here.
 *
 * <p>Settings from the environment: {@code DISCORD_APPLICATION_ID} (the OAuth2 client id),
 * {@code TZAAR_FUNCTION} (the game function's alias ARN), {@code AWS_REGION}, {@value ClientSecret#VARIABLE}
 * (the secret holding the application's client secret), and optionally {@code TZAAR_DISCORD_API} and
 * {@value RelayFunction#VARIABLE} (the relay function's alias ARN: it shows the channel the moves made here,
 * and says who may view a channel, with the bot's token, which this function, behind a public URL, never
 * holds).
 */
public final class ActivityLambda implements RequestHandler<Map<String, Object>, Map<String, Object>> {
    private static final Pattern SNOWFLAKE = Pattern.compile("[0-9]{17,20}");

    private final ActivityApi api;
    // Kept: org.crac holds its resources weakly, and the hook must live as long as the handler.
    private final ActivityPriming priming;

    public ActivityLambda() {
        this(System.getenv());
    }

    /** Wired from the given variables, as on Lambda. */
    public ActivityLambda(Map<String, String> environment) {
        String clientId = environment.get("DISCORD_APPLICATION_ID");
        if (clientId == null || !SNOWFLAKE.matcher(clientId.strip()).matches()) {
            throw new IllegalArgumentException("DISCORD_APPLICATION_ID is not set or not an id: 17 to 20 digits");
        }
        Region region = Region.of(Objects.requireNonNull(environment.get("AWS_REGION"), "AWS_REGION"));
        String function = Objects.requireNonNull(environment.get("TZAAR_FUNCTION"),
                "TZAAR_FUNCTION: the game function's alias ARN");
        String api = environment.get("TZAAR_DISCORD_API");
        URI discord = URI.create(api == null || api.isBlank() ? BotRestClient.DISCORD_API : api.strip());
        FirstUse<HttpClient> http = BotRestClient.discordHttp();
        Supplier<SecretsManagerClient> secrets = () -> SecretsManagerClient.builder()
                .region(region).httpClient(UrlConnectionHttpClient.create()).build();
        FunctionClient game = LambdaFunctionClient.onAws(function, region);
        Optional<RelayFunction> relay = Optional.ofNullable(environment.get(RelayFunction.VARIABLE))
                .map(String::strip).filter(alias -> !alias.isEmpty()).map(alias -> RelayFunction.onAws(alias, region));
        this.api = DiscordActivity.api(discord, clientId.strip(),
                ClientSecret.from(environment.get(ClientSecret.VARIABLE), secrets), game, relay, http,
                Clock.systemUTC());
        this.priming = new ActivityPriming(this.api, http, game);
        Core.getGlobalContext().register(priming);
    }

    /** The given API behind the function URL: a test's. */
    public ActivityLambda(ActivityApi api) {
        this.api = api;
        this.priming = null;
    }

    @Override
    public Map<String, Object> handleRequest(Map<String, Object> event, Context context) {
        return ActivityEvents.response(api.handle(ActivityEvents.request(event)));
    }
}
