package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import java.time.Instant;

/**
 * The live board's button, when a frontend asks about it instead of opening the board (Discord's
 * frontends answer it themselves with the launch-activity response; the console cannot): where the
 * live board is.
 */
final class ActivityCommand implements CommandHandler {

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        return Decision.privately(Wording.forUser(request).say("activity.where"));
    }
}
