package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Side;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.ActiveGames;
import dev.tzaar.lambda.shared.Buttons;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Summaries;
import dev.tzaar.lambda.shared.ThreadsFromTheChannel;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;

/**
 * {@code /tzaar board}: the board shown again, only to the one who asked (so the channel is not
 * flooded), turned round for the Black player. Anyone may look at a game named by its id. From the
 * channel of a game played in its thread, without the game's buttons and with a link to the thread.
 */
public final class BoardCommand implements CommandHandler {
    private final CommandServices services;

    public BoardCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        String user = request.user().id();
        Wording wording = Wording.forUser(request);
        Checked<Game> found = services.finder().find(request, now,
                g -> g.status() == GameStatus.ACTIVE && g.involves(user),
                mine -> ActiveGames.noGameInPlay(mine, user, wording.say("board.noGame"), wording));
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        if (!game.isStarted()) {
            return Decision.refuse(ActiveGames.notInPlay(game, user, wording));
        }
        String state = game.status() == GameStatus.ACTIVE ? wording.nextUp(game)
                : game.record().result().map(r -> wording.result(game, r)).orElse("");
        String text = wording.say("board.text", game.id(), game.record().nextTurnNumber(), wording.players(game), state);
        // Asked from the channel of a game played in its thread: its buttons would act from here, so
        // the answer points to the thread instead.
        boolean fromTheChannel = ThreadsFromTheChannel.askedFromTheChannel(game, request);
        if (fromTheChannel) {
            text += "\n" + ThreadsFromTheChannel.playedThere(game, wording);
        }
        boolean flipped = game.sideOf(user).orElse(Side.WHITE) == Side.BLACK;
        boolean playable = game.status() == GameStatus.ACTIVE && !fromTheChannel;
        GameReply reply = GameReply.privately(text)
                .withImage(services.pictures().draw(game, game.record(), flipped, wording.texts().locale()))
                .withButtons(playable ? Buttons.forGame(game, wording) : null).withGame(Summaries.of(game));
        return new Decision.Answer(reply);
    }
}
