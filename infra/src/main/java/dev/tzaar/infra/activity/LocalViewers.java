package dev.tzaar.infra.activity;

import dev.tzaar.api.Player;
import dev.tzaar.bot.activity.Viewer;
import dev.tzaar.bot.activity.Viewers;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The live board's viewers on {@code ./tzaar local}: the players of the local channel, chosen on the
 * page ({@code Authorization: Local <user id>}), with no Discord to ask. This way in exists only here, in
 * the local launcher, whose server listens on loopback alone; the deployed Activity function is built
 * without this module and knows Discord's tokens only ({@code DiscordViewers}).
 */
public final class LocalViewers implements Viewers {
    static final String SCHEME = "Local ";

    private final String clientId;
    private final List<Player> players;
    private final String guild;
    private final String channel;

    /**
     * @param players who the page may act as, the first one first
     * @param guild the local server, which the channel is in (the console's)
     * @param channel the local channel whose games the page shows (the console's)
     */
    public LocalViewers(String clientId, List<Player> players, String guild, String channel) {
        if (players.isEmpty()) {
            throw new IllegalArgumentException("the live board needs at least one local player");
        }
        this.clientId = clientId;
        this.players = List.copyOf(players);
        this.guild = guild;
        this.channel = channel;
    }

    @Override
    public Optional<Viewer> recognise(String authorization) {
        if (authorization == null || !authorization.startsWith(SCHEME)) {
            return Optional.empty();
        }
        String id = authorization.substring(SCHEME.length()).strip();
        return players.stream().filter(p -> p.id().equals(id)).findFirst()
                .map(p -> new Viewer(p, null, Set.of(guild)));
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
        config.put("players", players.stream().map(p -> Map.of("id", p.id(), "name", p.name())).toList());
        config.put("guild", guild);
        config.put("channel", channel);
        return config;
    }

    public List<Player> players() {
        return players;
    }
}
