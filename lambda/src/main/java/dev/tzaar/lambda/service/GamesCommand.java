package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/** {@code /tzaar games}: the user's games and challenges in this channel, and where the others are. */
final class GamesCommand implements CommandHandler {
    private static final int ELSEWHERE_LIMIT = 50;
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
        List<Game> here = tools.store().openGamesIn(request.channelId(), now).stream()
                .filter(g -> g.involves(user))
                .toList();
        List<String> elsewhere = tools.store().gamesOf(user, now, ELSEWHERE_LIMIT).stream()
                .filter(g -> g.status().isOpen() && !g.channelId().equals(request.channelId()))
                .map(g -> "<#" + g.channelId() + "> (**" + g.id() + "**)")
                .toList();
        Wording wording = Wording.forUser(request);
        StringBuilder text = new StringBuilder();
        if (here.isEmpty()) {
            text.append(wording.say("games.none"));
        } else {
            text.append(wording.say("games.here")).append('\n').append(here.stream()
                    .map(g -> "• " + line(g, user, wording)).collect(Collectors.joining("\n")));
        }
        if (!elsewhere.isEmpty()) {
            text.append('\n').append(wording.say("games.elsewhere", String.join(", ", elsewhere)));
        }
        return Decision.privately(text.toString());
    }

    private static String line(Game game, String user, Wording wording) {
        String other = Wording.name(game.otherThan(user));
        if (game.status() == GameStatus.CHALLENGED) {
            boolean mine = game.challenger().id().equals(user);
            return wording.say(mine ? "games.yourChallenge" : "games.theirChallenge", game.id(), other,
                    Wording.relative(game.expiresAt()));
        }
        boolean yourTurn = game.toAct().map(p -> p.id().equals(user)).orElse(false);
        return wording.say(yourTurn ? "games.yourTurn" : "games.theirTurn", game.id(), other,
                game.record().nextTurnNumber(), Wording.relative(game.updatedAt()));
    }
}
