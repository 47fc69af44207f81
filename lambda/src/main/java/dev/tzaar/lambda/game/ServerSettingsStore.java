package dev.tzaar.lambda.game;

/** Where servers' settings live: one item per server that changed them. */
public interface ServerSettingsStore {

    /** The server's settings, or {@link ServerSettings#defaults} when it never changed them; strongly consistent. */
    ServerSettings serverSettings(String guildId);

    /**
     * Writes the settings only if the stored ones have the version before theirs (for version 1: if
     * none are stored), so that two changes at once cannot both be taken for the latest.
     *
     * @return false when the stored settings changed since they were read: nothing was written
     */
    boolean write(ServerSettings settings);

    /**
     * The settings and the server's daily puzzle's schedule together (a channel named for it, or it turned
     * off), each only over the version before its own: both, or neither.
     *
     * @return false when either changed since it was read: nothing was written
     */
    boolean write(ServerSettings settings, dev.tzaar.lambda.puzzles.DailySchedule schedule);
}
