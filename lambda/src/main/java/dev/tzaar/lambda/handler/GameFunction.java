package dev.tzaar.lambda.handler;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.UnsentPing;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.lambda.service.GameService;
import dev.tzaar.lambda.store.CapacityMeter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;

/**
 * The function as plain Java: JSON request in, JSON reply out, with the clock and the service
 * passed in. Whatever happens, the bot gets a reply it can show: unreadable requests and failures
 * of ours become a short apology, never a stack trace for the player (that goes to the log).
 */
public final class GameFunction {
    /** The keys of the apologies in the bundles ({@link Texts}), said in the language of the user who acted. */
    static final String UNREADABLE = "function.unreadableRequest";
    public static final String FAILED = "function.failed";
    static final String STORE_TOO_SLOW = "function.storeTooSlow";

    private final GameService service;
    private final Clock clock;
    private final JsonLog log;
    private final CapacityMeter meter;

    public GameFunction(GameService service, Clock clock) {
        this(service, clock, new JsonLog(System.out), new CapacityMeter());
    }

    /** @param meter counts the units of the store's calls (its client's interceptor), logged with each request */
    GameFunction(GameService service, Clock clock, JsonLog log, CapacityMeter meter) {
        this.service = service;
        this.clock = clock;
        this.log = log;
        this.meter = meter;
    }

    /** The store's units since the last request (none when its client is not metered), into the log line. */
    private void putUnits(Map<String, Object> fields) {
        CapacityMeter.Units units = meter.take();
        if (units.calls() > 0) {
            fields.put("dynamoDbCalls", units.calls());
            fields.put("readUnits", units.reads());
            fields.put("writeUnits", units.writes());
            fields.put("indexWriteUnits", units.indexWrites());
        }
    }

    /** A call to the store ran out of its time (FunctionWiring's DynamoDB timeouts), however wrapped. */
    private static boolean timedOut(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ApiCallTimeoutException || cause instanceof ApiCallAttemptTimeoutException) {
                return true;
            }
        }
        return false;
    }

    /** A private apology in the user's language, as Discord named it (English when it did not). */
    private static GameReply apology(String key, String userLocale) {
        return GameReply.privately(Texts.forDiscord(userLocale).text(key));
    }

    public void handle(InputStream in, OutputStream out, String requestId) throws IOException {
        long start = System.nanoTime();
        // Whatever an earlier request (or the priming) left uncounted is not this one's.
        meter.take();
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("requestId", requestId);
        GameReply reply;
        GameRequest request = null;
        byte[] body = in.readAllBytes();
        Optional<ClockSweep> sweep = under(body, ClockSweep.KEY, ClockSweep.class);
        if (sweep.isPresent()) {
            sweepClocks(sweep.get(), out, fields, start);
            return;
        }
        Optional<UnsentPing> unsent = under(body, UnsentPing.KEY, UnsentPing.class);
        if (unsent.isPresent()) {
            keepUnsentPing(unsent.get(), out, fields, start);
            return;
        }
        try {
            request = ApiJson.readRequest(new ByteArrayInputStream(body));
        } catch (IOException | RuntimeException e) {
            fields.put("problem", e.getClass().getSimpleName());
            reply = apology(UNREADABLE, ApiJson.localeOf(body).orElse(null));
        }
        if (request != null) {
            fields.put("interactionId", request.interactionId());
            fields.put("command", request.command().wireName());
            fields.put("userId", request.user().id());
            fields.put("channelId", request.channelId());
            try {
                // The store keeps times to the millisecond: a game read back is the game written.
                Instant now = clock.instant().truncatedTo(ChronoUnit.MILLIS);
                reply = service.handle(request, now);
            } catch (RuntimeException e) {
                log.error("request failed", fields, e);
                reply = apology(timedOut(e) ? STORE_TOO_SLOW : FAILED, request.locale());
            }
        } else {
            reply = apology(UNREADABLE, ApiJson.localeOf(body).orElse(null));
        }
        byte[] json = ApiJson.write(reply).getBytes(StandardCharsets.UTF_8);
        out.write(json);
        out.flush();
        if (reply.game() != null) {
            fields.put("gameId", reply.game().id());
            fields.put("gameVersion", reply.game().version());
        }
        if (reply.unchangedAt() != null) {
            // A live board's poll of a game still at its version, about 5,000 an hour per open board: a line
            // each would cost more to keep than the poll itself (docs/activity.md). A poll that sees a change
            // is logged as any request.
            return;
        }
        fields.put("ephemeral", reply.ephemeral());
        fields.put("image", reply.image() != null);
        fields.put("replyBytes", json.length);
        putUnits(fields);
        fields.put("ms", Duration.ofNanos(System.nanoTime() - start).toMillis());
        log.info("handled", fields);
    }

    /**
     * What the body holds under {@code key} (a sweep, a report), or empty: then it is read as a request,
     * which says what is wrong with it.
     */
    private static <T> Optional<T> under(byte[] body, String key, Class<T> type) {
        try {
            return ApiJson.readUnder(body, key, type);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * A frontend's report of a ping that never got through: kept on its game for the channel's next
     * public reply ({@code {"kept": true}}), unless the game moved on. A failure is thrown on (a function
     * error): the frontend logs it, and the ping is lost as it would have been.
     */
    private void keepUnsentPing(UnsentPing report, OutputStream out, Map<String, Object> fields, long start)
            throws IOException {
        fields.put("command", UnsentPing.KEY);
        fields.put("gameId", report.gameId());
        fields.put("gameVersion", report.version());
        boolean kept;
        try {
            kept = service.keepUnsentPing(report, clock.instant().truncatedTo(ChronoUnit.MILLIS));
        } catch (RuntimeException e) {
            log.error("unsent ping not kept", fields, e);
            throw e;
        }
        out.write(ApiJson.write(Map.of("kept", kept)).getBytes(StandardCharsets.UTF_8));
        out.flush();
        fields.put("kept", kept);
        putUnits(fields);
        fields.put("ms", Duration.ofNanos(System.nanoTime() - start).toMillis());
        log.info("unsent ping", fields);
    }

    /**
     * The clock's sweep, asked by the scheduler. A failure is thrown on (a function error): the
     * scheduler's caller logs it, and the next sweep finds the same games due.
     */
    private void sweepClocks(ClockSweep sweep, OutputStream out, Map<String, Object> fields, long start)
            throws IOException {
        fields.put("command", ClockSweep.KEY);
        ClockSweep.Notices swept;
        try {
            swept = service.sweepClocks(sweep, clock.instant().truncatedTo(ChronoUnit.MILLIS));
        } catch (RuntimeException e) {
            log.error("sweep failed", fields, e);
            throw e;
        }
        out.write(ApiJson.write(swept).getBytes(StandardCharsets.UTF_8));
        out.flush();
        fields.put("notices", swept.notices().size());
        fields.put("games", swept.notices().stream().map(ClockSweep.Notice::gameId).toList());
        fields.put("dailies", swept.dailies().size());
        putUnits(fields);
        fields.put("ms", Duration.ofNanos(System.nanoTime() - start).toMillis());
        log.info("swept", fields);
    }
}
