package dev.tzaar.lambda.handler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.api.ApiJson;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.pictures.GamePictures;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.lambda.rating.PairHistory;
import dev.tzaar.lambda.rating.RatingWrite;
import dev.tzaar.lambda.rating.Standing;
import dev.tzaar.lambda.service.GameService;
import dev.tzaar.lambda.shared.TimeLimits;
import dev.tzaar.lambda.store.CapacityMeter;
import dev.tzaar.lambda.store.DynamoDbGameStore;
import dev.tzaar.lambda.store.LocalDynamoDb;
import dev.tzaar.render.BoardRenderer;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * The function as the bot sees it: JSON in, JSON out. Whatever arrives, a reply the bot can show
 * comes back; a failure of ours is an apology for the player and a stack trace for the log only.
 */
class GameFunctionTest {
    private static final Player ANN = new Player("100000000000000001", "Ann", false);
    private static final Player BO = new Player("100000000000000002", "Bo", false);
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T12:00:00.123456Z"), ZoneOffset.UTC);
    private final ByteArrayOutputStream logged = new ByteArrayOutputStream();

    private GameFunction function(GameStore store) {
        GameService service = new GameService(store, new GamePictures(new BoardRenderer()), TimeLimits.defaults(),
                new SplittableRandom(42));
        return new GameFunction(service, CLOCK, new JsonLog(new PrintStream(logged, true, StandardCharsets.UTF_8)),
                new CapacityMeter());
    }

    private static GameStore realStore() {
        return new DynamoDbGameStore(LocalDynamoDb.client(), LocalDynamoDb.TABLE);
    }

    private static String call(GameFunction function, String json) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        function.handle(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), out, "req-1");
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String request(Player user, Command command, String channel, Map<String, String> options,
            Map<String, Player> mentioned) {
        return ApiJson.write(GameRequest.of(snowflake(1), "900000000000000001", channel, user, command, options)
                .withMentioned(mentioned));
    }

    /** A fresh Discord-shaped id (19 digits) beginning with the digit given. */
    private static String snowflake(int first) {
        return first + String.format("%018d", System.nanoTime() % 1_000_000_000_000_000_000L);
    }

    /** Ann challenges Bo (fixed setup, Ann White) in {@code channel}, Bo accepts, Ann captures: the reply. */
    private static GameReply annsFirstCapture(GameFunction function, String channel) throws IOException {
        call(function, request(ANN, Command.CHALLENGE, channel, Map.of(Option.OPPONENT, BO.id(), Option.SETUP, "fixed",
                Option.COLOUR, "white"), Map.of(BO.id(), BO)));
        call(function, request(BO, Command.ACCEPT, channel, Map.of(), Map.of()));
        return ApiJson.readReply(call(function, request(ANN, Command.MOVE, channel,
                Map.of(Option.FROM, "C2", Option.TO, "C3"), Map.of())));
    }

    @Test
    void aMoveComesBackWithARealPictureOfTheBoard() throws IOException {
        GameReply reply = annsFirstCapture(function(realStore()), snowflake(7));

        BufferedImage picture = ImageIO.read(new ByteArrayInputStream(reply.image().png()));
        assertTrue(picture.getWidth() >= 800 && picture.getWidth() <= 1200, "width " + picture.getWidth());
        assertTrue(reply.image().png().length < 80_000, reply.image().png().length + " bytes");
        assertTrue(reply.image().altText().contains("C2xC3"), reply.image().altText());
    }

    /**
     * A frontend's report of a ping that never got through, as it sends it ({@code {"unsentPing": ...}}):
     * kept on the game, said in the answer and in the log; a report about a game that moved on is not.
     */
    @Test
    void aReportOfAnUnsentPingIsKeptOnTheGameAndAnswered() throws IOException {
        GameStore store = realStore();
        GameFunction function = function(store);
        String channel = snowflake(7);
        GameReply move = annsFirstCapture(function, channel);
        String report = ApiJson.writeUnsentPing(dev.tzaar.api.UnsentPing.of(move, channel).orElseThrow());

        assertEquals("{\"kept\":true}", call(function, report));
        assertEquals(List.of(BO.id()), store.find(move.game().id(), CLOCK.instant()).orElseThrow().pingOwed().users());
        assertEquals("{\"kept\":false}", call(function, report), "the game changed since: it owes that ping now");
        assertTrue(logged.toString(StandardCharsets.UTF_8).contains("\"command\":\"unsentPing\""), logged.toString());
    }

    private static final String UNREADABLE = "I could not read that request. If this keeps happening, the bot and "
            + "the game function may be of different versions.";
    private static final String FAILED = "Something went wrong on our side. Try again: if your action went through, "
            + "trying again changes nothing.";

    @Test
    void unreadableRequestsGetAPoliteReplyNotACrash() throws IOException {
        GameFunction function = function(realStore());
        for (String junk : List.of("", "not json", "{}", "{\"command\":\"fly\"}", "[1,2]",
                "{\"interactionId\":\"1\",\"channelId\":\"2\",\"command\":\"board\"}")) {
            GameReply reply = ApiJson.readReply(call(function, junk));
            assertTrue(reply.ephemeral(), junk);
            assertEquals(UNREADABLE, reply.text(), junk);
        }
    }

    @Test
    void anUnreadableRequestThatNamesFrenchIsAnsweredInFrench() throws IOException {
        GameFunction function = function(realStore());
        for (String junk : List.of("{\"command\":\"fly\",\"locale\":\"fr\"}",
                "{\"interactionId\":\"1\",\"channelId\":\"2\",\"command\":\"board\",\"locale\":\"fr\"}")) {
            GameReply reply = ApiJson.readReply(call(function, junk));
            assertTrue(reply.ephemeral(), junk);
            assertEquals("Je n’ai pas pu lire cette requête. Si cela se reproduit, le bot et la fonction de jeu ne "
                    + "sont peut-être pas de la même version.", reply.text(), junk);
        }
    }

    @Test
    void aFailureOfOursIsAnApologyForThePlayerAndAStackTraceForTheLogOnly() throws IOException {
        GameReply reply = ApiJson.readReply(call(function(onFire()), request(ANN, Command.GAMES, snowflake(7), Map.of(),
                Map.of())));
        assertEquals(FAILED, reply.text());
        assertFalse(reply.text().contains("fire"));
        String log = logged.toString(StandardCharsets.UTF_8);
        assertTrue(log.contains("the table is on fire") && log.contains("\"level\":\"ERROR\""), log);
    }

    @Test
    void aFrenchPlayerMeetingAFailureOfOursIsToldInFrench() throws IOException {
        GameReply reply = ApiJson.readReply(call(function(onFire()), ApiJson.write(GameRequest.of(snowflake(1),
                "900000000000000001", snowflake(7), ANN, Command.GAMES, Map.of()).withLocales("fr", "en-US"))));
        assertEquals("Quelque chose s’est mal passé de notre côté. Réessayez : si votre action est passée, réessayer "
                + "ne change rien.", reply.text());
    }

    /** A store whose every call fails. */
    private static GameStore onFire() {
        return new GameStore() {
            @Override
            public dev.tzaar.lambda.tournaments.TournamentStore tournaments() {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public dev.tzaar.lambda.puzzles.DailySchedule dailySchedule(String guildId) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public dev.tzaar.lambda.game.KeptReview keptReview(String gameId, Instant now) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public List<dev.tzaar.lambda.puzzles.DailySchedule> dailiesDue(Instant now, int limit) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public boolean write(dev.tzaar.lambda.puzzles.DailySchedule schedule) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public boolean write(dev.tzaar.lambda.game.ServerSettings settings,
                    dev.tzaar.lambda.puzzles.DailySchedule schedule) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public Counted countSolver(dev.tzaar.lambda.puzzles.DailySchedule counted, java.time.LocalDate day,
                    String userId, Instant expires) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public boolean write(dev.tzaar.lambda.game.KeptReview review, Instant expiresAt) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public dev.tzaar.lambda.practice.LessonProgress lessonProgress(String userId) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public boolean write(dev.tzaar.lambda.practice.LessonProgress progress) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public dev.tzaar.lambda.puzzles.PuzzleRecord puzzleRecord(String userId) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public dev.tzaar.lambda.puzzles.PuzzleStanding puzzleStanding(dev.tzaar.engine.puzzle.Puzzle puzzle) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public boolean write(dev.tzaar.lambda.puzzles.RatedTry rated) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public boolean write(dev.tzaar.lambda.puzzles.PuzzleRecord record) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public dev.tzaar.lambda.rating.BotRecord botRecord(String userId) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public Optional<Game> find(String gameId, Instant now) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public Optional<Long> versionOf(String gameId, Instant now) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public List<Game> openGamesIn(String channelId, Instant now) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public List<Game> gamesOf(String userId, Instant now, int limit) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public Optional<Game> pendingChallenge(String channel, String challenger, String opponent, Instant now) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public Optional<Game> botGame(String channel, String player, Instant now) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public List<Game> clocksDue(Instant now, int limit) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public List<dev.tzaar.lambda.game.Seat> seatsOf(String userId, String guildId, String channelId,
                    boolean finished, Instant now, int limit) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public List<dev.tzaar.lambda.game.Seat> seatsInThreadsOf(String userId, String guildId, String channelId,
                    Instant now) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public Optional<StoredReply> replyTo(String interactionId, Instant now) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public WriteOutcome write(Game game, StoredReply reply, RatingWrite ratings) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public Optional<Standing> standing(Ladder ladder, String userId) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public PairHistory pair(String oneId, String otherId, Instant now) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public List<Standing> leaderboard(Ladder ladder, int limit) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public long place(Standing standing) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public dev.tzaar.lambda.game.ServerSettings serverSettings(String guildId) {
                throw new IllegalStateException("the table is on fire");
            }

            @Override
            public boolean write(dev.tzaar.lambda.game.ServerSettings settings) {
                throw new IllegalStateException("the table is on fire");
            }
        };
    }

    @Test
    void everyRequestIsLoggedAsOneJsonLineWithoutNamesOrText() throws IOException {
        call(function(realStore()), request(ANN, Command.HELP, snowflake(7), Map.of(), Map.of()));
        String[] lines = logged.toString(StandardCharsets.UTF_8).strip().split("\n");
        assertEquals(1, lines.length);
        JsonNode line = new ObjectMapper().readTree(lines[0]);
        assertEquals("handled", line.get("message").asText());
        assertEquals("help", line.get("command").asText());
        assertEquals("req-1", line.get("requestId").asText());
        assertTrue(line.get("ms").isNumber());
        assertFalse(lines[0].contains("Ann"), "names are not logged: " + lines[0]);
    }

    /** A live board's poll that finds nothing new is answered and not logged: 5,000 lines an hour per board. */
    @Test
    void aPollOfAnUnchangedGameIsAnsweredWithoutALogLine() throws IOException {
        GameFunction function = function(realStore());
        String channel = snowflake(8);
        GameReply challenge = ApiJson.readReply(call(function, request(ANN, Command.CHALLENGE, channel,
                Map.of("opponent", BO.id(), "setup", "fixed"), Map.of(BO.id(), BO))));
        String game = challenge.game().id();
        call(function, request(BO, Command.ACCEPT, channel, Map.of("game", game), Map.of()));
        logged.reset();

        GameReply unchanged = ApiJson.readReply(call(function, request(ANN, Command.VIEW, channel,
                Map.of("game", game, "after", "2"), Map.of())));
        assertEquals(2L, unchanged.unchangedAt());
        assertEquals("", logged.toString(StandardCharsets.UTF_8));
        GameReply changed = ApiJson.readReply(call(function, request(ANN, Command.VIEW, channel,
                Map.of("game", game, "after", "1"), Map.of())));
        assertEquals(2, changed.view().version());
        assertTrue(logged.toString(StandardCharsets.UTF_8).contains("\"command\":\"view\""), logged.toString());
    }
}
