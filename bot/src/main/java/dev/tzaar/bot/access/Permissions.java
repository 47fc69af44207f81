package dev.tzaar.bot.access;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A member's permissions in a channel, computed as Discord documents it ("Permissions", "Permission
 * Overwrites"): the base is the {@code @everyone} role's (its id is the server's) and every role of the
 * member OR-ed together, and ADMINISTRATOR grants everything; then the channel's overwrites apply, each
 * as {@code (permissions & ~deny) | allow}, in this order: {@code @everyone}'s, the member's roles'
 * together (their denies and their allows each OR-ed), the member's own. A thread has none of its own:
 * its parent's are used.
 */
final class Permissions {
    static final long ADMINISTRATOR = 1L << 3;
    static final long VIEW_CHANNEL = 1L << 10;
    static final long MANAGE_THREADS = 1L << 34;
    static final long ALL = -1L;

    private Permissions() {
    }

    /**
     * @param guild the server's id, which is its {@code @everyone} role's too
     * @param user the member
     * @param memberRoles the member's roles ({@code @everyone} need not be among them)
     * @param rolePermissions each role of the server, with its permissions
     * @param overwrites the channel's permission overwrites
     */
    static long inChannel(String guild, String user, Set<String> memberRoles, Map<String, Long> rolePermissions,
            List<Overwrite> overwrites) {
        long base = rolePermissions.getOrDefault(guild, 0L);
        for (String role : memberRoles) {
            base |= rolePermissions.getOrDefault(role, 0L);
        }
        if ((base & ADMINISTRATOR) != 0) {
            return ALL;
        }
        long permissions = base;
        for (Overwrite overwrite : overwrites) {
            if (!overwrite.member() && overwrite.id().equals(guild)) {
                permissions = (permissions & ~overwrite.deny()) | overwrite.allow();
            }
        }
        long denied = 0;
        long allowed = 0;
        for (Overwrite overwrite : overwrites) {
            if (!overwrite.member() && memberRoles.contains(overwrite.id()) && !overwrite.id().equals(guild)) {
                denied |= overwrite.deny();
                allowed |= overwrite.allow();
            }
        }
        permissions = (permissions & ~denied) | allowed;
        for (Overwrite overwrite : overwrites) {
            if (overwrite.member() && overwrite.id().equals(user)) {
                permissions = (permissions & ~overwrite.deny()) | overwrite.allow();
            }
        }
        return permissions;
    }

    /**
     * One of a channel's permission overwrites.
     *
     * @param id the role's id (the server's for {@code @everyone}) or the member's
     * @param member whether it is a member's (Discord's type 1) rather than a role's (0)
     */
    record Overwrite(String id, boolean member, long allow, long deny) {
    }
}
