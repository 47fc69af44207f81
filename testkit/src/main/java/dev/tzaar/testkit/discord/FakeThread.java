package dev.tzaar.testkit.discord;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A thread the bot started in the fake's channel: a public one from a message (as on Discord, its id is
 * the message's), or a private one on its own (a new id); its members are whom the bot added (and the
 * bot, who started it). Only its members see a private thread and act in it.
 *
 * @param id the thread's id: a public thread's is its starter message's
 * @param parentId the channel it belongs to
 * @param name its name
 * @param autoArchiveMinutes after how long without a message it archives itself
 * @param memberIds its members
 * @param privateThread a private thread (type 12), which only its members see
 * @param invitable whether non-moderators may add non-moderators to it (Discord's {@code invitable}, only
 *     for private threads; true for a public one)
 */
public record FakeThread(String id, String parentId, String name, int autoArchiveMinutes, Set<String> memberIds,
        boolean privateThread, boolean invitable) {
    FakeThread(String id, String parentId, String name, int autoArchiveMinutes, boolean privateThread,
            boolean invitable) {
        this(id, parentId, name, autoArchiveMinutes, ConcurrentHashMap.newKeySet(), privateThread, invitable);
    }

    /** Discord's channel type: 12 a private thread, 11 a public one. */
    int type() {
        return privateThread ? 12 : 11;
    }

    /** The members' ids, in no order. */
    public List<String> members() {
        return List.copyOf(memberIds);
    }
}
