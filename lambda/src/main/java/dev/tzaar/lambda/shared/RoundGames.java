package dev.tzaar.lambda.shared;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.ThreadKind;
import dev.tzaar.api.ThreadWork;
import dev.tzaar.lambda.tournaments.Tournament;
import dev.tzaar.lambda.tournaments.TournamentBoard;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The games one message of a tournament begins (a round's, or a catch-up's): the players it pings, a Board button
 * each while they fit, and the threads the bot is asked to start for the games created by this call.
 */
final class RoundGames {
    private final List<ActionButton> buttons = new ArrayList<>();
    private final List<String> pinged = new ArrayList<>();
    private final List<ThreadWork> threads = new ArrayList<>();

    /** A board's game in the message; its thread asked for when this call {@code created} the game. */
    void add(Tournament tournament, TournamentBoard board, Map<String, String> names, boolean created,
            Wording channel) {
        String id = TournamentPlay.gameId(tournament.id(), board.round(), board.board());
        pinged.add(board.whiteId());
        pinged.add(board.blackId().orElseThrow());
        if (buttons.size() < GameReply.MAX_ROWS * GameReply.BUTTONS_PER_ROW) {
            buttons.add(ActionButton.of(Command.BOARD, id, channel.say("tournament.button.board", board.board()),
                    ButtonStyle.SECONDARY));
        }
        if (created && tournament.threads() != ThreadKind.OFF) {
            threads.add(TournamentPlay.thread(tournament, board, names, channel));
        }
    }

    /**
     * The message saying {@code text}, with the games' buttons: where they are played in threads, each game's first
     * message there pings its players (or the channel's note, when Discord refuses the thread), and this one pings
     * nobody; otherwise this one pings them all.
     */
    GameReply message(Tournament tournament, String text, Wording channel) {
        GameReply reply = GameReply.publicly(text).withButtons(buttons);
        if (tournament.threads() != ThreadKind.OFF) {
            return reply.withGameThreads(threads);
        }
        return pinged.isEmpty() ? reply : reply.withPing(pinged, channel.say("tournament.roundPing",
                Wording.literal(tournament.name()), tournament.round()));
    }
}
