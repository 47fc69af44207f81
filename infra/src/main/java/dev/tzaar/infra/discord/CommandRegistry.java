package dev.tzaar.infra.discord;

import static dev.tzaar.infra.discord.DiscordJson.JSON;

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

    /** {@code PUT}: the given commands replace all of the scope's. */
    synchronized ArrayNode overwrite(String guildId, ArrayNode commands) {
        List<ObjectNode> stored = new ArrayList<>();
        for (JsonNode command : commands) {
            if (!(command instanceof ObjectNode object)) {
                throw DiscordError.invalidFormBody("a command is an object");
            }
            stored.add(stored(guildId, object));
        }
        byScope.put(scope(guildId), stored);
        return list(guildId);
    }

    /** {@code POST}: adds the command, or replaces the one of that name. */
    synchronized ObjectNode upsert(String guildId, ObjectNode command) {
        ObjectNode stored = stored(guildId, command);
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
