package dev.tzaar.lambda.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Rejection;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.ActiveGames;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.GameFinder;
import dev.tzaar.lambda.shared.GameViews;
import dev.tzaar.lambda.shared.Outcomes;
import dev.tzaar.lambda.shared.Panels;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code /tzaar move}, {@code pass} and {@code place}: the player whose turn it is plays one action,
 * or a whole turn written as text, and never more than their own turn.
 */
public final class PlayCommand implements CommandHandler {
    private final CommandServices services;
    private final Command command;

    public PlayCommand(CommandServices services, Command command) {
        this.services = services;
        this.command = command;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Wording user = Wording.forUser(request);
        Optional<String> type = request.option(Option.TYPE);
        if (command == Command.PLACE && type.isPresent() && typeLetter(type.get()).isEmpty()) {
            return Decision.refuse(user.say("play.badType", Wording.echo(type.get())));
        }
        Optional<String> typed = typed(request);
        if (typed.isEmpty()) {
            return Decision.refuse(user.say(command == Command.PLACE ? "play.sayPlace" : "play.sayMove"));
        }
        Checked<GameFinder.Found> found = ActiveGames.findToPlay(services, request, now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value().game();
        Optional<String> seen = request.option(Option.VERSION);
        if (seen.isPresent() && !seen.get().equals(String.valueOf(game.version()))) {
            // Played from a board that showed another version: what the player saw is not the game.
            return new Decision.Answer(GameReply.privately(user.say("play.stale", game.id()))
                    .withRejection(Rejection.STALE));
        }
        Side side = ActiveGames.sideOf(game, request);
        Position position = game.position();
        boolean madeForAPosition = request.option(Option.PLAYED).isPresent();
        // The board's Pass is made for one position too, but it is on the board, not on a panel to move on.
        boolean fromPanel = madeForAPosition && !request.option(Option.ON).filter(Option.BOARD::equals).isPresent();
        if (madeForAPosition) {
            // Made for one position: a press left over from an earlier one plays nothing.
            Checked<Side> current = PanelCommand.mayChoose(game, request, user);
            if (!current.isOk()) {
                return Decision.refuse(current.reason());
            }
        }
        if (position.sideToMove() != side) {
            return Decision.refuse(user.say("play.notYourTurn", Wording.name(game.player(position.sideToMove())),
                    game.id()));
        }
        Checked<List<Action>> actions = position.parseActions(typed.get());
        if (!actions.isOk()) {
            return Decision.refuse(user.refusal(actions));
        }
        GameRecord record = game.record();
        List<Position> before = new ArrayList<>();
        for (Action action : actions.value()) {
            if (record.isOver() || record.finalPosition().sideToMove() != side) {
                String last = record.actions().get(record.actions().size() - 1).toString();
                return Decision.refuse(record.isOver() ? user.say("play.beyondTurnOver", last)
                        : user.say("play.beyondTurn", last, Wording.name(game.player(side.opponent()))));
            }
            before.add(record.finalPosition());
            record = record.play(action).orElseThrow();
        }
        Wording channel = Wording.forChannel(request);
        Decision decision = Outcomes.after(services, game, record, request.user(), channel, channel.say("play.played",
                Wording.name(request.user()), channel.actions(actions.value(), before),
                ActiveGames.chosenBecauseDue(found.value(), channel)), now);
        if (fromPanel && decision instanceof Decision.Change change) {
            // The channel is told as for a typed move; the panel moves on in place, privately. A press that
            // came after the player's flag fell played nothing: the game ended on time instead.
            boolean played = change.game().record().actions().size() > game.record().actions().size();
            return new Decision.Change(change.game(), change.reply().withPanel(Panels.after(services, change.game(),
                    request.user().id(), user, played)), change.picture());
        }
        return seen.isPresent() ? withView(decision, request, user) : decision;
    }

    /** A board's action is answered with the game as its player now sees it, so the board needs no second question. */
    private static Decision withView(Decision decision, GameRequest request, Wording user) {
        if (decision instanceof Decision.Change change) {
            return new Decision.Change(change.game(), change.reply().withView(
                    GameViews.of(change.game(), request.user().id(), user.texts().locale())), change.picture());
        }
        return decision;
    }

    /** The action as text: a whole turn, from and to, pass, or a placement. */
    private Optional<String> typed(GameRequest request) {
        return switch (command) {
            case PASS -> Optional.of("pass");
            case PLACE -> request.option(Option.TYPE).flatMap(type -> request.option(Option.AT)
                    .flatMap(at -> typeLetter(type).map(letter -> letter + "@" + at)));
            default -> request.option(Option.TURN).or(() -> request.option(Option.FROM)
                    .flatMap(from -> request.option(Option.TO).map(to -> from + " " + to)));
        };
    }

    /** "Tzaar", "tzarra", "T"... (any case) as the letter of placement notation; nothing for anything else. */
    private static Optional<String> typeLetter(String type) {
        return switch (type.strip().toLowerCase(Locale.ROOT)) {
            case "tzaar", "z" -> Optional.of("Z");
            case "tzarra", "a" -> Optional.of("A");
            case "tott", "t" -> Optional.of("T");
            default -> Optional.empty();
        };
    }
}
