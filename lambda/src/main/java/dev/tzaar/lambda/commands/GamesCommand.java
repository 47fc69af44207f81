package dev.tzaar.lambda.commands;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.game.Seat;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code /tzaar games [finished:true]}: the user's games and challenges in every channel of this
 * server, those where it is their turn first, each with its channel; or their finished games here,
 * most recent first. One query of their seats ({@link Seat}). In a group DM, that chat's games; in
 * the app's own DM, where no game is played, their open games everywhere.
 */
public final class GamesCommand implements CommandHandler {
    static final int OPEN_LIMIT = 25;
    public static final int FINISHED_LIMIT = 10;
    private static final int EVERYWHERE_LIMIT = 50;
    private final CommandServices services;

    public GamesCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        String user = request.user().id();
        boolean finished = request.option(Option.FINISHED).map(Boolean::parseBoolean).orElse(false);
        boolean inOurDm = request.place().orElse(null) == InteractionContext.BOT_DM;
        Wording wording = Wording.forUser(request);
        String where = wording.say(inOurDm ? "games.where.anywhere"
                : request.guildId() != null ? "games.where.server" : "games.where.chat");
        List<Seat> seats = inOurDm
                ? services.store().gamesOf(user, now, EVERYWHERE_LIMIT).stream()
                        .filter(g -> finished ? g.status() == GameStatus.FINISHED : g.status().isOpen())
                        .limit(finished ? FINISHED_LIMIT : OPEN_LIMIT)
                        .map(g -> Seat.of(g, g.challenger().id().equals(user) ? g.challenger() : g.opponent()))
                        .toList()
                : services.store().seatsOf(user, request.guildId(), request.channelId(), finished, now,
                        finished ? FINISHED_LIMIT : OPEN_LIMIT);
        boolean mentions = request.guildId() != null || inOurDm;
        if (finished) {
            if (seats.isEmpty()) {
                return Decision.privately(wording.say("games.noFinished", where));
            }
            String list = wording.say("games.finished", where) + "\n" + seats.stream()
                    .map(s -> "• " + place(s, mentions) + finishedLine(s, wording))
                    .collect(Collectors.joining("\n"));
            // A Replay per game listed: at most FINISHED_LIMIT (10), two rows of buttons.
            return new Decision.Answer(GameReply.privately(list).withButtons(seats.stream()
                    .map(s -> ActionButton.of(Command.REPLAY, s.gameId(), wording.say("button.replayGame", s.gameId()),
                            ButtonStyle.SECONDARY))
                    .toList()));
        }
        if (seats.isEmpty()) {
            return Decision.privately(wording.say("games.none", where));
        }
        List<Seat> yourTurnFirst = seats.stream()
                .sorted(Comparator.comparing((Seat s) -> !s.yourTurn()).thenComparing(Seat::updatedAt,
                        Comparator.reverseOrder()))
                .toList();
        return Decision.privately(wording.say("games.list", where) + "\n"
                + yourTurnFirst.stream().map(s -> "• " + place(s, mentions) + openLine(s, wording))
                        .collect(Collectors.joining("\n"))
                + "\n" + wording.say("games.finishedHint"));
    }

    private static String place(Seat seat, boolean mentions) {
        return mentions ? "<#" + seat.channelId() + "> " : "";
    }

    private static String openLine(Seat seat, Wording wording) {
        if (seat.status() == GameStatus.CHALLENGED) {
            // A challenge lasts minutes: it always has its expiry.
            String expires = seat.expiresAt() == null ? "?" : Wording.relative(seat.expiresAt());
            if (seat.opponent() == null) {
                return wording.say("games.openChallenge", seat.gameId(), expires);
            }
            return wording.say(seat.challenger() ? "games.yourChallenge" : "games.theirChallenge", seat.gameId(),
                    Wording.name(seat.opponent()), expires);
        }
        return wording.say(seat.yourTurn() ? "games.yourTurn" : "games.theirTurn", seat.gameId(),
                Wording.name(seat.opponent()), seat.turn(), Wording.relative(seat.updatedAt()));
    }

    private static String finishedLine(Seat seat, Wording wording) {
        return wording.say(Boolean.TRUE.equals(seat.won()) ? "games.won" : "games.lost", seat.gameId(),
                Wording.name(seat.opponent()), seat.result().map(wording::reason).orElse(""),
                Wording.relative(seat.updatedAt()));
    }
}
