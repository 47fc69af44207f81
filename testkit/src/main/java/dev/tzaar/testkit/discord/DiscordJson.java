package dev.tzaar.testkit.discord;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** The JSON shapes of Discord's objects, with the fields JDA 6 reads. */
final class DiscordJson {
    static final ObjectMapper JSON = new ObjectMapper();

    /**
     * What members and the bot may do in the fake's channel: view, send, embed links, attach files, read
     * history, add reactions, use external emoji, use application commands. JDA drops an interaction whose
     * guild channel comes without {@code permissions}.
     */
    static final String PERMISSIONS = Long.toString(
            1L << 6 | 1L << 10 | 1L << 11 | 1L << 14 | 1L << 15 | 1L << 16 | 1L << 18 | 1L << 31);

    /**
     * What the bot may do in the fake's channel (an interaction's {@code app_permissions}): what members
     * may, and Create Public Threads, Create Private Threads and Send Messages in Threads, as the invite
     * link asks.
     */
    static final String BOT_PERMISSIONS = Long.toString(Long.parseLong(PERMISSIONS) | 1L << 35 | 1L << 36 | 1L << 38);

    /** The same as the first invite link granted it: without Create Private Threads. */
    static final String FIRST_INVITE_BOT_PERMISSIONS = Long.toString(Long.parseLong(BOT_PERMISSIONS) & ~(1L << 36));

    private DiscordJson() {}

    static ObjectNode user(DiscordUser user, boolean bot) {
        ObjectNode json = JSON.createObjectNode()
                .put("id", user.id())
                .put("username", user.username())
                .put("discriminator", "0")
                .put("public_flags", 0)
                .put("flags", 0);
        json.putNull("global_name");
        json.putNull("avatar");
        json.putNull("primary_guild");
        return bot ? json.put("bot", true) : json;
    }

    /** Manage Server ({@code MANAGE_GUILD}): for the members a test makes the server's managers. */
    static final String MANAGER_PERMISSIONS = Long.toString(Long.parseLong(PERMISSIONS) | 1L << 5);

    /** A guild member; {@code resolved} members of an option come without {@code user}, {@code deaf}, {@code mute}. */
    static ObjectNode member(DiscordUser user, boolean resolved) {
        return member(user, resolved, PERMISSIONS);
    }

    /** The same, with the member's permissions in the channel. */
    static ObjectNode member(DiscordUser user, boolean resolved, String permissions) {
        ObjectNode json = JSON.createObjectNode();
        if (!resolved) {
            json.set("user", user(user, false));
            json.put("deaf", false).put("mute", false);
        }
        json.putArray("roles");
        json.put("joined_at", Snowflakes.timeOf(user.id()).atOffset(ZoneOffset.UTC).toString())
                .put("flags", 0)
                .put("pending", false)
                .put("permissions", permissions);
        json.putNull("nick");
        json.putNull("avatar");
        json.putNull("premium_since");
        json.putNull("communication_disabled_until");
        return json;
    }

    /** The DM between a user and the app: a private channel with the user as its recipient. */
    static ObjectNode appDm(String id, DiscordUser user) {
        ObjectNode json = JSON.createObjectNode().put("id", id).put("type", 1).put("flags", 0);
        json.putNull("last_message_id");
        json.putArray("recipients").add(user(user, false));
        return json;
    }

    static ObjectNode textChannel(String id, String guildId, String name) {
        ObjectNode json = JSON.createObjectNode()
                .put("id", id)
                .put("type", 0)
                .put("guild_id", guildId)
                .put("name", name)
                .put("position", 0)
                .put("nsfw", false)
                .put("rate_limit_per_user", 0)
                .put("flags", 0)
                .put("permissions", PERMISSIONS);
        json.putArray("permission_overwrites");
        json.putNull("parent_id");
        json.putNull("topic");
        json.putNull("last_message_id");
        return json;
    }

    /** A thread (type 11 public, 12 private) of a guild's text channel, as Discord describes a channel. */
    static ObjectNode thread(FakeThread thread, String guildId, String ownerId) {
        ObjectNode json = JSON.createObjectNode()
                .put("id", thread.id())
                .put("type", thread.type())
                .put("guild_id", guildId)
                .put("parent_id", thread.parentId())
                .put("owner_id", ownerId)
                .put("name", thread.name())
                .put("rate_limit_per_user", 0)
                .put("message_count", 0)
                .put("member_count", thread.memberIds().size())
                .put("total_message_sent", 0)
                .put("flags", 0)
                .put("permissions", PERMISSIONS);
        json.putNull("last_message_id");
        ObjectNode metadata = json.putObject("thread_metadata").put("archived", false).put("locked", false)
                .put("auto_archive_duration", thread.autoArchiveMinutes())
                .put("archive_timestamp", now()).put("create_timestamp", now());
        if (thread.privateThread()) {
            metadata.put("invitable", thread.invitable());
        }
        return json;
    }

    static ObjectNode error(DiscordError error) {
        return JSON.createObjectNode().put("message", error.getMessage()).put("code", error.code);
    }

    static String now() {
        return OffsetDateTime.now(ZoneOffset.UTC).toString();
    }
}
