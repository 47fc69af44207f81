package dev.tzaar.bot.commands;

import dev.tzaar.api.Capability;
import java.math.BigInteger;
import java.util.EnumSet;
import java.util.Set;

/**
 * Which kinds of game thread the bot can start, read from what Discord tells both frontends alike: the
 * bot's permissions in the interaction's channel ({@code app_permissions}) and the channel's type. One
 * definition, so that the gateway bot and the interactions endpoint grant the same capabilities.
 *
 * <p>A public thread needs Create Public Threads and Send Messages in Threads, in a text or announcement
 * channel; a private one Create Private Threads and Send Messages in Threads, in a text channel only
 * (Discord's ChannelTypes: private threads exist only "within a GUILD_TEXT channel"). Administrator
 * implies every permission. Unknown permissions grant nothing.
 */
public final class BotThreadPermissions {
    private static final int ADMINISTRATOR = 3;
    private static final int CREATE_PUBLIC_THREADS = 35;
    private static final int CREATE_PRIVATE_THREADS = 36;
    private static final int SEND_MESSAGES_IN_THREADS = 38;
    private static final int GUILD_TEXT = 0;
    private static final int GUILD_ANNOUNCEMENT = 5;

    private BotThreadPermissions() {}

    /** The threads the bot can start in the interaction's own channel (a challenge's game). */
    public static Set<Capability> here(CommandInput input) {
        Set<Capability> granted = EnumSet.noneOf(Capability.class);
        if (!input.appInstalledInServer()) {
            return granted;
        }
        int type = input.channelType();
        if ((type == GUILD_TEXT || type == GUILD_ANNOUNCEMENT) && allows(input, CREATE_PUBLIC_THREADS)) {
            granted.add(Capability.START_THREADS);
        }
        if (type == GUILD_TEXT && allows(input, CREATE_PRIVATE_THREADS)) {
            granted.add(Capability.START_PRIVATE_THREADS);
        }
        return granted;
    }

    /**
     * The threads the bot is allowed to start, by its permissions where the command was typed, whatever
     * that channel is (a server's setting is typed anywhere in it, a thread too, whose permissions are
     * its parent's).
     */
    public static Set<Capability> inTheServer(CommandInput input) {
        Set<Capability> granted = EnumSet.noneOf(Capability.class);
        if (!input.appInstalledInServer()) {
            return granted;
        }
        if (allows(input, CREATE_PUBLIC_THREADS)) {
            granted.add(Capability.START_THREADS);
        }
        if (allows(input, CREATE_PRIVATE_THREADS)) {
            granted.add(Capability.START_PRIVATE_THREADS);
        }
        return granted;
    }

    private static boolean allows(CommandInput input, int create) {
        String permissions = input.appPermissions();
        if (permissions == null || !permissions.matches("\\d{1,20}")) {
            return false;
        }
        BigInteger bits = new BigInteger(permissions);
        return bits.testBit(ADMINISTRATOR) || bits.testBit(create) && bits.testBit(SEND_MESSAGES_IN_THREADS);
    }
}
