package dev.tzaar.lambda.commands;

import dev.tzaar.api.ChannelGames;
import dev.tzaar.lambda.rating.Ladder;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.GameToPlay;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The games being played in the request's channel, and the user's own in its threads, as a live board
 * opened there lists them ({@link dev.tzaar.api.Command#CHANNEL_GAMES}), newest first, and the one it
 * opens on: of the user's games, the one {@link GameToPlay} would choose (the only one, or the one where
 * it is their turn), else their newest; a spectator's, the channel's newest. Each game as it stands: the
 * store reads every game the channel's entries and the user's seats name, strongly consistent
 * ({@link dev.tzaar.lambda.game.GameStore#openGamesIn}); one listed a moment ago may be missing until the
 * board looks again. After them, the user's own games finished lately here ({@value #FINISHED_LISTED} at most,
 * newest first, {@code finished}), read-only, for a board to step through; a board never opens on one by
 * itself. Each says whom it is open to: the live board lists it to nobody else.
 */
public final class ChannelGamesCommand implements CommandHandler {
    /** How many of the user's finished games here are listed after those being played. */
    static final int FINISHED_LISTED = 5;

    private final CommandServices services;

    public ChannelGamesCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        String user = request.user().id();
        List<Game> playing = services.finder().openGamesHere(request, now).stream()
                .filter(game -> game.status() == GameStatus.ACTIVE && game.isStarted())
                .toList();
        List<Game> mine = playing.stream().filter(game -> game.sideOf(user).isPresent()).toList();
        Optional<Game> chosen = GameToPlay.among(mine, game -> game.toAct().map(p -> p.id().equals(user)).orElse(false))
                .or(() -> mine.stream().findFirst())
                .or(() -> playing.stream().findFirst());
        List<ChannelGames.Listed> listed = Stream.concat(playing.stream(), finishedHere(request, now).stream())
                .map(game -> ChannelGames.Listed.of(game.id(), game.white(), game.black(), game.status(),
                        game.toAct().map(p -> p.id()).orElse(null), game.record().nextTurnNumber(),
                        game.sideOf(user).isPresent()).openToMembersOf(game.openTo()))
                .toList();
        return new Decision.Answer(GameReply.privately("")
                .withListing(new ChannelGames(listed, chosen.map(Game::id).orElse(null))
                        .withNewcomer(services.store().standing(Ladder.GLOBAL, user).isEmpty())));
    }

    /** The user's games finished lately in this channel or its threads, newest first, each as it stands. */
    private List<Game> finishedHere(GameRequest request, Instant now) {
        String channel = request.channelId();
        return services.store().seatsOf(request.user().id(), request.guildId(), channel, true, now,
                        FINISHED_LISTED * 2).stream()
                .filter(seat -> seat.channelId().equals(channel) || channel.equals(seat.threadOf()))
                .limit(FINISHED_LISTED)
                .map(seat -> services.store().find(seat.gameId(), now))
                .flatMap(Optional::stream)
                .filter(game -> game.status() == GameStatus.FINISHED && game.isStarted())
                .toList();
    }
}
