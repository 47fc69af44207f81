package dev.tzaar.lambda.service;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.GameReply;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What the tournaments' tests read in the function's replies: the buttons, the games named, the tournament's id. */
final class TournamentReplies {
    private static final Pattern GAME = Pattern.compile("game `([a-z2-9]{5})`");

    private TournamentReplies() {
    }

    /** The reply's button of that label. */
    static ActionButton button(GameReply reply, String label) {
        return reply.buttons().stream().filter(b -> b.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + label + " under " + reply.text()));
    }

    static List<String> labels(GameReply reply) {
        return reply.buttons().stream().map(ActionButton::label).toList();
    }

    /** The games the reply names ("game `k3x9q`"), in order. */
    static List<String> games(GameReply reply) {
        List<String> ids = new ArrayList<>();
        Matcher found = GAME.matcher(reply.text());
        while (found.find()) {
            ids.add(found.group(1));
        }
        return ids;
    }

    /** The id on an announcement ("tournament `k3x9q`"). */
    static String tournamentOf(GameReply announced) {
        Matcher id = Pattern.compile("tournament `([a-z2-9]{5})`").matcher(announced.text());
        assertTrue(id.find(), announced.text());
        return id.group(1);
    }
}
