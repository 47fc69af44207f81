package dev.tzaar.lambda.shared;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameStatus;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.tournament.Outcome;
import dev.tzaar.lambda.tournaments.Tournament;
import dev.tzaar.lambda.tournaments.TournamentBoard;
import dev.tzaar.lambda.tournaments.TournamentRounds;
import dev.tzaar.lambda.tournaments.TournamentState;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a call cut short left undone in a running tournament's current round, done by whoever comes next
 * (docs/tournaments.md, "Catching up"): a result its game reached but the tournament could not count (the store
 * failed after the game's write) counted as {@link TournamentPlay#afterGame} counts it, and a board whose game was
 * never created (a call stopped between pairing and creating) given its game, as the round's beginning would have.
 * A round left paired without its boards, or over without the next paired, is finished by {@link
 * TournamentRounds#resume}. Each step is the same conditional write as the first try's, so running it twice, or
 * racing the call it catches up with, changes nothing more. The reads are the round's boards and, for a board
 * without result only, its game.
 */
final class TournamentCatchUp {
    private final CommandServices services;
    private final TournamentPlay play;

    TournamentCatchUp(CommandServices services, TournamentPlay play) {
        this.services = services;
        this.play = play;
    }

    /**
     * What a run did: the reply it was given, followed by the round's news when it ended the round and the reply
     * is for the tournament's channel; and the message for the channel of whatever else it did (or of the news,
     * when the reply is not for it).
     */
    record Done(GameReply reply, Optional<GameReply> message) {
        static Done nothing(GameReply reply) {
            return new Done(reply, Optional.empty());
        }
    }

    /**
     * @param reply the reply of the call that runs it
     * @param inChannel whether that reply is public in the tournament's channel, where the round's news may follow it
     */
    Done run(Tournament read, GameReply reply, boolean inChannel, Wording channel, Instant now) {
        if (read.state() != TournamentState.RUNNING) {
            return Done.nothing(reply);
        }
        Tournament tournament = read;
        Optional<List<TournamentBoard>> boards = boards(tournament);
        if (boards.isEmpty() || tournament.roundOver()) {
            TournamentRounds.Step step = rounds().resume(tournament.id());
            if (news(step)) {
                return told(reply, inChannel, List.of(), step, channel, now);
            }
            tournament = step.tournament().orElse(tournament);
            boards = tournament.state() == TournamentState.RUNNING ? boards(tournament) : Optional.empty();
        }
        if (boards.isEmpty()) {
            return Done.nothing(reply);
        }
        List<String> lines = new ArrayList<>();
        Started started = new Started();
        for (TournamentBoard board : boards.get()) {
            if (board.decided()) {
                continue;
            }
            String id = TournamentPlay.gameId(tournament.id(), board.round(), board.board());
            Optional<Game> game = services.store().find(id, now);
            if (game.isPresent()) {
                Optional<Outcome> result = resultOf(game.get());
                if (result.isEmpty()) {
                    continue;
                }
                TournamentRounds.Step step = rounds().record(tournament.id(), board.round(), board.board(),
                        result.get());
                if (step.kind() == TournamentRounds.Kind.RECORDED || news(step)) {
                    lines.add(channel.say("tournament.caughtUpResult", id, board.board(),
                            Wording.literal(tournament.name())));
                }
                if (news(step)) {
                    // The round's last board: what is left of the loop is decided. Its news, as a round's end's.
                    return told(reply, inChannel, lines, step, channel, now);
                }
            } else if (board.gameId().isEmpty()) {
                // A board that names its game had it created: gone since (expired), it is not created again.
                started.add(tournament, board, channel, now);
            }
        }
        lines.addAll(started.lines);
        if (lines.isEmpty()) {
            return Done.nothing(reply);
        }
        // The games begun have buttons and pings of their own: a message of its own, not the reply's.
        return new Done(reply, Optional.of(started.games.message(tournament, String.join("\n", lines), channel)));
    }

    /** The round ended by this run: its news after the reply, when that is for the channel, or on their own. */
    private Done told(GameReply reply, boolean inChannel, List<String> counted, TournamentRounds.Step step,
            Wording channel, Instant now) {
        String lines = String.join("\n", counted);
        if (inChannel) {
            GameReply first = lines.isEmpty() ? reply : reply.withText(reply.text().isEmpty() ? lines
                    : reply.text() + "\n" + lines, reply.pingText());
            return Done.nothing(play.followed(first, step, channel, now));
        }
        return new Done(reply, Optional.of(play.followed(GameReply.publicly(lines), step, channel, now)));
    }

    /** The games created by this run: their lines, and what their message carries ({@link RoundGames}). */
    private final class Started {
        private final List<String> lines = new ArrayList<>();
        private final RoundGames games = new RoundGames();
        private Map<String, String> names;

        void add(Tournament tournament, TournamentBoard board, Wording channel, Instant now) {
            if (names == null) {
                names = play.names(tournament);
            }
            if (!play.started(tournament, board, names, channel, now)) {
                // Created meanwhile by the call this one catches up with: its message tells it.
                return;
            }
            String id = TournamentPlay.gameId(tournament.id(), board.round(), board.board());
            lines.add(channel.say("tournament.caughtUpGame", board.board(), board.round(),
                    Wording.literal(tournament.name()), board.whiteId(), board.blackId().orElseThrow(), id));
            games.add(tournament, board, names, true, channel);
        }
    }

    /** The result for White of a finished game; empty for a game in play, or one that ended without a result. */
    static Optional<Outcome> resultOf(Game game) {
        if (game.status() != GameStatus.FINISHED || game.record() == null || game.record().result().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(game.record().result().get().winner() == dev.tzaar.engine.Side.WHITE ? Outcome.WIN
                : Outcome.LOSS);
    }

    /** The current round's boards; empty when some are not written (a pairing cut short) or the index lags. */
    private Optional<List<TournamentBoard>> boards(Tournament tournament) {
        try {
            return Optional.of(services.store().tournaments().boards(tournament, tournament.round()));
        } catch (IllegalStateException missingOrLagging) {
            return Optional.empty();
        }
    }

    private static boolean news(TournamentRounds.Step step) {
        return step.kind() == TournamentRounds.Kind.PAIRED || step.kind() == TournamentRounds.Kind.FINISHED;
    }

    private TournamentRounds rounds() {
        return new TournamentRounds(services.store().tournaments());
    }
}
