package dev.tzaar.infra.activity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.practice.Course;
import dev.tzaar.engine.practice.Exercise;
import dev.tzaar.engine.puzzle.Puzzle;
import dev.tzaar.engine.puzzle.PuzzleProver;
import dev.tzaar.infra.stack.LocalStack;
import dev.tzaar.lambda.puzzles.ShippedPuzzles;
import dev.tzaar.lambda.shared.AiTime;
import dev.tzaar.testkit.discord.DiscordUser;
import dev.tzaar.testkit.discord.FakeDiscord;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A newcomer learns TZAAR on the live board, as deployed (the Activity's API wired as its function wires it,
 * signed in through the fake Discord's OAuth2, the real game function on DynamoDB Local): told there that the
 * lessons are for them, they go through every lesson by taps alone (each tap an action the board offered,
 * sent back with the state the board was given), then tap the first game against the easiest bot, which is
 * begun in the channel and opens on the board as their own game; in English and in French. A wrong tap is told
 * the true reason; one puzzle is solved and another failed with its refutation.
 */
@Tag("end-to-end")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LessonsOnTheLiveBoardEndToEndTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final LocalStack stack = LocalStack.withLiveBoard().functionSetting(AiTime.MILLIS, "40");

    private ActivityCalls board;
    private FakeDiscord discord;
    private int learners;

    @BeforeAll
    void start() throws java.io.IOException {
        discord = stack.discord();
        board = ActivityCalls.start(stack, Clock.systemUTC());
    }

    @AfterAll
    void stop() {
        board.close();
    }

    @Test
    void aNewcomerGoesThroughEveryLessonByTapsToAFirstGameAgainstTheEasiestBot() {
        wholeCourse("en-US", "The board and its lines", "You have finished the course");
    }

    @Test
    void enFrancaisAussi() {
        wholeCourse("fr", "Le plateau et ses lignes", "Vous avez fini le cours");
    }

    private void wholeCourse(String locale, String firstTitle, String courseDone) {
        DiscordUser newcomer = discord.newUser("learner" + ++learners);
        discord.setLocale(newcomer, locale);
        String as = board.signIn(newcomer);
        JsonNode listing = ActivityCalls.json(board.sendPatiently("GET", "/api/games?channel=" + discord.channelId() + "&guild="
                + discord.guildId(), as, null));
        assertTrue(listing.path("me").path("newcomer").asBoolean(), "the board offers the lessons: " + listing);

        JsonNode view = ok(board.sendPatiently("GET", "/api/learn", as, null));
        assertTrue(view.path("heading").asText().startsWith(firstTitle), view.toString());
        assertFalse(view.path("heading").asText().contains("**"), "plain words");
        int taps = 0; // the page's requests: an action is a request, whatever taps chose it
        List<Exercise> exercises = Course.exercises();
        for (int i = 0; i < exercises.size(); i++) {
            assertEquals(exercises.get(i).lesson() + "-" + exercises.get(i).number(), view.path("id").asText());
            for (Action action : exercises.get(i).acceptedAnswers().get(0)) {
                view = tap(as, "/api/learn", "exercise", view, action.toString());
                taps++;
            }
            assertEquals("right", view.path("verdict").asText(), view.toString());
            if (i + 1 < exercises.size()) {
                view = ok(board.sendPatiently("GET", "/api/learn?exercise=" + view.path("next").asText(), as, null));
                taps++;
            }
        }
        assertTrue(view.path("firstGame").asBoolean(), view.toString());
        assertTrue(String.join(" ", texts(view.path("said"))).contains(courseDone), view.toString());

        HttpResponse<String> begun = board.sendPatiently("POST", "/api/learn/first-game", as, "{\"channel\":\""
                + discord.channelId() + "\",\"guild\":\"" + discord.guildId() + "\"}");
        taps++;
        String game = ok(begun).path("game").asText();
        JsonNode seen = ok(board.sendPatiently("GET", "/api/games/" + game, as, null));
        assertEquals(newcomer.id(), seen.path("white").path("id").asText().equals(newcomer.id())
                ? seen.path("white").path("id").asText() : seen.path("black").path("id").asText());
        assertTrue(seen.path("white").path("bot").asBoolean() || seen.path("black").path("bot").asBoolean(),
                "against the bot: " + seen);
        assertTrue(board.listed(as, discord.channelId()).contains(game), "the channel's game, on the board");
        assertEquals(actions(exercises) + exercises.size() - 1 + 1, taps,
                "a request an action, one for each Next, and one for the first game");
    }

    @Test
    void aWrongTapIsToldTheRulesReasonAndTheRightOneThenPasses() {
        DiscordUser learner = discord.newUser("learner" + ++learners);
        String as = board.signIn(learner);
        Exercise capture = Course.lesson("capture").orElseThrow().exercises().get(0);
        JsonNode view = ok(board.sendPatiently("GET", "/api/learn?lesson=capture", as, null));
        String right = capture.acceptedAnswers().get(0).get(0).toString();
        String wrong = texts(view.path("actions")).stream().filter(a -> !a.equals(right)).findFirst().orElseThrow();
        JsonNode missed = tap(as, "/api/learn", "exercise", view, wrong);
        assertTrue(List.of("wrong", "illegal").contains(missed.path("verdict").asText()), missed.toString());
        assertEquals("1", missed.path("state").path("misses").asText());
        assertEquals("right", tap(as, "/api/learn", "exercise", missed, right).path("verdict").asText());
    }

    @Test
    void onePuzzleIsSolvedOnTheBoardAndAnotherFailedWithItsRefutation() {
        DiscordUser solver = discord.newUser("solver" + ++learners);
        String as = board.signIn(solver);
        JsonNode picked = ok(board.sendPatiently("GET", "/api/puzzle", as, null));
        assertTrue(ShippedPuzzles.byId(picked.path("id").asText()).isPresent(), picked.toString());

        Puzzle puzzle = ShippedPuzzles.all().stream().filter(p -> p.turns() == 1).findFirst().orElseThrow();
        JsonNode view = ok(board.sendPatiently("GET", "/api/puzzle?id=" + puzzle.id(), as, null));
        for (Action action : puzzle.solution()) {
            view = tap(as, "/api/puzzle", "puzzle", view, action.toString());
        }
        assertEquals("solved", view.path("verdict").asText(), view.toString());
        assertEquals("next", view.path("next").asText());

        Puzzle other = ShippedPuzzles.all().stream().filter(p -> p.turns() == 2).findFirst().orElseThrow();
        List<Action> wrong = PuzzleProver.turns(other.position()).stream().filter(turn -> !other.isSolvedBy(turn))
                .findFirst().orElseThrow();
        JsonNode failing = ok(board.sendPatiently("GET", "/api/puzzle?id=" + other.id(), as, null));
        for (Action action : wrong) {
            failing = tap(as, "/api/puzzle", "puzzle", failing, action.toString());
        }
        assertEquals("missed", failing.path("verdict").asText(), failing.toString());
        assertEquals(other.id(), failing.path("again").asText());
        assertTrue(texts(failing.path("said")).get(0).contains("answers"), "the refutation: " + failing);
    }

    /** A tap on the board: the action, offered by the view, sent back with the view's state. */
    private JsonNode tap(String as, String route, String key, JsonNode view, String action) {
        assertTrue(texts(view.path("actions")).contains(action), action + " offered in " + view.path("actions"));
        ObjectNode body = JSON.createObjectNode().put(key, view.path("id").asText()).put("action", action);
        body.set("state", view.path("state"));
        return ok(board.sendPatiently("POST", route, as, body.toString()));
    }

    private static int actions(List<Exercise> exercises) {
        return exercises.stream().mapToInt(e -> e.acceptedAnswers().get(0).size()).sum();
    }

    private static JsonNode ok(HttpResponse<String> response) {
        assertEquals(200, response.statusCode(), response.body());
        return ActivityCalls.json(response);
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.asText()));
        return texts;
    }
}
