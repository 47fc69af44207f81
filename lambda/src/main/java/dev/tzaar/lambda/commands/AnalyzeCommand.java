package dev.tzaar.lambda.commands;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.BotPlayer;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.GameAnalysis;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code /tzaar analyze [game:]}: a finished game (by default the user's latest here) looked over
 * by the AI, privately: White's score after each turn and the three biggest mistakes with the turn
 * that was better. Only once a game is over, so that it helps nobody in play.
 */
public final class AnalyzeCommand implements CommandHandler {
    private final CommandServices services;

    public AnalyzeCommand(CommandServices services) {
        this.services = services;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = request.option(Option.GAME).isPresent() ? services.finder().named(request, now)
                : HistoryCommand.latestHere(services, request, now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        Wording wording = Wording.forUser(request);
        if (game.status() != GameStatus.FINISHED) {
            return Decision.refuse(wording.say(game.isStarted() ? "analyze.notOver" : "analyze.neverStarted", game.id()));
        }
        long seed = BotPlayer.in(game).map(BotPlayer.Opponent::seed).orElse((long) game.id().hashCode());
        GameAnalysis analysis = GameAnalysis.of(game.record(), services.bot().time(), seed);
        StringBuilder text = new StringBuilder(wording.say("analyze.title", game.id(), wording.players(game),
                String.valueOf(analysis.millisPerPosition())));
        text.append('\n').append(analysis.scores().isEmpty() ? wording.say("analyze.noTurns")
                : wording.say("analyze.scores", analysis.scoreLine(wording)));
        if (analysis.mistakes().isEmpty()) {
            text.append('\n').append(wording.say("analyze.noMistake"));
        } else {
            text.append('\n').append(wording.say("analyze.mistakes"));
            for (GameAnalysis.Mistake mistake : analysis.mistakes()) {
                text.append('\n').append(wording.say("analyze.mistake", String.valueOf(mistake.played().number()),
                        Wording.name(game.player(mistake.played().side())), turnText(mistake.played().actions()),
                        GameAnalysis.score(mistake.whiteScoreAfter(), wording), turnText(mistake.better()),
                        GameAnalysis.score(mistake.whiteScoreBetter(), wording)));
            }
        }
        return Decision.privately(text.toString());
    }

    private static String turnText(List<Action> actions) {
        return actions.stream().map(Action::toString).collect(Collectors.joining(" "));
    }
}
