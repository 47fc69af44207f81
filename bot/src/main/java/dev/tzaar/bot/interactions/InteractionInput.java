package dev.tzaar.bot.interactions;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Player;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.bot.StrictJson;
import dev.tzaar.bot.commands.AttachedFile;
import dev.tzaar.bot.commands.CommandInput;
import dev.tzaar.bot.core.AutocompleteQuery;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An interaction as Discord POSTs it to the endpoint, read as {@link CommandInput}: the same reading
 * {@code JdaCommandInput} does of JDA's objects, so the subcommand classes make the same requests
 * from both. A slash command's options are those of its subcommand; a user option is resolved from
 * {@code data.resolved} with the name the server shows (nickname, else display name, else username).
 */
public final class InteractionInput implements CommandInput {
    /** Discord's epoch: snowflakes count milliseconds from 2015. */
    private static final long DISCORD_EPOCH_MILLIS = 1_420_070_400_000L;
    private static final int SUB_COMMAND = 1;
    private static final int USER = 6;
    private static final int ATTACHMENT = 11;

    private final JsonNode interaction;

    public InteractionInput(JsonNode interaction) {
        this.interaction = interaction;
    }

    /**
     * What is wrong with the interaction's token and ids, if anything: what Discord sends always has
     * a token that can name its webhook ({@link InteractionWebhook#isToken}) and snowflakes for ids,
     * so anything else is refused before any of it is used, in a URL or elsewhere.
     */
    public Optional<String> malformed() {
        if (!InteractionWebhook.isToken(interaction.path("token").asText(null))) {
            return Optional.of("its token cannot be an interaction's");
        }
        if (!RequestLimits.isSnowflake(interaction.path("id").asText(null))) {
            return Optional.of("id is not a Discord id");
        }
        JsonNode member = interaction.path("member");
        JsonNode user = member.isObject() ? member.path("user") : interaction.path("user");
        String[][] optional = {
            {"application_id", interaction.path("application_id").asText(null)},
            {"guild_id", interaction.path("guild_id").asText(null)},
            {"channel_id", interaction.path("channel_id").asText(null)},
            {"channel.id", interaction.path("channel").path("id").asText(null)},
            {"the user's id", user.path("id").asText(null)},
        };
        for (String[] id : optional) {
            if (id[1] != null && !RequestLimits.isSnowflake(id[1])) {
                return Optional.of(id[0] + " is not a Discord id");
            }
        }
        if (channelId() == null) {
            // Discord sends every command, press and autocomplete from a channel; games belong to one.
            return Optional.of("it names no channel");
        }
        return Optional.empty();
    }

    /**
     * The interaction's {@code type}: 1 PING, 2 command, 3 component, 4 autocomplete; 0 when it is not
     * written as a whole number (a {@code "2"} or a {@code 2.7} is no type Discord sends).
     */
    public int type() {
        return StrictJson.wholeNumber(interaction.get("type")).orElse(0);
    }

    /** The command's name (for a command or autocomplete). */
    public String commandName() {
        return interaction.path("data").path("name").asText("");
    }

    /** The subcommand used, or null. */
    public String subcommandName() {
        JsonNode first = interaction.path("data").path("options").path(0);
        return typeOf(first) == SUB_COMMAND ? first.path("name").asText(null) : null;
    }

    /** A pressed button's {@code custom_id}. */
    public String customId() {
        return interaction.path("data").path("custom_id").asText("");
    }

    /** A component's {@code component_type}: 2 a button, 3 a string select menu; 0 for anything else. */
    public int componentType() {
        return StrictJson.wholeNumber(interaction.path("data").get("component_type")).orElse(0);
    }

    /** The items picked from a select menu ({@code data.values}); none for anything else. */
    public List<String> values() {
        List<String> values = new ArrayList<>();
        interaction.path("data").path("values").forEach(value -> values.add(value.asText()));
        return values;
    }

    /** The token that names the interaction's webhook. */
    public String token() {
        return interaction.path("token").asText();
    }

    /** The user's language, as their Discord client is set ({@code en-US}, ...); null when not sent. */
    @Override
    public String locale() {
        return interaction.path("locale").asText(null);
    }

    /** The server's language ({@code guild_locale}); null outside a server. */
    @Override
    public String guildLocale() {
        return interaction.path("guild_locale").asText(null);
    }

    @Override
    public String interactionId() {
        return interaction.path("id").asText();
    }

    @Override
    public String guildId() {
        return interaction.path("guild_id").asText(null);
    }

    @Override
    public String channelId() {
        String id = interaction.path("channel_id").asText(null);
        return id != null ? id : interaction.path("channel").path("id").asText(null);
    }

    /** Discord's {@code context}: 0 a server, 1 the app's DM, 2 a group DM or a DM between people. */
    @Override
    public InteractionContext context() {
        JsonNode context = interaction.path("context");
        return context.isInt() ? InteractionContext.ofDiscordValue(context.asInt())
                .orElseGet(CommandInput.super::context) : CommandInput.super.context();
    }

    @Override
    public boolean appInstalledInServer() {
        JsonNode owners = interaction.path("authorizing_integration_owners");
        return owners.isObject() ? guildId() != null && owners.has("0") : CommandInput.super.appInstalledInServer();
    }

    @Override
    public String appPermissions() {
        JsonNode permissions = interaction.path("app_permissions");
        return permissions.isTextual() ? permissions.asText() : null;
    }

    @Override
    public int channelType() {
        return interaction.path("channel").path("type").asInt(-1);
    }

    /** Discord's channel types 10, 11 and 12: announcement, public and private threads (a forum's posts are public threads). */
    @Override
    public boolean inAThread() {
        int type = interaction.path("channel").path("type").asInt(-1);
        return type == 10 || type == 11 || type == 12;
    }

    /**
     * Discord's {@code member.permissions}: the member's permissions in the channel, a decimal string of
     * bits, where Manage Server is 1 << 5 and Administrator (1 << 3) implies every permission.
     */
    @Override
    public boolean managesServer() {
        JsonNode permissions = interaction.path("member").path("permissions");
        if (!permissions.isTextual() || !permissions.asText().matches("\\d{1,20}")) {
            return false;
        }
        java.math.BigInteger bits = new java.math.BigInteger(permissions.asText());
        return bits.testBit(ADMINISTRATOR_BIT) || bits.testBit(MANAGE_GUILD_BIT);
    }

    private static final int ADMINISTRATOR_BIT = 3;
    private static final int MANAGE_GUILD_BIT = 5;

    @Override
    public Player user() {
        JsonNode member = interaction.path("member");
        JsonNode user = member.isObject() ? member.path("user") : interaction.path("user");
        return player(user, member);
    }

    @Override
    public String botUserId() {
        return interaction.path("application_id").asText();
    }

    @Override
    public Optional<String> text(String option) {
        return option(option).filter(o -> typeOf(o) != USER)
                .map(o -> o.path("value").asText("").strip()).filter(value -> !value.isEmpty());
    }

    /** An attachment option's file, where {@code data.resolved.attachments} says Discord's CDN keeps it. */
    @Override
    public Optional<AttachedFile> file(String option) {
        return option(option).filter(o -> typeOf(o) == ATTACHMENT).map(o -> interaction.path("data").path("resolved")
                .path("attachments").path(o.path("value").asText()).path("url").asText(""))
                .filter(url -> !url.isEmpty()).map(AttachedFile.OnDiscord::new);
    }

    @Override
    public Optional<Player> player(String option) {
        return option(option).filter(o -> typeOf(o) == USER).map(o -> {
            String id = o.path("value").asText();
            JsonNode resolved = interaction.path("data").path("resolved");
            JsonNode user = resolved.path("users").path(id);
            return player(user.isObject() ? user : objectWithId(id), resolved.path("members").path(id));
        });
    }

    /** What autocomplete asks: the option being typed and everything typed so far. */
    public AutocompleteQuery autocompleteQuery(Instant received) {
        Map<String, String> typed = new LinkedHashMap<>();
        String focused = "";
        for (JsonNode option : options()) {
            typed.put(option.path("name").asText(), option.path("value").asText(""));
            if (option.path("focused").asBoolean()) {
                focused = option.path("name").asText();
            }
        }
        return new AutocompleteQuery(interactionId(), guildId(), channelId(), user(), focused, typed, created(), received,
                locale());
    }

    /** When Discord created the interaction, from its snowflake (Discord's clock). */
    public Instant created() {
        try {
            return Instant.ofEpochMilli((Long.parseUnsignedLong(interactionId()) >>> 22) + DISCORD_EPOCH_MILLIS);
        } catch (NumberFormatException e) {
            return Instant.EPOCH;
        }
    }

    /** The options given: the subcommand's when one is used. */
    private JsonNode options() {
        JsonNode options = interaction.path("data").path("options");
        return subcommandName() != null ? options.path(0).path("options") : options;
    }

    private Optional<JsonNode> option(String name) {
        for (JsonNode option : options()) {
            if (option.path("name").asText().equals(name)) {
                return Optional.of(option);
            }
        }
        return Optional.empty();
    }

    /** A user with the name this server shows for them, as JDA's {@code getEffectiveName} gives it. */
    private static Player player(JsonNode user, JsonNode member) {
        String name = firstText(member.path("nick"), user.path("global_name"), user.path("username"));
        return new Player(user.path("id").asText(), name == null ? user.path("id").asText() : name,
                user.path("bot").asBoolean(false));
    }

    private static String firstText(JsonNode... candidates) {
        for (JsonNode candidate : candidates) {
            if (candidate.isTextual() && !candidate.asText().isEmpty()) {
                return candidate.asText();
            }
        }
        return null;
    }

    /** An option's {@code type}, read as strictly as the interaction's own ({@link #type()}). */
    private static int typeOf(JsonNode option) {
        return StrictJson.wholeNumber(option.get("type")).orElse(0);
    }

    private static JsonNode objectWithId(String id) {
        return com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode().put("id", id);
    }
}
