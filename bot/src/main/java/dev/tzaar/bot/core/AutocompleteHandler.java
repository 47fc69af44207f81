package dev.tzaar.bot.core;

import dev.tzaar.api.Choice;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.GameSummary;
import dev.tzaar.api.GameToPlay;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.api.Option;
import dev.tzaar.api.Suggestions;
import dev.tzaar.bot.cache.SummaryCache;
import dev.tzaar.bot.function.FunctionClient;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Autocomplete choices, which Discord does not let the bot defer: at most 25, within three seconds
 * of the interaction's creation, or the user sees none.
 *
 * <p>First from the cache of game summaries, with the same {@link Suggestions} the function uses
 * (microseconds, no call). Only when the cache knows nothing of the game (after a restart, say) is
 * the function asked, and only while there is time: its answer counts until {@link #DEADLINE}
 * after the interaction was created (by Discord's clock or the bot's, whichever is earlier); then
 * the user gets no choices rather than an error. A late answer still fills the cache for the next
 * keystroke.
 */
public final class AutocompleteHandler {
    /** Discord's three seconds less room for the answer to travel back. */
    public static final Duration DEADLINE = Duration.ofMillis(2_500);
    /** Below this, even a warm function would not answer in time: not worth asking. */
    static final Duration LEAST_WORTH_ASKING = Duration.ofMillis(200);

    private static final Logger LOG = LoggerFactory.getLogger(AutocompleteHandler.class);
    private static final Set<String> ACTION_OPTIONS = Set.of(Option.FROM, Option.TO, Option.TURN, Option.AT);

    private final FunctionClient function;
    private final SummaryCache cache;
    private final Executor workers;
    private final Clock clock;

    public AutocompleteHandler(FunctionClient function, SummaryCache cache, Executor workers, Clock clock) {
        this.function = function;
        this.cache = cache;
        this.workers = workers;
        this.clock = clock;
    }

    /** The choices; completes within the deadline, never exceptionally. */
    public CompletableFuture<List<Choice>> choices(AutocompleteQuery query) {
        Optional<List<Choice>> cached = fromCache(query);
        if (cached.isPresent()) {
            return CompletableFuture.completedFuture(cached.get());
        }
        return fromFunction(query);
    }

    /** The choices the cache can give, or empty when it knows nothing of the game in question. */
    Optional<List<Choice>> fromCache(AutocompleteQuery query) {
        String user = query.user().id();
        List<GameSummary> open = cache.openGames(query.channelId(), user);
        if (query.focused().equals(Option.GAME)) {
            return open.isEmpty() ? Optional.empty()
                    : Optional.of(Suggestions.forGames(open, user, query.typed(), Texts.forDiscord(query.locale())));
        }
        if (!ACTION_OPTIONS.contains(query.focused())) {
            return Optional.of(List.of());
        }
        String named = query.options().getOrDefault(Option.GAME, "").strip().toLowerCase(Locale.ROOT);
        if (!named.isEmpty()) {
            // A game cached under another channel is left to the function, which knows whether it may
            // be named here: a game played in a thread of this channel is cached under the thread.
            return cache.game(named).filter(game -> game.channelId().equals(query.channelId()))
                    .map(game -> forAction(game, query));
        }
        if (open.isEmpty()) {
            return Optional.empty();
        }
        List<GameSummary> playing = open.stream().filter(g -> g.status() == GameStatus.ACTIVE).toList();
        // Several games and none named: the function's rule chooses; when it cannot, the command
        // will need `game:` first, so no action fits yet.
        return Optional.of(GameToPlay.among(playing, game -> user.equals(game.toAct()))
                .map(game -> forAction(game, query)).orElse(List.of()));
    }

    private static List<Choice> forAction(GameSummary game, AutocompleteQuery query) {
        return Suggestions.forAction(game, query.user().id(), query.focused(), query.typed(), query.options(),
                Texts.forDiscord(query.locale()));
    }

    private CompletableFuture<List<Choice>> fromFunction(AutocompleteQuery query) {
        Instant start = query.created().isBefore(query.received()) ? query.created() : query.received();
        Duration left = Duration.between(clock.instant(), start.plus(DEADLINE));
        if (left.compareTo(LEAST_WORTH_ASKING) < 0) {
            return CompletableFuture.completedFuture(List.of());
        }
        GameRequest request = GameRequest.of(query.interactionId(), query.guildId(), query.channelId(), query.user(),
                Command.SUGGEST, query.options()).withFocused(query.focused()).withLocales(query.locale(), null);
        CompletableFuture<List<Choice>> asked;
        try {
            asked = CompletableFuture.supplyAsync(() -> function.call(request), workers).thenApply(reply -> {
                cache.remember(reply);
                return reply.choices();
            });
        } catch (RejectedExecutionException e) {
            return CompletableFuture.completedFuture(List.of());
        }
        return asked.exceptionally(e -> {
            LOG.debug("Autocomplete {}: the function gave no choices", query.interactionId(), e);
            return List.of();
        }).completeOnTimeout(List.of(), left.toMillis(), TimeUnit.MILLISECONDS);
    }
}
