package dev.tzaar.lambda.service;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.TextFile;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.record.LittleGolemSgf;
import dev.tzaar.engine.record.RecordText;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code /tzaar history}: the record of a game as files, in our readable format and (when it can
 * hold the game) LittleGolem's. Without a {@code game:} it is the user's latest game here, finished
 * or not.
 */
final class HistoryCommand implements CommandHandler {
    private final Tools tools;

    HistoryCommand(Tools tools) {
        this.tools = tools;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = request.option(dev.tzaar.api.Option.GAME).isPresent()
                ? tools.finder().named(request, now)
                : latestHere(tools, request, now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        Wording wording = Wording.forUser(request);
        if (!game.isStarted()) {
            return Decision.refuse(wording.say("history.neverStarted", game.id()));
        }
        List<TextFile> files = new ArrayList<>();
        files.add(new TextFile("tzaar-" + game.id() + ".tzaar", RecordText.format(game.record())));
        Checked<String> sgf = LittleGolemSgf.format(game.record());
        if (sgf.isOk()) {
            files.add(new TextFile("tzaar-" + game.id() + ".sgf", sgf.value() + "\n"));
        }
        String text = wording.say("history.text", game.id(), wording.players(game), game.record().turnCount());
        return new Decision.Answer(new GameReply(text, true, null, null, null, null, null, null, files));
    }

    /** The user's most recent started game in the channel. */
    static Checked<Game> latestHere(Tools tools, GameRequest request, Instant now) {
        Optional<Game> latest = tools.store().gamesOf(request.user().id(), now, 20).stream()
                .filter(g -> g.channelId().equals(request.channelId()) && g.isStarted())
                .findFirst();
        return latest.map(Checked::ok)
                .orElseGet(() -> Checked.refused(Wording.forUser(request).say("history.noneLately")));
    }
}
