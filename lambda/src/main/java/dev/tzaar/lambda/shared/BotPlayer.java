package dev.tzaar.lambda.shared;

import dev.tzaar.api.Player;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.ChosenTurn;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.engine.record.GameRecord;
import dev.tzaar.lambda.game.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The bot as a player: which side it has in a game, at which level and from which seed, and the
 * turns it plays. A game against the bot keeps its level and seed as tags of its record
 * ({@value #LEVEL_TAG}, {@value #SEED_TAG}), so they are stored with the game, travel with its
 * history files, and let anyone replay the bot's choices ({@code ./tzaar ai --level --seed}).
 * The seed makes the bot the same within a game and different from one game to the next.
 */
public final class BotPlayer {
    public static final String LEVEL_TAG = "BotLevel";
    public static final String SEED_TAG = "BotSeed";

    private final AiTime time;

    public BotPlayer(AiTime time) {
        this.time = time;
    }

    public AiTime time() {
        return time;
    }

    /** The bot in one game: its side, level and seed. */
    public record Opponent(Side side, Level level, long seed) {
    }

    /**
     * The bot's user as a player of a game at a level: the name says the level, in the channel's language,
     * and fits a phone's player card. It is the game's from then on, like a person's name.
     */
    public static Player player(String botUserId, Level level, Wording channel) {
        return new Player(botUserId, channel.say("ai.botName." + level.label()), true);
    }

    /** The record of a new game against the bot, tagged with its level and seed. */
    public static GameRecord tagged(GameRecord record, Level level, long seed) {
        return record.withTag(LEVEL_TAG, level.label()).withTag(SEED_TAG, Long.toString(seed));
    }

    /** The bot in a started game where one side is a bot; empty in a game between two people. */
    public static Optional<Opponent> in(Game game) {
        if (!game.isStarted()) {
            return Optional.empty();
        }
        Side side = game.white().bot() ? Side.WHITE : game.black().bot() ? Side.BLACK : null;
        if (side == null) {
            return Optional.empty();
        }
        String levelTag = game.record().tags().getOrDefault(LEVEL_TAG, "");
        Level level = Level.parse(levelTag).isOk() ? Level.parse(levelTag).value() : Level.MEDIUM;
        long seed;
        try {
            seed = Long.parseLong(game.record().tags().getOrDefault(SEED_TAG, ""));
        } catch (NumberFormatException e) {
            seed = game.id().hashCode();
        }
        return Optional.of(new Opponent(side, level, seed));
    }

    /** A record after the bot's turns: the one given, and what the bot played on it, as a sentence. */
    public record Played(GameRecord record, String sentence) {
    }

    /**
     * The bot's whole turn, played while it is the bot's to play and the game goes on (at most one
     * turn, or one placement); nothing when it is not.
     */
    public Played play(Game game, GameRecord record, Wording channel) {
        Optional<Opponent> bot = in(game);
        if (bot.isEmpty() || record.isOver() || record.finalPosition().sideToMove() != bot.get().side()) {
            return new Played(record, "");
        }
        Opponent opponent = bot.get();
        Ai ai = new Ai(opponent.level(), time.budget(opponent.level()), opponent.seed(), time.nanoClock());
        List<Action> actions = new ArrayList<>();
        List<Position> before = new ArrayList<>();
        GameRecord played = record;
        for (Action action : ai.choose(played.finalPosition()).turn()) {
            before.add(played.finalPosition());
            played = played.play(action).orElseThrow();
            actions.add(action);
        }
        return new Played(played, channel.say("bot.played", Wording.name(game.player(opponent.side())),
                channel.actions(actions, before)));
    }

    /** The turn the bot would play in the player's place, at hard, from the game's seed. */
    public ChosenTurn suggest(Position position, Opponent bot) {
        return new Ai(Level.HARD, time.budget(Level.HARD), ~bot.seed(), time.nanoClock()).choose(position);
    }
}
