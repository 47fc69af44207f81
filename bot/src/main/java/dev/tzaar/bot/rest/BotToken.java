package dev.tzaar.bot.rest;

import dev.tzaar.bot.FirstUse;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The bot's token, for the few posts made outside an interaction (the clock's reminders, threads).
 * Read where it is kept (the environment for a self-hosted bot, a secret on AWS), once, and kept in
 * memory: never logged, never put in a message or an exception.
 */
public final class BotToken {
    private final FirstUse<Optional<String>> value;

    private BotToken(Supplier<Optional<String>> source) {
        this.value = FirstUse.of(() -> source.get().map(String::strip).filter(t -> !t.isEmpty()));
    }

    /** No token: posts outside an interaction fall back to the next interaction in the channel. */
    public static BotToken none() {
        return new BotToken(Optional::empty);
    }

    /** A token known already (the gateway bot's {@code DISCORD_TOKEN}); blank means none. */
    public static BotToken of(String token) {
        Optional<String> value = token == null || token.isBlank() ? Optional.empty() : Optional.of(token.strip());
        return new BotToken(() -> value);
    }

    /** A token read on first use from {@code source} (a secret), then kept; a failed read is tried again next time. */
    public static BotToken readOnce(Supplier<Optional<String>> source) {
        return new BotToken(source);
    }

    /** The token, if there is one. */
    public Optional<String> value() {
        return value.get();
    }

    @Override
    public String toString() {
        return "BotToken[hidden]";
    }
}
