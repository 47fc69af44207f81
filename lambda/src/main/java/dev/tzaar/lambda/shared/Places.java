package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import java.util.Optional;

/**
 * Where a game can be played: a server channel, or a group DM where a user who installed the app
 * used it. The DM between one user and the app holds no challenge, since nobody else would see the
 * board; a game against the bot is played there too, since its one human is the one who sees it.
 */
public final class Places {
    /** The message keys of the refusals. */
    static final String BOT_DM = "challenge.inOurDm";
    static final String UNKNOWN = "challenge.notInServer";

    private Places() {
    }

    /** Why no challenge can be made where the request comes from (a message key); empty when one can. */
    public static Optional<String> challengeRefused(GameRequest request) {
        return botGameRefused(request).or(() -> request.place().filter(place -> place == InteractionContext.BOT_DM)
                .map(place -> BOT_DM));
    }

    /**
     * Why no game against the bot can be begun where the request comes from (a message key); empty when
     * one can: wherever Discord says where it is, the app's own DM included (the course's last button
     * leads there, wherever the course was taken).
     */
    public static Optional<String> botGameRefused(GameRequest request) {
        return request.place().isEmpty() ? Optional.of(UNKNOWN) : Optional.empty();
    }
}
