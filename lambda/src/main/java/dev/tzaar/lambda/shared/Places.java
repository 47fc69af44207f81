package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import java.util.Optional;

/**
 * Where a game can be played: a server channel, or a group DM where a user who installed the app
 * used it; never the DM between one user and the app, where nobody else would see the board.
 */
public final class Places {
    /** The message keys of the refusals. */
    static final String BOT_DM = "challenge.inOurDm";
    static final String UNKNOWN = "challenge.notInServer";

    private Places() {
    }

    /** Why no challenge can be made where the request comes from (a message key); empty when one can. */
    public static Optional<String> challengeRefused(GameRequest request) {
        Optional<InteractionContext> place = request.place();
        if (place.isEmpty()) {
            return Optional.of(UNKNOWN);
        }
        return place.get() == InteractionContext.BOT_DM ? Optional.of(BOT_DM) : Optional.empty();
    }
}
