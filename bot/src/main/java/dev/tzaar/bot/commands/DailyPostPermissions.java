package dev.tzaar.bot.commands;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * What the bot lacks to post the daily puzzle in the interaction's channel, read from the permissions Discord
 * sends with it ({@code app_permissions}), the same in both frontends: View Channel and Send Messages (Send
 * Messages in Threads in a thread) to post, Attach Files for the puzzle's picture. Not Embed Links: the post
 * carries its picture as an attachment and no embed. Administrator implies every permission.
 *
 * <p>Said when {@code daily:here} is set rather than learnt at midnight, when the post would be refused and the
 * daily puzzle switched off.
 */
public final class DailyPostPermissions {
    private static final int ADMINISTRATOR = 3;

    /** A permission the post needs: its bit, and the key of its name as Discord's client shows it. */
    private record Needed(int bit, String name) {}

    private static final Needed VIEW_CHANNEL = new Needed(10, "permission.viewChannel");
    private static final Needed SEND_MESSAGES = new Needed(11, "permission.sendMessages");
    private static final Needed ATTACH_FILES = new Needed(15, "permission.attachFiles");
    private static final Needed SEND_MESSAGES_IN_THREADS = new Needed(38, "permission.sendMessagesInThreads");

    private DailyPostPermissions() {}

    /**
     * The keys of the names of the permissions the bot lacks here, in the order Discord's client lists them;
     * empty when it has them all, and when Discord said nothing of them (the console, an older payload): the
     * post's refusal then switches the daily puzzle off instead.
     */
    public static List<String> missing(CommandInput input) {
        String permissions = input.appPermissions();
        List<String> missing = new ArrayList<>();
        if (permissions == null || !permissions.matches("\\d{1,20}")) {
            return missing;
        }
        BigInteger bits = new BigInteger(permissions);
        if (bits.testBit(ADMINISTRATOR)) {
            return missing;
        }
        for (Needed needed : List.of(VIEW_CHANNEL, input.inAThread() ? SEND_MESSAGES_IN_THREADS : SEND_MESSAGES,
                ATTACH_FILES)) {
            if (!bits.testBit(needed.bit())) {
                missing.add(needed.name());
            }
        }
        return missing;
    }
}
