package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.List;

/**
 * {@code /tzaar replay [game:]} and a finished board's Replay button: the game as an animated picture, every
 * turn a frame (docs/replay.md), privately, as the record's files are. Without a {@code game:} it is the
 * user's latest game here, finished or not; a game still played shows its turns so far, which its board
 * already shows everyone.
 */
public final class ReplayCommand implements CommandHandler {
    private final CommandServices services;

    public ReplayCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = HistoryCommand.namedOrLatestHere(services, request, now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        Wording wording = Wording.forUser(request);
        if (!game.isStarted() || game.record().turnCount() == 0) {
            return Decision.refuse(wording.say("replay.neverStarted", game.id()));
        }
        String text = wording.say("replay.text", game.id(), wording.players(game), game.record().turnCount());
        return new Decision.Answer(GameReply.privately(text)
                .withPictures(List.of(services.pictures().replay(game, wording.texts().locale()))));
    }
}
