package dev.tzaar.bot.activity;

import dev.tzaar.api.Player;
import java.util.Objects;

/**
 * Who looks at the live board, as Discord says (never as the page says).
 *
 * @param player the Discord user: id and the name shown
 * @param locale their Discord language ({@code fr}, {@code en-US}); null when unknown
 */
public record Viewer(Player player, String locale) {
    public Viewer {
        Objects.requireNonNull(player, "player");
    }

    public String id() {
        return player.id();
    }
}
