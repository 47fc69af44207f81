package dev.tzaar.infra.activity;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Player;
import dev.tzaar.bot.access.ChannelAccess;
import dev.tzaar.bot.access.RelayedChannelAccess;
import dev.tzaar.bot.activity.ActivityApi;
import dev.tzaar.bot.activity.ActivityEvents;
import dev.tzaar.bot.activity.PageFiles;
import dev.tzaar.bot.console.Console;
import dev.tzaar.bot.core.EchoEvent;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.RelayFunction;
import dev.tzaar.infra.local.FunctionUrlServer;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The live board (the Activity) on {@code ./tzaar local}: the page and its API on a loopback function
 * URL, the same {@link ActivityApi} the deployed function runs, asking this machine's game function,
 * with the console's players chosen on the page ({@link LocalViewers}: those named, and any name that plays
 * in the console's channel) in the console's channel. Opened
 * in an ordinary browser, the page stands in for Discord's client with the SDK's own mock.
 */
public final class LocalActivity implements AutoCloseable {
    /** The application id the page is told in local mode: no Discord application is involved. */
    static final String CLIENT_ID = "100000000000000000";
    /** The players the page offers when none are named. */
    public static final List<String> DEFAULT_PLAYERS = List.of("alice", "bob", "carol");

    private final FunctionUrlServer server;
    private final LocalViewers viewers;

    private LocalActivity(FunctionUrlServer server, LocalViewers viewers) {
        this.server = server;
        this.viewers = viewers;
    }

    /**
     * Serves it on loopback at {@code port} (0: any free port).
     *
     * @param names the console names of the players the page may act as ({@code alice}...)
     * @throws IllegalStateException when the class path has no page (the activity module was not built)
     * @throws IllegalArgumentException when a name is not one a console user can have
     */
    public static LocalActivity start(int port, FunctionClient function, List<String> names) throws IOException {
        return start(port, function, names, null);
    }

    /**
     * The same, with what takes the bot's token asked of {@code relay}, as the deployed function asks the relay
     * function; null: the console's channel alone, shown nothing.
     */
    public static LocalActivity start(int port, FunctionClient function, List<String> names, RelayFunction relay)
            throws IOException {
        PageFiles page = PageFiles.fromClassPath();
        if (!page.present()) {
            throw new IllegalStateException("the live board's page is not on the class path: build the activity module "
                    + "(./mvnw -pl activity package)");
        }
        List<Player> players = names.stream().map(Console::user).toList();
        LocalViewers viewers = new LocalViewers(CLIENT_ID, players, Console.GUILD, Console.CHANNEL,
                () -> playingInTheConsolesChannel(function, players.get(0)));
        // No bot token here, as in the deployed function: a relay does what takes one.
        ChannelAccess access = relay == null ? LocalActivity::consoleChannel
                : new RelayedChannelAccess(relay::ask, Clock.systemUTC());
        Consumer<GameReply> echo = relay == null ? reply -> { } : reply -> relay.handOn(EchoEvent.of(reply));
        ActivityApi api = new ActivityApi(viewers, function, page, Clock.systemUTC(), new SecureRandom(), echo, access);
        return new LocalActivity(FunctionUrlServer.start(port, ActivityEvents.servedBy(api)), viewers);
    }

    /**
     * The players of the console channel's games as the function lists them to {@code asker} (those being
     * played, and the asker's finished lately): the names the page may act as besides {@code --players}.
     */
    static List<Player> playingInTheConsolesChannel(FunctionClient function, Player asker) {
        // Shaped like Discord's interaction ids, which the function takes: this request changes nothing.
        long id = (System.currentTimeMillis() - 1_420_070_400_000L) << 22 | new SecureRandom().nextInt(1 << 22);
        GameReply reply = function.call(GameRequest.of(Long.toString(id), Console.GUILD, Console.CHANNEL, asker,
                Command.CHANNEL_GAMES, Map.of()));
        return reply.listing() == null ? List.of() : reply.listing().games().stream()
                .flatMap(game -> Stream.of(game.white(), game.black())).distinct().toList();
    }

    /**
     * The local relay's answer on who may view a channel: the console's channel is the one channel here, and
     * every local player is in it; any other (a Discord game of the same table, with DISCORD_TOKEN) is one no
     * local player can be shown to view.
     */
    public static ChannelAccess.Sight consoleChannel(String user, String channel) {
        return Console.CHANNEL.equals(channel) ? new ChannelAccess.Sight(Console.GUILD, false, true)
                : ChannelAccess.Sight.NONE;
    }

    /** Like {@code http://127.0.0.1:9003/}. */
    public URI url() {
        return server.url();
    }

    /** The page, opened as {@code player}: the URL {@code ./tzaar local} prints. */
    public URI urlAs(Player player) {
        return URI.create(url() + "?as=" + URLEncoder.encode(player.id(), StandardCharsets.UTF_8));
    }

    /** The page, opened as {@code player} on {@code game}: what the console's Live board button says. */
    public URI urlAs(Player player, String game) {
        return URI.create(urlAs(player) + "&game=" + URLEncoder.encode(game, StandardCharsets.UTF_8));
    }

    public List<Player> players() {
        return viewers.players();
    }

    @Override
    public void close() {
        server.close();
    }
}
