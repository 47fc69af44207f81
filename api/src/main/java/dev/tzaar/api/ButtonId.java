package dev.tzaar.api;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/**
 * What a board's button does, written into its Discord {@code custom_id} as {@code tzaar:<command>:<game>}
 * (at most 100 characters, as Discord allows), so that pressing it needs no memory in the bot. A button
 * that acts on one position only, the board's Pass, also carries how many actions the game had when it
 * was shown: {@code tzaar:pass:<game>@<played>}, which a panel's controls ({@link ControlId}, {@code
 * tzaar:pass:<game>:<played>}) never read as theirs, since a press on the board is answered on the board,
 * not in a panel's place. A Pass of a board posted before it carried the count is still read, and acts
 * on the game as it stands.
 */
public record ButtonId(Command command, String gameId, OptionalInt played) {
    private static final String PREFIX = "tzaar:";
    private static final char AT = '@';
    private static final Pattern COUNT = Pattern.compile("\\d{1,6}");
    /** Discord's limit on a component's custom_id. */
    public static final int MAX_LENGTH = 100;

    public ButtonId {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(played, "played");
        if (gameId.isEmpty() || gameId.contains(":") || gameId.indexOf(AT) >= 0) {
            throw new IllegalArgumentException("a game id is not empty and has no ':' or '@'");
        }
        if (played.isPresent() && played.getAsInt() < 0) {
            throw new IllegalArgumentException("a game has played no fewer than 0 actions");
        }
        if (written(command, gameId, played).length() > MAX_LENGTH) {
            throw new IllegalArgumentException("a button id is at most " + MAX_LENGTH + " characters");
        }
    }

    /** A button that acts on the game as it stands. */
    public ButtonId(Command command, String gameId) {
        this(command, gameId, OptionalInt.empty());
    }

    /** A button made for the position after {@code played} actions: pressed at another, it plays nothing. */
    public static ButtonId madeFor(Command command, String gameId, int played) {
        return new ButtonId(command, gameId, OptionalInt.of(played));
    }

    /** The button for a custom_id, when it is one of ours. */
    public static Optional<ButtonId> parse(String customId) {
        if (customId == null || !customId.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String[] parts = customId.substring(PREFIX.length()).split(":", -1);
        if (parts.length != 2 || parts[1].isEmpty()) {
            return Optional.empty();
        }
        String game = parts[1];
        OptionalInt played = OptionalInt.empty();
        int at = game.indexOf(AT);
        if (at >= 0) {
            String count = game.substring(at + 1);
            if (!COUNT.matcher(count).matches()) {
                return Optional.empty();
            }
            played = OptionalInt.of(Integer.parseInt(count));
            game = game.substring(0, at);
        }
        String gameId = game;
        OptionalInt madeFor = played;
        try {
            return Command.ofWireName(parts[0]).map(command -> new ButtonId(command, gameId, madeFor));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Whether {@code customId} is the Pass under a board of game {@code gameId}, in either form. */
    public static boolean isBoardsPass(String customId, String gameId) {
        return parse(customId).filter(id -> id.command() == Command.PASS && id.gameId().equals(gameId)).isPresent();
    }

    /**
     * The request's options for a press: the game and, for a button made for one position, that position
     * ({@link Option#PLAYED}), checked as a panel's control's is, and where it was pressed ({@link Option#ON}).
     */
    public Map<String, String> options() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put(Option.GAME, gameId);
        played.ifPresent(count -> {
            options.put(Option.PLAYED, Integer.toString(count));
            options.put(Option.ON, Option.BOARD);
        });
        return options;
    }

    @Override
    public String toString() {
        return written(command, gameId, played);
    }

    private static String written(Command command, String gameId, OptionalInt played) {
        String id = PREFIX + command.wireName() + ":" + gameId;
        return played.isPresent() ? id + AT + played.getAsInt() : id;
    }
}
