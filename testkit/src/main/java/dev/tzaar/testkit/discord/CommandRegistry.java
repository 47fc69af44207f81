package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The application commands the bot registered, global or per guild, as Discord stores them: with an
 * id that stays the same when a command of that name is registered again. Thread-safe.
 *
 * <p>The app launcher's entry point (a {@code PRIMARY_ENTRY_POINT} command, type 4, with a {@code handler})
 * follows Discord's rules for it ("Entry Point Commands" in Discord's documentation): global only, one per
 * application, and only for an application with Activities enabled, which gets one made by Discord
 * ("Launch", handled by Discord) as it turns them on; a bulk overwrite that leaves it out is refused
 * (400, code 50240) rather than deleting it.
 */
final class CommandRegistry {
    private static final String GLOBAL = "global";

    private final Snowflakes ids;
    private final String applicationId;
    private final Map<String, List<ObjectNode>> byScope = new HashMap<>();
    private final Map<String, String> idsByName = new HashMap<>();

    CommandRegistry(Snowflakes ids, String applicationId) {
        this.ids = ids;
        this.applicationId = applicationId;
    }

    /** @param guildId null for the global commands */
    synchronized ArrayNode list(String guildId) {
        ArrayNode list = JSON.createArrayNode();
        byScope.getOrDefault(scope(guildId), List.of()).forEach(command -> list.add(command.deepCopy()));
        return list;
    }

    /** The application's Activities turned on in the developer portal: Discord makes its default entry point. */
    synchronized void enableActivities() {
        activities = true;
        List<ObjectNode> global = new ArrayList<>(byScope.getOrDefault(GLOBAL, List.of()));
        if (global.stream().noneMatch(CommandRegistry::isEntryPoint)) {
            ObjectNode launch = JSON.createObjectNode().put("name", "launch").put("description", "")
                    .put("type", ENTRY_POINT).put("handler", DISCORD_LAUNCH_ACTIVITY);
            launch.putArray("integration_types").add(0).add(1);
            launch.putArray("contexts").add(0).add(1).add(2);
            global.add(stored(null, launch));
            byScope.put(GLOBAL, global);
        }
    }

    /** {@code PUT}: the given commands replace all of the scope's. */
    synchronized ArrayNode overwrite(String guildId, ArrayNode commands) {
        List<ObjectNode> stored = new ArrayList<>();
        for (JsonNode command : commands) {
            if (!(command instanceof ObjectNode object)) {
                throw DiscordError.invalidFormBody("a command is an object");
            }
            stored.add(stored(guildId, object));
        }
        checkEntryPoints(guildId, stored);
        boolean hadOne = byScope.getOrDefault(scope(guildId), List.of()).stream().anyMatch(CommandRegistry::isEntryPoint);
        if (hadOne && stored.stream().noneMatch(CommandRegistry::isEntryPoint)) {
            throw new DiscordError(400, 50240, "You cannot remove this app's Entry Point command in a bulk update "
                    + "operation. Please include the Entry Point command in your update request or delete it separately.");
        }
        byScope.put(scope(guildId), stored);
        return list(guildId);
    }

    static final int ENTRY_POINT = 4;
    /** The entry point's handler: Discord opens the Activity itself, no interaction is sent. */
    static final int DISCORD_LAUNCH_ACTIVITY = 2;
    private boolean activities;

    private void checkEntryPoints(String guildId, List<ObjectNode> commands) {
        long entryPoints = commands.stream().filter(CommandRegistry::isEntryPoint).count();
        if (entryPoints == 0) {
            return;
        }
        if (guildId != null || entryPoints > 1 || !activities) {
            throw DiscordError.invalidFormBody("an entry point command is global, one per application, and needs "
                    + "Activities enabled (" + (guildId != null ? "a guild's" : entryPoints > 1 ? "several"
                            : "Activities are off") + ")");
        }
        ObjectNode entryPoint = commands.stream().filter(CommandRegistry::isEntryPoint).findFirst().orElseThrow();
        int handler = entryPoint.path("handler").asInt(0);
        if (handler != 1 && handler != DISCORD_LAUNCH_ACTIVITY) {
            throw DiscordError.invalidFormBody("an entry point command has a handler, 1 or 2");
        }
    }

    private static boolean isEntryPoint(JsonNode command) {
        return command.path("type").asInt(1) == ENTRY_POINT;
    }

    /** {@code POST}: adds the command, or replaces the one of that name. */
    synchronized ObjectNode upsert(String guildId, ObjectNode command) {
        ObjectNode stored = stored(guildId, command);
        if (isEntryPoint(stored)) {
            checkEntryPoints(guildId, List.of(stored));
        }
        List<ObjectNode> scope = new ArrayList<>(byScope.getOrDefault(scope(guildId), List.of()));
        scope.removeIf(existing -> existing.path("name").equals(stored.path("name")));
        scope.add(stored);
        byScope.put(scope(guildId), scope);
        return stored.deepCopy();
    }

    /** The command a user of the guild sees under this name: the guild's own first, then the global one. */
    synchronized Optional<JsonNode> find(String guildId, String name) {
        for (String scope : List.of(scope(guildId), GLOBAL)) {
            for (ObjectNode command : byScope.getOrDefault(scope, List.of())) {
                if (command.path("name").asText().equals(name)) {
                    return Optional.of(command.deepCopy());
                }
            }
        }
        return Optional.empty();
    }

    private ObjectNode stored(String guildId, ObjectNode command) {
        ObjectNode stored = command.deepCopy();
        String name = command.path("name").asText();
        if (name.isEmpty()) {
            throw DiscordError.invalidFormBody("a command needs a name");
        }
        stored.put("id", idsByName.computeIfAbsent(scope(guildId) + "/" + name, key -> ids.next()))
                .put("application_id", applicationId)
                .put("version", ids.next());
        if (!stored.has("type")) {
            stored.put("type", 1);
        }
        if (guildId != null) {
            stored.put("guild_id", guildId);
        }
        return stored;
    }

    private static String scope(String guildId) {
        return guildId == null ? GLOBAL : guildId;
    }
}
