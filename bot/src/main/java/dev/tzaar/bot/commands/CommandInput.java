package dev.tzaar.bot.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Player;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What a slash command or button press says, read from Discord once: who, where, and the options
 * given. The subcommand classes turn it into a {@link GameRequest}. Each transport reads its own:
 * the gateway's {@code JdaCommandInput}, the interactions endpoint's {@code InteractionInput}, the
 * console's {@code ConsoleInput}; tests build one by hand.
 */
public interface CommandInput {

    /** The interaction's snowflake: the function answers a repeated one only once. */
    String interactionId();

    /** The server, or {@code null} outside one. */
    String guildId();

    String channelId();

    /**
     * Where it happened, as Discord says: a server channel, the app's own DM, or a group DM where a
     * user who installed the app used it. Without a word from Discord: a server when there is one.
     */
    default InteractionContext context() {
        return guildId() != null ? InteractionContext.GUILD : InteractionContext.PRIVATE_CHANNEL;
    }

    /**
     * Whether the app was installed in this server, so that its bot is a member and can do what an
     * interaction cannot (start a game's thread): false outside a server, and in a server where only a
     * user installed the app (Discord's {@code authorizing_integration_owners} has no server).
     */
    default boolean appInstalledInServer() {
        return guildId() != null;
    }

    /**
     * Whether the command was typed in a thread (a forum's post is one): a thread cannot have threads
     * of its own. Discord's interaction says it by its channel's type.
     */
    default boolean inAThread() {
        return false;
    }

    /**
     * The bot's permissions in the interaction's channel, as Discord computes them for every interaction
     * ({@code app_permissions}: a decimal string of bits); null when not known. Only read here, in each
     * transport's input: {@link BotThreadPermissions} decides what they allow.
     */
    default String appPermissions() {
        return null;
    }

    /** Discord's type of the interaction's channel (0 text, 5 announcement, 11 and 12 threads, ...); -1 when not known. */
    default int channelType() {
        return -1;
    }

    /**
     * Whether the user has Discord's Manage Server permission here (the interaction's {@code
     * member.permissions}, where Administrator implies it): they may change the server's TZAAR
     * settings. False outside a server.
     */
    default boolean managesServer() {
        return false;
    }

    /** Who acted, with the name the channel shows for them. */
    Player user();

    /**
     * The user id of this application's own bot, the opponent in a game against the bot: JDA's self
     * user on the gateway, the interaction's {@code application_id} on the endpoint (a bot user has
     * its application's id).
     */
    String botUserId();

    /**
     * The user's language as Discord names it ({@code fr}, {@code en-US}): the function writes what
     * only they see in it. Null when unknown.
     */
    default String locale() {
        return null;
    }

    /** The server's language as Discord names it: the function writes what the channel sees in it. Null outside a server. */
    default String guildLocale() {
        return null;
    }

    /** A text (or choice) option as given, when given and not blank. */
    Optional<String> text(String option);

    /** A user option, with the name the channel shows for them. */
    Optional<Player> player(String option);

    /** An attachment option's file: where Discord keeps it, or (the console) a local file's text; empty when none. */
    default Optional<AttachedFile> file(String option) {
        return Optional.empty();
    }

    /** The request, carrying this interaction's languages. */
    default GameRequest withLanguages(GameRequest request) {
        return request.withLocales(locale(), guildLocale());
    }

    /** The request for {@code command} with the named text options that were given. */
    default GameRequest request(Command command, String... options) {
        Map<String, String> given = new LinkedHashMap<>();
        for (String option : options) {
            text(option).ifPresent(value -> given.put(option, value));
        }
        return GameRequest.of(interactionId(), guildId(), channelId(), user(), command, given).in(context());
    }
}
