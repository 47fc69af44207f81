package dev.tzaar.lambda.shared;

import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.engine.Checked;
import dev.tzaar.lambda.game.Game;
import java.util.ArrayList;
import java.util.List;

/**
 * A command typed in a channel about the player's game played in one of its threads ({@link
 * GameFinder} finds it there). What looks at the game (the board, its record, autocomplete) is
 * answered privately, here. What changes it (a move, a pass, a placement, a resignation, a claim) is
 * refused privately with a link to the thread and the exact command to type there: the thread keeps
 * the whole game (every board, every ping, in order) and the channel gets one line when it ends.
 */
public final class ThreadsFromTheChannel {
    /** The options of an action, in the order the command shows them. */
    private static final List<String> ACTION_OPTIONS = List.of(Option.FROM, Option.TO, Option.TURN, Option.TYPE,
            Option.AT);

    private ThreadsFromTheChannel() {
    }

    /** True when the request comes from the game's channel while the game is played in its own thread. */
    public static boolean askedFromTheChannel(Game game, GameRequest request) {
        return game.hasThread() && !game.playedIn().equals(request.channelId());
    }

    /** The game, to act on it here; refused when it is played in a thread of this channel. */
    static Checked<Game> toActOn(Game game, GameRequest request, Wording wording) {
        if (!askedFromTheChannel(game, request)) {
            return Checked.ok(game);
        }
        return Checked.refused(wording.say("thread.actThere", game.id(), mention(game), sameCommand(game, request,
                wording)));
    }

    /** The line a private answer about the game adds when asked from its channel. */
    public static String playedThere(Game game, Wording wording) {
        return wording.say("thread.playedThere", game.id(), mention(game));
    }

    private static String mention(Game game) {
        return "<#" + game.playedIn() + ">";
    }

    /** The command the player gave, as they would type it in the thread, naming the game. */
    private static String sameCommand(Game game, GameRequest request, Wording wording) {
        Command typed = request.command() == Command.CONFIRM_RESIGN ? Command.RESIGN : request.command();
        List<String> options = new ArrayList<>();
        for (String option : ACTION_OPTIONS) {
            request.option(option).ifPresent(value -> {
                options.add(option);
                options.add(value.replace('`', '\''));  // it is quoted in a code span
            });
        }
        options.add(Option.GAME);
        options.add(game.id());
        return wording.slash(typed, options.toArray(String[]::new));
    }
}
