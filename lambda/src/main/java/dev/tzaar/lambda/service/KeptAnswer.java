package dev.tzaar.lambda.service;

import dev.tzaar.api.GameReply;

/**
 * What is kept of an answer so that a repeated interaction gets it again: the reply without its
 * picture (PNG bytes would make every write about forty times larger) and how to draw the picture
 * again. Drawing is deterministic, so the redrawn picture has the very same bytes.
 *
 * @param userId who acted: the answer is given again only to them
 * @param reply the reply, without image
 * @param pictureActions when the reply had a picture: how many actions the game had then
 * @param pictureWithDeclaredResult whether the picture showed a resignation or time-out
 * @param panelPictured whether the player's panel in the reply had a picture: the same position, drawn
 *     for them (kept without it, for the same reason)
 */
record KeptAnswer(String userId, GameReply reply, Integer pictureActions, boolean pictureWithDeclaredResult,
        boolean panelPictured) {
}
