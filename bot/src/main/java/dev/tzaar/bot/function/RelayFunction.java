package dev.tzaar.bot.function;

import java.net.URI;
import java.util.Objects;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;

/**
 * The relay function, as a function without the bot's token reaches it (the live board's): work handed on
 * to be done with the token ({@link #handOn}, an asynchronous invocation that Lambda queues), and a question
 * only the token can answer ({@link #ask}, a synchronous one). The same code path on AWS (the relay's alias
 * ARN) and on {@code ./tzaar local} (its Invoke API on loopback).
 */
public final class RelayFunction implements AutoCloseable {
    /** The variable naming the relay function's alias, in the functions that hand work on to it. */
    public static final String VARIABLE = "TZAAR_RELAY_FUNCTION";

    private final LambdaClient lambda;
    private final String function;

    private RelayFunction(LambdaClient lambda, String function) {
        this.lambda = lambda;
        this.function = Objects.requireNonNull(function, "function");
    }

    /** The deployed relay: {@code alias} its alias ARN, credentials from the default chain. */
    public static RelayFunction onAws(String alias, Region region) {
        return new RelayFunction(LambdaFunctionClient.builder().region(region)
                .credentialsProvider(DefaultCredentialsProvider.builder().build()).build(), alias);
    }

    /** The relay served on loopback by {@code ./tzaar local}, which takes any credentials. */
    public static RelayFunction local(URI endpoint, String function) {
        return new RelayFunction(LambdaFunctionClient.builder().region(Region.US_EAST_1).endpointOverride(endpoint)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
                .build(), function);
    }

    /**
     * Queues {@code event} for the relay ({@code InvocationType=Event}) and returns once Lambda has it.
     *
     * @throws RelayUnavailable when Lambda did not take it
     */
    public void handOn(String event) {
        InvokeResponse response;
        try {
            response = lambda.invoke(b -> b.functionName(function).invocationType(InvocationType.EVENT)
                    .payload(SdkBytes.fromUtf8String(event)));
        } catch (SdkException e) {
            throw new RelayUnavailable("the relay function did not take the work handed on: " + e.getMessage(), e);
        }
        if (response.statusCode() != 202) {
            throw new RelayUnavailable("the relay function did not queue the work handed on: HTTP "
                    + response.statusCode(), null);
        }
    }

    /**
     * The relay's answer to {@code question} ({@code InvocationType=RequestResponse}).
     *
     * @throws RelayUnavailable when it did not answer, or failed
     */
    public String ask(String question) {
        InvokeResponse response;
        try {
            response = lambda.invoke(b -> b.functionName(function).payload(SdkBytes.fromUtf8String(question)));
        } catch (SdkException e) {
            throw new RelayUnavailable("the relay function did not answer: " + e.getMessage(), e);
        }
        if (response.functionError() != null) {
            throw new RelayUnavailable("the relay function failed: " + response.functionError() + ": "
                    + response.payload().asUtf8String(), null);
        }
        return response.payload().asUtf8String();
    }

    @Override
    public void close() {
        lambda.close();
    }

    /** The relay function could not be reached, did not take the work or failed. */
    public static final class RelayUnavailable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public RelayUnavailable(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
