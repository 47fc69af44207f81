package dev.tzaar.api;

import java.util.Objects;

/** A Discord user as the game knows them: id, the name shown in the channel, and whether a bot. */
public record Player(String id, String name, boolean bot) {
    public Player {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
    }

    /** How Discord writes a mention of this user in message text. */
    public String mention() {
        return "<@" + id + ">";
    }
}
