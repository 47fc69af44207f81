package dev.tzaar.bot.interactions;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.http.ContentStreamProvider;
import software.amazon.awssdk.http.SdkHttpFullRequest;
import software.amazon.awssdk.http.SdkHttpMethod;
import software.amazon.awssdk.http.SdkHttpRequest;
import software.amazon.awssdk.http.auth.aws.signer.AwsV4HttpSigner;
import software.amazon.awssdk.identity.spi.AwsCredentialsIdentity;
import software.amazon.awssdk.regions.PartitionMetadata;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.utils.http.SdkHttpUtils;

/**
 * Queues an asynchronous invocation of a Lambda function ({@code InvocationType=Event}) with one POST
 * to the Lambda Invoke API, signed with the AWS SDK's SigV4 signer and sent by the JDK's HTTP client.
 *
 * <p>Why not the SDK's {@code LambdaClient}: this call is on the acknowledgement path, which a fresh
 * instance must finish within Discord's 3 s. Building the SDK's client and making its first call load
 * about 2,500 classes (its endpoint rules, interceptors, retry strategy, the metadata of every AWS
 * service, the marshallers of every Lambda operation) and took most of a cold acknowledgement
 * (docs/interactions-function.md). The Invoke API's request is small and stable: a path naming the
 * function, the invocation type header, the event as the body; 202 when queued.
 */
public final class EventInvoker {
    /** The Lambda Invoke API's path, before the URL-encoded function name or ARN. */
    static final String INVOKE_PATH = "/2015-03-31/functions/";
    /** Short of Discord's 3 s, so that a hand-off that cannot be made still ends in an apology. */
    static final Duration TIMEOUT = Duration.ofMillis(1200);
    /** The JDK's HTTP client sets these itself, and refuses them from the caller. */
    private static final Set<String> SET_BY_THE_CLIENT = Set.of("host", "content-length", "connection", "expect",
            "upgrade");

    private final HttpClient http;
    private final URI endpoint;
    private final String region;
    private final AwsCredentialsProvider credentials;
    private final AwsV4HttpSigner signer = AwsV4HttpSigner.create();

    private EventInvoker(HttpClient http, URI endpoint, String region, AwsCredentialsProvider credentials) {
        this.http = http;
        this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
        this.region = Objects.requireNonNull(region, "region");
        this.credentials = Objects.requireNonNull(credentials, "credentials");
    }

    /**
     * Lambda in {@code region}, with the credentials of the default chain (on Lambda: the function's role,
     * from the environment, or from the container endpoint under SnapStart). The endpoint is Lambda's
     * regional one, or the one the environment names as the SDK reads it ({@code AWS_ENDPOINT_URL_LAMBDA},
     * then {@code AWS_ENDPOINT_URL}).
     */
    public static EventInvoker onAws(Region region, Map<String, String> environment, HttpClient http) {
        return new EventInvoker(http, endpoint(region, environment), region.id(),
                DefaultCredentialsProvider.builder().build());
    }

    /** Lambda at {@code endpoint} (a loopback Invoke API in tests), signing for {@code region}. */
    public static EventInvoker at(URI endpoint, String region, AwsCredentialsProvider credentials, HttpClient http) {
        return new EventInvoker(http, endpoint, region, credentials);
    }

    /** Where Lambda's Invoke API is for this region, as the SDK's endpoint rules give it. */
    static URI endpoint(Region region, Map<String, String> environment) {
        for (String variable : new String[] {"AWS_ENDPOINT_URL_LAMBDA", "AWS_ENDPOINT_URL"}) {
            String given = environment.get(variable);
            if (given != null && !given.isBlank()) {
                return URI.create(given.strip());
            }
        }
        return URI.create("https://lambda." + region.id() + "." + PartitionMetadata.of(region).dnsSuffix());
    }

    /**
     * Queues the event for {@code function} (its name or ARN, with its qualifier); returns once Lambda
     * has it (202), tries once more after a failure a retry can mend (a lost connection, throttling,
     * Lambda's own error), and otherwise throws.
     */
    public void invoke(String function, String event) {
        RuntimeException failure = null;
        for (int attempt = 1; attempt <= 2; attempt++) {
            try {
                SdkHttpRequest signed = signed(function, event, credentials.resolveCredentials());
                HttpResponse<String> response = http.send(request(signed, event), HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 202) {
                    return;
                }
                failure = new IllegalStateException("Lambda did not queue the invocation of " + function + ": HTTP "
                        + response.statusCode() + " " + response.headers().firstValue("x-amzn-ErrorType").orElse("")
                        + " " + abbreviated(response.body()));
                if (response.statusCode() != 429 && response.statusCode() < 500) {
                    throw failure;
                }
            } catch (IOException e) {
                failure = new IllegalStateException("Lambda could not be reached to invoke " + function, e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while invoking " + function, e);
            }
        }
        throw failure;
    }

    /** The signed request for the event (made, never sent, by the SnapStart priming too). */
    SdkHttpRequest signed(String function, String event, AwsCredentialsIdentity identity) {
        byte[] body = event.getBytes(StandardCharsets.UTF_8);
        SdkHttpFullRequest unsigned = SdkHttpFullRequest.builder().method(SdkHttpMethod.POST).uri(endpoint)
                .encodedPath(INVOKE_PATH + SdkHttpUtils.urlEncode(function) + "/invocations")
                .putHeader("X-Amz-Invocation-Type", "Event").putHeader("Content-Type", "application/json")
                .contentStreamProvider(ContentStreamProvider.fromByteArrayUnsafe(body)).build();
        return signer.sign(r -> r.identity(identity).request(unsigned)
                .payload(ContentStreamProvider.fromByteArrayUnsafe(body))
                .putProperty(AwsV4HttpSigner.SERVICE_SIGNING_NAME, "lambda")
                .putProperty(AwsV4HttpSigner.REGION_NAME, region)).request();
    }

    /** The signed request as the JDK's client sends it: the same URI, headers and body. */
    private static HttpRequest request(SdkHttpRequest signed, String event) {
        HttpRequest.Builder request = HttpRequest.newBuilder(signed.getUri()).timeout(TIMEOUT)
                .POST(HttpRequest.BodyPublishers.ofString(event, StandardCharsets.UTF_8));
        signed.forEachHeader((name, values) -> {
            if (!SET_BY_THE_CLIENT.contains(name.toLowerCase(Locale.ROOT))) {
                values.forEach(value -> request.header(name, value));
            }
        });
        return request.build();
    }

    private static String abbreviated(String body) {
        return body.length() > 300 ? body.substring(0, 300) + "…" : body;
    }
}
