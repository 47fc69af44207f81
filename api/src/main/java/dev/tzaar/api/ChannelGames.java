package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The games being played in a channel, as a board opened there lists them (the Activity's game
 * picker), and the one it opens on.
 *
 * @param games newest first
 * @param chosen the game a board opened here shows: the only one; with several, the asker's own, the one
 *     where it is their turn first; else the newest; null when there is none
 * @param newcomer whether the asker has never played a game (a board offers them the lessons); in JSON only when true
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ChannelGames(List<Listed> games, String chosen,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean newcomer) {
    public ChannelGames(List<Listed> games, String chosen) {
        this(games, chosen, false);
    }

    public ChannelGames {
        games = games == null ? List.of() : List.copyOf(games);
        if (chosen != null && games.stream().noneMatch(g -> g.id().equals(chosen))) {
            throw new IllegalArgumentException("the chosen game " + chosen + " is not listed");
        }
    }

    /** The same list, for an asker who has never played ({@code true}) or has. */
    public ChannelGames withNewcomer(boolean never) {
        return new ChannelGames(games, chosen, never);
    }

    /** A channel with no game being played. */
    public static ChannelGames none() {
        return new ChannelGames(List.of(), null);
    }

    /**
     * One game of the list.
     *
     * @param status {@link GameStatus}'s name in lower case
     * @param toAct the user whose action it is; null when nobody is to act
     * @param turn the number of the turn now due
     * @param yours whether the asker plays in it
     * @param openTo the server whose members may watch it; null when only its players may (a DM, a private thread)
     */
    public record Listed(String id, Player white, Player black, String status, String toAct, int turn,
            boolean yours, String openTo) {
        public Listed {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(white, "white");
            Objects.requireNonNull(black, "black");
            Objects.requireNonNull(status, "status");
        }

        public static Listed of(String id, Player white, Player black, GameStatus status, String toAct, int turn,
                boolean yours) {
            return new Listed(id, white, black, status.name().toLowerCase(Locale.ROOT), toAct, turn, yours, null);
        }

        /** The same game, open to the members of this server (its players alone with null). */
        public Listed openToMembersOf(String guildId) {
            return new Listed(id, white, black, status, toAct, turn, yours, guildId);
        }
    }
}
