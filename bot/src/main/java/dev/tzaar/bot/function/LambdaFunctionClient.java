package dev.tzaar.bot.function;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.UnsentPing;
import dev.tzaar.api.i18n.Texts;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.LambdaClientBuilder;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;

/**
 * Invokes the game function with the AWS SDK, the same code path on AWS (the alias ARN, credentials
 * from the default chain) and locally ({@code ./tzaar local}'s loopback endpoint, any credentials).
 * A repeated call of the same interaction is safe: the function answers it once.
 */
public final class LambdaFunctionClient implements FunctionClient {
    /** Long enough for a cold start (about 1.5 s, less with SnapStart), short of Discord's 15 minutes. */
    public static final Duration TIMEOUT = Duration.ofSeconds(12);

    private final LambdaClient lambda;
    private final String function;
    private final String where;

    private LambdaFunctionClient(LambdaClient lambda, String function, String where) {
        this.lambda = lambda;
        this.function = function;
        this.where = where;
    }

    /** The deployed function: {@code function} is its alias ARN (or name:alias), credentials from the default chain. */
    public static LambdaFunctionClient onAws(String function, Region region) {
        // The JDK's HTTP client, credentials from the default chain.
        return new LambdaFunctionClient(builder().region(region)
                .credentialsProvider(DefaultCredentialsProvider.builder().build()).build(), function,
                "on AWS (" + region + ")");
    }

    /** The function served on loopback by {@code ./tzaar local}, which takes any credentials. */
    public static LambdaFunctionClient local(URI endpoint, String function) {
        return new LambdaFunctionClient(builder().region(Region.US_EAST_1).endpointOverride(endpoint)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                .build(), function, "on " + endpoint);
    }

    /** The SDK's client as this one builds it: the JDK's URL connection, {@link #TIMEOUT} for a whole call. */
    static LambdaClientBuilder builder() {
        return LambdaClient.builder()
                .httpClient(UrlConnectionHttpClient.builder().socketTimeout(TIMEOUT).build())
                .overrideConfiguration(o -> o.apiCallTimeout(TIMEOUT));
    }

    @Override
    public GameReply call(GameRequest request) {
        Objects.requireNonNull(request);
        String answer = invoke(ApiJson.write(request), Texts.ENGLISH.text(FunctionUnavailable.NOT_ANSWERED),
                Texts.ENGLISH.text(FunctionUnavailable.FAILED));
        try {
            return ApiJson.readReply(answer);
        } catch (IOException e) {
            throw new FunctionUnavailable(FunctionUnavailable.UNREADABLE, e);
        }
    }

    @Override
    public ClockSweep.Notices sweepClocks(ClockSweep sweep) {
        String answer = invoke(ApiJson.writeSweep(sweep), "The game service did not answer the clock's sweep.",
                "The clock's sweep failed.");
        try {
            return ApiJson.read(answer, ClockSweep.Notices.class);
        } catch (IOException e) {
            throw new FunctionUnavailable(FunctionUnavailable.UNREADABLE,
                    "The clock's sweep answered in a way this bot cannot read.", e);
        }
    }

    @Override
    public boolean reportUnsentPing(UnsentPing ping) {
        String answer = invoke(ApiJson.writeUnsentPing(ping), "The game service did not answer the report of a ping "
                + "that was not sent.", "The report of a ping that was not sent failed.");
        try {
            return ApiJson.read(answer, java.util.Map.class).get("kept") instanceof Boolean kept && kept;
        } catch (IOException e) {
            throw new FunctionUnavailable(FunctionUnavailable.UNREADABLE,
                    "The report of a ping that was not sent was answered in a way this bot cannot read.", e);
        }
    }

    /**
     * The function's answer to {@code payload}, as text.
     *
     * @throws FunctionUnavailable that it did not answer when the invocation failed, that it failed when
     *     the function did (its error and payload as the cause); logged as {@code notAnswered} or
     *     {@code failed}
     */
    private String invoke(String payload, String notAnswered, String failed) {
        InvokeResponse response;
        try {
            response = lambda.invoke(b -> b.functionName(function).payload(SdkBytes.fromUtf8String(payload)));
        } catch (SdkException e) {
            throw new FunctionUnavailable(FunctionUnavailable.NOT_ANSWERED, notAnswered, e);
        }
        if (response.functionError() != null) {
            throw new FunctionUnavailable(FunctionUnavailable.FAILED, failed,
                    new IllegalStateException(response.functionError() + ": " + response.payload().asUtf8String()));
        }
        return response.payload().asUtf8String();
    }

    @Override
    public Optional<String> whyNotInvokable() {
        return InvokeCheck.problem(lambda, function, where);
    }

    @Override
    public void close() {
        lambda.close();
    }
}
