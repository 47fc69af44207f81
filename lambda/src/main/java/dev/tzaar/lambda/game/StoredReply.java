package dev.tzaar.lambda.game;

import java.time.Instant;
import java.util.Objects;

/**
 * The answer given to an interaction that changed a game, kept so that the same interaction
 * delivered again gets the same answer and changes nothing. The payload is the service's to read.
 *
 * @param interactionId the Discord interaction id
 * @param gameId the game it changed
 * @param payload what the service needs to give the answer again
 * @param expiresAt when it may be forgotten (Discord retries within minutes; a day is plenty)
 */
public record StoredReply(String interactionId, String gameId, String payload, Instant expiresAt) {
    public StoredReply {
        Objects.requireNonNull(interactionId, "interactionId");
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(payload, "payload");
        Objects.requireNonNull(expiresAt, "expiresAt");
    }
}
