package dev.tzaar.testkit.fuzz;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import dev.tzaar.api.ApiJson;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.GameSummary;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.lambda.handler.GameFunction;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Random mutations of valid requests, sent one after another to the real function, each answer
 * checked: it is a reply the bot can show (well-formed JSON, text within Discord's limit, never our
 * "Something went wrong"), and a request answered privately (refused, or only looked at) changed
 * no stored game. Valid requests are made from what the replies said (the games, whose turn, the
 * legal actions), so games get played, and the mutations reach far into the commands.
 *
 * <p>It runs on any function given as a {@link RequestStreamHandler} and any view of its table:
 * the test and {@code ./tzaar fuzz} give it the real handler on DynamoDB Local. A seed gives the
 * same choices on every run (the game ids and setups the function draws still differ).
 */
public final class RequestFuzzer {
    private static final String GUILD = "900000000000000009";
    private static final List<String> CHANNELS = List.of("810000000000000001", "810000000000000002");
    /** Awkward names as Discord allows them: line separators, bidi marks, blanks, markdown, emoji. */
    private static final List<Player> PLAYERS = List.of(
            new Player("110000000000000001", "Ann", false),
            new Player("110000000000000002", "Bo\u2028Lee", false),
            new Player("110000000000000003", " \u200b ", false),
            new Player("110000000000000004", "\u202eCy*_`|\ud83e\udd84", false),
            new Player("110000000000000005", "Robot", true));
    private static final List<String> AWKWARD = List.of("", " ", "\u2028", "\u0085", "\u2029x", "\u202e", "\u0000",
            "a\nb", "\ud800", "@everyone", "<@110000000000000001>", "**", "`", "１２", "é\u0301", "x".repeat(201),
            "k7m2q", "E4", "e4 f4", "Z@E4", "pass", "F4xE4 C3-D4", "random", "fixed", "tournament", "white", "?");
    /** Languages as Discord sends them (and none, as older bots send); the function answers each in French or English. */
    private static final List<String> LOCALES = java.util.Arrays.asList(null, "en-US", "fr", "de", "pt-BR", "es-419");
    /**
     * The function's answer to a failure of its own (GameFunction.FAILED), in each language a request
     * may ask for: a request must never provoke it.
     */
    static final Set<String> FAILED = LOCALES.stream()
            .map(locale -> Texts.forDiscord(locale).text(GameFunction.FAILED)).collect(Collectors.toUnmodifiableSet());
    private static final List<String> BAD_IDS = List.of("", "0", "abc", "1".repeat(16), "1".repeat(21),
            "1".repeat(2048), "-110000000000000001", "１１００００００００００００００００１");

    private final RequestStreamHandler function;
    /** The stored games, as key to version: read before and after each request. */
    private final Supplier<Map<String, String>> storedGames;
    private final SplittableRandom random;
    private final Map<String, GameSummary> games = new LinkedHashMap<>();
    private final List<String> interactions = new ArrayList<>();
    private long nextInteraction = 1_300_000_000_000_000_000L;

    public RequestFuzzer(RequestStreamHandler function, Supplier<Map<String, String>> storedGames, long seed) {
        this.function = function;
        this.storedGames = storedGames;
        this.random = new SplittableRandom(seed);
    }

    /** What a run found. */
    public record Report(int requests, int mutated, int changedGames, int refused, List<String> findings) {
        public boolean clean() {
            return findings.isEmpty();
        }
    }

    /**
     * Sends {@code requests} requests, a third valid and the rest mutated, and checks each answer.
     *
     * @param progress told after every request, with how many were sent so far
     */
    public Report run(int requests, java.util.function.IntConsumer progress) {
        List<String> findings = new ArrayList<>();
        int mutated = 0;
        int changed = 0;
        int refused = 0;
        for (int i = 1; i <= requests; i++) {
            GameRequest valid = valid();
            boolean mutate = random.nextInt(3) != 0;
            String json = mutate ? mutated(valid) : ApiJson.write(valid);
            mutated += mutate ? 1 : 0;
            Map<String, String> before = storedGames.get();
            byte[] answer = call(json);
            Map<String, String> after = storedGames.get();
            String problem = problem(answer, isAutocomplete(json), before, after);
            if (problem != null) {
                findings.add("request " + i + ": " + problem + "\n  sent: " + clip(json, 600));
            } else {
                GameReply reply = read(answer);
                refused += reply.ephemeral() ? 1 : 0;
                changed += before.equals(after) ? 0 : 1;
                if (reply.game() != null) {
                    games.put(reply.game().id(), reply.game());
                }
            }
            progress.accept(i);
        }
        return new Report(requests, mutated, changed, refused, List.copyOf(findings));
    }

    // ---- checking an answer ----

    /** @param autocomplete whether the request was one: no choices at all is an answer there */
    private static String problem(byte[] answer, boolean autocomplete, Map<String, String> before,
            Map<String, String> after) {
        GameReply reply;
        try {
            reply = ApiJson.readReply(new String(answer, StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return "the answer is not a reply (" + e.getMessage() + "): " + clip(new String(answer,
                    StandardCharsets.UTF_8), 300);
        }
        if (FAILED.contains(reply.text())) {
            return "the function failed: " + reply.text();
        }
        if (reply.text().length() > RequestLimits.REPLY_TEXT) {
            return "the reply has " + reply.text().length() + " characters, more than Discord shows";
        }
        // A live board's answers carry what the page draws (a game's view, "unchanged", the channel's games).
        boolean forABoard = reply.view() != null || reply.unchangedAt() != null || reply.listing() != null;
        if (reply.text().isBlank() && reply.choices().isEmpty() && reply.files().isEmpty() && !autocomplete
                && !forABoard) {
            return "the reply says nothing";
        }
        if (reply.image() != null && (reply.image().png().length < 8 || reply.image().altText().isBlank())) {
            return "the reply's picture is empty or has no alt text";
        }
        if (reply.ephemeral() && !before.equals(after)) {
            return "a request answered privately changed the stored games: " + difference(before, after);
        }
        return null;
    }

    private static String difference(Map<String, String> before, Map<String, String> after) {
        Map<String, String> changed = new TreeMap<>();
        after.forEach((key, version) -> {
            if (!version.equals(before.get(key))) {
                changed.put(key, before.get(key) + " -> " + version);
            }
        });
        before.keySet().stream().filter(key -> !after.containsKey(key)).forEach(key -> changed.put(key, "removed"));
        return changed.toString();
    }

    private static boolean isAutocomplete(String json) {
        try {
            return ApiJson.readRequest(json).command() == Command.SUGGEST;
        } catch (IOException | RuntimeException unreadable) {
            return false;
        }
    }

    private byte[] call(String json) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            function.handleRequest(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), out, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static GameReply read(byte[] answer) {
        try {
            return ApiJson.readReply(new String(answer, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---- valid requests, from what the replies told ----

    private GameRequest valid() {
        List<GameSummary> open = games.values().stream().filter(g -> g.status().isOpen()).toList();
        GameSummary game = open.isEmpty() || random.nextInt(6) == 0 ? null : open.get(random.nextInt(open.size()));
        if (game == null) {
            Player challenger = PLAYERS.get(random.nextInt(4));
            Player opponent = PLAYERS.get(random.nextInt(PLAYERS.size()));
            return request(CHANNELS.get(random.nextInt(CHANNELS.size())), challenger, Command.CHALLENGE,
                    Map.of(Option.OPPONENT, opponent.id(), Option.SETUP, pick(List.of("fixed", "random", "tournament")),
                            Option.COLOUR, pick(List.of("white", "black", "random"))),
                    Map.of(opponent.id(), opponent), null);
        }
        Map<String, String> named = Map.of(Option.GAME, game.id());
        if (game.status() == GameStatus.CHALLENGED) {
            // An open challenge (a mutation can drop the opponent) has no opponent yet: anyone answers it.
            Player answering = game.opponent() != null ? game.opponent() : PLAYERS.get(random.nextInt(PLAYERS.size()));
            return switch (random.nextInt(4)) {
                case 0 -> request(game.channelId(), game.challenger(), Command.CANCEL, named, Map.of(), null);
                case 1 -> request(game.channelId(), answering, Command.DECLINE, named, Map.of(), null);
                default -> request(game.channelId(), answering, Command.ACCEPT, named, Map.of(), null);
            };
        }
        Player toAct = game.challenger().id().equals(game.toAct()) ? game.challenger() : game.opponent();
        int choice = random.nextInt(20);
        if (choice < 13 && !game.legalActions().isEmpty()) {
            String action = pick(game.legalActions().subList(0, Math.min(8, game.legalActions().size())));
            Map<String, String> options = new HashMap<>(named);
            Command command = Command.MOVE;
            if (action.equals("pass")) {
                command = Command.PASS;
            } else if (action.contains("@")) {
                command = Command.PLACE;
                options.put(Option.TYPE, action.substring(0, 1));
                options.put(Option.AT, action.substring(2));
            } else if (random.nextBoolean()) {
                options.put(Option.TURN, action);
            } else {
                options.put(Option.FROM, action.substring(0, 2));
                options.put(Option.TO, action.substring(3));
            }
            return request(game.channelId(), toAct, command, options, Map.of(), null);
        }
        Player anyone = random.nextBoolean() ? toAct : PLAYERS.get(random.nextInt(PLAYERS.size()));
        return switch (choice) {
            case 13 -> request(game.channelId(), anyone, Command.SUGGEST, Map.of(Option.FROM, ""), Map.of(),
                    Option.FROM);
            case 14 -> request(game.channelId(), anyone, Command.BOARD, named, Map.of(), null);
            case 15 -> request(game.channelId(), anyone, Command.GAMES, Map.of(), Map.of(), null);
            case 16 -> request(game.channelId(), anyone, Command.HISTORY, named, Map.of(), null);
            case 17 -> request(game.channelId(), anyone, random.nextBoolean() ? Command.RESIGN : Command.CONFIRM_RESIGN,
                    named, Map.of(), null);
            case 18 -> request(game.channelId(), anyone, Command.CLAIM, named, Map.of(), null);
            default -> request(game.channelId(), anyone, random.nextBoolean() ? Command.REMATCH : Command.HELP, named,
                    Map.of(), null);
        };
    }

    private GameRequest request(String channel, Player user, Command command, Map<String, String> options,
            Map<String, Player> mentioned, String focused) {
        String interaction = Long.toString(nextInteraction++);
        interactions.add(interaction);
        return GameRequest.of(interaction, GUILD, channel, user, command, options).withMentioned(mentioned)
                .withFocused(focused).withLocales(pick(LOCALES), pick(LOCALES));
    }

    // ---- mutations ----

    private String mutated(GameRequest valid) {
        if (random.nextInt(8) == 0) {
            return damagedJson(ApiJson.write(valid));
        }
        GameRequest request = valid;
        for (int i = random.nextInt(1, 3); i > 0; i--) {
            request = mutatedOnce(request);
        }
        return ApiJson.write(request);
    }

    private GameRequest mutatedOnce(GameRequest r) {
        Map<String, String> options = new HashMap<>(r.options());
        Map<String, Player> mentioned = new HashMap<>(r.mentioned());
        switch (random.nextInt(13)) {
            case 0 -> {
                return GameRequest.of(pick(BAD_IDS.subList(1, BAD_IDS.size())), r.guildId(), r.channelId(), r.user(),
                        r.command(), options).withMentioned(mentioned).withFocused(r.focused());
            }
            case 1 -> {
                return GameRequest.of(r.interactionId(), random.nextBoolean() ? null : pick(BAD_IDS),
                        pick(List.of(pick(BAD_IDS), r.channelId(), CHANNELS.get(0))), r.user(), r.command(), options)
                        .withMentioned(mentioned).withFocused(r.focused());
            }
            case 2 -> {
                Player user = random.nextBoolean() ? new Player(pick(BAD_IDS), r.user().name(), false)
                        : PLAYERS.get(random.nextInt(PLAYERS.size()));
                return GameRequest.of(r.interactionId(), r.guildId(), r.channelId(), user, r.command(), options)
                        .withMentioned(mentioned).withFocused(r.focused());
            }
            case 3 -> {
                Player renamed = new Player(r.user().id(), pick(AWKWARD), r.user().bot());
                return GameRequest.of(r.interactionId(), r.guildId(), r.channelId(), renamed, r.command(), options)
                        .withMentioned(mentioned).withFocused(r.focused());
            }
            case 4 -> options.put(pick(List.of(Option.GAME, Option.FROM, Option.TO, Option.TURN, Option.TYPE, Option.AT,
                    Option.SETUP, Option.COLOUR, Option.OPPONENT)), pick(AWKWARD));
            case 5 -> {
                if (!options.isEmpty()) {
                    options.remove(pick(new ArrayList<>(options.keySet())));
                }
            }
            case 6 -> {
                // An interaction already answered, sent again (by its user or another).
                String reused = interactions.isEmpty() ? r.interactionId()
                        : interactions.get(random.nextInt(interactions.size()));
                return GameRequest.of(reused, r.guildId(), r.channelId(), r.user(), r.command(), options)
                        .withMentioned(mentioned).withFocused(r.focused());
            }
            case 7 -> {
                return GameRequest.of(r.interactionId(), r.guildId(), r.channelId(), r.user(),
                        pick(List.of(Command.values())), options).withMentioned(mentioned)
                        .withFocused(pick(List.of("", Option.FROM, Option.TO, Option.AT, Option.GAME, "x".repeat(40))));
            }
            case 8 -> {
                for (int i = 0; i < 12; i++) {
                    options.put("extra" + i, pick(AWKWARD));
                }
            }
            case 9 -> {
                Player other = PLAYERS.get(random.nextInt(PLAYERS.size()));
                mentioned.put(random.nextBoolean() ? other.id() : pick(BAD_IDS), random.nextBoolean() ? other
                        : new Player(other.id(), pick(AWKWARD), random.nextBoolean()));
            }
            case 11 -> {
                // A language no Discord sends: refused privately, in English.
                return r.withLocales(pick(AWKWARD), random.nextBoolean() ? r.guildLocale() : pick(AWKWARD));
            }
            case 10 -> options.put(pick(List.of(Option.GAME, Option.TURN)), random.nextInt(25) == 0
                    ? "k7m2q\"\\".repeat(3 * 1024 * 1024 / 7) : "e4 ".repeat(random.nextInt(1, 100)));
            default -> options.put(Option.GAME, pick(new ArrayList<>(games.keySet().isEmpty() ? List.of("zzzzz")
                    : games.keySet())));
        }
        return GameRequest.of(r.interactionId(), r.guildId(), r.channelId(), r.user(), r.command(), options)
                .withMentioned(mentioned).withFocused(r.focused()).withLocales(r.locale(), r.guildLocale());
    }

    private String damagedJson(String json) {
        String text = json;
        for (int i = random.nextInt(1, 4); i > 0; i--) {
            int at = random.nextInt(text.length() + 1);
            int end = Math.min(text.length(), at + random.nextInt(0, 12));
            String token = pick(List.of("{", "}", "\"", ",", "null", "[]", "0", "\\u2028", "\"user\":{}", ""));
            text = text.substring(0, at) + token + text.substring(end);
        }
        return text;
    }

    private <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    private static String clip(String text, int most) {
        return text.length() <= most ? text : text.substring(0, most) + "… (" + text.length() + " characters)";
    }
}
