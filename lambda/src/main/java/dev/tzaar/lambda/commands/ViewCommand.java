package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.api.Rejection;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.ActiveGames;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.GameIds;
import dev.tzaar.lambda.shared.GameViews;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;

/**
 * The game as a live board draws it for the user who asks ({@link dev.tzaar.api.Command#VIEW}), named
 * by its id, wherever it is played, with whom it is open to ({@link Game#openTo()}): the live board
 * shows it to its players and to the members of that server, and to nobody else. A board polls it with
 * the version it shows ({@link Option#AFTER}); while the game is still at that version the answer is only
 * that, read from the version alone ({@code GameStore.versionOf}). A finished game is also shown as it stood
 * after its first turns ({@link Option#UP_TO}), for a board stepping through it.
 */
public final class ViewCommand implements CommandHandler {
    private final CommandServices services;

    public ViewCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Wording wording = Wording.forUser(request);
        String id = request.option(Option.GAME).orElse("").toLowerCase(Locale.ROOT);
        if (!GameIds.isWellFormed(id)) {
            return refuse(wording.say("finder.notAnId", Wording.echo(request.option(Option.GAME).orElse(""))));
        }
        Optional<Long> shown = request.option(Option.AFTER).flatMap(ViewCommand::number);
        if (shown.isPresent() && services.store().versionOf(id, now).equals(shown)) {
            return new Decision.Answer(GameReply.unchanged(shown.get()));
        }
        Optional<Game> game = services.store().find(id, now);
        if (game.isEmpty()) {
            return refuse(wording.say("finder.none", id));
        }
        if (!game.get().isStarted()) {
            return refuse(ActiveGames.notInPlay(game.get(), request.user().id(), wording));
        }
        Optional<String> upTo = request.option(Option.UP_TO);
        if (upTo.isPresent()) {
            int turns = game.get().record().turnCount();
            Optional<Integer> step = number(upTo.get()).filter(n -> n >= 0 && n <= turns).map(Long::intValue);
            if (game.get().status() == GameStatus.ACTIVE) {
                return new Decision.Answer(GameReply.privately(wording.say("view.stepWhenOver", id)));
            }
            if (step.isEmpty()) {
                return new Decision.Answer(GameReply.privately(
                        wording.say("view.noSuchStep", Wording.echo(upTo.get()), id, turns)));
            }
            return new Decision.Answer(GameReply.privately("").withView(
                    GameViews.upTo(game.get(), step.get(), request.user().id(), wording.texts().locale())));
        }
        return new Decision.Answer(GameReply.privately("")
                .withView(GameViews.of(game.get(), request.user().id(), wording.texts().locale())));
    }

    private static Decision refuse(String why) {
        return new Decision.Answer(GameReply.privately(why).withRejection(Rejection.NOT_FOUND));
    }

    private static Optional<Long> number(String text) {
        try {
            return Optional.of(Long.parseLong(text));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
