package dev.tzaar.lambda.service;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ApiJson;
import dev.tzaar.api.BoardImage;
import dev.tzaar.api.ButtonId;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.shared.AiTime;
import dev.tzaar.lambda.shared.TimeLimits;
import dev.tzaar.lambda.store.DynamoDbGameStore;
import dev.tzaar.lambda.store.LocalDynamoDb;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A game table for service tests: a real DynamoDB (DynamoDB Local, in-process, one per test JVM)
 * behind the real store, players at a table, and a clock the test moves by hand.
 */
final class Table {
    static final Player ANN = new Player("100000000000000001", "Ann", false);
    static final Player BO = new Player("100000000000000002", "Bo", false);
    static final Player CY = new Player("100000000000000003", "Cy", false);
    static final Player ROBOT = new Player("100000000000000009", "Robot", true);
    static final String GUILD = "900000000000000001";

    /** Everyone a challenge can name, so Discord's resolution of the opponent can be played. */
    private static final Map<String, Player> PEOPLE = new java.util.concurrent.ConcurrentHashMap<>(
            Map.of(ANN.id(), ANN, BO.id(), BO, CY.id(), CY, ROBOT.id(), ROBOT));
    private static final AtomicLong TABLES = new AtomicLong();
    private static final AtomicLong INTERACTIONS = new AtomicLong(1_300_000_000_000_000_000L);

    final GameStore store;
    final GameService service;
    /** Each test plays in its own channel and server, so tests never see each other's games. */
    final String channel;
    final String guild;
    Instant now = Instant.parse("2026-11-22T12:00:00Z");

    Table(long seed) {
        this(seed, TimeLimits.defaults());
    }

    Table(long seed, TimeLimits settings) {
        this(seed, settings, AiTime.defaults(), null);
    }

    /** A table where the bot thinks {@code aiTime}: in tests, a short budget on a counter clock. */
    Table(long seed, AiTime aiTime) {
        this(seed, TimeLimits.defaults(), aiTime, null);
    }

    /** Another channel of the same server as {@code first}. */
    static Table sameServerAs(Table first, long seed) {
        return new Table(seed, TimeLimits.defaults(), AiTime.defaults(), first.guild);
    }

    /**
     * Another function instance at {@code first}'s table (the same server and channel, the same clock), its
     * store wrapped by {@code wrap}: a test makes two instances' calls interleave.
     */
    Table(Table first, java.util.function.UnaryOperator<GameStore> wrap) {
        this.store = wrap.apply(new DynamoDbGameStore(LocalDynamoDb.client(), LocalDynamoDb.TABLE));
        this.service = new GameService(store, new NamedPictures(), TimeLimits.defaults(),
                new SplittableRandom(TABLES.incrementAndGet()), AiTime.defaults());
        this.channel = first.channel;
        this.guild = first.guild;
        this.now = first.now;
    }

    /** A table whose {@code /tzaar import} fetches attached files from {@code files}. */
    Table(long seed, dev.tzaar.lambda.shared.RecordFiles files) {
        this(seed, TimeLimits.defaults(), AiTime.defaults(), null, files);
    }

    private Table(long seed, TimeLimits settings, AiTime aiTime, String guild) {
        this(seed, settings, aiTime, guild, dev.tzaar.lambda.shared.RecordFiles.NONE);
    }

    private Table(long seed, TimeLimits settings, AiTime aiTime, String guild,
            dev.tzaar.lambda.shared.RecordFiles files) {
        long table = TABLES.incrementAndGet();
        this.store = new DynamoDbGameStore(LocalDynamoDb.client(), LocalDynamoDb.TABLE);
        // Every table draws its own ids: all tests share one DynamoDB table.
        this.service = new GameService(store, new NamedPictures(), settings, new SplittableRandom(seed * 1_000_003 + table),
                aiTime, files);
        this.channel = String.valueOf(800_000_000_000_000_000L + table);
        this.guild = guild != null ? guild : String.valueOf(700_000_000_000_000_000L + table);
    }

    /**
     * Stands in for the renderer in these tests of the service alone: the "picture" names what it
     * shows, so a test can check the right board was drawn. The renderer has tests of its own, and
     * the handler's tests draw with it. A picture in another language than English says which, and a
     * picture with a stack chosen on a player's panel says which.
     */
    static BoardImage picture(Game game, dev.tzaar.engine.record.GameRecord record, boolean flipped,
            java.util.Optional<dev.tzaar.engine.Cell> chosen, java.util.Locale language) {
        String shows = game.id() + " " + record.finalPosition() + " after " + record.actions().size()
                + (record.declaredResult().isPresent() ? " declared" : "") + (flipped ? " flipped" : "")
                + chosen.map(cell -> " chosen " + cell).orElse("")
                + (language.getLanguage().equals("en") ? "" : " in " + language.toLanguageTag());
        return new BoardImage(shows.getBytes(StandardCharsets.UTF_8), "board of " + game.id(), shows);
    }

    /** {@link #picture} for games; an exercise's position says what it shows the same way. */
    private static final class NamedPictures implements dev.tzaar.lambda.shared.BoardPictures {
        @Override
        public BoardImage draw(Game game, dev.tzaar.engine.record.GameRecord record, boolean flipped,
                java.util.Optional<dev.tzaar.engine.Cell> chosen, java.util.Locale language) {
            return picture(game, record, flipped, chosen, language);
        }

        @Override
        public BoardImage drawPosition(dev.tzaar.engine.Position position,
                java.util.Optional<dev.tzaar.engine.Cell> chosen, java.util.Locale language) {
            String shows = "exercise " + position + chosen.map(cell -> " chosen " + cell).orElse("")
                    + (language.getLanguage().equals("en") ? "" : " in " + language.toLanguageTag());
            return new BoardImage(shows.getBytes(StandardCharsets.UTF_8), "exercise", shows);
        }

        @Override
        public dev.tzaar.api.Picture replay(Game game, java.util.Locale language) {
            String shows = "replay of " + game.id() + ", " + game.record().turnCount() + " turns"
                    + (language.getLanguage().equals("en") ? "" : " in " + language.toLanguageTag());
            return new dev.tzaar.api.Picture("replay-" + game.id() + ".gif",
                    new BoardImage(shows.getBytes(StandardCharsets.UTF_8), "replay", ""));
        }
    }

    static String shows(GameReply reply) {
        return new String(reply.image().png(), StandardCharsets.UTF_8);
    }

    GameReply send(Player user, Command command, String... options) {
        return send(nextInteraction(), user, command, options);
    }

    GameReply send(String interactionId, Player user, Command command, String... options) {
        return handle(interactionId, user, command, null, options);
    }

    /**
     * {@code /tzaar analyze} as the bot asks it: asked again, resuming, after each progress line
     * ({@link GameReply#underWay()}) until the review comes; the lines shown meanwhile go to {@code lines}.
     */
    GameReply reviewed(Player user, List<String> lines, String... options) {
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            values.put(options[i], options[i + 1]);
        }
        GameRequest request = GameRequest.of(nextInteraction(), guild, channel, user, Command.ANALYZE, values);
        GameReply reply = handle(request);
        while (reply.underWay() != null) {
            if (lines.size() > 1_000) {
                throw new AssertionError("a review that never ends: " + reply.text());
            }
            lines.add(reply.text());
            reply = handle(request.resuming(reply.underWay()));
        }
        return reply;
    }

    /** A press of a board's button, as the bot makes it a request ({@code ButtonHandler.request}). */
    GameReply press(Player user, ActionButton button) {
        ButtonId pressed = ButtonId.parse(button.id()).orElseThrow(() -> new AssertionError("not a board's button: "
                + button));
        return handle(GameRequest.of(nextInteraction(), guild, channel, user, pressed.command(), pressed.options()));
    }

    /** Autocomplete of the focused option, with the options typed so far. */
    GameReply suggest(Player user, String focused, String... options) {
        return handle(nextInteraction(), user, Command.SUGGEST, focused, options);
    }

    private GameReply handle(String interactionId, Player user, Command command, String focused, String... options) {
        Map<String, String> values = new HashMap<>();
        Map<String, Player> mentioned = new HashMap<>();
        for (int i = 0; i < options.length; i += 2) {
            values.put(options[i], options[i + 1]);
            if (options[i].equals(Option.OPPONENT) && PEOPLE.containsKey(options[i + 1])) {
                mentioned.put(options[i + 1], PEOPLE.get(options[i + 1]));
            }
        }
        return handle(GameRequest.of(interactionId, guild, channel, user, command, values).withMentioned(mentioned)
                .withFocused(focused));
    }

    /** Any request, through JSON and back as the wire would carry it. */
    GameReply handle(GameRequest request) {
        try {
            return ApiJson.readReply(ApiJson.write(service.handle(ApiJson.readRequest(ApiJson.write(request)), now)));
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Another person at the tables, whom challenges can name. */
    static Player person(String id, String name) {
        Player person = new Player(id, name, false);
        PEOPLE.put(id, person);
        return person;
    }

    static String nextInteraction() {
        return String.valueOf(INTERACTIONS.incrementAndGet());
    }

    /** Ann challenges Bo (fixed setup, Ann White) and Bo accepts: Ann to make the opening capture. */
    String startFixedGame() {
        GameReply challenge = send(ANN, Command.CHALLENGE, Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white");
        send(BO, Command.ACCEPT, Option.GAME, challenge.game().id());
        return challenge.game().id();
    }

    /** The same between any two: {@code white} challenges {@code black}, who accepts. */
    String startFixedGameBetween(Player white, Player black) {
        return startGameBetween(white, black, "fixed");
    }

    /** {@code white} challenges {@code black} to a game from {@code setup} ({@code fixed}, {@code tournament}...), accepted. */
    String startGameBetween(Player white, Player black, String setup) {
        GameReply challenge = send(white, Command.CHALLENGE, Option.OPPONENT, black.id(), Option.SETUP, setup,
                Option.COLOUR, "white");
        send(black, Command.ACCEPT, Option.GAME, challenge.game().id());
        return challenge.game().id();
    }

    Game game(String id) {
        return store.find(id, now).orElseThrow();
    }
}
