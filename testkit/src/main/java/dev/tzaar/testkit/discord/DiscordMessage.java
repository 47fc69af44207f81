package dev.tzaar.testkit.discord;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A message as Discord holds it after a request of the bot: a reply, a follow-up, or one version of an
 * edited message. Fields the bot's request left out keep their earlier value, as in Discord.
 *
 * @param id a snowflake; the versions of an edited message share it
 * @param content the text, empty when none
 * @param flags {@link #EPHEMERAL}, {@link #LOADING} ("the bot is thinking"), ...
 * @param attachments the files, in order, with their bytes as uploaded
 * @param components the {@code components} JSON array (action rows of buttons or a select menu), empty when none
 * @param embeds the {@code embeds} JSON array, empty when none
 * @param pinged the ids of the users Discord notifies: the users mentioned in the content that
 *     {@code allowed_mentions} lets through; always empty for an edit, which notifies nobody
 * @param request the JSON the bot sent for this version ({@code payload_json} of a multipart request,
 *     the callback's {@code data}), to check anything the other fields do not show
 * @param latency from the moment the fake sent the interaction this version answers on the gateway to
 *     the moment the bot's request that made it arrived, as {@link Callback#latency()}: for the edit of a
 *     deferred reply, how long the user waited to see the answer
 */
public record DiscordMessage(
        String id,
        String channelId,
        String content,
        int flags,
        List<Attachment> attachments,
        JsonNode components,
        JsonNode embeds,
        Set<String> pinged,
        JsonNode request,
        Duration latency) {
    public static final int EPHEMERAL = 1 << 6;
    public static final int LOADING = 1 << 7;

    /**
     * A file of a message.
     *
     * @param description the alt text, or null
     * @param contentType what Discord derives from the file name, like {@code image/png}
     * @param uploadedAs the {@code Content-Type} of the multipart part the bot uploaded it in, or null
     */
    public record Attachment(String id, String filename, String description, String contentType, byte[] bytes,
            String uploadedAs) {
        @Override
        public String toString() {
            return filename + " (" + bytes.length + " bytes, " + (description == null ? "no alt text" : "alt text "
                    + description.length() + " chars") + ")";
        }
    }

    /** A button of the message, wherever it sits in the component tree. */
    public record Button(String customId, String label, int style, boolean disabled, String url) {}

    /** A string select menu of the message: its options, each picked by its value. */
    public record Menu(String customId, String placeholder, List<MenuOption> options, boolean disabled) {
        public Optional<MenuOption> option(String value) {
            return options.stream().filter(o -> o.value().equals(value)).findFirst();
        }

        /** The option shown as picked, when one is. */
        public Optional<MenuOption> picked() {
            return options.stream().filter(MenuOption::chosen).findFirst();
        }
    }

    /** One option of a select menu: the value it sends, the label and the line under it a user reads. */
    public record MenuOption(String value, String label, String description, boolean chosen) {}

    public boolean ephemeral() {
        return (flags & EPHEMERAL) != 0;
    }

    /** Whether this is a deferred reply not yet edited: Discord shows "the bot is thinking...". */
    public boolean loading() {
        return (flags & LOADING) != 0;
    }

    public Optional<Attachment> attachment(String filename) {
        return attachments.stream().filter(a -> a.filename().equals(filename)).findFirst();
    }

    /** The buttons in the order a user reads them. */
    public List<Button> buttons() {
        List<Button> buttons = new ArrayList<>();
        collectButtons(components, buttons);
        return buttons;
    }

    public Optional<Button> button(String customId) {
        return buttons().stream().filter(b -> customId.equals(b.customId())).findFirst();
    }

    /** The first button whose custom_id {@code matches}. */
    public Optional<Button> button(java.util.function.Predicate<String> matches) {
        return buttons().stream().filter(b -> matches.test(b.customId())).findFirst();
    }

    /** The string select menus, in the order a user reads them. */
    public List<Menu> menus() {
        List<Menu> menus = new ArrayList<>();
        for (JsonNode row : components) {
            for (JsonNode component : row.path("components")) {
                if (component.path("type").asInt() == 3) {
                    List<MenuOption> options = new ArrayList<>();
                    component.path("options").forEach(o -> options.add(new MenuOption(text(o, "value"),
                            text(o, "label"), text(o, "description"), o.path("default").asBoolean())));
                    menus.add(new Menu(text(component, "custom_id"), text(component, "placeholder"),
                            List.copyOf(options), component.path("disabled").asBoolean()));
                }
            }
        }
        return menus;
    }

    public Optional<Menu> menu(String customId) {
        return menus().stream().filter(m -> customId.equals(m.customId())).findFirst();
    }

    private static void collectButtons(JsonNode node, List<Button> into) {
        if (node.isArray()) {
            node.forEach(child -> collectButtons(child, into));
        } else if (node.isObject()) {
            if (node.path("type").asInt() == 2) {
                into.add(new Button(text(node, "custom_id"), text(node, "label"), node.path("style").asInt(),
                        node.path("disabled").asBoolean(), text(node, "url")));
            }
            collectButtons(node.path("components"), into);
            collectButtons(node.path("accessory"), into);
        }
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }

    @Override
    public String toString() {
        return "message " + id + " " + (content.isEmpty() ? "" : "\"" + content + "\" ") + "flags " + flags
                + (attachments.isEmpty() ? "" : " files " + attachments) + (components.isEmpty() ? "" : " buttons "
                + buttons().stream().map(Button::customId).toList()) + (pinged.isEmpty() ? "" : " pings " + pinged)
                + (menus().isEmpty() ? "" : " menus " + menus().stream().map(Menu::customId).toList())
                + " after " + latency.toMillis() + " ms";
    }
}
