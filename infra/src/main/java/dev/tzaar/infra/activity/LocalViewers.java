package dev.tzaar.infra.activity;

import dev.tzaar.api.Player;
import dev.tzaar.bot.activity.Viewer;
import dev.tzaar.bot.activity.Viewers;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The live board's viewers on {@code ./tzaar local}: the players of the local channel, chosen on the
 * page ({@code Authorization: Local <user id>}), with no Discord to ask: those named at the start
 * ({@code --players}) and whoever plays in the console's channel, as the game function lists its games
 * (issue 31: a console name other than alice, bob or carol could only watch). This way in exists only here,
 * in the local launcher, whose server listens on loopback alone; the deployed Activity function is built
 * without this module and knows Discord's tokens only ({@code DiscordViewers}).
 */
public final class LocalViewers implements Viewers {
    static final String SCHEME = "Local ";

    private final String clientId;
    private final List<Player> players;
    private final String guild;
    private final String channel;
    private final Supplier<List<Player>> playingHere;
    /** Those {@link #playingHere} named when last asked. */
    private volatile List<Player> seen = List.of();
    private static final Logger LOG = LoggerFactory.getLogger(LocalViewers.class);

    /**
     * @param players who the page may act as, the first one first
     * @param guild the local server, which the channel is in (the console's)
     * @param channel the local channel whose games the page shows (the console's)
     */
    public LocalViewers(String clientId, List<Player> players, String guild, String channel) {
        this(clientId, players, guild, channel, List::of);
    }

    /**
     * @param playingHere the players of the channel's games, as the game function lists them now: the page may
     *     act as any of them too (but the bot)
     */
    public LocalViewers(String clientId, List<Player> players, String guild, String channel,
            Supplier<List<Player>> playingHere) {
        if (players.isEmpty()) {
            throw new IllegalArgumentException("the live board needs at least one local player");
        }
        this.clientId = clientId;
        this.players = List.copyOf(players);
        this.guild = guild;
        this.channel = channel;
        this.playingHere = playingHere;
    }

    @Override
    public Optional<Viewer> recognise(String authorization) {
        if (authorization == null || !authorization.startsWith(SCHEME)) {
            return Optional.empty();
        }
        String id = authorization.substring(SCHEME.length()).strip();
        // A name that began to play since the page was opened is asked about once more.
        return named(id, false).or(() -> named(id, true)).map(p -> new Viewer(p, null, Set.of(guild)));
    }

    private Optional<Player> named(String id, boolean askAgain) {
        return everyone(askAgain).stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /** The players named at the start, then those of the channel's games (asked again with {@code ask}). */
    private List<Player> everyone(boolean ask) {
        if (ask) {
            try {
                seen = playingHere.get().stream().filter(p -> !p.bot()).toList();
            } catch (RuntimeException e) {
                LOG.warn("the live board could not ask the game function who plays in the console's channel: {}",
                        e.toString());
            }
        }
        Map<String, Player> byId = new LinkedHashMap<>();
        players.forEach(p -> byId.put(p.id(), p));
        seen.forEach(p -> byId.putIfAbsent(p.id(), p));
        return List.copyOf(byId.values());
    }

    @Override
    public Optional<String> exchange(String code) {
        throw new UnsupportedOperationException("no Discord on loopback: local players are chosen on the page");
    }

    @Override
    public Map<String, Object> config() {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("clientId", clientId);
        config.put("mode", "local");
        config.put("players", everyone(true).stream().map(p -> Map.of("id", p.id(), "name", p.name())).toList());
        config.put("guild", guild);
        config.put("channel", channel);
        return config;
    }

    /** The players named at the start ({@code --players}), the first one first. */
    public List<Player> players() {
        return players;
    }
}
