package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import java.util.Optional;

/**
 * Where a game can be played: a server channel, or a group DM where a user who installed the app
 * used it; never the DM between one user and the app, where nobody else would see the board.
 */
final class Places {
    static final String BOT_DM = "This is our private chat, so there is nobody here to play against. Challenge a "
            + "friend in a server channel, or in a group DM with them (add the app to your account to use it there); "
            + "here, `/tzaar help`, `/tzaar rules` and `/tzaar games` work.";
    static final String UNKNOWN = "Games are played in a server channel, where both players can see the board.";

    private Places() {
    }

    /** Why no challenge can be made where the request comes from; empty when one can. */
    static Optional<String> challengeRefused(GameRequest request) {
        Optional<InteractionContext> place = request.place();
        if (place.isEmpty()) {
            return Optional.of(UNKNOWN);
        }
        return place.get() == InteractionContext.BOT_DM ? Optional.of(BOT_DM) : Optional.empty();
    }
}
