package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.InteractionContext;
import dev.tzaar.api.Option;
import dev.tzaar.lambda.game.Seat;
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
final class GamesCommand implements CommandHandler {
    static final int OPEN_LIMIT = 25;
    static final int FINISHED_LIMIT = 10;
    private static final int EVERYWHERE_LIMIT = 50;
    private final Tools tools;

    GamesCommand(Tools tools) {
        this.tools = tools;
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
        String where = inOurDm ? "anywhere" : request.guildId() != null ? "in this server" : "in this chat";
        List<Seat> seats = inOurDm
                ? tools.store().gamesOf(user, now, EVERYWHERE_LIMIT).stream()
                        .filter(g -> finished ? g.status() == GameStatus.FINISHED : g.status().isOpen())
                        .limit(finished ? FINISHED_LIMIT : OPEN_LIMIT)
                        .map(g -> Seat.of(g, g.challenger().id().equals(user) ? g.challenger() : g.opponent()))
                        .toList()
                : tools.store().seatsOf(user, request.guildId(), request.channelId(), finished, now,
                        finished ? FINISHED_LIMIT : OPEN_LIMIT);
        boolean mentions = request.guildId() != null || inOurDm;
        if (finished) {
            return Decision.privately(seats.isEmpty() ? "You have no finished games " + where + "."
                    : "Your finished games " + where + ", the most recent first:\n" + seats.stream()
                            .map(s -> "• " + place(s, mentions) + finishedLine(s)).collect(Collectors.joining("\n")));
        }
        if (seats.isEmpty()) {
            return Decision.privately("You have no games or challenges " + where + ". Start one with "
                    + "`/tzaar challenge`; your finished ones: `/tzaar games finished:true`.");
        }
        List<Seat> yourTurnFirst = seats.stream()
                .sorted(Comparator.comparing((Seat s) -> !s.yourTurn()).thenComparing(Seat::updatedAt,
                        Comparator.reverseOrder()))
                .toList();
        return Decision.privately("Your games " + where + ", those where it is your turn first:\n"
                + yourTurnFirst.stream().map(s -> "• " + place(s, mentions) + openLine(s))
                        .collect(Collectors.joining("\n"))
                + "\nYour finished ones: `/tzaar games finished:true`.");
    }

    private static String place(Seat seat, boolean mentions) {
        return mentions ? "<#" + seat.channelId() + "> " : "";
    }

    private static String openLine(Seat seat) {
        String id = "**" + seat.gameId() + "**";
        if (seat.status() == GameStatus.CHALLENGED) {
            String challenge = seat.opponent() == null ? "your open challenge, waiting for anyone to accept it"
                    : seat.challenger() ? "your challenge to " + Wording.name(seat.opponent()) + ", waiting for an answer"
                    : "a challenge from " + Wording.name(seat.opponent()) + ": `/tzaar accept game:" + seat.gameId()
                            + "`";
            return id + ": " + challenge + (seat.expiresAt() == null ? ""
                    : " (expires " + Wording.relative(seat.expiresAt()) + ")");
        }
        return id + " vs " + Wording.name(seat.opponent()) + ", turn " + seat.turn() + ": "
                + (seat.yourTurn() ? "**your turn**" : "their turn") + " (last action "
                + Wording.relative(seat.updatedAt()) + ")";
    }

    private static String finishedLine(Seat seat) {
        return "**" + seat.gameId() + "** vs " + Wording.name(seat.opponent()) + ": "
                + (Boolean.TRUE.equals(seat.won()) ? "**won**" : "lost") + " (" + seat.reason() + ", "
                + Wording.relative(seat.updatedAt()) + ")";
    }
}
