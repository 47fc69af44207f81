package dev.tzaar.bot.interactions;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Supplier;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import software.amazon.awssdk.auth.credentials.AwsCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsSessionCredentials;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.regions.PartitionMetadata;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.utils.http.SdkHttpUtils;

/**
 * Queues an asynchronous invocation of a Lambda function ({@code InvocationType=Event}): one POST to
 * the Lambda Invoke API, signed with Signature Version 4, sent with the JDK's {@link HttpURLConnection}.
 *
 * <p>Why not the AWS SDK's {@code LambdaClient}, or its signer: this call is on the acknowledgement path,
 * which a fresh instance must finish within Discord's 3 s. Building the SDK's client and making its first
 * call loaded about 2,500 classes (its endpoint rules, interceptors, retry strategy, the metadata of every
 * AWS service, the marshallers of every Lambda operation); its signer alone, the default credentials
 * chain, its partition metadata and the JDK's {@code java.net.http} client each cost 100 to 250 ms of CPU
 * in a fresh JVM (docs/interactions-function.md). The request is small and stable: a path naming the
 * function, the invocation type header, the event as the body, 202 when queued. {@code EventInvokerTest}
 * holds the signature equal to the SDK's signer's.
 */
public final class EventInvoker {
    /** The signing key's ingredients: the role's credentials (a session token when they are temporary). */
    public record Credentials(String accessKeyId, String secretAccessKey, String sessionToken) {
        public Credentials {
            Objects.requireNonNull(accessKeyId, "accessKeyId");
            Objects.requireNonNull(secretAccessKey, "secretAccessKey");
        }

        static Credentials of(AwsCredentials credentials) {
            return new Credentials(credentials.accessKeyId(), credentials.secretAccessKey(),
                    credentials instanceof AwsSessionCredentials session ? session.sessionToken() : null);
        }

        /** Never the secret key or the session token: the record's own would print them into a log. */
        @Override
        public String toString() {
            return "Credentials[hidden]";
        }
    }

    /** A request signed and ready to send: where, the headers to send with it, the body. */
    record Signed(URI uri, Map<String, String> headers, byte[] body) {
        /** Only where it goes: its headers hold the session token and the signature. */
        @Override
        public String toString() {
            return "Signed[" + uri + ", headers hidden]";
        }
    }

    /** The Lambda Invoke API's path, before the URL-encoded function name or ARN. */
    public static final String INVOKE_PATH = "/2015-03-31/functions/";
    /**
     * The whole hand-off, every attempt's connecting and reading included: short of Discord's 3 s, so that a
     * hand-off that cannot be made still ends in an apology.
     */
    static final Duration DEADLINE = Duration.ofMillis(2000);
    /** A second attempt starts only with this much of the deadline left. */
    static final Duration WHOLE_ATTEMPT = Duration.ofMillis(600);
    private static final String ALGORITHM = "AWS4-HMAC-SHA256";
    private static final String SERVICE = "lambda";

    private final URI endpoint;
    private final String region;
    private final Supplier<Credentials> credentials;
    private final Clock clock;
    private final Duration deadline;

    public EventInvoker(URI endpoint, String region, Supplier<Credentials> credentials, Clock clock) {
        this(endpoint, region, credentials, clock, DEADLINE);
    }

    EventInvoker(URI endpoint, String region, Supplier<Credentials> credentials, Clock clock, Duration deadline) {
        this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
        this.region = Objects.requireNonNull(region, "region");
        this.credentials = Objects.requireNonNull(credentials, "credentials");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.deadline = Objects.requireNonNull(deadline, "deadline");
    }

    /**
     * Lambda in {@code region}, as the function's role. The endpoint is the one the environment names as
     * the SDK reads it ({@code AWS_ENDPOINT_URL_LAMBDA}, then {@code AWS_ENDPOINT_URL}; template.yaml sets
     * the first), else Lambda's regional one from the SDK's partition metadata. The credentials are the
     * environment's ({@code AWS_ACCESS_KEY_ID}, {@code AWS_SECRET_ACCESS_KEY}, {@code AWS_SESSION_TOKEN}:
     * Lambda sets them, except under SnapStart), else the SDK's default chain (which finds SnapStart's
     * container credentials).
     */
    public static EventInvoker onAws(Region region, Map<String, String> environment) {
        Supplier<Credentials> credentials;
        if (isSet(environment.get("AWS_ACCESS_KEY_ID")) && isSet(environment.get("AWS_SECRET_ACCESS_KEY"))) {
            Credentials given = new Credentials(environment.get("AWS_ACCESS_KEY_ID"),
                    environment.get("AWS_SECRET_ACCESS_KEY"),
                    isSet(environment.get("AWS_SESSION_TOKEN")) ? environment.get("AWS_SESSION_TOKEN") : null);
            credentials = () -> given;
        } else {
            credentials = fromProvider(DefaultCredentialsProvider.builder().build());
        }
        return new EventInvoker(endpoint(region, environment), region.id(), credentials, Clock.systemUTC());
    }

    /** Lambda at {@code endpoint} (a loopback Invoke API in tests), signing for {@code region}. */
    public static EventInvoker at(URI endpoint, String region, AwsCredentialsProvider credentials) {
        return new EventInvoker(endpoint, region, fromProvider(credentials), Clock.systemUTC());
    }

    private static Supplier<Credentials> fromProvider(AwsCredentialsProvider provider) {
        return () -> Credentials.of(provider.resolveCredentials());
    }

    /** Where Lambda's Invoke API is for this region. */
    static URI endpoint(Region region, Map<String, String> environment) {
        for (String variable : new String[] {"AWS_ENDPOINT_URL_LAMBDA", "AWS_ENDPOINT_URL"}) {
            if (isSet(environment.get(variable))) {
                return URI.create(environment.get(variable).strip());
            }
        }
        return URI.create("https://lambda." + region.id() + "." + PartitionMetadata.of(region).dnsSuffix());
    }

    private static boolean isSet(String value) {
        return value != null && !value.isBlank();
    }

    /**
     * Queues the event for {@code function} (its name or ARN, with its qualifier); returns once Lambda
     * has it (202), and otherwise throws, all within the {@linkplain #DEADLINE deadline}. It tries once more
     * only when the first attempt cannot have queued the event (no connection was made, or Lambda throttled
     * it) and a whole attempt still fits: once the body is sent, Lambda may have queued it, and a second
     * event would relay twice (a second board, a second ping).
     */
    public void invoke(String function, String event) {
        long giveUpAt = System.nanoTime() + deadline.toNanos();
        for (int attempt = 1; ; attempt++) {
            Signed request = signed(function, event, credentials.get());
            IllegalStateException failure;
            try {
                int status = send(request, giveUpAt);
                if (status == 202) {
                    return;
                }
                failure = new IllegalStateException("Lambda did not queue the invocation of " + function
                        + ": HTTP " + status);
                if (status != 429) {
                    throw failure;
                }
            } catch (NotConnected e) {
                failure = new IllegalStateException("Lambda could not be reached to invoke " + function, e.getCause());
            } catch (IOException e) {
                throw new IllegalStateException("Lambda's answer to the invocation of " + function
                        + " was lost (not retried: the event may be queued)", e);
            }
            if (attempt == 2 || giveUpAt - System.nanoTime() < WHOLE_ATTEMPT.toNanos()) {
                throw failure;
            }
        }
    }

    /** Connecting failed: nothing was sent, so a retry cannot queue the event twice. */
    private static final class NotConnected extends IOException {
        private static final long serialVersionUID = 1L;

        NotConnected(IOException cause) {
            super(cause);
        }
    }

    private static int send(Signed request, long giveUpAt) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) request.uri().toURL().openConnection();
        try {
            connection.setRequestMethod("POST");
            connection.setDoOutput(true);
            connection.setFixedLengthStreamingMode(request.body().length);
            request.headers().forEach((name, value) -> {
                if (!name.equals("host")) {
                    // HttpURLConnection sends the Host it signed: the URI's host, and its port unless the default.
                    connection.setRequestProperty(name, value);
                }
            });
            connection.setConnectTimeout(millisLeft(giveUpAt));
            connection.setReadTimeout(millisLeft(giveUpAt));
            try {
                connection.connect();
            } catch (IOException e) {
                throw new NotConnected(e);
            }
            connection.setReadTimeout(millisLeft(giveUpAt));
            try (OutputStream out = connection.getOutputStream()) {
                out.write(request.body());
            }
            int status = connection.getResponseCode();
            // Read to the end, so that the connection can be kept for the next hand-off.
            try (InputStream in = status >= 400 ? connection.getErrorStream() : connection.getInputStream()) {
                if (in != null) {
                    in.readAllBytes();
                }
            }
            return status;
        } catch (IOException e) {
            connection.disconnect();
            throw e;
        }
    }

    /** What is left of the deadline, as a timeout: at least 1 ms, since 0 would mean none. */
    private static int millisLeft(long giveUpAt) {
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, (giveUpAt - System.nanoTime()) / 1_000_000));
    }

    /** The request for the event, signed now (also made, never sent, by the SnapStart priming). */
    Signed signed(String function, String event, Credentials as) {
        byte[] body = event.getBytes(StandardCharsets.UTF_8);
        String path = INVOKE_PATH + SdkHttpUtils.urlEncode(function) + "/invocations";
        URI uri = endpoint.resolve(path);
        String amzDate = amzDate(clock.instant());
        String date = amzDate.substring(0, 8);
        // Canonical headers: names in lower case, in order.
        String payloadHash = hex(sha256(body));
        Map<String, String> headers = new TreeMap<>();
        headers.put("content-type", "application/json");
        // Without a default port, as HttpURLConnection sends it and the SDK's signer signs it.
        headers.put("host", usesDefaultPort(uri) ? uri.getHost() : uri.getHost() + ":" + uri.getPort());
        // As the SDK's signer sends it: the payload's hash, also signed.
        headers.put("x-amz-content-sha256", payloadHash);
        headers.put("x-amz-date", amzDate);
        headers.put("x-amz-invocation-type", "Event");
        if (as.sessionToken() != null) {
            headers.put("x-amz-security-token", as.sessionToken());
        }
        StringBuilder canonicalHeaders = new StringBuilder();
        headers.forEach((name, value) -> canonicalHeaders.append(name).append(':').append(value.strip()).append('\n'));
        String signedHeaders = String.join(";", headers.keySet());
        // Every service but S3 signs the path encoded once more.
        String canonicalRequest = "POST\n" + SdkHttpUtils.urlEncodeIgnoreSlashes(path) + "\n\n" + canonicalHeaders
                + "\n" + signedHeaders + "\n" + payloadHash;
        String scope = date + "/" + region + "/" + SERVICE + "/aws4_request";
        String stringToSign = ALGORITHM + "\n" + amzDate + "\n" + scope + "\n"
                + hex(sha256(canonicalRequest.getBytes(StandardCharsets.UTF_8)));
        byte[] key = hmac(("AWS4" + as.secretAccessKey()).getBytes(StandardCharsets.UTF_8), date);
        key = hmac(key, region);
        key = hmac(key, SERVICE);
        key = hmac(key, "aws4_request");
        String signature = hex(hmac(key, stringToSign));
        headers.put("authorization", ALGORITHM + " Credential=" + as.accessKeyId() + "/" + scope + ", SignedHeaders="
                + signedHeaders + ", Signature=" + signature);
        return new Signed(uri, Map.copyOf(headers), body);
    }

    private static boolean usesDefaultPort(URI uri) {
        return uri.getPort() == -1 || ("https".equalsIgnoreCase(uri.getScheme()) && uri.getPort() == 443)
                || ("http".equalsIgnoreCase(uri.getScheme()) && uri.getPort() == 80);
    }

    /**
     * {@code yyyyMMdd'T'HHmmss'Z'} in UTC, written out by hand: a {@code DateTimeFormatter} loads some 60
     * classes, which a cold acknowledgement would pay for.
     */
    static String amzDate(Instant instant) {
        LocalDateTime utc = LocalDateTime.ofEpochSecond(instant.getEpochSecond(), 0, ZoneOffset.UTC);
        StringBuilder date = new StringBuilder(16);
        digits(date, utc.getYear(), 4);
        digits(date, utc.getMonthValue(), 2);
        digits(date, utc.getDayOfMonth(), 2);
        date.append('T');
        digits(date, utc.getHour(), 2);
        digits(date, utc.getMinute(), 2);
        digits(date, utc.getSecond(), 2);
        return date.append('Z').toString();
    }

    private static void digits(StringBuilder to, int value, int width) {
        String text = Integer.toString(value);
        to.append("0".repeat(Math.max(0, width - text.length()))).append(text);
    }

    private static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JDK has no SHA-256", e);
        }
    }

    private static byte[] hmac(byte[] key, String data) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(data.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JDK has no HmacSHA256", e);
        }
    }

    private static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }
}
