package dev.tzaar.bot.activity;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;

/**
 * Viewers known by Discord's OAuth2 access tokens ({@code Authorization: Bearer <token>}): Discord says
 * whose a token is ({@code GET /users/@me}) and which servers they are in ({@code GET /users/@me/guilds}),
 * and the answer is kept a short while under a hash of the
 * token, never the token itself, so that a page polling every 700 ms does not ask Discord each time. A
 * token Discord refuses is not kept: the next request asks again. Nothing else is accepted here: not
 * {@code Local}, not a user id, whatever the page says.
 */
public final class DiscordViewers implements Viewers {
    /**
     * How long Discord's word on a token is kept: a revoked token still works this long at most, and one
     * who left a server still watches its games this long at most.
     */
    public static final Duration KEPT = Duration.ofMinutes(5);
    /** At most so many tokens are remembered; the oldest go first. */
    static final int MOST_KEPT = 10_000;
    private static final String BEARER = "Bearer ";

    private final DiscordOAuth discord;
    private final String clientId;
    private final Clock clock;
    private final Map<String, Known> known = new RecentlyUsed<>(MOST_KEPT);

    private record Known(Viewer viewer, Instant until) {
    }

    public DiscordViewers(DiscordOAuth discord, String clientId, Clock clock) {
        this.discord = discord;
        this.clientId = clientId;
        this.clock = clock;
    }

    @Override
    public Optional<Viewer> recognise(String authorization) {
        if (authorization == null || !authorization.startsWith(BEARER)) {
            return Optional.empty();
        }
        String token = authorization.substring(BEARER.length()).strip();
        if (token.isEmpty() || token.length() > 512 || !token.chars().allMatch(c -> c > ' ' && c < 127)) {
            return Optional.empty();
        }
        String key = hash(token);
        Instant now = clock.instant();
        synchronized (known) {
            Known kept = known.get(key);
            if (kept != null && now.isBefore(kept.until())) {
                return Optional.of(kept.viewer());
            }
            known.remove(key);
        }
        Optional<Viewer> viewer = discord.currentUser(token);
        viewer.ifPresent(v -> {
            synchronized (known) {
                known.put(key, new Known(v, now.plus(KEPT)));
            }
        });
        return viewer;
    }

    @Override
    public Optional<String> exchange(String code) {
        return discord.exchange(code);
    }

    @Override
    public Map<String, Object> config() {
        return Map.of("clientId", clientId, "mode", "discord");
    }

    /** How many tokens are remembered now. */
    int remembered() {
        synchronized (known) {
            return known.size();
        }
    }

    /** The key a token is remembered under: its SHA-256, so the memory holds no token. */
    static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
