package dev.tzaar.bot.rest;

/**
 * Discord did not take a call, after its retries ({@link DiscordCalls}); the message names the route and
 * Discord's answer, never a token.
 */
public class DiscordFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final int code;
    private final boolean uncertain;

    public DiscordFailed(String message, int status, int code, boolean uncertain, Throwable cause) {
        super(message, cause);
        this.status = status;
        this.code = code;
        this.uncertain = uncertain;
    }

    /** The failure of a call that ended in {@code result}. */
    public DiscordFailed(String route, DiscordCalls.Result result) {
        this(route + (result.status() == 0 ? ": " : " was refused: ") + result.describe()
                + (result.attempts() > 1 ? " (after " + result.attempts() + " attempts)" : ""), result.status(),
                result.status() == 0 ? 0 : result.code(), result.uncertain(), result.failure());
    }

    /** Discord's HTTP status, or 0 when Discord never answered. */
    public int status() {
        return status;
    }

    /** Discord's JSON error code ({@code code} of the body), or 0. */
    public int code() {
        return code;
    }

    /**
     * Discord may have done it anyway (a post whose answer was lost, or a 500): a message may be shown
     * though the call failed, so nobody is told it surely was not, and it is not sent again.
     */
    public boolean uncertain() {
        return uncertain;
    }
}
