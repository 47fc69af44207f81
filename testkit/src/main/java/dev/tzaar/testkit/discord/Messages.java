package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tzaar.testkit.discord.DiscordMessage.Attachment;
import java.net.URLConnection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The messages the bot sent through the fake, and the rules Discord applies to them: an edit changes
 * only the fields it names, new files are referenced from {@code attachments} by their part's index,
 * mentions notify only in new messages and only as {@code allowed_mentions} permits. Thread-safe.
 */
final class Messages {
    static final int TYPE_DEFAULT = 0;
    static final int TYPE_CHAT_INPUT_COMMAND = 20;
    private static final int MAX_CONTENT = 2000;
    private static final int MAX_FILE_BYTES = 10 * 1024 * 1024;
    private static final int MAX_FILES = 10;
    private static final int MAX_DESCRIPTION = 1024;
    private static final int MAX_ROWS = 5;
    private static final int MAX_BUTTONS_PER_ROW = 5;
    private static final int MAX_CUSTOM_ID = 100;
    private static final int MAX_LABEL = 80;
    private static final int TYPE_ACTION_ROW = 1;
    private static final int TYPE_BUTTON = 2;
    private static final int TYPE_STRING_SELECT = 3;
    private static final int MAX_OPTIONS = 25;
    private static final int MAX_OPTION_TEXT = 100;
    private static final int MAX_PLACEHOLDER = 150;
    private static final int STYLE_LINK = 5;
    private static final Pattern USER_MENTION = Pattern.compile("<@!?(\\d+)>");
    private static final Pattern FILE_PART = Pattern.compile("files\\[(\\d+)]");

    /** What Discord shows besides the message itself: type, times, and the interaction it answers. */
    private record Stored(DiscordMessage message, int type, String timestamp, String editedTimestamp,
            ObjectNode interactionMetadata) {}

    private final Snowflakes ids;
    private final DiscordUser author;
    private final String applicationId;
    private final Map<String, DiscordUser> users;
    private final Map<String, Stored> byId = new ConcurrentHashMap<>(); // changed under this

    Messages(Snowflakes ids, DiscordUser author, String applicationId, Map<String, DiscordUser> users) {
        this.ids = ids;
        this.author = author;
        this.applicationId = applicationId;
        this.users = users;
    }

    /**
     * A message the bot sends; it notifies the users it may mention.
     *
     * @param latency see {@link DiscordMessage#latency()}
     */
    synchronized DiscordMessage create(String channelId, int type, JsonNode payload, List<Multipart.Part> files,
            ObjectNode interactionMetadata, Duration latency) {
        DiscordMessage empty = new DiscordMessage(ids.next(), channelId, "", 0, List.of(),
                JSON.createArrayNode(), JSON.createArrayNode(), Set.of(), JSON.createObjectNode(), latency);
        DiscordMessage message = apply(empty, payload, files, payload.path("flags").asInt(), true, latency);
        byId.put(message.id(), new Stored(message, type, DiscordJson.now(), null, interactionMetadata));
        return message;
    }

    /** The placeholder of a deferred reply: "the bot is thinking...". */
    DiscordMessage createLoading(String channelId, boolean ephemeral, ObjectNode interactionMetadata,
            Duration latency) {
        int flags = DiscordMessage.LOADING | (ephemeral ? DiscordMessage.EPHEMERAL : 0);
        return create(channelId, TYPE_CHAT_INPUT_COMMAND, JSON.createObjectNode().put("flags", flags), List.of(),
                interactionMetadata, latency);
    }

    /** Edits a message; Discord notifies nobody of an edit. */
    synchronized DiscordMessage edit(String id, JsonNode payload, List<Multipart.Part> files, Duration latency) {
        Stored stored = byId.get(id);
        if (stored == null) {
            throw DiscordError.unknownMessage();
        }
        // An edit may suppress embeds or switch to components v2; it never changes ephemerality.
        int flags = stored.message().flags() & ~DiscordMessage.LOADING
                | payload.path("flags").asInt() & ~(DiscordMessage.EPHEMERAL | DiscordMessage.LOADING);
        DiscordMessage edited = apply(stored.message(), payload, files, flags, false, latency);
        byId.put(id, new Stored(edited, stored.type(), stored.timestamp(), DiscordJson.now(),
                stored.interactionMetadata()));
        return edited;
    }

    /** The messages of a channel as they are now, oldest first (deleted ones gone). */
    List<DiscordMessage> in(String channelId) {
        return byId.values().stream().map(Stored::message).filter(m -> m.channelId().equals(channelId))
                .sorted(java.util.Comparator.comparing((DiscordMessage m) -> m.id().length())
                        .thenComparing(DiscordMessage::id))
                .toList();
    }

    Optional<DiscordMessage> get(String id) {
        return Optional.ofNullable(byId.get(id)).map(Stored::message);
    }

    /**
     * Who sees an ephemeral message: the user of the interaction it answers (nobody else can press its
     * controls); empty for a message everyone sees.
     */
    Optional<String> readerOf(String id) {
        Stored stored = byId.get(id);
        if (stored == null || !stored.message().ephemeral() || stored.interactionMetadata() == null) {
            return Optional.empty();
        }
        return Optional.of(stored.interactionMetadata().path("user").path("id").asText());
    }

    synchronized void delete(String id) {
        if (byId.remove(id) == null) {
            throw DiscordError.unknownMessage();
        }
    }

    /** The message object of Discord's API, as JDA parses it. */
    synchronized ObjectNode json(String id) {
        Stored stored = byId.get(id);
        if (stored == null) {
            throw DiscordError.unknownMessage();
        }
        DiscordMessage message = stored.message();
        ObjectNode json = JSON.createObjectNode()
                .put("id", message.id())
                .put("type", stored.type())
                .put("channel_id", message.channelId())
                .put("content", message.content())
                .put("flags", message.flags())
                .put("timestamp", stored.timestamp())
                .put("edited_timestamp", stored.editedTimestamp())
                .put("tts", false)
                .put("pinned", false)
                .put("mention_everyone", false)
                .put("webhook_id", applicationId)
                .put("application_id", applicationId);
        json.set("author", DiscordJson.user(author, true));
        ArrayNode mentions = json.putArray("mentions");
        mentioned(message.content()).stream().map(users::get).filter(u -> u != null)
                .forEach(u -> mentions.add(DiscordJson.user(u, false)));
        json.putArray("mention_roles");
        ArrayNode attachments = json.putArray("attachments");
        for (Attachment attachment : message.attachments()) {
            String url = "https://cdn.discordapp.com/attachments/" + message.channelId() + "/" + attachment.id()
                    + "/" + attachment.filename();
            attachments.addObject()
                    .put("id", attachment.id())
                    .put("filename", attachment.filename())
                    .put("description", attachment.description())
                    .put("content_type", attachment.contentType())
                    .put("size", attachment.bytes().length)
                    .put("url", url)
                    .put("proxy_url", url.replace("cdn.discordapp.com", "media.discordapp.net"));
        }
        json.set("embeds", message.embeds().deepCopy());
        json.set("components", message.components().deepCopy());
        if (stored.interactionMetadata() != null) {
            json.set("interaction_metadata", stored.interactionMetadata().deepCopy());
        }
        return json;
    }

    private DiscordMessage apply(DiscordMessage base, JsonNode payload, List<Multipart.Part> files, int flags,
            boolean notify, Duration latency) {
        String content = payload.has("content") ? payload.path("content").asText("") : base.content();
        if (content.length() > MAX_CONTENT) {
            throw DiscordError.invalidFormBody("content must be " + MAX_CONTENT + " or fewer in length");
        }
        JsonNode components = arrayOr(payload, "components", base.components());
        checkComponents(components);
        List<Attachment> attachments = attachments(base.attachments(), payload, files);
        if (attachments.size() > MAX_FILES) {
            throw DiscordError.invalidFormBody("attachments must have " + MAX_FILES + " or fewer items");
        }
        return new DiscordMessage(
                base.id(),
                base.channelId(),
                content,
                flags,
                attachments,
                components,
                arrayOr(payload, "embeds", base.embeds()),
                notify ? pinged(content, payload.path("allowed_mentions")) : Set.of(),
                payload.deepCopy(),
                latency);
    }

    /**
     * Discord's rules for the classic components a slash-command bot like ours sends: at most five
     * action rows, each of one to five buttons or of one string select menu. A button has a label of at
     * most 80 characters and, unless it is a link, a custom_id of 1 to 100 characters; a select menu a
     * custom_id of 1 to 100, a placeholder of at most 150, min_values and max_values within 0..25 and its
     * option count, and 1 to 25 options, each with a label and a value of 1 to 100 characters (values
     * unique), a description of at most 100, and no more picked by default than max_values. Custom_ids
     * are unique in the message.
     */
    private static void checkComponents(JsonNode rows) {
        if (rows.size() > MAX_ROWS) {
            throw DiscordError.invalidFormBody("components must have " + MAX_ROWS + " or fewer items");
        }
        Set<String> customIds = new HashSet<>();
        for (int r = 0; r < rows.size(); r++) {
            JsonNode row = rows.get(r);
            String at = "components." + r;
            if (row.path("type").asInt() != TYPE_ACTION_ROW) {
                throw DiscordError.invalidFormBody(at + ".type: a top-level component is an action row");
            }
            JsonNode children = row.path("components");
            if (children.isEmpty() || children.size() > MAX_BUTTONS_PER_ROW) {
                throw DiscordError.invalidFormBody(at + ".components must have 1 to " + MAX_BUTTONS_PER_ROW + " items");
            }
            for (int b = 0; b < children.size(); b++) {
                JsonNode child = children.get(b);
                String where = at + ".components." + b;
                if (child.path("type").asInt() == TYPE_STRING_SELECT) {
                    if (children.size() != 1) {
                        throw DiscordError.invalidFormBody(at + ": a select menu is alone in its action row");
                    }
                    checkSelect(child, where);
                    unique(customIds, child.path("custom_id").asText(""), where);
                    continue;
                }
                if (child.path("type").asInt() != TYPE_BUTTON) {
                    continue;
                }
                if (child.path("label").asText("").length() > MAX_LABEL) {
                    throw DiscordError.invalidFormBody(where + ".label must be " + MAX_LABEL + " or fewer in length");
                }
                if (child.path("style").asInt() == STYLE_LINK) {
                    continue;
                }
                String customId = child.path("custom_id").asText("");
                if (customId.isEmpty() || customId.length() > MAX_CUSTOM_ID) {
                    throw DiscordError.invalidFormBody(where + ".custom_id must be 1 to " + MAX_CUSTOM_ID
                            + " in length");
                }
                unique(customIds, customId, where);
            }
        }
    }

    private static void unique(Set<String> customIds, String customId, String where) {
        if (!customIds.add(customId)) {
            throw DiscordError.invalidFormBody(where + ".custom_id: component custom id is already used");
        }
    }

    private static void checkSelect(JsonNode menu, String where) {
        String customId = menu.path("custom_id").asText("");
        if (customId.isEmpty() || customId.length() > MAX_CUSTOM_ID) {
            throw DiscordError.invalidFormBody(where + ".custom_id must be 1 to " + MAX_CUSTOM_ID + " in length");
        }
        if (menu.path("placeholder").asText("").length() > MAX_PLACEHOLDER) {
            throw DiscordError.invalidFormBody(where + ".placeholder must be " + MAX_PLACEHOLDER + " or fewer in length");
        }
        JsonNode options = menu.path("options");
        if (options.isEmpty() || options.size() > MAX_OPTIONS) {
            throw DiscordError.invalidFormBody(where + ".options must have 1 to " + MAX_OPTIONS + " items");
        }
        int min = menu.path("min_values").asInt(1);
        int max = menu.path("max_values").asInt(1);
        if (min < 0 || max < 1 || min > max || max > options.size()) {
            throw DiscordError.invalidFormBody(where + ": min_values " + min + " and max_values " + max
                    + " do not fit " + options.size() + " options");
        }
        Set<String> values = new HashSet<>();
        int picked = 0;
        for (int o = 0; o < options.size(); o++) {
            JsonNode option = options.get(o);
            String at = where + ".options." + o;
            String label = option.path("label").asText("");
            String value = option.path("value").asText("");
            if (label.isEmpty() || label.length() > MAX_OPTION_TEXT) {
                throw DiscordError.invalidFormBody(at + ".label must be 1 to " + MAX_OPTION_TEXT + " in length");
            }
            if (value.isEmpty() || value.length() > MAX_OPTION_TEXT) {
                throw DiscordError.invalidFormBody(at + ".value must be 1 to " + MAX_OPTION_TEXT + " in length");
            }
            if (option.path("description").asText("").length() > MAX_OPTION_TEXT) {
                throw DiscordError.invalidFormBody(at + ".description must be " + MAX_OPTION_TEXT
                        + " or fewer in length");
            }
            if (!values.add(value)) {
                throw DiscordError.invalidFormBody(at + ".value: an option's value is already used");
            }
            picked += option.path("default").asBoolean() ? 1 : 0;
        }
        if (picked > max) {
            throw DiscordError.invalidFormBody(where + ": more options picked by default than max_values");
        }
    }

    /**
     * Discord's rule since API v10: when {@code attachments} is given, the message keeps exactly those it
     * lists, existing ones by id and new ones by the index {@code n} of their {@code files[n]} part; when
     * it is not, the message keeps its attachments and gains the uploaded files.
     */
    private List<Attachment> attachments(List<Attachment> existing, JsonNode payload, List<Multipart.Part> files) {
        Map<String, Multipart.Part> uploads = new HashMap<>();
        for (Multipart.Part file : files) {
            Matcher index = FILE_PART.matcher(file.name());
            if (!index.matches() || file.filename() == null) {
                throw DiscordError.invalidFormBody("unexpected part " + file.name());
            }
            if (file.bytes().length > MAX_FILE_BYTES) {
                throw new DiscordError(413, 40005, "Request entity too large");
            }
            uploads.put(index.group(1), file);
        }
        List<Attachment> result = new ArrayList<>();
        if (!payload.has("attachments")) {
            result.addAll(existing);
            uploads.values().forEach(part -> result.add(attachment(part, part.filename(), null)));
            return List.copyOf(result);
        }
        for (JsonNode listed : payload.path("attachments")) {
            String id = listed.path("id").asText();
            Optional<Attachment> kept = existing.stream().filter(a -> a.id().equals(id)).findFirst();
            Multipart.Part upload = uploads.get(id);
            if (kept.isPresent()) {
                result.add(kept.get());
            } else if (upload != null) {
                String description = listed.hasNonNull("description") ? listed.get("description").asText() : null;
                if (description != null && description.length() > MAX_DESCRIPTION) {
                    throw DiscordError.invalidFormBody("attachments.description must be " + MAX_DESCRIPTION
                            + " or fewer in length");
                }
                result.add(attachment(upload, listed.path("filename").asText(upload.filename()), description));
            } else {
                throw DiscordError.invalidFormBody("attachments: no attachment or file with id " + id);
            }
        }
        return List.copyOf(result);
    }

    private Attachment attachment(Multipart.Part part, String filename, String description) {
        String contentType = URLConnection.guessContentTypeFromName(filename);
        return new Attachment(ids.next(), filename, description,
                contentType == null ? "application/octet-stream" : contentType, part.bytes(), part.contentType());
    }

    private static JsonNode arrayOr(JsonNode payload, String field, JsonNode otherwise) {
        JsonNode value = payload.get(field);
        if (value == null) {
            return otherwise;
        }
        return value.isArray() ? value.deepCopy() : JSON.createArrayNode();
    }

    /** Without {@code allowed_mentions} every mention notifies; with it, only users it lets through. */
    private static Set<String> pinged(String content, JsonNode allowedMentions) {
        Set<String> mentioned = mentioned(content);
        if (allowedMentions.isMissingNode() || allowedMentions.isNull()) {
            return Set.copyOf(mentioned);
        }
        for (JsonNode parse : allowedMentions.path("parse")) {
            if (parse.asText().equals("users")) {
                return Set.copyOf(mentioned);
            }
        }
        Set<String> allowed = new LinkedHashSet<>();
        allowedMentions.path("users").forEach(id -> allowed.add(id.asText()));
        mentioned.retainAll(allowed);
        return Set.copyOf(mentioned);
    }

    private static Set<String> mentioned(String content) {
        Set<String> ids = new LinkedHashSet<>();
        Matcher mention = USER_MENTION.matcher(content);
        while (mention.find()) {
            ids.add(mention.group(1));
        }
        return ids;
    }
}
