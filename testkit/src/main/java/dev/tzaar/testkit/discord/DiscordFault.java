package dev.tzaar.testkit.discord;

import java.time.Duration;
import java.util.Objects;

/**
 * A failure the test asks the fake Discord to answer a call with ({@link FakeDiscord#failNext}), shaped as
 * Discord's documentation and its OpenAPI description say it answers:
 * <ul>
 *   <li>{@link #serverError()}: {@code 500 {"message": "500: Internal Server Error", "code": 0}} (Discord may
 *       or may not have done the work: the fake did not);</li>
 *   <li>{@link #serverErrorAfterDoingIt()}: the same 500, once the fake did the work (a message posted, say),
 *       as Discord may;</li>
 *   <li>{@link #badGateway()}: {@code 502}, no server reached;</li>
 *   <li>{@link #tooLarge()}: {@code 413 {"message": "Request entity too large", "code": 40005}}, a refusal
 *       that trying again does not change;</li>
 *   <li>{@link #unknownWebhook()}: {@code 404 {"message": "Unknown Webhook", "code": 10015}}, as for an
 *       interaction whose token Discord no longer knows;</li>
 *   <li>{@link #rateLimited}: {@code 429} with the body of {@code RatelimitedResponse} ({@code message},
 *       {@code code}, {@code retry_after} in seconds with a fraction, {@code global}) and the headers of
 *       Discord's rate limits ({@code Retry-After} in whole seconds, {@code X-RateLimit-Limit},
 *       {@code -Remaining} 0, {@code -Reset}, {@code -Reset-After}, {@code -Bucket}, {@code -Scope}, and
 *       {@code X-RateLimit-Global} when global); until it is over, every call of the bucket (of any bucket,
 *       when global) is refused with 429 again, as Discord does: a bot that comes back early is refused;</li>
 *   <li>{@link #hang}: the answer comes only after this long (the call is served as usual then, as Discord
 *       would: a client that gave up meanwhile never reads it).</li>
 * </ul>
 * A failure the test asked for is recorded as such ({@link RestCall#injected()}), not as a refusal of
 * the bot's; what the bot does next is judged as usual.
 */
public record DiscordFault(Kind kind, Duration duration, boolean global) {
    /** The kinds of failure. */
    public enum Kind {
        SERVER_ERROR,
        SERVER_ERROR_AFTER_DOING_IT,
        BAD_GATEWAY,
        TOO_LARGE,
        UNKNOWN_WEBHOOK,
        RATE_LIMITED,
        HANG
    }

    public DiscordFault {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(duration, "duration");
    }

    public static DiscordFault serverError() {
        return new DiscordFault(Kind.SERVER_ERROR, Duration.ZERO, false);
    }

    public static DiscordFault serverErrorAfterDoingIt() {
        return new DiscordFault(Kind.SERVER_ERROR_AFTER_DOING_IT, Duration.ZERO, false);
    }

    public static DiscordFault badGateway() {
        return new DiscordFault(Kind.BAD_GATEWAY, Duration.ZERO, false);
    }

    public static DiscordFault tooLarge() {
        return new DiscordFault(Kind.TOO_LARGE, Duration.ZERO, false);
    }

    public static DiscordFault unknownWebhook() {
        return new DiscordFault(Kind.UNKNOWN_WEBHOOK, Duration.ZERO, false);
    }

    /** A 429 of the route's bucket: try again after {@code retryAfter}. */
    public static DiscordFault rateLimited(Duration retryAfter) {
        return new DiscordFault(Kind.RATE_LIMITED, retryAfter, false);
    }

    /** A 429 of the global limit: every call waits {@code retryAfter}. */
    public static DiscordFault globallyRateLimited(Duration retryAfter) {
        return new DiscordFault(Kind.RATE_LIMITED, retryAfter, true);
    }

    /** No answer for {@code wait}, then the usual one. */
    public static DiscordFault hang(Duration wait) {
        return new DiscordFault(Kind.HANG, wait, false);
    }
}
