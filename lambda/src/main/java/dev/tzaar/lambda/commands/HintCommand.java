package dev.tzaar.lambda.commands;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.GameStatus;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.TurnExplainer;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import dev.tzaar.lambda.shared.ActiveGames;
import dev.tzaar.lambda.shared.BotPlayer;
import dev.tzaar.lambda.shared.CommandServices;
import dev.tzaar.lambda.shared.Decision;
import dev.tzaar.lambda.shared.HintWording;
import dev.tzaar.lambda.shared.Summaries;
import dev.tzaar.lambda.shared.Wording;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * {@code /tzaar hint [game:]}: the turn the AI (at hard) would play in the user's place, told
 * privately in notation with why it is worth playing ({@link TurnExplainer}), and drawn on a picture of
 * the board after it as the suggested turn (the renderer marks a turn on the board it led to: its arrows,
 * and what it took as a ghost; named "Suggested turn", not "Last turn"). Only in a
 * game against the bot: between two people, a hint would be a third player at the table.
 */
public final class HintCommand implements CommandHandler {
    private final CommandServices services;

    public HintCommand(CommandServices services) {
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
        Predicate<Game> againstTheBot = g -> g.status() == GameStatus.ACTIVE && g.sideOf(user).isPresent()
                && BotPlayer.in(g).isPresent();
        Checked<Game> found = services.finder().find(request, now, againstTheBot,
                wording.say("hint.onlyAgainstTheBot"));
        if (!found.isOk()) {
            return Decision.refuse(found.reason());
        }
        Game game = found.value();
        if (!game.isStarted()) {
            // Named with game: before anyone accepted: no board, and no players by colour, to read.
            return Decision.refuse(game.status() == GameStatus.CHALLENGED ? wording.say("hint.noPositionYet", game.id())
                    : ActiveGames.notInPlay(game, user, wording));
        }
        Optional<Side> side = game.sideOf(user);
        if (side.isEmpty()) {
            return Decision.refuse(wording.say("active.notPlaying", game.id(), wording.players(game)));
        }
        Optional<BotPlayer.Opponent> bot = BotPlayer.in(game);
        if (bot.isEmpty()) {
            return Decision.refuse(wording.say("hint.onlyAgainstTheBot"));
        }
        if (game.status() != GameStatus.ACTIVE) {
            return Decision.refuse(ActiveGames.notInPlay(game, user, wording));
        }
        Position position = game.position();
        if (position.sideToMove() != side.get()) {
            return Decision.refuse(wording.say("hint.botsTurn", game.id()));
        }
        ChosenTurn choice = services.bot().suggest(position, bot.get());
        GameRecord hinted = game.record();
        List<Position> before = new ArrayList<>();
        for (Action action : choice.turn()) {
            before.add(hinted.finalPosition());
            hinted = hinted.play(action).orElseThrow();
        }
        String turn = choice.turn().stream().map(Action::toString).collect(Collectors.joining(" "));
        String command = choice.turn().get(0) instanceof Action.Place place
                ? wording.slash(Command.PLACE, Option.TYPE, place.type().displayName(), Option.AT, place.at().toString())
                : wording.slash(Command.MOVE, Option.TURN, turn);
        TurnExplainer.Explanation explanation = TurnExplainer.explain(position, choice.turn(), choice.score());
        String text = wording.say("hint.suggestion", game.id(), turn, wording.actions(choice.turn(), before), command,
                wording.say("button.play")) + "\n" + wording.say("hint.why", HintWording.why(wording, explanation,
                        side.get()));
        // With the game's summary, as /tzaar board's private answer: the picture is of this game's version.
        GameReply reply = GameReply.privately(text)
                .withImage(services.pictures().drawSuggestion(game, hinted, side.get() == Side.BLACK, wording.texts().locale()))
                .withGame(Summaries.of(game));
        return new Decision.Answer(reply);
    }
}
