package dev.tzaar.bot.activity;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tzaar.api.Capability;
import dev.tzaar.api.ChannelGames;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameView;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.Rejection;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.bot.StrictJson;
import dev.tzaar.bot.access.ChannelAccess;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.FunctionClient.FunctionUnavailable;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Activity's HTTP API (docs/activity-api.md) and its page, one request at a time, whatever serves
 * it: a Lambda function URL ({@link ActivityLambda}) or a loopback server ({@code ./tzaar local}).
 *
 * <p>The rules it keeps: the viewer is whoever {@link Viewers} says the {@code Authorization} header
 * names, never what the page says about itself; a request it cannot place (no such viewer) is answered
 * 401 before anything is asked of the game function; everything a viewer asks is asked of the game
 * function as that viewer, which alone decides what may be played (a user acts only in their own games);
 * a game is read only by those {@link ReadRule} lets read it, and to anyone else it does not exist (404,
 * as a game that never was); requests are bounded (body, headers, a rate per viewer, and per address for sign-ins and
 * tokens not known yet, which cost a call to Discord: a viewer already known is never held back by their
 * address); errors are sentences in the viewer's language with a stable kind.
 */
public final class ActivityApi {
    /** Far more than the largest body the page sends ({@code {"action":"F4xE4","version":12}}). */
    static final int MOST_BODY_BYTES = 2_048;
    /** Room for Discord's proxy's headers and a Bearer token, and no more. */
    static final int MOST_HEADER_BYTES = 16 * 1_024;
    /**
     * The channel of the requests that name a game by its id: the page's calls about a game do not say
     * where it was opened, and the function asks no channel of them ({@link Command#VIEW} looks a game up
     * by id; an action is sent from the game's own channel, which its view names).
     */
    static final String NO_CHANNEL = "00000000000000000";
    private static final Pattern GAME_ROUTE = Pattern.compile("/api/games/([a-z0-9]{1,16})(/actions)?");
    /** What the sign-in's body holds, and an action's: nothing else is a body the page sends. */
    private static final Set<String> TOKEN_KEYS = Set.of("code");
    private static final Set<String> ACTION_KEYS = Set.of("action", "version", "tap");
    /** An exercise as the function names it ({@code capture-2}), a puzzle ({@code pz42d3a8ddcb}), a lesson or a theme. */
    private static final Pattern EXERCISE_ID = Pattern.compile("[a-z]{1,24}-[0-9]{1,2}");
    private static final Pattern PUZZLE_ID = Pattern.compile("pz[0-9a-f]{10}");
    private static final Pattern WORD = Pattern.compile("[a-z-]{1,24}");
    private static final Logger LOG = LoggerFactory.getLogger(ActivityApi.class);

    private final Viewers viewers;
    private final FunctionClient function;
    private final PageFiles page;
    private final RateLimiter perAddress;
    private final RateLimiter perViewer;
    private final InteractionIds ids;
    private final ReadRule readers;
    private final Consumer<GameReply> played;

    /**
     * @param played told every reply of an action played from the page, to show it in the channel (handed on to
     *     the relay function, which holds the bot's token: {@code core/ChannelEcho}); throws when it could not
     * @param access who may view a game's channel, and so watch the game
     */
    public ActivityApi(Viewers viewers, FunctionClient function, PageFiles page, Clock clock, RandomGenerator random,
            Consumer<GameReply> played, ChannelAccess access) {
        this.viewers = viewers;
        this.function = function;
        this.page = page;
        // What costs a call to Discord without a viewer to count it against: sign-ins and tokens nobody knows.
        // Counted by address, which behind Discord's proxy may be the proxy's: generous, to hold back a flood only.
        this.perAddress = new RateLimiter(10, 30, clock);
        // A page polls 1.4 times a second and acts now and then; two pages of one viewer, and some room.
        this.perViewer = new RateLimiter(6, 30, clock);
        this.ids = new InteractionIds(clock, random);
        this.readers = new ReadRule(clock, access);
        this.played = played;
    }

    /**
     * The answer to one request. Whatever goes wrong inside is answered too, never thrown to the server
     * (on Lambda a thrown exception is a bare 502 and its stack trace in the logs only): a 500 {@code
     * internal} in the page's language that names nothing of the request or the failure.
     */
    public ActivityResponse handle(ActivityRequest request) {
        Texts texts = Texts.forDiscord(acceptedLanguage(request));
        try {
            return answer(request, texts);
        } catch (RuntimeException e) {
            LOG.error("the Activity failed to answer a {} request", request.method(), e);
            return ActivityResponse.error(500, "internal", texts.text("activity.error.internal"));
        }
    }

    private ActivityResponse answer(ActivityRequest request, Texts texts) {
        if (request.headerBytes() > MOST_HEADER_BYTES) {
            return ActivityResponse.error(431, "tooLarge", texts.text("activity.error.tooLarge"));
        }
        if (request.body().length > MOST_BODY_BYTES) {
            return ActivityResponse.error(413, "tooLarge", texts.text("activity.error.tooLarge"));
        }
        String path = request.path();
        if (!path.startsWith("/api/")) {
            if (!request.method().equals("GET") && !request.method().equals("HEAD")) {
                return ActivityResponse.error(405, "method", texts.text("activity.error.notHere"));
            }
            return page.serve(path, request.header("accept-encoding").orElse("").contains("gzip")).orElseGet(() -> ActivityResponse.error(404, "notFound",
                    texts.text("activity.error.notHere")));
        }
        try {
            return api(request, path, texts);
        } catch (DiscordOAuth.RateLimited e) {
            // Discord said how long: the page is told (its words, and Retry-After) rather than kept waiting.
            long seconds = Math.max(1, (e.retryAfter().toMillis() + 999) / 1000);
            LOG.warn("Discord rate-limits the Activity for {} s more: {}", seconds, e.getMessage());
            return ActivityResponse.error(503, "discordBusy", texts.text("activity.error.discordBusy", seconds))
                    .withHeader("Retry-After", Long.toString(seconds));
        } catch (DiscordOAuth.Unavailable | ChannelAccess.Unknown e) {
            LOG.warn("Discord did not answer the Activity: {}", e.getMessage());
            return ActivityResponse.error(502, "discord", texts.text("activity.error.discord"));
        }
    }

    /**
     * A caller over its bucket: told when to try again. Both buckets refill by at least one request a
     * second, so one second always brings the next request back.
     */
    private static ActivityResponse tooMany(Texts texts) {
        return ActivityResponse.error(429, "tooMany", texts.text("activity.error.tooMany")).withHeader("Retry-After", "1");
    }

    private ActivityResponse api(ActivityRequest request, String path, Texts texts) {
        String method = request.method();
        if (path.equals("/api/config") && method.equals("GET")) {
            return ActivityResponse.json(200, viewers.config());
        }
        if (path.equals("/api/token") && method.equals("POST")) {
            if (!perAddress.allow(request.sourceIp())) {
                return tooMany(texts);
            }
            return token(request, texts);
        }
        String authorization = request.header("authorization").orElse(null);
        // A viewer Discord named lately is limited by their own bucket alone: behind Discord's proxy every
        // viewer shares one address, which forged tokens may have drained.
        Optional<Viewer> recognised = viewers.known(authorization);
        if (recognised.isEmpty()) {
            // Counted before Discord is asked, not once it has answered: requests at the same moment
            // would all pass a check that nothing counted yet.
            if (!perAddress.allow(request.sourceIp())) {
                return tooMany(texts);
            }
            recognised = viewers.recognise(authorization);
        }
        if (recognised.isEmpty()) {
            return ActivityResponse.error(401, "unauthorized", texts.text("activity.error.unauthorized"));
        }
        Viewer viewer = recognised.get();
        Texts theirs = viewer.locale() == null ? texts : Texts.forDiscord(viewer.locale());
        if (!perViewer.allow(viewer.id())) {
            return tooMany(theirs);
        }
        try {
            if (path.equals("/api/games") && method.equals("GET")) {
                return listing(request, viewer, theirs);
            }
            Matcher game = GAME_ROUTE.matcher(path);
            if (game.matches() && game.group(2) == null && method.equals("GET")) {
                return view(request, viewer, game.group(1), theirs);
            }
            if (game.matches() && game.group(2) != null && method.equals("POST")) {
                return act(request, viewer, game.group(1), theirs);
            }
            if (path.equals("/api/learn") || path.equals("/api/puzzle")) {
                return practice(request, viewer, path.equals("/api/learn"), theirs);
            }
            if (path.equals("/api/learn/first-game") && method.equals("POST")) {
                return firstGame(request, viewer, theirs);
            }
        } catch (FunctionUnavailable e) {
            LOG.warn("the game function did not answer the Activity: {}", e.getMessage());
            return ActivityResponse.error(503, "unavailable", Sentences.plain(e.toldIn(theirs)));
        }
        return ActivityResponse.error(404, "notFound", theirs.text("activity.error.notHere"));
    }

    private ActivityResponse token(ActivityRequest request, Texts texts) {
        Optional<String> code = bodyJson(request, TOKEN_KEYS).map(json -> json.path("code"))
                .filter(JsonNode::isTextual).map(JsonNode::asText)
                .filter(text -> !text.isBlank() && text.length() <= 512);
        if (code.isEmpty()) {
            return ActivityResponse.error(400, "badRequest", texts.text("activity.error.badRequest"));
        }
        Optional<String> token;
        try {
            token = viewers.exchange(code.get());
        } catch (UnsupportedOperationException e) {
            return ActivityResponse.error(404, "notFound", texts.text("activity.error.notHere"));
        }
        if (token.isEmpty()) {
            return ActivityResponse.error(401, "unauthorized", texts.text("activity.error.signIn"));
        }
        return ActivityResponse.json(200, Map.of("access_token", token.get()));
    }

    /**
     * The channel's games. With the server the board was opened in ({@code guild}, absent in a DM), the
     * function also lists the viewer's games in the channel's threads, as a command typed there finds them.
     */
    private ActivityResponse listing(ActivityRequest request, Viewer viewer, Texts texts) {
        Optional<String> channel = request.parameter("channel").filter(RequestLimits::isSnowflake);
        Optional<String> guild = request.parameter("guild");
        if (channel.isEmpty() || guild.isPresent() && !RequestLimits.isSnowflake(guild.get())) {
            return ActivityResponse.error(400, "badRequest", texts.text("activity.error.badRequest"));
        }
        GameReply reply = function.call(GameRequest.of(ids.next(), guild.orElse(null), channel.get(), viewer.player(),
                Command.CHANNEL_GAMES, Map.of()).withLocales(viewer.locale(), null));
        ChannelGames games = reply.listing();
        if (games == null) {
            return ActivityResponse.error(400, "badRequest", Sentences.plain(reply.text()));
        }
        // The channel named is the page's word: each game is shown only to whom it is open.
        List<ChannelGames.Listed> readable = games.games().stream()
                .filter(game -> readers.mayList(viewer, game, channel.get())).toList();
        // A finished game is listed, to be stepped through, but the board never opens on one by itself.
        String chosen = readable.stream().map(ChannelGames.Listed::id).filter(id -> id.equals(games.chosen()))
                .findFirst().or(() -> readable.stream().filter(game -> !game.status().equals("finished")).findFirst()
                        .map(ChannelGames.Listed::id)).orElse(null);
        Map<String, Object> me = new LinkedHashMap<>();
        me.put("id", viewer.id());
        me.put("name", viewer.player().name());
        me.put("locale", viewer.locale());
        me.put("newcomer", games.newcomer());
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("games", readable);
        answer.put("chosen", chosen);
        answer.put("me", me);
        return ActivityResponse.json(200, answer);
    }

    private ActivityResponse view(ActivityRequest request, Viewer viewer, String game, Texts texts) {
        Optional<String> after = request.parameter("after");
        Optional<String> upTo = request.parameter("upTo");
        if (after.isPresent() && !after.get().matches("[0-9]{1,18}")
                || upTo.isPresent() && (after.isPresent() || !upTo.get().matches("[0-9]{1,4}"))) {
            return ActivityResponse.error(400, "badRequest", texts.text("activity.error.badRequest"));
        }
        if (upTo.isPresent()) {
            // A finished game's turn, stepping through it: read in full, by those who may read the game.
            return readable(viewer, ask(viewer, Command.VIEW, Map.of(Option.GAME, game, Option.UP_TO, upTo.get())), texts);
        }
        if (after.isPresent() && readers.readLately(viewer, game)) {
            // The cheap poll: the function reads the version alone.
            GameReply reply = ask(viewer, Command.VIEW, Map.of(Option.GAME, game, Option.AFTER, after.get()));
            if (reply.unchangedAt() != null) {
                return ActivityResponse.empty(204);
            }
            return readable(viewer, reply, texts);
        }
        GameReply reply = ask(viewer, Command.VIEW, Map.of(Option.GAME, game));
        ActivityResponse answer = readable(viewer, reply, texts);
        if (answer.status() == 200 && after.isPresent() && Long.parseLong(after.get()) == reply.view().version()) {
            return ActivityResponse.empty(204);
        }
        return answer;
    }

    /** The game's view when the viewer may read it; else, whether it exists or not, that there is no such game. */
    private ActivityResponse readable(Viewer viewer, GameReply reply, Texts texts) {
        if (reply.view() != null && readers.mayRead(viewer, reply.view())) {
            return ActivityResponse.json(200, reply.view());
        }
        if (reply.view() != null || reply.rejection() == Rejection.NOT_FOUND) {
            return noSuchGame(texts);
        }
        return ActivityResponse.error(400, "badRequest", Sentences.plain(reply.text()));
    }

    /**
     * The same answer for a game that does not exist, one not started (the function's sentence about it
     * would say whose challenge it is) and one the viewer may not read.
     */
    private static ActivityResponse noSuchGame(Texts texts) {
        return ActivityResponse.error(404, "notFound", texts.text("activity.error.noGame"));
    }

    private GameReply ask(Viewer viewer, Command command, Map<String, String> options) {
        return function.call(GameRequest.of(ids.next(), null, NO_CHANNEL, viewer.player(), command, options)
                .withLocales(viewer.locale(), null));
    }

    /**
     * An action: the game read first (to know where it is played and whether this viewer may act at
     * all), then played by the function as the viewer, on the version the page showed. What the page
     * says is only the action and the version; who acts is the viewer Discord named.
     */
    private ActivityResponse act(ActivityRequest request, Viewer viewer, String game, Texts texts) {
        Optional<JsonNode> body = bodyJson(request, ACTION_KEYS);
        JsonNode action = body.map(json -> json.path("action")).orElse(null);
        JsonNode version = body.map(json -> json.path("version")).orElse(null);
        JsonNode tap = body.map(json -> json.get("tap")).orElse(null);
        if (action == null || !action.isTextual() || !GameActions.isShaped(action.asText())
                || version == null || !version.isIntegralNumber() || !version.canConvertToLong()
                || version.asLong() < 0 || tap != null && !(tap.isTextual() && InteractionIds.isTap(tap.asText()))) {
            return ActivityResponse.error(400, "badRequest", texts.text("activity.error.badRequest"));
        }
        GameReply current = ask(viewer, Command.VIEW, Map.of(Option.GAME, game));
        ActivityResponse readable = readable(viewer, current, texts);
        if (readable.status() != 200) {
            return readable;
        }
        GameView seen = current.view();
        if (seen.viewer() == null) {
            return ActivityResponse.error(403, "notYourGame", texts.text("activity.error.notYourGame"));
        }
        String interaction = tap == null ? ids.next() : InteractionIds.forTap(viewer.id(), tap.asText());
        GameRequest play = GameActions.request(interaction, seen.channel(), viewer, game, action.asText(),
                version.asLong()).orElseThrow();
        Optional<ActivityResponse> refused = refusal(seen, viewer, action.asText(), version.asLong(), texts);
        if (refused.isPresent()) {
            // A named tap may have been played already, by this very request sent before (its answer lost on
            // the way): the function answers a repeat with the first answer. Anything else it refuses as
            // this check did, on the version named, and nothing is played.
            return tap == null ? refused.get() : answeredBefore(function.call(play)).orElse(refused.get());
        }
        GameReply reply = function.call(play);
        if (reply.repeat()) {
            return answeredBefore(reply).orElseGet(() -> ActivityResponse.error(422, "refused",
                    Sentences.plain(reply.text())));
        }
        if (reply.rejection() == Rejection.STALE) {
            return ActivityResponse.error(409, "stale", Sentences.plain(reply.text()));
        }
        if (reply.view() == null) {
            return ActivityResponse.error(422, "refused", Sentences.plain(reply.text()));
        }
        return shownInTheChannel(reply, texts);
    }

    /**
     * The move handed on to be shown in its channel, and the player's new view. A hand-off that failed leaves
     * the move played: the view is answered all the same, with a {@code notice} that says the channel was not
     * shown it (never "nothing was done").
     */
    private ActivityResponse shownInTheChannel(GameReply reply, Texts texts) {
        try {
            played.accept(reply);
        } catch (RuntimeException e) {
            LOG.warn("A move of game {} made on the live board was played but not handed on to its channel: {}",
                    reply.view().id(), e.toString());
            return ActivityResponse.json(200, ActivityResponse.withNotice(reply.view(), texts.text("activity.notPosted")));
        }
        return ActivityResponse.json(200, reply.view());
    }

    /**
     * A lesson's exercise ({@code /api/learn}) or a puzzle ({@code /api/puzzle}), the viewer its learner: a GET
     * sets one (the exercise named, a lesson's first, or where their progress has reached; the puzzle named, or
     * one picked for them), a POST tries an action on it, sending back the state the last view gave. The
     * function judges as on the private panel; the page is told the view, its words made plain.
     */
    private ActivityResponse practice(ActivityRequest request, Viewer viewer, boolean lesson, Texts texts) {
        Map<String, String> options = new LinkedHashMap<>();
        Pattern named = lesson ? EXERCISE_ID : PUZZLE_ID;
        String key = lesson ? "exercise" : "puzzle";
        if (request.method().equals("GET")) {
            Optional<String> id = request.parameter(lesson ? "exercise" : "id");
            Optional<String> asked = request.parameter(lesson ? "lesson" : "theme");
            if (id.isPresent() && !named.matcher(id.get()).matches()
                    || asked.isPresent() && !WORD.matcher(asked.get()).matches()) {
                return ActivityResponse.error(400, "badRequest", texts.text("activity.error.badRequest"));
            }
            id.ifPresent(game -> options.put(Option.GAME, game));
            asked.ifPresent(word -> options.put(lesson ? Option.LESSON : Option.THEME, word));
            if (lesson && id.isPresent() && request.parameter("skip").filter("yes"::equals).isPresent()) {
                options.put(Option.SKIPPED, "yes");
            }
        } else if (request.method().equals("POST")) {
            Optional<JsonNode> body = bodyJson(request, Set.of(key, "action", "state"));
            JsonNode id = body.map(json -> json.path(key)).orElse(null);
            JsonNode action = body.map(json -> json.path("action")).orElse(null);
            JsonNode state = body.map(json -> json.get("state")).orElse(null);
            if (id == null || !id.isTextual() || !named.matcher(id.asText()).matches() || !action.isTextual()
                    || !GameActions.isShaped(action.asText()) || action.asText().contains("@")
                    || state != null && !carried(state, lesson, options)) {
                return ActivityResponse.error(400, "badRequest", texts.text("activity.error.badRequest"));
            }
            options.put(Option.GAME, id.asText());
            if (action.asText().equals("pass")) {
                options.put(Option.PASSED, "yes");
            } else {
                options.put(Option.FROM, action.asText().substring(0, 2));
                options.put(Option.TO, action.asText().substring(3, 5));
            }
        } else {
            return ActivityResponse.error(405, "method", texts.text("activity.error.notHere"));
        }
        GameReply reply = ask(viewer, lesson ? Command.EXERCISE : Command.PUZZLE_TRY, options);
        if (reply.practice() == null) {
            return ActivityResponse.error(422, "refused", Sentences.plain(reply.text()));
        }
        return ActivityResponse.json(200, reply.practice().withWords(Sentences::plain));
    }

    /**
     * The state a view gave, sent back with a try: only the options the view carries ({@link Option#FIRST} and
     * {@link Option#MISSES} for a lesson, {@link Option#LINE} and {@link Option#THEME} for a puzzle), as text.
     */
    private static boolean carried(JsonNode state, boolean lesson, Map<String, String> options) {
        Set<String> keys = lesson ? Set.of(Option.FIRST, Option.MISSES) : Set.of(Option.LINE, Option.THEME);
        if (!state.isObject() || !StrictJson.hasOnly(state, keys)) {
            return false;
        }
        for (String name : keys) {
            JsonNode value = state.get(name);
            if (value != null) {
                if (!value.isTextual() || value.asText().length() > RequestLimits.OPTION_VALUE) {
                    return false;
                }
                options.put(name, value.asText());
            }
        }
        return true;
    }

    /**
     * The course's last step: a game against the easiest bot, begun at once in the channel the board is open in
     * ({@code channel}, {@code guild}), as the panel's First game button begins it; shown in the channel as a typed
     * {@code /tzaar ai} is. The bot is the application's own user (Discord gives a bot the application's id).
     */
    private ActivityResponse firstGame(ActivityRequest request, Viewer viewer, Texts texts) {
        Optional<JsonNode> body = bodyJson(request, Set.of("channel", "guild"));
        JsonNode channel = body.map(json -> json.path("channel")).orElse(null);
        JsonNode guild = body.map(json -> json.path("guild")).orElse(null);
        if (channel == null || !channel.isTextual() || !RequestLimits.isSnowflake(channel.asText())
                || !guild.isTextual() || !RequestLimits.isSnowflake(guild.asText())) {
            return ActivityResponse.error(400, "badRequest", texts.text("activity.error.badRequest"));
        }
        if (!readers.maySeeChannel(viewer, guild.asText(), channel.asText())) {
            return ActivityResponse.error(403, "channelUnseen", texts.text("activity.error.channelUnseen"));
        }
        Player bot = new Player(String.valueOf(viewers.config().get("clientId")), "TZAAR", true);
        GameReply reply = function.call(GameRequest.of(ids.next(), guild.asText(), channel.asText(), viewer.player(),
                Command.AI, Map.of(Option.LEVEL, "easy", Option.OPPONENT, bot.id()))
                .withMentioned(Map.of(bot.id(), bot)).withLocales(viewer.locale(), null)
                .with(Capability.LAUNCH_ACTIVITY));
        if (reply.game() == null) {
            return ActivityResponse.error(422, "refused", Sentences.plain(reply.text()));
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("game", reply.game().id());
        try {
            played.accept(reply);
        } catch (RuntimeException e) {
            LOG.warn("The first game {} begun on the live board was not handed on to its channel: {}", reply.game().id(),
                    e.toString());
            answer.put("notice", texts.text("activity.notPosted"));
        }
        return ActivityResponse.json(200, answer);
    }

    /** Why the viewer may not play this action on the game as it is now, if they may not. */
    private static Optional<ActivityResponse> refusal(GameView seen, Viewer viewer, String action, long version,
            Texts texts) {
        if (seen.version() != version) {
            return Optional.of(ActivityResponse.error(409, "stale", texts.text("activity.error.stale")));
        }
        if (seen.toAct() == null || !seen.toAct().equals(viewer.id())) {
            return Optional.of(ActivityResponse.error(403, "notYourTurn", texts.text("activity.error.notYourTurn")));
        }
        if (!seen.legalActions().contains(action)) {
            return Optional.of(ActivityResponse.error(422, "illegal", texts.text("activity.error.illegal", action)));
        }
        return Optional.empty();
    }

    /**
     * The first answer to a tap sent again: the player's view as their tap left it, and nothing posted in
     * the channel again (it was shown the first time).
     */
    private static Optional<ActivityResponse> answeredBefore(GameReply reply) {
        return reply.repeat() && reply.view() != null ? Optional.of(ActivityResponse.json(200, reply.view()))
                : Optional.empty();
    }

    /** The body as the page sends it: one strict JSON object ({@link StrictJson}) of the route's keys alone. */
    private static Optional<JsonNode> bodyJson(ActivityRequest request, Set<String> keys) {
        return StrictJson.object(request.body()).filter(json -> StrictJson.hasOnly(json, keys));
    }

    /** The first language of {@code Accept-Language}, for the errors said before the viewer is known. */
    private static String acceptedLanguage(ActivityRequest request) {
        String header = request.header("accept-language").orElse("");
        // split with a limit keeps an empty first part: "," and ";" name no language, and throw nothing.
        String first = header.split("[,;]", 2)[0].strip();
        return RequestLimits.isLocaleOrAbsent(first) && !first.isEmpty() ? first : null;
    }
}
