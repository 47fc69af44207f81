package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameRequest;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;

/**
 * The live board's button, when a frontend asks about it instead of opening the board (Discord's
 * frontends answer it themselves with the launch-activity response; the console cannot): where the
 * live board is.
 */
public final class ActivityCommand implements CommandHandler {

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        return Decision.privately(Wording.forUser(request).say("activity.where"));
    }
}
