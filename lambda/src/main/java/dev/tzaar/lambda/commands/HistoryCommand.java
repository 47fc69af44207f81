package dev.tzaar.lambda.commands;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonStyle;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.TextFile;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.record.LittleGolemSgf;
import dev.tzaar.engine.record.RecordText;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.game.Seat;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * {@code /tzaar history}: the record of a game as files, in our readable format and (when it can
 * hold the game) LittleGolem's. Without a {@code game:} it is the user's latest game here, finished
 * or not.
 */
public final class HistoryCommand implements CommandHandler {
    private final CommandServices services;

    public HistoryCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = namedOrLatestHere(services, request, now);
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
        return new Decision.Answer(GameReply.privately(text).withFiles(files).withButtons(List.of(
                ActionButton.of(Command.REPLAY, game.id(), wording.say("button.replay"), ButtonStyle.SECONDARY))));
    }

    /** The game the request names, else the user's most recent started game here. */
    static Checked<Game> namedOrLatestHere(CommandServices services, GameRequest request, Instant now) {
        return request.option(dev.tzaar.api.Option.GAME).isPresent() ? services.finder().named(request, now)
                : latestHere(services, request, now);
    }

    /** The user's most recent started game in the channel, or in one of its threads. */
    static Checked<Game> latestHere(CommandServices services, GameRequest request, Instant now) {
        // The player's seats in this server, newest first: games in other servers cannot crowd this
        // channel's out, as they could in the player's newest games everywhere.
        String user = request.user().id();
        Optional<Game> latest = Stream.of(false, true)
                .flatMap(finished -> services.store()
                        .seatsOf(user, request.guildId(), request.channelId(), finished, now, 20).stream())
                .filter(seat -> seat.channelId().equals(request.channelId())
                        || request.channelId().equals(seat.threadOf()))
                .sorted(Comparator.comparing(Seat::updatedAt).reversed())
                .map(seat -> services.store().find(seat.gameId(), now))
                .flatMap(Optional::stream)
                .filter(Game::isStarted)
                .findFirst();
        if (latest.isEmpty()) {
            // A game last changed before seats were written has none.
            latest = services.store().gamesOf(user, now, 20).stream()
                    .filter(g -> g.channelId().equals(request.channelId()) && g.isStarted())
                    .findFirst();
        }
        return latest.map(Checked::ok)
                .orElseGet(() -> Checked.refused(Wording.forUser(request).say("history.noneLately")));
    }
}
