package dev.tzaar.render;

import dev.tzaar.engine.Side;
import java.util.Objects;

/** The names shown for the two sides, as players chose them (Discord display names). */
public record Players(String white, String black) {
    /** When nobody is named: the sides' own names. */
    public static final Players ANONYMOUS = new Players(Side.WHITE.displayName(), Side.BLACK.displayName());

    public Players {
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
    }

    public String name(Side side) {
        return side == Side.WHITE ? white : black;
    }
}
