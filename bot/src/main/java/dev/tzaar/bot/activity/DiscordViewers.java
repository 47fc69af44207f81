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
 * token Discord refuses is remembered as nobody, under its hash too, for {@link #REFUSAL_KEPT}: the same
 * forged token sent again is refused without asking Discord. Nothing else is accepted here: not
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
    /**
     * How long a token Discord refused is remembered as nobody, so that the same forged token sent again
     * and again is not taken to Discord each time (a refusal is final: a token never becomes valid later).
     */
    public static final Duration REFUSAL_KEPT = Duration.ofMinutes(2);
    private static final String BEARER = "Bearer ";

    private final DiscordOAuth discord;
    private final String clientId;
    private final Clock clock;
    private final Map<String, Known> known = new RecentlyUsed<>(MOST_KEPT);
    /** The hashes of tokens Discord refused lately, and until when they are taken for nobody without asking. */
    private final Map<String, Instant> refused = new RecentlyUsed<>(MOST_KEPT);

    private record Known(Viewer viewer, Instant until) {
    }

    public DiscordViewers(DiscordOAuth discord, String clientId, Clock clock) {
        this.discord = discord;
        this.clientId = clientId;
        this.clock = clock;
    }

    @Override
    public Optional<Viewer> recognise(String authorization) {
        Optional<String> token = token(authorization);
        if (token.isEmpty()) {
            return Optional.empty();
        }
        Optional<Viewer> kept = known(authorization);
        if (kept.isPresent()) {
            return kept;
        }
        String key = hash(token.get());
        Instant now = clock.instant();
        synchronized (refused) {
            Instant until = refused.get(key);
            if (until != null && now.isBefore(until)) {
                return Optional.empty();
            }
            refused.remove(key);
        }
        Optional<Viewer> viewer = discord.currentUser(token.get());
        if (viewer.isPresent()) {
            synchronized (known) {
                known.put(key, new Known(viewer.get(), now.plus(KEPT)));
            }
        } else {
            synchronized (refused) {
                refused.put(key, now.plus(REFUSAL_KEPT));
            }
        }
        return viewer;
    }

    /** The viewer whose token Discord named lately, from memory alone: Discord is not asked. */
    @Override
    public Optional<Viewer> known(String authorization) {
        Optional<String> token = token(authorization);
        if (token.isEmpty()) {
            return Optional.empty();
        }
        String key = hash(token.get());
        synchronized (known) {
            Known kept = known.get(key);
            if (kept != null && clock.instant().isBefore(kept.until())) {
                return Optional.of(kept.viewer());
            }
            known.remove(key);
            return Optional.empty();
        }
    }

    /** The Bearer token of the header when it is shaped as one; else none, and nobody to ask Discord about. */
    private static Optional<String> token(String authorization) {
        if (authorization == null || !authorization.startsWith(BEARER)) {
            return Optional.empty();
        }
        String token = authorization.substring(BEARER.length()).strip();
        if (token.isEmpty() || token.length() > 512 || !token.chars().allMatch(c -> c > ' ' && c < 127)) {
            return Optional.empty();
        }
        return Optional.of(token);
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
