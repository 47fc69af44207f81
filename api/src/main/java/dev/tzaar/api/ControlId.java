package dev.tzaar.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The Discord {@code custom_id} of a control on a player's private panel (a button or a select menu),
 * made for one position of one game: {@code tzaar:<command>:<game>:<played>}, then the options chosen
 * so far as {@code name=value}, then, for a select menu, the name of the option its choice fills, and
 * an optional {@code #tag} that only tells two menus of one message apart.
 *
 * <pre>
 * tzaar:panel:k7m2q:12:from#A-E     the pieces on columns A to E; the one picked becomes from:
 * tzaar:move:k7m2q:12:from=F4:to=E4 the target E4 of the piece chosen on F4
 * tzaar:pass:k7m2q:13               Pass, on the position after the 13th action
 * tzaar:place:k7m2q:7:type=T:at#A-C a cell of columns A to C for a Tott
 * </pre>
 *
 * <p>It carries what is needed to find the game and the position it was made for, and the choices
 * made on it, nothing more: the press becomes the request of its command with these options ({@link
 * #options}), and the function, the only authority, checks all of it again. A press made for an
 * earlier position ({@link Option#PLAYED}) is refused and changes nothing. A board's buttons keep
 * {@link ButtonId}'s shorter form, which this never parses: they act on the game as it stands, but for
 * the board's Pass, made for one position too ({@code tzaar:pass:k7m2q@13}).
 */
public record ControlId(Command command, String gameId, int played, Map<String, String> given, String fills,
        String tag) {
    private static final String PREFIX = "tzaar:";
    private static final Pattern WORD = Pattern.compile("[A-Za-z0-9-]+");
    private static final Pattern NAME = Pattern.compile("[a-z]+");
    private static final Pattern COUNT = Pattern.compile("\\d{1,6}");

    public ControlId {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(gameId, "gameId");
        if (!WORD.matcher(gameId).matches()) {
            throw new IllegalArgumentException("a game id is letters and digits");
        }
        if (played < 0) {
            throw new IllegalArgumentException("a game has played no fewer than 0 actions");
        }
        Map<String, String> copy = new LinkedHashMap<>();
        (given == null ? Map.<String, String>of() : given).forEach((name, value) -> {
            if (!NAME.matcher(name).matches() || !WORD.matcher(value).matches()) {
                throw new IllegalArgumentException("an option of a control is name=value in letters and digits: "
                        + name + "=" + value);
            }
            copy.put(name, value);
        });
        given = Collections.unmodifiableMap(copy);
        if (fills != null && (!NAME.matcher(fills).matches() || given.containsKey(fills))) {
            throw new IllegalArgumentException("a menu fills one option not already given: " + fills);
        }
        if (tag != null && !WORD.matcher(tag).matches()) {
            throw new IllegalArgumentException("a tag is letters and digits: " + tag);
        }
        if (written(command, gameId, played, given, fills, tag).length() > ButtonId.MAX_LENGTH) {
            throw new IllegalArgumentException("a control's id is at most " + ButtonId.MAX_LENGTH + " characters");
        }
    }

    /** A button: pressing it asks {@code command} with the options {@code given}. */
    public static ControlId button(Command command, String gameId, int played, Map<String, String> given) {
        return new ControlId(command, gameId, played, given, null, null);
    }

    /**
     * A select menu whose choice fills option {@code fills}; {@code tag} tells it apart from another
     * menu of the same message that fills the same option (null when it is the only one).
     */
    public static ControlId menu(Command command, String gameId, int played, Map<String, String> given,
            String fills, String tag) {
        return new ControlId(command, gameId, played, given, Objects.requireNonNull(fills, "fills"), tag);
    }

    /** The control for a custom_id, when it is one of a panel's. */
    public static Optional<ControlId> parse(String customId) {
        if (customId == null || !customId.startsWith(PREFIX) || customId.length() > ButtonId.MAX_LENGTH) {
            return Optional.empty();
        }
        String body = customId.substring(PREFIX.length());
        String tag = null;
        int hash = body.indexOf('#');
        if (hash >= 0) {
            tag = body.substring(hash + 1);
            body = body.substring(0, hash);
        }
        String[] parts = body.split(":", -1);
        if (parts.length < 3 || !COUNT.matcher(parts[2]).matches()) {
            return Optional.empty();
        }
        Optional<Command> command = Command.ofWireName(parts[0]);
        if (command.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> given = new LinkedHashMap<>();
        String fills = null;
        for (int i = 3; i < parts.length; i++) {
            String part = parts[i];
            int equals = part.indexOf('=');
            if (equals < 0) {
                if (i != parts.length - 1) {
                    return Optional.empty();
                }
                fills = part;
            } else if (equals == 0 || given.putIfAbsent(part.substring(0, equals), part.substring(equals + 1)) != null) {
                return Optional.empty();
            }
        }
        try {
            return Optional.of(new ControlId(command.get(), parts[1], Integer.parseInt(parts[2]), given, fills, tag));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Whether it is a select menu, whose choice fills an option. */
    public boolean isMenu() {
        return fills != null;
    }

    /**
     * The request's options for a press: the game, the position it was made for, the options given and,
     * for a menu, the option its choice fills.
     *
     * @param chosen the option picked from a menu; ignored for a button
     */
    public Map<String, String> options(String chosen) {
        Map<String, String> options = new LinkedHashMap<>(given);
        options.put(Option.GAME, gameId);
        options.put(Option.PLAYED, Integer.toString(played));
        if (fills != null && chosen != null) {
            options.put(fills, chosen);
        }
        return options;
    }

    @Override
    public String toString() {
        return written(command, gameId, played, given, fills, tag);
    }

    private static String written(Command command, String gameId, int played, Map<String, String> given,
            String fills, String tag) {
        StringBuilder id = new StringBuilder(PREFIX).append(command.wireName()).append(':').append(gameId)
                .append(':').append(played);
        given.forEach((name, value) -> id.append(':').append(name).append('=').append(value));
        if (fills != null) {
            id.append(':').append(fills);
        }
        if (tag != null) {
            id.append('#').append(tag);
        }
        return id.toString();
    }
}
