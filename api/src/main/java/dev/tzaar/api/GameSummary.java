package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Objects;

/**
 * What the bot may cache about a game from the last reply, so that it can answer autocomplete (which
 * Discord does not let it defer) without asking the function and without knowing the rules.
 *
 * @param id the game's short id
 * @param channelId the channel the game belongs to
 * @param status where it stands
 * @param challenger who challenged
 * @param opponent who was challenged; null while an open challenge waits for anyone
 * @param white who plays White, once the game has started
 * @param black who plays Black, once the game has started
 * @param position the position in notation, once started
 * @param toAct the id of the user whose action it is, while the game is being played
 * @param legalActions that user's legal actions, in canonical notation ({@code F4xE4}, {@code C3-D4},
 *     {@code pass}, {@code Z@E4})
 * @param turn the number of the turn being played (1 for White's opening turn), 0 before the start
 * @param version increases with every change, so the bot keeps the newest summary it has seen
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record GameSummary(
        String id,
        String channelId,
        GameStatus status,
        Player challenger,
        Player opponent,
        Player white,
        Player black,
        String position,
        String toAct,
        List<String> legalActions,
        int turn,
        long version) {

    public GameSummary {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(challenger, "challenger");
        legalActions = legalActions == null ? List.of() : List.copyOf(legalActions);
    }

    /**
     * A game not started yet (a challenge, or one cancelled or declined): no players by colour, no
     * position, nobody to act, turn 0.
     */
    public static GameSummary notStarted(String id, String channelId, GameStatus status, Player challenger,
            Player opponent, long version) {
        return new GameSummary(id, channelId, status, challenger, opponent, null, null, null, null, List.of(), 0,
                version);
    }

    /** True when the user is one of the two players. */
    public boolean involves(String userId) {
        return challenger.id().equals(userId) || (opponent != null && opponent.id().equals(userId));
    }
}
