package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fake's rate limits and the failures a test asks for. Every answer carries Discord's bucket headers
 * ({@code X-RateLimit-Limit}, {@code -Remaining}, {@code -Reset}, {@code -Reset-After}, {@code -Bucket}),
 * the bucket named after the route (its method and path, ids left out) and counted per top-level resource
 * (a webhook's token, a channel), as Discord counts them. The limits are wide, so that only what a test
 * asks for limits the bot: a bucket said empty ({@link FakeDiscord#exhaustNext}), or a 429 ({@link
 * DiscordFault#rateLimited}); then every call of the bucket (of all of them, for the global limit) before
 * the reset is refused with 429, as Discord does, and counted as the bot's mistake.
 */
final class RateLimits {
    /** The limit every bucket says it has: wide enough for any test's bursts. */
    static final int LIMIT = 50;
    private static final Pattern WEBHOOK = Pattern.compile("(webhooks/\\d+/[^/]+)(/.*)?");
    private static final Pattern CHANNEL = Pattern.compile("(channels/\\d+)(/.*)?");

    /**
     * A failure asked for, for the calls whose {@code METHOD route} matches, so many times once {@code
     * passing} of them have been served as usual; only for the webhook calls of one user's interactions when
     * {@code userId} is set.
     */
    private record Scheduled(Pattern calls, String userId, DiscordFault fault, int[] passing, int[] left) {}

    /** A bucket said empty on the next matching answer, for this long. */
    private record Exhaustion(Pattern calls, Duration resetAfter, int[] left) {}

    private final List<Scheduled> scheduled = new ArrayList<>();
    private final List<Exhaustion> exhaustions = new ArrayList<>();
    /** Until when ({@link System#nanoTime()}) a bucket of a resource refuses calls. */
    private final Map<String, Long> closedUntil = new ConcurrentHashMap<>();
    private volatile long globalClosedUntil = System.nanoTime();

    synchronized void failNext(String calls, String userId, DiscordFault fault, int times) {
        failAfter(calls, userId, 0, fault, times);
    }

    synchronized void failAfter(String calls, String userId, int letThrough, DiscordFault fault, int times) {
        scheduled.add(new Scheduled(Pattern.compile(calls), userId, fault, new int[] {letThrough}, new int[] {times}));
    }

    synchronized void exhaustNext(String calls, Duration resetAfter) {
        exhaustions.add(new Exhaustion(Pattern.compile(calls), resetAfter, new int[] {1}));
    }

    /**
     * The failure asked for this call, if any (taken: counted down).
     *
     * @param userId who made the interaction the call is about, or null
     */
    synchronized Optional<DiscordFault> faultFor(String method, String route, String userId) {
        String call = method + " " + path(route);
        for (Scheduled each : scheduled) {
            if (each.left()[0] > 0 && each.calls().matcher(call).matches()
                    && (each.userId() == null || each.userId().equals(userId))) {
                if (each.passing()[0] > 0) {
                    each.passing()[0]--;
                    continue;
                }
                each.left()[0]--;
                notifyAll(); // to awaitFailuresServed
                return Optional.of(each.fault());
            }
        }
        return Optional.empty();
    }

    /**
     * Waits until every failure asked for has been served (a hang counts once its call has arrived).
     *
     * @throws AssertionError after {@code timeout}, naming the failures still waiting for their calls
     */
    synchronized void awaitFailuresServed(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (scheduled.stream().anyMatch(each -> each.left()[0] > 0)) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("failures asked for and not yet served after " + timeout + ": "
                        + scheduled.stream().filter(each -> each.left()[0] > 0)
                                .map(each -> each.fault() + " x" + each.left()[0] + " for " + each.calls()).toList());
            }
            java.util.concurrent.TimeUnit.NANOSECONDS.timedWait(this, left);
        }
    }

    /** Opens every bucket, and the global limit, now. */
    void endAll() {
        closedUntil.clear();
        globalClosedUntil = System.nanoTime();
    }

    /** How long the bucket of this call is still closed (zero when open): a call now is refused with 429. */
    Duration closedFor(String method, String route) {
        long now = System.nanoTime();
        long until = Math.max(globalClosedUntil, closedUntil.getOrDefault(key(method, route), now));
        return Duration.ofNanos(Math.max(0, until - now));
    }

    /** Closes the bucket of this call (or every bucket) for {@code wait}, as a 429 does. */
    void close(String method, String route, Duration wait, boolean global) {
        long until = System.nanoTime() + wait.toNanos();
        if (global) {
            globalClosedUntil = Math.max(globalClosedUntil, until);
        } else {
            closedUntil.merge(key(method, route), until, Math::max);
        }
    }

    /**
     * The bucket headers of an answer to this call. When the test asked for the bucket to be emptied by it,
     * it says so, and the bucket is closed until its reset.
     */
    Map<String, String> headers(String method, String route) {
        Duration resetAfter = Duration.ofSeconds(1);
        int remaining = LIMIT - 1;
        Optional<Duration> exhausted = exhaustion(method, route);
        if (exhausted.isPresent()) {
            resetAfter = exhausted.get();
            remaining = 0;
            close(method, route, resetAfter, false);
        }
        return bucketHeaders(method, route, remaining, resetAfter);
    }

    private synchronized Optional<Duration> exhaustion(String method, String route) {
        String call = method + " " + path(route);
        for (Exhaustion each : exhaustions) {
            if (each.left()[0] > 0 && each.calls().matcher(call).matches()) {
                each.left()[0]--;
                return Optional.of(each.resetAfter());
            }
        }
        return Optional.empty();
    }

    Map<String, String> bucketHeaders(String method, String route, int remaining, Duration resetAfter) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("X-RateLimit-Limit", Integer.toString(LIMIT));
        headers.put("X-RateLimit-Remaining", Integer.toString(remaining));
        double resetSeconds = resetAfter.toMillis() / 1000.0;
        headers.put("X-RateLimit-Reset", String.format(java.util.Locale.ROOT, "%.3f",
                System.currentTimeMillis() / 1000.0 + resetSeconds));
        headers.put("X-RateLimit-Reset-After", String.format(java.util.Locale.ROOT, "%.3f", resetSeconds));
        headers.put("X-RateLimit-Bucket", bucket(method, route));
        return headers;
    }

    /**
     * A 429 as Discord answers it: the body of {@code RatelimitedResponse}, and the headers (also {@code
     * Retry-After}, in whole seconds rounded up, and the scope).
     */
    static ObjectNode tooManyRequests(Duration retryAfter, boolean global) {
        return JSON.createObjectNode().put("message", "You are being rate limited.")
                .put("retry_after", retryAfter.toMillis() / 1000.0).put("global", global).put("code", 0);
    }

    Map<String, String> tooManyRequestsHeaders(String method, String route, Duration retryAfter, boolean global) {
        Map<String, String> headers = bucketHeaders(method, route, 0, retryAfter);
        headers.put("Retry-After", Long.toString(Math.max(1, (retryAfter.toMillis() + 999) / 1000)));
        headers.put("X-RateLimit-Scope", global ? "global" : "user");
        if (global) {
            headers.put("X-RateLimit-Global", "true");
        }
        return headers;
    }

    /** The bucket's name: a hash of the route without its ids, as Discord's are opaque. */
    static String bucket(String method, String route) {
        String shape = method + " " + path(route).replaceAll("webhooks/\\d+/[^/]+", "webhooks/{id}/{token}")
                .replaceAll("\\d{5,}", "{id}");
        return HexFormat.of().toHexDigits(shape.hashCode());
    }

    /** The bucket and the top-level resource it is counted for. */
    private static String key(String method, String route) {
        return bucket(method, route) + " " + major(path(route));
    }

    private static String major(String path) {
        for (Pattern resource : List.of(WEBHOOK, CHANNEL)) {
            Matcher matcher = resource.matcher(path);
            if (matcher.matches()) {
                return matcher.group(1);
            }
        }
        return "";
    }

    private static String path(String route) {
        int query = route.indexOf('?');
        return query < 0 ? route : route.substring(0, query);
    }
}
