package dev.tzaar.bot.activity;

import dev.tzaar.api.Capability;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An action as the page posts it, exactly as the function offered it in {@code legalActions}
 * ({@code F4xE4}, {@code C3-D4}, {@code pass}, {@code Z@E4}), as the request the bot would send for it:
 * {@code move turn:}, {@code pass}, {@code place type: at:}, naming the game and the version the tap
 * was made on. What is not shaped like an action is no request at all.
 */
final class GameActions {
    private static final Pattern MOVE = Pattern.compile("[A-I][1-9][x-][A-I][1-9]");
    private static final Pattern PLACE = Pattern.compile("([ZAT])@([A-I][1-9])");

    private GameActions() {
    }

    /** Whether the text is shaped like an action the function offers. */
    static boolean isShaped(String action) {
        return action.equals("pass") || MOVE.matcher(action).matches() || PLACE.matcher(action).matches();
    }

    /**
     * @param channel where the game is played (its view says)
     * @param version the version of the game the action was chosen on
     */
    static Optional<GameRequest> request(String interactionId, String channel, Viewer viewer, String game,
            String action, long version) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put(Option.GAME, game);
        options.put(Option.VERSION, Long.toString(version));
        Command command;
        Matcher place = PLACE.matcher(action);
        if (action.equals("pass")) {
            command = Command.PASS;
        } else if (MOVE.matcher(action).matches()) {
            command = Command.MOVE;
            options.put(Option.TURN, action);
        } else if (place.matches()) {
            command = Command.PLACE;
            options.put(Option.TYPE, place.group(1).toLowerCase(Locale.ROOT));
            options.put(Option.AT, place.group(2));
        } else {
            return Optional.empty();
        }
        Player user = viewer.player();
        // The channel is shown the move with the live board's button under it, as the frontends show it.
        return Optional.of(GameRequest.of(interactionId, null, channel, user, command, options)
                .withLocales(viewer.locale(), null).with(Capability.LAUNCH_ACTIVITY));
    }
}
