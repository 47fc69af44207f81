package dev.tzaar.cli;

import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.gateway.BotSettings;
import dev.tzaar.bot.gateway.DiscordEndpoint;
import dev.tzaar.bot.gateway.TzaarBot;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.channels.UnresolvedAddressException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.exceptions.InvalidTokenException;

/**
 * Starting the Discord bot from the command line ({@code ./tzaar local} and {@code ./tzaar bot}): it
 * connects, and the person is told what to do next (the invite link) or, when Discord refuses, why.
 */
final class DiscordBot {
    /**
     * What the invite asks for. Every answer goes through the interaction itself, which needs no
     * permission; these let the board and the pings show in channels that restrict members, let it read the
     * channel's recent messages (Read Message History: whether a ping Discord answered with a 500 was posted
     * after all, before it is posted again), and let the
     * bot start a game's thread, public or private ({@code thread:}, or the server's default), and post
     * there. Not Manage Threads, though Unfollow needs it to take a member off a public thread: it would
     * let the bot archive, lock and delete every thread of the server; without it, the follower is told
     * to leave the thread from its menu (off a private thread, the bot as its creator needs nothing more).
     */
    static final List<Permission> PERMISSIONS = List.of(Permission.VIEW_CHANNEL, Permission.MESSAGE_SEND,
            Permission.MESSAGE_ATTACH_FILES, Permission.MESSAGE_HISTORY, Permission.CREATE_PUBLIC_THREADS,
            Permission.CREATE_PRIVATE_THREADS, Permission.MESSAGE_SEND_IN_THREADS);

    static final String HOW_TO_GET_A_TOKEN = howToGetAToken("");

    /** @param localArguments what {@code ./tzaar local} was given that the next run needs too ({@code --data DIR}) */
    static String howToGetAToken(String localArguments) {
        return """
            To play on Discord, give the bot a token:
              1. https://discord.com/developers/applications -> New Application; open Bot -> Reset Token, copy it.
                 (No privileged intents are needed: leave them off.)
              2. DISCORD_TOKEN=<the token> ./tzaar local%s
                 Add TZAAR_DEV_GUILD=<your server's id> to see /tzaar at once in that server (global commands
                 can take a while to appear).
              3. Open the invite link it prints, choose your server, and type /tzaar challenge there.""".formatted(
                localArguments);
    }

    private DiscordBot() {
    }

    /** The bot, connected to {@code discord} and ready; empty (with the reason printed) when it could not connect. */
    static Optional<TzaarBot> start(BotSettings settings, FunctionClient function, DiscordEndpoint discord,
            PrintStream out, PrintStream err) throws InterruptedException {
        out.println("Connecting the Discord bot...");
        // JDA retries an unreachable Discord with a stack trace in its log: find out first, and say it in one line.
        Optional<String> unreachable = unreachable(discord);
        if (unreachable.isPresent()) {
            err.println(unreachable.get());
            return Optional.empty();
        }
        TzaarBot bot;
        try {
            bot = TzaarBot.start(settings, function, discord);
        } catch (RuntimeException e) {
            err.println(whyNotConnected(e));
            return Optional.empty();
        }
        try {
            bot.awaitReady();
        } catch (RuntimeException e) {
            bot.close();
            err.println(whyNotConnected(e));
            return Optional.empty();
        }
        String invite = bot.shards().getShards().get(0).getInviteUrl(PERMISSIONS);
        out.println("The bot is on Discord as " + bot.shards().getShards().get(0).getSelfUser().getName() + ", "
                + (settings.devGuild().isPresent() ? "with /tzaar in server " + settings.devGuild().get()
                        : "with /tzaar in every server it is in") + ".");
        out.println("Invite it to a server: " + invite);
        return Optional.of(bot);
    }

    /** Why Discord's REST API cannot be reached from here (no network, no name service), if it cannot. */
    static Optional<String> unreachable(DiscordEndpoint discord) throws InterruptedException {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        try {
            client.send(HttpRequest.newBuilder(discord.restBase().resolve("gateway")).timeout(Duration.ofSeconds(10))
                    .GET().build(), HttpResponse.BodyHandlers.discarding());
            return Optional.empty(); // any answer at all: Discord is there, and JDA says the rest
        } catch (IOException e) {
            return Optional.of("Discord could not be reached at " + discord.restBase().getHost() + " ("
                    + failure(e) + "). Check this machine's connection to the internet.");
        }
    }

    /** What failed, in words: the client's own exceptions often have no message, their causes say. */
    private static String failure(IOException e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof UnresolvedAddressException || cause instanceof UnknownHostException) {
                return "the name does not resolve";
            }
        }
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause.getMessage() != null && !cause.getMessage().isBlank()) {
                return cause.getMessage().strip();
            }
        }
        return e.getClass().getSimpleName();
    }

    /** Why the bot is not connected, in words that say what to do about it. */
    static String whyNotConnected(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof InvalidTokenException) {
                return "Discord refused the token. Check DISCORD_TOKEN: in the developer portal, Bot -> Reset Token "
                        + "gives a new one.";
            }
            if (cause instanceof UnknownHostException || cause instanceof ConnectException
                    || cause instanceof SocketTimeoutException) {
                return "Discord could not be reached (" + cause.getMessage() + "). Check this machine's connection "
                        + "to the internet.";
            }
        }
        String message = failure.getMessage();
        return "The bot could not connect to Discord: " + (message == null || message.isBlank()
                ? failure.getClass().getSimpleName() : message.strip());
    }
}
