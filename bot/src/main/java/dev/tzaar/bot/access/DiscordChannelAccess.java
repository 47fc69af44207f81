package dev.tzaar.bot.access;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tzaar.bot.access.Permissions.Overwrite;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.DiscordFailed;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Who may view a channel, learnt from Discord with the bot's token: the channel ({@code GET
 * /channels/{id}}: its type, server, parent and overwrites), the member's roles ({@code GET
 * /guilds/{id}/members/{user}}: none when they are no member), the server's roles ({@code GET
 * /guilds/{id}/roles}) and, for a private thread, whether they are in it ({@code GET
 * /channels/{id}/thread-members/{user}}). Each answer is kept {@link #KEPT}: a member who loses access
 * (leaves the server, loses a role, is shut out of the channel or the thread) is told so within that
 * time of the change.
 *
 * <p>The server's owner is treated as their roles say: Discord gives the owner everything, but saying who
 * owns a server would take its whole description ({@code GET /guilds/{id}}), and an owner who gave
 * themself no role that opens the channel is the one case left out.
 */
public final class DiscordChannelAccess implements ChannelAccess {
    /**
     * How long each of Discord's answers is kept; the live board keeps the answers it is given {@link
     * RelayedChannelAccess#KEPT} more: together, the longest a lost access goes on being answered yes.
     */
    public static final Duration KEPT = Duration.ofSeconds(15);
    /** At most so many answers of each kind are kept. */
    private static final int MOST_KEPT = 10_000;
    private static final int DM = 1;
    private static final int GROUP_DM = 3;
    private static final Set<Integer> THREADS = Set.of(10, 11, 12);
    private static final int PRIVATE_THREAD = 12;

    private record ChannelFacts(int type, String guild, String parent, List<Overwrite> overwrites) {
    }

    private record Member(String guild, String user) {
    }

    private record ThreadMember(String thread, String user) {
    }

    private final BotRestClient rest;
    private final Kept<String, Optional<ChannelFacts>> channels;
    private final Kept<String, Map<String, Long>> roles;
    private final Kept<Member, Optional<Set<String>>> members;
    private final Kept<ThreadMember, Boolean> threadMembers;

    public DiscordChannelAccess(BotRestClient rest, Clock clock) {
        this.rest = rest;
        this.channels = new Kept<>(clock, KEPT, MOST_KEPT);
        this.roles = new Kept<>(clock, KEPT, MOST_KEPT);
        this.members = new Kept<>(clock, KEPT, MOST_KEPT);
        this.threadMembers = new Kept<>(clock, KEPT, MOST_KEPT);
    }

    @Override
    public Sight sight(String user, String channel) {
        if (!isSnowflake(user) || !isSnowflake(channel) || !rest.canPost()) {
            return Sight.NONE;
        }
        try {
            return sightOf(user, channel);
        } catch (DiscordFailed e) {
            throw new Unknown("Discord did not say who may view channel " + channel + ": " + e.getMessage(), e);
        }
    }

    private Sight sightOf(String user, String channelId) {
        Optional<ChannelFacts> found = channels.get(channelId, this::channel);
        if (found.isEmpty() || found.get().type() == DM || found.get().type() == GROUP_DM
                || found.get().guild() == null) {
            return Sight.NONE;
        }
        ChannelFacts channel = found.get();
        boolean thread = THREADS.contains(channel.type());
        boolean privateThread = channel.type() == PRIVATE_THREAD;
        Optional<ChannelFacts> permissionsFrom = thread
                ? Optional.ofNullable(channel.parent()).flatMap(parent -> channels.get(parent, this::channel))
                : found;
        Optional<Set<String>> memberRoles = members.get(new Member(channel.guild(), user), this::member);
        if (permissionsFrom.isEmpty() || memberRoles.isEmpty()) {
            return new Sight(channel.guild(), privateThread, false);
        }
        Map<String, Long> serverRoles = roles.get(channel.guild(), this::roles);
        if (!serverRoles.keySet().containsAll(memberRoles.get())) {
            // The member has a role newer than the list kept: the list is asked for again.
            serverRoles = roles.renew(channel.guild(), this::roles);
        }
        long permissions = Permissions.inChannel(channel.guild(), user, memberRoles.get(), serverRoles,
                permissionsFrom.get().overwrites());
        boolean visible = (permissions & Permissions.VIEW_CHANNEL) != 0;
        if (visible && privateThread && (permissions & Permissions.MANAGE_THREADS) == 0) {
            visible = threadMembers.get(new ThreadMember(channelId, user), this::inThread);
        }
        return new Sight(channel.guild(), privateThread, visible);
    }

    private Optional<ChannelFacts> channel(String id) {
        return rest.read("channels/{channel}", "/channels/" + id, id).map(json -> {
            List<Overwrite> overwrites = new ArrayList<>();
            for (JsonNode overwrite : json.path("permission_overwrites")) {
                overwrites.add(new Overwrite(overwrite.path("id").asText(), isMemberOverwrite(overwrite.path("type")),
                        bits(overwrite.path("allow"), 0), bits(overwrite.path("deny"), Permissions.ALL)));
            }
            return new ChannelFacts(json.path("type").asInt(-1), text(json.path("guild_id")),
                    text(json.path("parent_id")), List.copyOf(overwrites));
        });
    }

    private Optional<Set<String>> member(Member member) {
        return rest.read("guilds/{guild}/members/{user}", "/guilds/" + member.guild() + "/members/" + member.user(),
                member.guild()).map(json -> {
                    Set<String> ids = new HashSet<>();
                    json.path("roles").forEach(role -> ids.add(role.asText()));
                    return Set.copyOf(ids);
                });
    }

    private Map<String, Long> roles(String guild) {
        Map<String, Long> permissions = new HashMap<>();
        rest.read("guilds/{guild}/roles", "/guilds/" + guild + "/roles", guild)
                .ifPresent(json -> json.forEach(role -> permissions.put(role.path("id").asText(),
                        bits(role.path("permissions"), 0))));
        return Map.copyOf(permissions);
    }

    private boolean inThread(ThreadMember member) {
        return rest.read("channels/{channel}/thread-members/{user}", "/channels/" + member.thread()
                + "/thread-members/" + member.user(), member.thread()).isPresent();
    }

    /** An overwrite's type: 1 (or {@code "member"}, as older versions of the API wrote it) is a member's. */
    private static boolean isMemberOverwrite(JsonNode type) {
        return type.isNumber() ? type.asInt() == 1 : "member".equals(type.asText());
    }

    /**
     * Discord writes permissions as a decimal string (a number in older versions); an unreadable one is
     * {@code otherwise}: nothing allowed, everything denied.
     */
    private static long bits(JsonNode value, long otherwise) {
        try {
            return value.isNumber() ? value.asLong() : Long.parseUnsignedLong(value.asText());
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    private static String text(JsonNode value) {
        return value.isTextual() ? value.asText() : null;
    }

    private static boolean isSnowflake(String id) {
        return id != null && id.matches("\\d{1,20}");
    }
}
