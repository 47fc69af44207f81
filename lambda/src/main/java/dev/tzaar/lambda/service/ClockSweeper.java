package dev.tzaar.lambda.service;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.ClockSweep.Notice;
import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Player;
import dev.tzaar.api.i18n.Texts;
import dev.tzaar.engine.Side;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.GameClock;
import dev.tzaar.lambda.game.GameStore;
import dev.tzaar.lambda.game.StoredReply;
import dev.tzaar.lambda.shared.Buttons;
import dev.tzaar.lambda.shared.ClockWording;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Outcomes;
import dev.tzaar.lambda.shared.Summaries;
import dev.tzaar.lambda.shared.TournamentPlay;
import dev.tzaar.lambda.tournaments.TournamentStore;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The correspondence clocks' sweep: the games whose clock needs attention, found by one query of the
 * due index, each read again and acted on by a write conditional on the version read, together with
 * a kept answer named after that version ({@link #keyOf}). So a sweep that runs
 * twice, two sweeps at once, or a sweep that meets a move, do nothing twice and nothing wrong: the
 * write that loses finds the game changed and leaves it to the next sweep, which reads it afresh.
 * A flag fall ends the game through {@link Outcomes#flagFall}, the path every ending takes.
 */
final class ClockSweeper {
    private final CommandServices services;
    private final GameEnds ends;
    private final TournamentPlay tournaments;

    ClockSweeper(CommandServices services, GameEnds ends) {
        this.services = services;
        this.ends = ends;
        this.tournaments = new TournamentPlay(services);
    }

    /**
     * What this sweep did that the channels must be told, in the order it did it.
     *
     * @param posting whether the caller will post the notices; when not, each reminder is kept on the
     *     game's clock for the channel's next public reply ({@link #withUnpostedReminders})
     */
    List<Notice> sweep(Instant now, int limit, boolean posting) {
        List<Notice> notices = new ArrayList<>();
        String sweep = Long.toString(services.random().nextLong() >>> 1, 36);
        if (posting) {
            // Sign-ups closing at their time: round 1 begins, told in the tournament's channel. Only with a token
            // to post it: nobody would see it otherwise, and the organiser's Start still closes the sign-up.
            for (TournamentStore.Closing closing : services.store().tournaments().closingDue(now, limit)) {
                try {
                    tournaments.closedSignUp(closing, now).ifPresent(notices::add);
                } catch (RuntimeException busyOrUnreadable) {
                    // Its mark stays: the next sweep tries again, and the clocks' work goes on now.
                }
            }
        }
        for (Game listed : services.store().clocksDue(now, limit)) {
            // The index is eventually consistent: the game is read again, strongly, and judged as it is.
            services.store().find(listed.id(), now).flatMap(game -> act(game, sweep, posting,
                    now)).ifPresent(notices::add);
        }
        return notices;
    }

    /**
     * The reminders Discord refused to take (the bot is no member of the channel, or the channel is
     * gone) are kept for the channel's next public reply, as when there is no token: noted on the
     * game, if it still waits for the same move and was reminded ({@link GameClock#reminded}).
     * A flag fall's game is over already: its notice is lost, its ending is not.
     */
    void keepUnposted(List<ClockSweep.Unposted> refused, Instant now) {
        for (ClockSweep.Unposted notice : refused) {
            services.store().find(notice.gameId(), now).ifPresent(game -> {
                if (game.status() != GameStatus.ACTIVE || !game.isTimed() || game.clock().reminderUnposted()
                        || game.clock().remindersSent() == 0 || !writtenWith(notice, game)) {
                    return;
                }
                GameClock.Due sent = game.clock().remindersSent() == 1 ? GameClock.Due.REMINDER
                        : GameClock.Due.LAST_WARNING;
                Game next = game.renewed(now, now.plus(services.limits().idleGameKept()));
                next = next.withClock(next.clock().reminded(sent, false));
                Player concerned = game.player(game.position().sideToMove());
                KeptAnswer kept = new KeptAnswer(concerned.id(), GameReply.privately(""), null, false, false);
                // Lost to a move or another sweep: that change's own reply overtook the reminder.
                services.store().write(next, new StoredReply("clock-unposted-" + game.id() + "-" + game.version(),
                        game.id(), ApiJson.write(kept), now.plus(services.limits().replyKept())));
            });
        }
    }

    /** The game is still as the refused notice left it: no move, and no newer notice of another sweep. */
    private static boolean writtenWith(ClockSweep.Unposted notice, Game game) {
        return notice.version() == ClockSweep.Unposted.UNKNOWN_VERSION || notice.version() == game.version();
    }

    private Optional<Notice> act(Game game, String sweep, boolean posting, Instant now) {
        if (game.status() != GameStatus.ACTIVE || !game.isTimed()) {
            return Optional.empty();
        }
        Side toMove = game.position().sideToMove();
        GameClock.Due due = game.clock().due(toMove, now);
        // The sweep answers no request: its notices speak the channel's language noted on the clock.
        Wording words = Wording.in(Texts.forDiscord(game.clock().language()));
        Decision.Change change;
        switch (due) {
            case FLAG -> change = (Decision.Change) Outcomes.flagFall(services, game, words, now);
            case REMINDER, LAST_WARNING -> change = reminder(words, game, toMove, due, posting, now);
            default -> {
                return Optional.empty();
            }
        }
        // A flag fall is settled as every ending is (GameEnds: the ratings), in the same write.
        GameEnds.Settlement settled = ends.settle(change.game(), words, now);
        if (!settled.line().isEmpty()) {
            GameReply r = change.reply();
            change = new Decision.Change(change.game(), r.withText(r.text() + "\n" + settled.line(), r.pingText()),
                    change.picture());
        }
        GameReply reply = change.picture()
                ? change.reply().withImage(services.pictures().draw(change.game(), change.game().record(), false,
                        words.texts().locale()))
                : change.reply();
        Player concerned = game.player(toMove);
        KeptAnswer kept = new KeptAnswer(concerned.id(), change.reply(),
                change.picture() ? change.game().record().actions().size() : null,
                change.picture() && change.game().record().declaredResult().isPresent(), false);
        StoredReply stored = new StoredReply(keyOf(game, sweep), game.id(), ApiJson.write(kept),
                now.plus(services.limits().replyKept()));
        return services.store().write(change.game(), stored, settled.write()) == GameStore.WriteOutcome.WRITTEN
                ? Optional.of(new Notice(game.playedIn(), game.id(),
                        ThreadEndings.announced(tournaments.afterGame(change.game(), reply, words, now), change.game(),
                                words), change.game().version()))
                : Optional.empty();
    }

    /**
     * The kept answer's name: the game's version and the sweep's own random name. Not the version
     * alone: two sweeps at the same millisecond would then write the very same transaction, and the
     * version's condition, not the kept answer's, is what lets only one sweep act on a version.
     */
    static String keyOf(Game game, String sweep) {
        return "clock-" + game.id() + "-" + game.version() + "-" + sweep;
    }

    private Decision.Change reminder(Wording words, Game game, Side toMove, GameClock.Due due, boolean posting,
            Instant now) {
        Game next = game.renewed(now, now.plus(services.limits().idleGameKept()));
        next = next.withClock(next.clock().reminded(due, posting));
        Player player = game.player(toMove);
        boolean last = due == GameClock.Due.LAST_WARNING;
        String text = reminderText(words, game, last, now);
        GameReply reply = GameReply.publicly(text)
                .withPing(List.of(player.id()), words.say(last ? "clock.ping.lastWarning" : "clock.ping.reminder",
                        game.id()))
                .withButtons(Buttons.forGame(next, words)).withGame(Summaries.of(next));
        return new Decision.Change(next, reply, false);
    }

    private static String reminderText(Wording wording, Game game, boolean last, Instant now) {
        Side toMove = game.position().sideToMove();
        String player = Wording.name(game.player(toMove));
        String left = ClockWording.left(wording, game.clock().remaining(toMove, toMove, now));
        String until = ClockWording.until(game.clock().deadline(toMove));
        return last
                ? wording.say("clock.lastWarning", player, left, game.id(), until)
                : wording.say("clock.reminder", player, game.id(), left, until);
    }

    /**
     * Without a bot token a reminder cannot be posted when it is due: the channel's next public
     * reply carries it (and every public reply there after, until the game changes), read afresh so
     * that the time left is the time left now.
     *
     * @param gamesHere the open games of the request's channel, read for this reply
     */
    GameReply withUnpostedReminders(GameReply reply, GameRequest request, List<Game> gamesHere, Instant now) {
        String changed = reply.game() == null ? null : reply.game().id();
        StringBuilder text = new StringBuilder(reply.text());
        for (Game game : gamesHere) {
            if (game.status() == GameStatus.ACTIVE && game.isTimed() && game.clock().reminderUnposted()
                    && !game.id().equals(changed)
                    && game.clock().due(game.position().sideToMove(), now) != GameClock.Due.FLAG) {
                text.append("\n⏰ ").append(reminderText(Wording.forChannel(request), game,
                        game.clock().remindersSent() == 2, now));
            }
        }
        return text.length() == reply.text().length() ? reply : reply.withText(text.toString(), reply.pingText());
    }
}
