package dev.tzaar.bot.rest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

/**
 * Discord's REST API as the bot's own HTTP calls reach it (the interaction webhooks and the bot token's
 * posts; the gateway bot's JDA has its own): each attempt bounded (5 s to connect, 10 s for the whole
 * answer), Discord's rate limits honoured, transient failures tried again with backoff until the call's
 * deadline. One instance per frontend: the rate limits it learns are shared by every call it makes.
 *
 * <ul>
 *   <li><b>Rate limits</b> (discord.com/developers/docs/topics/rate-limits). A 429 says how long to wait:
 *       {@code retry_after} in its body (seconds, with a fraction), else its {@code Retry-After} header;
 *       with {@code global} (or {@code X-RateLimit-Global}, or {@code X-RateLimit-Scope: global}) every
 *       call waits, else the calls of its bucket. Every answer's bucket headers are read too: when
 *       {@code X-RateLimit-Remaining} is 0, the next call to the same bucket ({@code X-RateLimit-Bucket}, for
 *       the same top-level resource: a webhook's token, a channel) waits {@code X-RateLimit-Reset-After}
 *       first. A 429 means Discord did nothing: always tried again.</li>
 *   <li><b>Transient failures</b>: a 5xx, a connection that could not be made, an answer that never came.
 *       Tried again after 0.5 s, 1 s, 2 s... (at most 30 s, with some jitter), while the deadline allows,
 *       when a second attempt cannot do the work twice: an edit, a delete, a read, a {@code PUT}, a post
 *       with a nonce Discord enforces ({@link Call#repeatable()}). A call that can ({@code POST} of a
 *       follow-up, of a thread) is tried again only when Discord surely did not take it (no connection was
 *       made, or 502, 503, 504: no server reached); after a 500 or an answer lost on the way it is
 *       {@linkplain Result#uncertain() uncertain}, and left so.</li>
 *   <li><b>A webhook not known yet.</b> Discord knows an interaction's webhook only once it has the
 *       acknowledgement, and the endpoint's answer may cross the first edit: {@code 404 Unknown Webhook}
 *       is tried again for a few seconds when the call says it may come that early.</li>
 * </ul>
 *
 * <p>The waits happen in the calling thread: the relay makes its Discord calls on a lane of the
 * answer's channel, never on a worker that asks the function ({@code dev.tzaar.bot.core.ChannelLanes}).
 */
public final class DiscordCalls {
    /** How long one attempt may take to connect. */
    public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    /** How long one attempt may take, from sending to the whole answer. */
    public static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(10);
    /** The first wait after a transient failure; each next one doubles, to {@link #LONGEST_BACKOFF}. */
    static final Duration FIRST_BACKOFF = Duration.ofMillis(500);
    static final Duration LONGEST_BACKOFF = Duration.ofSeconds(30);
    /** How long after its first attempt an "Unknown Webhook" may still be the acknowledgement on its way. */
    static final Duration NEW_WEBHOOK_WINDOW = Duration.ofSeconds(6);
    private static final int UNKNOWN_WEBHOOK = 10015;
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Past this many remembered buckets, those whose wait is over are forgotten. */
    private static final int REMEMBERED_PAUSES = 1000;

    /**
     * One call to Discord.
     *
     * @param method {@code GET}, {@code POST}...
     * @param uri the whole URL
     * @param route the route, its ids left out (the rate limits' key with {@code major}), like {@code PATCH
     *     webhooks/{application}/{token}/messages/@original}; never the token itself: it is logged
     * @param major the route's top-level resource, which Discord's rate limits count apart (a webhook's
     *     token, a channel's id)
     * @param headers more headers (the bot token's {@code Authorization})
     * @param contentType null without a body
     * @param repeatable whether a second attempt cannot do the work twice
     * @param mayBeNewWebhook whether an "Unknown Webhook" may be the acknowledgement still on its way
     * @param giveUpAt the deadline ({@link System#nanoTime()}) after which no attempt starts, nor any wait
     */
    public record Call(String method, URI uri, String route, String major, Map<String, String> headers,
            String contentType, byte[] body, boolean repeatable, boolean mayBeNewWebhook, long giveUpAt) {

        /** The call as the log and a failure's message name it: never its URL, which may hold a token. */
        @Override
        public String toString() {
            return route;
        }
    }

    /**
     * How a call ended, after its retries: Discord's last answer, or the failure that left none.
     *
     * @param status Discord's HTTP status, or 0 when it never answered
     * @param failure why there is no answer, when there is none
     * @param uncertain Discord may have done the work though it did not say so (a {@code POST} after a 500
     *     or a lost answer): whoever shows something must not take it for certain that nothing was shown
     * @param attempts how many attempts were made
     */
    public record Result(int status, String body, IOException failure, boolean uncertain, int attempts) {
        public boolean ok() {
            return status >= 200 && status < 300;
        }

        /** Discord's JSON error code ({@code code} of the body), or 0. */
        public int code() {
            return read(body).path("code").asInt(0);
        }

        /** What the log says: the status and Discord's body, or the failure, never the token. */
        public String describe() {
            return status == 0 ? (failure == null ? "no answer" : failure.toString()) : status + " " + body;
        }
    }

    private final Supplier<HttpClient> http;
    /** Each route's bucket, as Discord named it in {@code X-RateLimit-Bucket}. */
    private final Map<String, String> bucketOfRoute = new ConcurrentHashMap<>();
    /** Until when ({@link System#nanoTime()}) a bucket of a top-level resource waits. */
    private final Map<String, Long> pausedUntil = new ConcurrentHashMap<>();
    private volatile long globallyPausedUntil = System.nanoTime();

    public DiscordCalls(Supplier<HttpClient> http) {
        this.http = http;
    }

    /** The JDK client the calls are made with: attempts connect within {@link #CONNECT_TIMEOUT}. */
    public static HttpClient newHttpClient() {
        return HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT).build();
    }

    /** Makes the call, trying again as this class says; the result of its last attempt. */
    public Result send(Call call) {
        long firstAttempt = System.nanoTime();
        int attempt = 0;
        Result last = null;
        while (true) {
            long wait = waitBefore(call);
            if (wait > 0) {
                if (System.nanoTime() + wait > call.giveUpAt()) {
                    return last != null ? last : new Result(429, "{\"message\":\"rate limited past the call's deadline\","
                            + "\"code\":0}", null, false, attempt);
                }
                if (!sleep(wait)) {
                    return interrupted(attempt);
                }
            }
            attempt++;
            last = attempt(call, attempt);
            Optional<Long> retryIn = retryIn(call, last, attempt, firstAttempt);
            if (retryIn.isEmpty()) {
                return last;
            }
            if (retryIn.get() > 0) {
                if (System.nanoTime() + retryIn.get() > call.giveUpAt()) {
                    return last;
                }
                if (!sleep(retryIn.get())) {
                    return interrupted(attempt);
                }
            }
        }
    }

    private static Result interrupted(int attempts) {
        Thread.currentThread().interrupt();
        return new Result(0, "", new IOException("interrupted"), false, attempts);
    }

    private Result attempt(Call call, int attempt) {
        long left = call.giveUpAt() - System.nanoTime();
        Duration timeout = Duration.ofNanos(Math.max(Duration.ofMillis(1).toNanos(),
                Math.min(ATTEMPT_TIMEOUT.toNanos(), left)));
        HttpRequest.Builder request = HttpRequest.newBuilder(call.uri()).timeout(timeout)
                .header("User-Agent", "DiscordBot (https://github.com/tzaar, 1) tzaar");
        call.headers().forEach(request::header);
        if (call.body() == null) {
            request.method(call.method(), HttpRequest.BodyPublishers.noBody());
        } else {
            request.header("Content-Type", call.contentType())
                    .method(call.method(), HttpRequest.BodyPublishers.ofByteArray(call.body()));
        }
        try {
            HttpResponse<String> response = http.get().send(request.build(), HttpResponse.BodyHandlers.ofString());
            String body = response.body() == null ? "" : response.body();
            int status = response.statusCode();
            learn(call, status, response.headers(), body);
            // A server that failed may have done the work first; 502, 503 and 504 say none was reached.
            boolean perhapsDone = status >= 500 && status != 502 && status != 503 && status != 504;
            return new Result(status, body, null, perhapsDone, attempt);
        } catch (HttpConnectTimeoutException | ConnectException e) {
            // No connection was made: nothing was sent.
            return new Result(0, "", e, false, attempt);
        } catch (IOException e) {
            // Sent, perhaps taken, and the answer lost (or never given in time).
            return new Result(0, "", e, true, attempt);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(0, "", new IOException("interrupted", e), false, attempt);
        }
    }

    /** Empty when the result is final; else the nanoseconds to wait before the next attempt. */
    private Optional<Long> retryIn(Call call, Result result, int attempt, long firstAttempt) {
        if (Thread.currentThread().isInterrupted() || result.ok()) {
            return Optional.empty();
        }
        int status = result.status();
        if (status == 429) {
            // The wait is noted on the bucket or globally (learn); it is taken before the next attempt.
            return Optional.of(0L);
        }
        if (status == 404 && call.mayBeNewWebhook() && result.code() == UNKNOWN_WEBHOOK
                && System.nanoTime() - firstAttempt < NEW_WEBHOOK_WINDOW.toNanos()) {
            return Optional.of(Duration.ofMillis(Math.min(1000, 100L << Math.min(attempt - 1, 4))).toNanos());
        }
        boolean transientFailure = status >= 500 || status == 0;
        if (!transientFailure) {
            return Optional.empty();
        }
        if (!call.repeatable() && result.uncertain()) {
            return Optional.empty();
        }
        return Optional.of(backoff(attempt));
    }

    /** The wait (nanoseconds) after the {@code attempt}th transient failure: doubling from 0.5 s to 30 s, ±20 %. */
    public static long backoff(int attempt) {
        long base = Math.min(LONGEST_BACKOFF.toNanos(), FIRST_BACKOFF.toNanos() << Math.min(attempt - 1, 10));
        return (long) (base * ThreadLocalRandom.current().nextDouble(0.8, 1.2));
    }

    /**
     * How long this call must still wait for its bucket or for the global limit (zero when it need not):
     * what a caller that gave up at a rate limit longer than its deadline tells its own caller.
     */
    public Duration waitFor(Call call) {
        return Duration.ofNanos(waitBefore(call));
    }

    /** The nanoseconds this call must wait for its bucket or for the global limit; 0 when it need not. */
    private long waitBefore(Call call) {
        long now = System.nanoTime();
        long until = Math.max(globallyPausedUntil, pausedUntil.getOrDefault(pauseKey(call), now));
        return Math.max(0, until - now);
    }

    private String pauseKey(Call call) {
        return bucketOfRoute.getOrDefault(call.route(), call.route()) + " " + call.major();
    }

    /** What an answer says of the rate limits: its bucket, whether it is empty, a 429's wait. */
    private void learn(Call call, int status, HttpHeaders headers, String body) {
        headers.firstValue("X-RateLimit-Bucket").ifPresent(bucket -> bucketOfRoute.put(call.route(), bucket));
        long now = System.nanoTime();
        if (status == 429) {
            JsonNode json = read(body);
            Optional<Double> seconds = json.path("retry_after").isNumber()
                    ? Optional.of(json.path("retry_after").asDouble())
                    : headers.firstValue("Retry-After").flatMap(DiscordCalls::number);
            long wait = seconds.map(DiscordCalls::nanos).orElse(FIRST_BACKOFF.toNanos());
            boolean global = json.path("global").asBoolean(false)
                    || headers.firstValue("X-RateLimit-Global").map("true"::equalsIgnoreCase).orElse(false)
                    || headers.firstValue("X-RateLimit-Scope").map("global"::equalsIgnoreCase).orElse(false);
            if (global) {
                globallyPausedUntil = Math.max(globallyPausedUntil, now + wait);
            } else {
                pause(pauseKey(call), now + wait);
            }
            return;
        }
        boolean empty = headers.firstValue("X-RateLimit-Remaining").flatMap(DiscordCalls::number)
                .map(remaining -> remaining <= 0).orElse(false);
        if (empty) {
            headers.firstValue("X-RateLimit-Reset-After").flatMap(DiscordCalls::number)
                    .ifPresent(seconds -> pause(pauseKey(call), now + nanos(seconds)));
        }
    }

    private void pause(String key, long until) {
        if (pausedUntil.size() > REMEMBERED_PAUSES) {
            long now = System.nanoTime();
            pausedUntil.values().removeIf(time -> time - now < 0);
        }
        pausedUntil.merge(key, until, Math::max);
    }

    private static long nanos(double seconds) {
        return (long) (Math.max(0, Math.min(seconds, 3600)) * 1e9);
    }

    private static Optional<Double> number(String text) {
        try {
            double value = Double.parseDouble(text.strip());
            return Double.isFinite(value) ? Optional.of(value) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static boolean sleep(long nanos) {
        try {
            Thread.sleep(Math.max(1, nanos / 1_000_000), 0);
            return true;
        } catch (InterruptedException e) {
            return false;
        }
    }

    static JsonNode read(String body) {
        try {
            JsonNode json = body == null || body.isBlank() ? null : JSON.readTree(body);
            return json == null ? JSON.createObjectNode() : json;
        } catch (IOException e) {
            return JSON.createObjectNode();
        }
    }

    /** The deadline {@code patience} from now, as {@link Call#giveUpAt()} takes it. */
    public static long within(Duration patience) {
        return System.nanoTime() + patience.toNanos();
    }
}
