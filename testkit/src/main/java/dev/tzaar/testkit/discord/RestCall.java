package dev.tzaar.testkit.discord;

/**
 * One HTTP request the bot made to the fake's REST API, and how it was answered.
 *
 * @param method {@code GET}, {@code POST}, ...
 * @param route the path below {@code /api/v10/}, with its query, like
 *     {@code interactions/123/tok/callback?with_response=true}
 * @param authorization the {@code Authorization} header as sent, like {@code Bot <token>}
 * @param status the answer's HTTP status
 * @param error Discord's error message when the status is 4xx, else null
 * @param injected the answer is a failure the test asked for ({@link FakeDiscord#failNext}), no fault of
 *     the bot's
 */
public record RestCall(String method, String route, String authorization, int status, String error,
        boolean injected) {

    /** A call answered as the fake's rules say. */
    public RestCall(String method, String route, String authorization, int status, String error) {
        this(method, route, authorization, status, error, false);
    }

    /** Discord refused it, and the bot is to blame: a failure the test asked for is not a refusal. */
    public boolean rejected() {
        return status >= 400 && !injected;
    }

    @Override
    public String toString() {
        return method + " " + route + " -> " + status + (error == null ? "" : " " + error)
                + (injected ? " (asked for by the test)" : "");
    }
}
