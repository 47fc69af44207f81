package dev.tzaar.testkit.discord;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Who may see what in the fake's guild, as a bot reads it with its token: the guild's roles (its
 * {@code @everyone} role, whose id is the guild's, lets view and post), each member's roles, and each
 * channel's permission overwrites; the answers to {@code GET /channels/{id}}, {@code GET
 * /guilds/{id}/members/{user}}, {@code GET /guilds/{id}/roles} and {@code GET
 * /channels/{id}/thread-members/{user}}, in the shapes Discord's description gives them.
 */
final class ServerAccess {
    private record Role(String id, String name, long permissions, int position) {
    }

    private record Overwrite(String id, int type, long allow, long deny) {
    }

    private final String guildId;
    private final String botId;
    private final Snowflakes ids;
    private final Map<String, Role> roles = new ConcurrentHashMap<>();
    private final Map<String, Set<String>> memberRoles = new ConcurrentHashMap<>();
    private final Map<String, List<Overwrite>> overwrites = new ConcurrentHashMap<>();
    /** The guild's text channels besides the fake's own, by id. */
    private final Set<String> textChannels = ConcurrentHashMap.newKeySet();

    ServerAccess(String guildId, String channelId, String botId, Snowflakes ids) {
        this.guildId = guildId;
        this.botId = botId;
        this.ids = ids;
        roles.put(guildId, new Role(guildId, "@everyone", Long.parseLong(DiscordJson.PERMISSIONS), 0));
        textChannels.add(channelId);
    }

    String newRole(String name, long permissions) {
        Role role = new Role(ids.next(), name, permissions, roles.size());
        roles.put(role.id(), role);
        return role.id();
    }

    void giveRole(String user, String role) {
        if (!roles.containsKey(role)) {
            throw new IllegalArgumentException("no such role: " + role);
        }
        memberRoles.computeIfAbsent(user, u -> ConcurrentHashMap.newKeySet()).add(role);
    }

    void takeRole(String user, String role) {
        memberRoles.getOrDefault(user, Set.of()).remove(role);
    }

    void addTextChannel(String id) {
        textChannels.add(id);
    }

    /** @param member whether {@code target} is a member (else a role; the guild's id is {@code @everyone}) */
    void overwrite(String channel, String target, boolean member, long allow, long deny) {
        List<Overwrite> list = overwrites.computeIfAbsent(channel, c -> new CopyOnWriteArrayList<>());
        list.removeIf(o -> o.id().equals(target));
        list.add(new Overwrite(target, member ? 1 : 0, allow, deny));
    }

    /** A text channel of the guild, or a thread of one, as {@code GET /channels/{id}} answers it. */
    Optional<ObjectNode> channel(String id, FakeThread thread) {
        if (thread != null) {
            ObjectNode json = DiscordJson.JSON.createObjectNode().put("id", id).put("type", thread.type())
                    .put("flags", 0).put("guild_id", guildId).put("name", thread.name())
                    .put("parent_id", thread.parentId()).put("owner_id", botId)
                    .put("message_count", 0).put("member_count", thread.memberIds().size())
                    .put("total_message_sent", 0);
            ObjectNode metadata = json.putObject("thread_metadata").put("archived", false)
                    .put("auto_archive_duration", thread.autoArchiveMinutes()).put("locked", false);
            metadata.putNull("archive_timestamp");
            return Optional.of(json);
        }
        if (!textChannels.contains(id)) {
            return Optional.empty();
        }
        ObjectNode json = DiscordJson.JSON.createObjectNode().put("id", id).put("type", 0).put("flags", 0)
                .put("guild_id", guildId).put("name", "tzaar-" + id).put("position", 0);
        ArrayNode list = json.putArray("permission_overwrites");
        for (Overwrite overwrite : overwrites.getOrDefault(id, List.of())) {
            list.addObject().put("id", overwrite.id()).put("type", overwrite.type())
                    .put("allow", Long.toUnsignedString(overwrite.allow()))
                    .put("deny", Long.toUnsignedString(overwrite.deny()));
        }
        return Optional.of(json);
    }

    /** The guild's roles, as {@code GET /guilds/{id}/roles} answers them. */
    ArrayNode roles() {
        ArrayNode list = DiscordJson.JSON.createArrayNode();
        for (Role role : roles.values()) {
            ObjectNode json = list.addObject().put("id", role.id()).put("name", role.name())
                    .put("permissions", Long.toUnsignedString(role.permissions())).put("position", role.position())
                    .put("color", 0).put("hoist", false).put("managed", false).put("mentionable", false)
                    .put("flags", 0);
            json.putObject("colors").put("primary_color", 0).putNull("secondary_color").putNull("tertiary_color");
            json.putNull("icon");
            json.putNull("unicode_emoji");
        }
        return list;
    }

    /** A member, as {@code GET /guilds/{id}/members/{user}} answers: their roles. */
    ObjectNode member(DiscordUser user) {
        ObjectNode json = DiscordJson.member(user, false);
        json.remove("permissions");
        ArrayNode list = json.putArray("roles");
        memberRoles.getOrDefault(user.id(), Set.of()).forEach(list::add);
        json.putNull("banner");
        return json;
    }

    /** A thread's member, as {@code GET /channels/{id}/thread-members/{user}} answers. */
    static ObjectNode threadMember(String thread, String user) {
        return DiscordJson.JSON.createObjectNode().put("id", thread).put("user_id", user)
                .put("join_timestamp", Snowflakes.timeOf(thread).atOffset(ZoneOffset.UTC).toString()).put("flags", 0);
    }
}
