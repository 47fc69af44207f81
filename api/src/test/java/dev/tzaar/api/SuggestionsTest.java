package dev.tzaar.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Autocomplete offers only what the summary's legal actions allow, in their order (best first),
 * narrowed by what was typed, to the player whose action it is, at most 25.
 */
class SuggestionsTest {
    private static final Player ANN = new Player("1", "Ann", false);
    private static final Player BO = new Player("2", "Bo", false);

    private static GameSummary game(String toAct, List<String> actions) {
        return new GameSummary("k7m2q", "c", GameStatus.ACTIVE, ANN, BO, ANN, BO, "-", toAct, actions, 3, 4);
    }

    private static final GameSummary SECOND_ACTION = game("1", List.of("F4xE4", "F4xF5", "C3xC2", "F4-G3", "C3-D4",
            "pass"));

    @Test
    void fromOffersEachStackThatCanActWithWhatItCanDoInTheSummarysOrder() {
        assertEquals(List.of(new Choice("F4 · 2 captures, 1 stack", "F4"), new Choice("C3 · 1 capture, 1 stack", "C3")),
                Suggestions.forAction(SECOND_ACTION, "1", Option.FROM, "", Map.of()));
    }

    @Test
    void whatWasTypedNarrowsTheChoicesInAnyCase() {
        assertEquals(List.of(new Choice("C3 · 1 capture, 1 stack", "C3")),
                Suggestions.forAction(SECOND_ACTION, "1", Option.FROM, "c", Map.of()));
        assertEquals(List.of(), Suggestions.forAction(SECOND_ACTION, "1", Option.FROM, "A", Map.of()));
    }

    @Test
    void toOffersTheTargetsOfTheChosenStack() {
        assertEquals(List.of(new Choice("E4 · capture", "E4"), new Choice("F5 · capture", "F5"),
                new Choice("G3 · stack", "G3")),
                Suggestions.forAction(SECOND_ACTION, "1", Option.TO, "", Map.of(Option.FROM, "f4")));
    }

    @Test
    void toBeforeAStackIsChosenOffersEveryTargetOnceWithItsBestWayThere() {
        GameSummary twoWays = game("1", List.of("F4xE4", "D4xE4", "D4-D3"));
        assertEquals(List.of(new Choice("E4 · capture from F4", "E4"), new Choice("D3 · stack from D4", "D3")),
                Suggestions.forAction(twoWays, "1", Option.TO, "", Map.of()));
    }

    @Test
    void aPlacementOffersTheEmptyCellsOnce() {
        GameSummary placing = game("1", List.of("Z@E4", "Z@E6", "A@E4", "A@E6"));
        assertEquals(List.of(new Choice("E4", "E4"), new Choice("E6", "E6")),
                Suggestions.forAction(placing, "1", Option.AT, "e", Map.of()));
    }

    @Test
    void aPlacementOffersOnlyTheCellsForTheChosenTypeAndNoneOnceThatTypeIsAllDown() {
        // The Tzaars are all down: only Tzarras and Totts can still be placed.
        GameSummary tzaarsDown = game("1", List.of("A@E4", "A@E6", "T@E4", "T@E6"));
        assertEquals(List.of(), Suggestions.forAction(tzaarsDown, "1", Option.AT, "", Map.of(Option.TYPE, "Z")));
        assertEquals(List.of(), Suggestions.forAction(tzaarsDown, "1", Option.AT, "", Map.of(Option.TYPE, "Tzaar")));
        assertEquals(List.of(new Choice("E4", "E4"), new Choice("E6", "E6")),
                Suggestions.forAction(tzaarsDown, "1", Option.AT, "", Map.of(Option.TYPE, "A")));
    }

    @Test
    void aWholeTurnIsCompletedFromTheLegalActions() {
        assertEquals(List.of(new Choice("F4xE4", "F4xE4"), new Choice("F4xF5", "F4xF5"), new Choice("F4-G3", "F4-G3")),
                Suggestions.forAction(SECOND_ACTION, "1", Option.TURN, "f4", Map.of()));
    }

    @Test
    void onlyThePlayerWhoseActionItIsGetsChoices() {
        assertEquals(List.of(), Suggestions.forAction(SECOND_ACTION, "2", Option.FROM, "", Map.of()));
        assertEquals(List.of(), Suggestions.forAction(game(null, List.of()), "1", Option.FROM, "", Map.of()));
    }

    @Test
    void neverMoreThanTwentyFiveChoices() {
        List<String> placements = IntStream.rangeClosed(1, 9).boxed()
                .flatMap(row -> "ABCDEFGHI".chars().mapToObj(c -> "T@" + (char) c + row)).toList();
        List<Choice> choices = Suggestions.forAction(game("1", placements), "1", Option.AT, "", Map.of());
        assertEquals(25, choices.size());
        assertEquals("A1", choices.get(0).value());
    }

    @Test
    void gamesOffersTheUsersOpenGamesWithWhoseTurnItIs() {
        GameSummary mine = game("1", List.of("F4xE4"));
        GameSummary challenge = new GameSummary("p3x9a", "c", GameStatus.CHALLENGED, BO, ANN, null, null, null, null,
                List.of(), 0, 1);
        GameSummary others = new GameSummary("zz999", "c", GameStatus.ACTIVE, BO, new Player("3", "Cy", false), BO,
                null, null, "2", List.of(), 1, 1);
        List<Choice> choices = Suggestions.forGames(List.of(mine, challenge, others), "1", "");
        assertEquals(List.of(new Choice("k7m2q · vs Bo · your turn", "k7m2q"),
                new Choice("p3x9a · vs Bo · challenge", "p3x9a")), choices);
        assertTrue(Suggestions.forGames(List.of(mine, challenge), "1", "p3").stream()
                .allMatch(c -> c.value().equals("p3x9a")));
    }

    @Test
    void theLabelsSpeakTheUsersLanguage() {
        dev.tzaar.api.i18n.Texts french = dev.tzaar.api.i18n.Texts.forDiscord("fr");
        assertEquals(List.of(new Choice("F4 · 2 captures, 1 empilement", "F4"),
                new Choice("C3 · 1 capture, 1 empilement", "C3")),
                Suggestions.forAction(SECOND_ACTION, "1", Option.FROM, "", Map.of(), french));
        GameSummary twoWays = game("1", List.of("F4xE4", "D4xE4", "D4-D3"));
        assertEquals(List.of(new Choice("E4 · capture depuis F4", "E4"), new Choice("D3 · empilement depuis D4", "D3")),
                Suggestions.forAction(twoWays, "1", Option.TO, "", Map.of(), french));
        GameSummary challenge = new GameSummary("p3x9a", "c", GameStatus.CHALLENGED, BO, ANN, null, null, null, null,
                List.of(), 0, 1);
        assertEquals(List.of(new Choice("k7m2q · contre Bo · à vous", "k7m2q"),
                new Choice("p3x9a · contre Bo · défi", "p3x9a")),
                Suggestions.forGames(List.of(game("1", List.of("F4xE4")), challenge), "1", "", french));
    }
}
