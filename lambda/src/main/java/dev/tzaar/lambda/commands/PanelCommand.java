package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Side;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.ActiveGames;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Panels;
import dev.tzaar.lambda.shared.Summaries;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;

/**
 * The private panel to play a turn by taps ({@link Panels}): opened by the board's "Play your turn"
 * for the player whose turn it is, then shown again, in place, after each choice made on it (a piece,
 * a type of piece to place, Back). It changes nothing; what plays is a move, pass or placement.
 * Anyone else who presses the board's button is told whose turn it is; a choice made on a panel of an
 * earlier position (the game moved on since, or ended) is refused in one line, leaving that panel as it is.
 */
public final class PanelCommand implements CommandHandler {
    private final CommandServices services;

    public PanelCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Wording user = Wording.forUser(request);
        Checked<Game> found = services.finder().find(request, now, g -> g.status() == GameStatus.ACTIVE
                && g.involves(request.user().id()), mine -> ActiveGames.noGameInPlay(mine, request.user().id(),
                        user.say("active.noGame"), user));
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        Checked<Side> side = PanelCommand.mayChoose(game, request, user);
        if (!side.isOk()) {
            return Decision.refuse(side.reason());
        }
        Panels.Chosen chosen = chosen(request);
        if (chosen == null || !Panels.isOpen(game, chosen)) {
            return Decision.refuse(user.say("panel.notAChoice", game.id()));
        }
        GameReply panel = Panels.choosing(services, game, side.value(), chosen, user);
        // The board's button opens a new panel; a choice made on a panel shows the next step in its place.
        return new Decision.Answer((request.option(Option.PLAYED).isPresent() ? GameReply.inPlace(panel) : panel)
                .withGame(Summaries.of(game)));
    }

    /**
     * The player's side, when a control made for {@link Option#PLAYED} actions may act on the game as it
     * stands: it is in play, the user plays in it, it is their turn and the control was made for this
     * very position; otherwise why not, in one line. The board's Pass carries {@code PLAYED} too, and is
     * checked the same way. A control without it (the board's Play your turn, a Pass of a board posted
     * before Pass carried it) acts on the game as it stands.
     */
    static Checked<Side> mayChoose(Game game, GameRequest request, Wording user) {
        if (!game.isStarted() || game.status() != GameStatus.ACTIVE) {
            return Checked.refused(ActiveGames.notInPlay(game, request.user().id(), user));
        }
        Optional<Side> side = game.sideOf(request.user().id());
        Side toMove = game.position().sideToMove();
        if (side.isEmpty()) {
            return Checked.refused(user.say("play.notYourTurn", Wording.name(game.player(toMove)), game.id()));
        }
        Optional<String> played = request.option(Option.PLAYED);
        if (played.isPresent() && !played.get().equals(Integer.toString(game.record().actions().size()))) {
            return Checked.refused(user.say("panel.stale", game.id()));
        }
        if (toMove != side.get()) {
            return Checked.refused(user.say("play.notYourTurn", Wording.name(game.player(toMove)), game.id()));
        }
        return Checked.ok(side.get());
    }

    /** The choice the press carries, or null when it carries one that names no cell or type. */
    private static Panels.Chosen chosen(GameRequest request) {
        Optional<String> from = request.option(Option.FROM);
        Optional<String> type = request.option(Option.TYPE);
        if (from.isPresent() && type.isPresent()) {
            return null;
        }
        if (from.isPresent()) {
            Checked<Cell> cell = Cell.parse(from.get());
            return cell.isOk() ? Panels.Chosen.piece(cell.value()) : null;
        }
        if (type.isPresent()) {
            return Arrays.stream(PieceType.values()).filter(t -> type.get().equals(String.valueOf(t.letter())))
                    .findFirst().map(Panels.Chosen::type).orElse(null);
        }
        return Panels.Chosen.NOTHING;
    }
}
