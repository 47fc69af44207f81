package dev.tzaar.bot.activity;

import dev.tzaar.api.Player;
import java.util.Objects;
import java.util.Set;

/**
 * Who looks at the live board, as Discord says (never as the page says).
 *
 * @param player the Discord user: id and the name shown
 * @param locale their Discord language ({@code fr}, {@code en-US}); null when unknown
 * @param servers the servers they are a member of, as Discord says ({@code GET /users/@me/guilds}): they may
 *     watch the games played there ({@link ReadRule})
 */
public record Viewer(Player player, String locale, Set<String> servers) {
    public Viewer {
        Objects.requireNonNull(player, "player");
        servers = servers == null ? Set.of() : Set.copyOf(servers);
    }

    /** A viewer who is a member of no server Discord told of: they may read only their own games. */
    public Viewer(Player player, String locale) {
        this(player, locale, Set.of());
    }

    public String id() {
        return player.id();
    }
}
