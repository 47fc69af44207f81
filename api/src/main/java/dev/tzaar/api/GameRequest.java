package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * One Discord interaction relayed to the game function: a slash command, an autocomplete or a
 * button press (buttons become the command their id names).
 *
 * <p><b>The trust boundary.</b> The function believes what a request says, {@link #user()} above
 * all: it has no way to check that this user really acted, and acts for them. That is safe only
 * because the bot is its only caller: the deployed function can be invoked by nothing but
 * credentials carrying the stack's {@code BotInvokePolicyArn}, which only the bot has, and the bot
 * fills these fields from the interaction Discord delivered to it (Discord signs and authenticates
 * it), or, on the live board, from Discord's answer about the player's OAuth2 access token. Whoever can invoke the function can act as any player, so never grant that policy to
 * anything else. The same holds for {@link #capabilities()}: Manage Server is believed as the frontend
 * read it from the interaction. What the function does check is the shape ({@link RequestLimits}: snowflake ids,
 * capped options, names cleaned), and that a reused interaction id from another user is refused
 * rather than answered with someone else's kept answer.
 *
 * @param interactionId the Discord interaction id: a repeated id gets the first answer again and
 *     changes nothing
 * @param guildId the server; absent in direct messages
 * @param channelId where the interaction happened: games belong to a channel
 * @param user who acted, as Discord said: trusted (see above)
 * @param command what they asked for
 * @param options option name to value, names from {@link Option}
 * @param mentioned users named in the options, by id, as Discord resolved them (the challenged one)
 * @param focused for {@link Command#SUGGEST}: the option being typed; its text so far is in options
 * @param locale the user's language as Discord sends it ({@code fr}, {@code en-US}): private replies
 *     speak it; absent from older bots, which means English
 * @param guildLocale the server's language as Discord sends it: public replies speak it; absent in
 *     direct messages and from older bots
 * @param context where it happened (a server, the app's DM, a group DM); null from a caller that
 *     does not say, read as a server when there is one
 * @param capabilities what the frontend knows the user and the bot may do here (the user manages the
 *     server, the bot can start a thread); empty from a caller that does not say
 * @param resume the rest of a work whose reply was {@link GameReply#underWay()}: what that reply said to
 *     resume ({@link UnderWay#resume()}, a review's game); null for a request of its own
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record GameRequest(
        String interactionId,
        String guildId,
        String channelId,
        Player user,
        Command command,
        Map<String, String> options,
        Map<String, Player> mentioned,
        String focused,
        String locale,
        String guildLocale,
        InteractionContext context,
        Set<Capability> capabilities,
        String resume) {

    public GameRequest {
        Objects.requireNonNull(interactionId, "interactionId");
        Objects.requireNonNull(channelId, "channelId");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(command, "command");
        options = options == null ? Map.of() : Map.copyOf(options);
        mentioned = mentioned == null ? Map.of() : Map.copyOf(mentioned);
        // In the enum's order, so that JSON writes them the same way every time; an unknown one read from
        // JSON (null, Capability.fromJson) is dropped.
        EnumSet<Capability> known = EnumSet.noneOf(Capability.class);
        if (capabilities != null) {
            capabilities.stream().filter(Objects::nonNull).forEach(known::add);
        }
        capabilities = known.isEmpty() ? Set.of() : Collections.unmodifiableSet(known);
    }

    /**
     * A request with no mentions, nothing focused, no languages (English), no context (read as a
     * server when there is one) and no capabilities: the withers add what a request has.
     */
    public static GameRequest of(String interactionId, String guildId, String channelId, Player user,
            Command command, Map<String, String> options) {
        return new GameRequest(interactionId, guildId, channelId, user, command, options, null, null, null, null, null,
                null, null);
    }

    /** The same request, from another interaction. */
    public GameRequest withInteractionId(String id) {
        return edit(parts -> parts.interactionId = id);
    }

    /** The same request, from another server (none with null) and channel. */
    public GameRequest withPlace(String server, String channel) {
        return edit(parts -> {
            parts.guildId = server;
            parts.channelId = channel;
        });
    }

    /** The same request, by another user. */
    public GameRequest withUser(Player who) {
        return edit(parts -> parts.user = who);
    }

    /** The same request, asking for another command. */
    public GameRequest withCommand(Command asked) {
        return edit(parts -> parts.command = asked);
    }

    /** The same request, with these options instead. */
    public GameRequest withOptions(Map<String, String> given) {
        return edit(parts -> parts.options = given);
    }

    /** The same request, naming these users in its options, by id (none with null). */
    public GameRequest withMentioned(Map<String, Player> users) {
        return edit(parts -> parts.mentioned = users);
    }

    /** The same request, for autocomplete: the option being typed (none with null). */
    public GameRequest withFocused(String option) {
        return edit(parts -> parts.focused = option);
    }

    /** The same request, carrying the user's and the server's languages as Discord sent them. */
    public GameRequest withLocales(String userLocale, String serverLocale) {
        return edit(parts -> {
            parts.locale = userLocale;
            parts.guildLocale = serverLocale;
        });
    }

    /** The same request, said to come from {@code where}. */
    public GameRequest in(InteractionContext where) {
        return edit(parts -> parts.context = where);
    }

    /** The same request, with exactly these capabilities (none with null). */
    public GameRequest withCapabilities(Set<Capability> granted) {
        return edit(parts -> parts.capabilities = granted);
    }

    /** The same request, with {@code capability} granted too. */
    public GameRequest with(Capability capability) {
        EnumSet<Capability> more = EnumSet.of(capability);
        more.addAll(capabilities);
        return withCapabilities(more);
    }

    /** The same request, without {@code capability}. */
    public GameRequest without(Capability capability) {
        EnumSet<Capability> fewer = EnumSet.noneOf(Capability.class);
        fewer.addAll(capabilities);
        fewer.remove(capability);
        return withCapabilities(fewer);
    }

    /** The same request, asking for the rest of the work a reply {@link GameReply#underWay()} said is under way. */
    public GameRequest resuming(UnderWay work) {
        return edit(parts -> parts.resume = work.resume());
    }

    /** Where it happened: as said, or else a server when there is one (callers from before contexts). */
    public Optional<InteractionContext> place() {
        return context != null ? Optional.of(context)
                : guildId != null ? Optional.of(InteractionContext.GUILD) : Optional.empty();
    }

    /** Whether the frontend said {@code capability} holds. */
    public boolean can(Capability capability) {
        return capabilities.contains(capability);
    }

    /** The value of an option, when given and not blank. */
    public Optional<String> option(String name) {
        String value = options.get(name);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.strip());
    }

    private GameRequest edit(Consumer<Parts> change) {
        Parts parts = new Parts(this);
        change.accept(parts);
        return parts.request();
    }

    /**
     * The fields while a request is being made: the one place besides the record's header that names
     * them all, so that a new field is added here and nowhere else.
     */
    private static final class Parts {
        String interactionId;
        String guildId;
        String channelId;
        Player user;
        Command command;
        Map<String, String> options;
        Map<String, Player> mentioned;
        String focused;
        String locale;
        String guildLocale;
        InteractionContext context;
        Set<Capability> capabilities;
        String resume;

        Parts(GameRequest request) {
            interactionId = request.interactionId;
            guildId = request.guildId;
            channelId = request.channelId;
            user = request.user;
            command = request.command;
            options = request.options;
            mentioned = request.mentioned;
            focused = request.focused;
            locale = request.locale;
            guildLocale = request.guildLocale;
            context = request.context;
            capabilities = request.capabilities;
            resume = request.resume;
        }

        GameRequest request() {
            return new GameRequest(interactionId, guildId, channelId, user, command, options, mentioned, focused,
                    locale, guildLocale, context, capabilities, resume);
        }
    }
}
