package dev.tzaar.lambda.shared;

import dev.tzaar.api.RequestLimits;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournaments.Tournament;
import dev.tzaar.lambda.tournaments.TournamentBoard;
import dev.tzaar.lambda.tournaments.TournamentPlayer;
import dev.tzaar.lambda.tournaments.TournamentStore;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * {@code /tzaar tournament action:games}: every board of the tournament so far, newest round first, each
 * game with its players, its id and its result, or "being played" with a link to its thread when it has one
 * (docs/tournaments.md, "On Discord"). Within one message: what does not fit is the earliest rounds' boards,
 * and the last line says how many were left out. The boards are read from the tournament, a round at a time
 * and only as far as the message reaches; a game is read only while its board is being played and shown,
 * since a board's result is the tournament's own and only the thread is the game's.
 */
public final class TournamentGamesList {
    private final CommandServices services;

    public TournamentGamesList(CommandServices services) {
        this.services = services;
    }

    /** The list, for the user who asked, as the tournament stands at {@code now}. */
    public String text(Tournament tournament, Wording user, Instant now) {
        if (tournament.round() == 0) {
            return user.say("tournament.notStarted", Wording.literal(tournament.name()), tournament.players());
        }
        Map<String, String> names = store().players(tournament).stream()
                .collect(Collectors.toMap(TournamentPlayer::userId, TournamentPlayer::name));
        StringBuilder text = new StringBuilder(user.say("tournament.gamesOf", Wording.literal(tournament.name()),
                tournament.round(), tournament.rounds()));
        // Each board's piece of text as appended (its round's heading before the round's first), so that the
        // last ones can be taken back to make room for the line that says what is left out.
        Deque<String> shown = new ArrayDeque<>();
        int leftOut = 0;
        for (int round = tournament.round(); round >= 1; round--) {
            if (leftOut > 0) {
                leftOut += tournament.boardsOf(round);
                continue;
            }
            List<TournamentBoard> boards = store().boards(tournament, round);
            for (int i = 0; i < boards.size(); i++) {
                String piece = (i == 0 ? "\n" + user.say("tournament.gamesRound", round) : "") + "\n"
                        + line(tournament, boards.get(i), names, user, now);
                if (text.length() + piece.length() > RequestLimits.REPLY_TEXT) {
                    leftOut = boards.size() - i;
                    break;
                }
                text.append(piece);
                shown.push(piece);
            }
        }
        if (leftOut == 0) {
            return text.toString();
        }
        String more = "\n" + user.say("tournament.earlierBoards", leftOut);
        while (text.length() + more.length() > RequestLimits.REPLY_TEXT && !shown.isEmpty()) {
            text.setLength(text.length() - shown.pop().length());
            leftOut++;
            more = "\n" + user.say("tournament.earlierBoards", leftOut);
        }
        return text.append(more).toString();
    }

    private String line(Tournament tournament, TournamentBoard board, Map<String, String> names, Wording user,
            Instant now) {
        String resting = Wording.literal(names.getOrDefault(board.whiteId(), "?"));
        if (board.isBye()) {
            // The bye's line makes the name bold itself.
            return user.say("tournament.bye", resting, user.say(board.result().orElseThrow() == Outcome.ZERO_POINT_BYE
                    ? "tournament.byeRest" : "tournament.byePoints"));
        }
        String white = "**" + resting + "**";
        String black = "**" + Wording.literal(names.getOrDefault(board.blackId().orElseThrow(), "?")) + "**";
        if (board.gameId().isEmpty() && board.result().filter(TournamentGamesList::forfeit).isPresent()) {
            // Forfeited when it was paired (a player withdrawn): no game was ever created for it.
            return user.say("tournament.forfeitedBoard", board.board(), white, black,
                    TournamentPlay.result(board.result().get()));
        }
        String id = TournamentPlay.gameId(tournament.id(), board.round(), board.board());
        String result = board.result().map(TournamentPlay::result).orElseGet(() -> services.store().find(id, now)
                .filter(Game::hasThread).map(game -> user.say("tournament.playingInThread", game.thread().threadId()))
                .orElse(user.say("tournament.playing")));
        return user.say("tournament.pairing", board.board(), white, black, id, result);
    }

    private static boolean forfeit(Outcome outcome) {
        return outcome == Outcome.FORFEIT_WIN || outcome == Outcome.FORFEIT_LOSS;
    }

    private TournamentStore store() {
        return services.store().tournaments();
    }
}
