package dev.tzaar.render;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The rules' examples as golden boards: every one in English, and the lost game in French, whose
 * reason is the longest line under the board. Golden because what a newcomer must see in each (the
 * arrow, the piece taken, the stack's height, the winner) is in the picture, not in any one value.
 */
final class RulesGoldens {
    private RulesGoldens() {
    }

    static Map<String, RenderRequest> all() {
        Map<String, RenderRequest> boards = new LinkedHashMap<>();
        RulesExamples.all(Locale.ENGLISH).forEach((name, board) -> boards.put("rules-" + name, board));
        boards.put("french-rules-lost", RulesExamples.all(Locale.FRENCH).get(RulesExamples.LOST));
        return boards;
    }
}
