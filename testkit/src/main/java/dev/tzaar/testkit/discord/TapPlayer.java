package dev.tzaar.testkit.discord;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;

/**
 * Players who play only by taps, as a person on a phone would: on the newest board in the channel they
 * press "Play your turn", then on their private panel pick a piece from a menu and press one of its
 * targets (or Pass, now and then, when it is offered), or, while placing, press a type and pick a cell;
 * every control picked at random among those shown. Nothing is typed. Each tap waits for what it
 * brings (the panel in its place, the board in the channel, the ping) before the next, and is checked
 * on the way: a panel is private, shows its picture and names its choices; a board is public; a
 * legal control is never refused. Anything else throws {@link IllegalStateException}, saying what
 * arrived.
 *
 * <p>What it saw is kept: taps per action, the time from each tap to the panel shown in its place,
 * and the size of each panel's picture, for the tests and {@code ./tzaar bench taps}.
 */
public final class TapPlayer {
    /** Long enough for any real game; a game this long has gone wrong. */
    private static final int MOST_ACTIONS = 500;
    private static final String PICTURE = "board.png";

    /** One tap: what it was, how long until the panel showed its answer, and the panel's picture's size (0: none). */
    public record Tap(String what, Duration toPanel, int pictureBytes) {
    }

    private final FakeDiscord discord;
    private final Random random;
    private final List<Tap> taps = new ArrayList<>();
    private final List<Integer> tapsPerAction = new ArrayList<>();
    private int tapsThisAction;

    /** Players who tap on {@code discord}, choosing with {@code random}: presses happen where each message is. */
    public TapPlayer(FakeDiscord discord, Random random) {
        this.discord = discord;
        this.random = random;
    }

    /** Every tap so far, in order. */
    public List<Tap> taps() {
        return List.copyOf(taps);
    }

    /** For each action played so far, the taps it took, from the board's button to the control that played it. */
    public List<Integer> tapsPerAction() {
        return List.copyOf(tapsPerAction);
    }

    /** How a game ended: its last public message, and how many actions were played by taps. */
    public record Ending(DiscordMessage last, int actions) {
    }

    /**
     * Plays game {@code gameId} to its end by taps, from {@code board}, the newest public message of the
     * game with its "Play your turn", where {@code first} is to act; {@code second} is the other player
     * (the bot's own user, who never taps, in a game against it).
     */
    public Ending playToTheEnd(String gameId, DiscordMessage board, DiscordUser first, DiscordUser second) {
        DiscordUser toAct = first;
        DiscordMessage newest = board;
        DiscordMessage panel = null;
        int actions = 0;
        while (!over(newest, gameId)) {
            if (panel == null) {
                panel = open(gameId, newest, toAct);
            }
            Played played = playOneAction(panel, toAct, toAct.equals(first) ? second : first);
            actions++;
            newest = played.board();
            panel = played.panelStillChoosing() ? played.panel() : null;
            if (panel == null && !second.equals(discord.botUser())) {
                toAct = toAct.equals(first) ? second : first;
            }
            if (actions > MOST_ACTIONS) {
                throw new IllegalStateException("game " + gameId + " did not end in " + MOST_ACTIONS + " actions");
            }
        }
        return new Ending(newest, actions);
    }

    /** The board's "Play your turn" pressed: the player's private panel, a new message only they see. */
    public DiscordMessage open(String gameId, DiscordMessage board, DiscordUser player) {
        String opener = "tzaar:panel:" + gameId;
        Interaction press = discord.pressButton(player, opener, board);
        Callback acknowledged = press.awaitAcknowledgement();
        if (acknowledged.type() != Callback.Type.DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE || !acknowledged.ephemeral()) {
            throw new IllegalStateException("Play your turn is answered privately, not " + acknowledged);
        }
        DiscordMessage panel = press.awaitEdit();
        return tapped("open", panel, true);
    }

    /** What an action played by taps left: the channel's board, and the panel in its new place. */
    private record Played(DiscordMessage board, DiscordMessage panel) {
        boolean panelStillChoosing() {
            return !panel.buttons().isEmpty() || !panel.menus().isEmpty();
        }
    }

    /** Taps on the panel until a target, Pass or a cell plays an action. */
    private Played playOneAction(DiscordMessage panel, DiscordUser player, DiscordUser other) {
        DiscordMessage current = panel;
        while (true) {
            List<DiscordMessage.Button> plays = buttons(current, id -> id.startsWith("tzaar:move:"));
            List<DiscordMessage.Button> passes = buttons(current, id -> id.startsWith("tzaar:pass:"));
            List<DiscordMessage.Button> types = buttons(current, id -> id.contains(":type="));
            List<DiscordMessage.Menu> pieces = menus(current, "tzaar:panel:");
            List<DiscordMessage.Menu> cells = menus(current, "tzaar:place:");
            if (!plays.isEmpty()) {
                return play(current, plays.get(random.nextInt(plays.size())), player, other);
            }
            if (!passes.isEmpty() && (pieces.isEmpty() || random.nextInt(3) == 0)) {
                return play(current, passes.get(0), player, other);
            }
            if (!cells.isEmpty()) {
                DiscordMessage.Menu menu = weighted(cells);
                String cell = menu.options().get(random.nextInt(menu.options().size())).value();
                Interaction pick = discord.choose(player, menu.customId(), cell, current);
                return played(current, pick, player, other, "cell " + cell);
            }
            if (!pieces.isEmpty()) {
                DiscordMessage.Menu menu = weighted(pieces);
                DiscordMessage.MenuOption piece = menu.options().get(random.nextInt(menu.options().size()));
                checkNamed(piece.label(), piece.value());
                current = step(discord.choose(player, menu.customId(), piece.value(), current), "piece " + piece.value());
            } else if (!types.isEmpty()) {
                DiscordMessage.Button type = types.get(random.nextInt(types.size()));
                current = step(discord.pressButton(player, type.customId(), current), "type " + type.label());
            } else {
                throw new IllegalStateException("a panel with nothing to choose: " + current);
            }
        }
    }

    private Played play(DiscordMessage panel, DiscordMessage.Button control, DiscordUser player, DiscordUser other) {
        if (control.customId().startsWith("tzaar:move:")) {
            checkNamed(control.label(), control.customId().substring(control.customId().lastIndexOf('=') + 1));
        }
        return played(panel, discord.pressButton(player, control.customId(), panel), player, other, control.label());
    }

    /** A control that plays: the panel moves on in place, then the channel gets the board (and the ping). */
    private Played played(DiscordMessage panel, Interaction press, DiscordUser player, DiscordUser other,
            String what) {
        DiscordMessage next = step(press, what);
        tapsPerAction.add(tapsThisAction);
        tapsThisAction = 0;
        boolean stillChoosing = !next.buttons().isEmpty() || !next.menus().isEmpty();
        int followUps = stillChoosing || other.equals(discord.botUser()) ? 1 : 2;
        List<DiscordMessage> shown = press.awaitFollowUps(followUps);
        DiscordMessage board = shown.get(0);
        if (board.ephemeral() || board.attachment(PICTURE).isEmpty()) {
            throw new IllegalStateException(player.username() + "'s " + what + " was not told to the channel with "
                    + "its board: " + board);
        }
        if (followUps == 2 && !shown.get(1).pinged().contains(other.id())) {
            throw new IllegalStateException("the next player was not pinged: " + shown.get(1));
        }
        return new Played(board, next);
    }

    /** A control of the panel pressed: acknowledged without a placeholder, the panel's next step in its place. */
    private DiscordMessage step(Interaction press, String what) {
        Callback acknowledged = press.awaitAcknowledgement();
        if (acknowledged.type() != Callback.Type.DEFERRED_UPDATE_MESSAGE) {
            throw new IllegalStateException("a panel's control is answered in place, not with " + acknowledged);
        }
        DiscordMessage first = press.awaitAnswer();
        if (press.edits().isEmpty()) {
            throw new IllegalStateException(what + " was answered with a new message, not in the panel's place: "
                    + first);
        }
        DiscordMessage next = press.edits().get(0);
        return tapped(what, next, !next.buttons().isEmpty() || !next.menus().isEmpty());
    }

    private DiscordMessage tapped(String what, DiscordMessage panel, boolean pictured) {
        if (!panel.ephemeral()) {
            throw new IllegalStateException("a panel is private, and this one is not: " + panel);
        }
        int bytes = panel.attachment(PICTURE).map(a -> a.bytes().length).orElse(0);
        if (pictured && bytes == 0) {
            throw new IllegalStateException("a panel shows the board, and this one does not: " + panel);
        }
        taps.add(new Tap(what, panel.latency(), bytes));
        tapsThisAction++;
        return panel;
    }

    /** A menu chosen in proportion to its items, so that every item is as likely as any other. */
    private DiscordMessage.Menu weighted(List<DiscordMessage.Menu> menus) {
        int total = menus.stream().mapToInt(m -> m.options().size()).sum();
        int pick = random.nextInt(total);
        for (DiscordMessage.Menu menu : menus) {
            if (pick < menu.options().size()) {
                return menu;
            }
            pick -= menu.options().size();
        }
        throw new IllegalStateException("no menu");
    }

    private static List<DiscordMessage.Button> buttons(DiscordMessage panel, Predicate<String> id) {
        return panel.buttons().stream().filter(b -> b.customId() != null && id.test(b.customId())).toList();
    }

    private static List<DiscordMessage.Menu> menus(DiscordMessage panel, String prefix) {
        return panel.menus().stream().filter(m -> m.customId().startsWith(prefix)).toList();
    }

    /** A choice is written as text: its label names its cell first. */
    private static void checkNamed(String label, String cell) {
        if (!label.startsWith(cell + " ")) {
            throw new IllegalStateException("the choice " + cell + " is not named in its label: " + label);
        }
    }

    /** Over when the board offers no more turns: no Play your turn, but a Rematch. */
    private static boolean over(DiscordMessage board, String gameId) {
        return board.button("tzaar:panel:" + gameId).isEmpty() && board.button("tzaar:rematch:" + gameId).isPresent();
    }
}
