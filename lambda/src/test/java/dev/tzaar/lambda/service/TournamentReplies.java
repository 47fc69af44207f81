package dev.tzaar.lambda.service;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.game.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the tournaments' tests send and read: a two-round tournament created by Ann with Manage Server, the bot's word
 * that it started a game's thread; the replies' buttons, the games they name, the tournament's id.
 */
final class TournamentReplies {
    private static final Pattern GAME = Pattern.compile("game `([a-z2-9]{5})`");

    private TournamentReplies() {
    }

    /** Ann (Manage Server) creates a tournament of two rounds where the bot may do what {@code can} says. */
    static GameReply created(Table table, String name, Capability... can) {
        GameRequest request = GameRequest.of(Table.nextInteraction(), table.guild, table.channel, Table.ANN,
                Command.TOURNAMENT, Map.of(Option.ACTION, "create", Option.NAME, name, Option.ROUNDS, "2"))
                .with(Capability.MANAGE_SERVER);
        for (Capability capability : can) {
            request = request.with(capability);
        }
        return table.handle(request);
    }

    /** The bot's word that it started the game's thread, as White (RoundThreads sends it so). */
    static GameReply threadRecorded(Table table, String gameId, String threadId) {
        Game game = table.game(gameId);
        return table.handle(GameRequest.of(threadId, table.guild, table.channel, game.white(), Command.THREAD,
                Map.of(Option.GAME, gameId, Option.THREAD, threadId)));
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
