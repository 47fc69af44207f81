package dev.tzaar.testkit.discord;

/**
 * A Discord user, as the fake describes it to the bot: a member of the fake's guild, without roles.
 *
 * @param id a snowflake
 * @param username the unique name, like {@code alice}
 */
public record DiscordUser(String id, String username) {
    /** How a message mentions this user: {@code <@id>}. */
    public String mention() {
        return "<@" + id + ">";
    }
}
