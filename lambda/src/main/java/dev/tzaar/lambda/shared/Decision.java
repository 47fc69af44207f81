package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameReply;
import dev.tzaar.lambda.game.Game;

/** What a command decided: only an answer, or a change to one game with its answer. */
public sealed interface Decision {

    /** A reply that changes nothing: errors, lists, help, the board shown again. */
    record Answer(GameReply reply) implements Decision {
    }

    /**
     * A new version of a game, to be written together with the reply, or not at all. When
     * {@code picture} is set, the reply gets the board of the new version.
     */
    record Change(Game game, GameReply reply, boolean picture) implements Decision {
    }

    /** An error, or anything else only the user who asked should see. */
    static Decision refuse(String reason) {
        return new Answer(GameReply.privately(reason));
    }

    /** Information only the user who asked should see. */
    static Decision privately(String text) {
        return new Answer(GameReply.privately(text));
    }
}
