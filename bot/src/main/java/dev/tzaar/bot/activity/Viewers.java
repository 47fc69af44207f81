package dev.tzaar.bot.activity;

import java.util.Map;
import java.util.Optional;

/**
 * How the Activity learns who calls it from the request's {@code Authorization} header, and what it
 * tells the page about it ({@code GET /api/config}). Deployed, only {@link DiscordViewers}: Discord's
 * OAuth2 access tokens. {@code ./tzaar local} adds a local way for players chosen on the page, which
 * lives in the local launcher and nowhere a deployment can reach.
 */
public interface Viewers {

    /**
     * The viewer the header names, or empty when it names nobody this way knows (missing, forged,
     * expired): the request is then answered 401 and changes nothing.
     *
     * @throws DiscordOAuth.Unavailable when Discord could not say
     */
    Optional<Viewer> recognise(String authorization);

    /**
     * The viewer the header names when that can be said without asking anyone (Discord's word on the token
     * is kept), else empty: then {@link #recognise} would ask, which is what the per-address limit is for.
     * By default, {@link #recognise} itself: a way that asks no one must keep this default only.
     */
    default Optional<Viewer> known(String authorization) {
        return recognise(authorization);
    }

    /**
     * The access token for an OAuth2 code the page got from Discord's client ({@code POST /api/token}),
     * or empty when Discord refused the code.
     *
     * @throws DiscordOAuth.Unavailable when Discord could not say
     * @throws UnsupportedOperationException where there is no Discord to ask (local mode)
     */
    Optional<String> exchange(String code);

    /** What {@code GET /api/config} says besides the application's id: the mode, and in local mode its players. */
    Map<String, Object> config();
}
