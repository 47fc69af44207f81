package dev.tzaar.testkit.discord;

/** A refusal as Discord words it: an HTTP status, a JSON error code and a message. */
final class DiscordError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    final int status;
    final int code;

    DiscordError(int status, int code, String message) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
    }

    static DiscordError unknownInteraction() {
        return new DiscordError(404, 10062, "Unknown interaction");
    }

    static DiscordError unknownWebhook() {
        return new DiscordError(404, 10015, "Unknown Webhook");
    }

    static DiscordError unknownMessage() {
        return new DiscordError(404, 10008, "Unknown Message");
    }

    static DiscordError invalidFormBody(String why) {
        return new DiscordError(400, 50035, "Invalid Form Body: " + why);
    }
}
