package dev.tzaar.lambda.service;

import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code /tzaar analyze [game:]}: a finished game (by default the user's latest here) looked over
 * by the AI, privately: White's score after each turn and the three biggest mistakes with the turn
 * that was better. Only once a game is over, so that it helps nobody in play.
 */
final class AnalyzeCommand implements CommandHandler {
    private final Tools tools;

    AnalyzeCommand(Tools tools) {
        this.tools = tools;
    }

    @Override
    public boolean changesGames() {
        return false;
    }

    @Override
    public Decision decide(GameRequest request, Instant now) {
        Checked<Game> found = request.option(Option.GAME).isPresent() ? tools.finder().named(request, now)
                : HistoryCommand.latestHere(tools, request, now);
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        if (game.status() != GameStatus.FINISHED) {
            return Decision.refuse(Wording.gameFirst(game) + (game.isStarted() ? " is still being played" : " never started")
                    + ": I analyse a game once it is over, so that the analysis helps nobody during it.");
        }
        long seed = BotPlayer.in(game).map(BotPlayer.Opponent::seed).orElse((long) game.id().hashCode());
        GameAnalysis analysis = GameAnalysis.of(game.record(), tools.bot().time(), seed);
        StringBuilder text = new StringBuilder("**Analysis of " + Wording.game(game) + "**, " + Wording.players(game)
                + " (" + analysis.millisPerPosition() + " ms of search per position; scores in pieces, White's view)\n");
        text.append(analysis.scores().isEmpty() ? "No turn was played after the placement."
                : "After each turn: " + analysis.scoreLine());
        if (analysis.mistakes().isEmpty()) {
            text.append("\nNo clear mistake: well played, both of you.");
        } else {
            text.append("\nThe biggest mistakes:");
            for (GameAnalysis.Mistake mistake : analysis.mistakes()) {
                text.append("\n- turn ").append(mistake.played().number()).append(", ")
                        .append(Wording.name(game.player(mistake.played().side()))).append(": `")
                        .append(turnText(mistake.played().actions())).append("` left ")
                        .append(GameAnalysis.score(mistake.whiteScoreAfter())).append("; `")
                        .append(turnText(mistake.better())).append("` was better (")
                        .append(GameAnalysis.score(mistake.whiteScoreBetter())).append(").");
            }
        }
        return Decision.privately(text.toString());
    }

    private static String turnText(List<Action> actions) {
        return actions.stream().map(Action::toString).collect(Collectors.joining(" "));
    }
}
