package dev.tzaar.infra.discord;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A public thread the bot started from a message of the fake's channel: as on Discord, its id is the
 * message's, and its members are whom the bot added (and the bot, who started it).
 *
 * @param id the thread's id, which is its starter message's
 * @param parentId the channel it belongs to
 * @param name its name
 * @param autoArchiveMinutes after how long without a message it archives itself
 */
public record FakeThread(String id, String parentId, String name, int autoArchiveMinutes, Set<String> memberIds) {
    FakeThread(String id, String parentId, String name, int autoArchiveMinutes) {
        this(id, parentId, name, autoArchiveMinutes, ConcurrentHashMap.newKeySet());
    }

    /** The members' ids, in no order. */
    public List<String> members() {
        return List.copyOf(memberIds);
    }
}
