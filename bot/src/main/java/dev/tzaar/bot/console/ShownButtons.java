package dev.tzaar.bot.console;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonId;
import dev.tzaar.api.ControlId;
import dev.tzaar.api.SelectMenu;
import dev.tzaar.bot.core.PassBoards;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The buttons and select menus under the messages the console has shown, newest message first, as a
 * channel keeps them: a press finds the newest button with that label that the presser can see (a
 * private message's buttons are only its reader's), a choice the newest menu item with that value or
 * label; an answered challenge's buttons go away, and a player's panel is replaced by its next step.
 * A panel just moved on counts as its reader's newest message, since it is what they are looking at:
 * {@code press Pass} with a panel open at the second action presses the panel's Pass, which moves the
 * panel on, rather than the Pass of the board the first action posted.
 */
final class ShownButtons {
    /** A channel scrolls: buttons older than this many messages are out of reach. */
    static final int MESSAGES_KEPT = 50;

    /** The buttons and menus of one message, and who sees them (null: everyone). */
    record Message(List<ActionButton> buttons, List<SelectMenu> menus, String onlyFor) {
        boolean visibleTo(String userId) {
            return onlyFor == null || onlyFor.equals(userId);
        }
    }

    private final Deque<Message> messages = new ArrayDeque<>();

    void shown(List<ActionButton> buttons, String onlyFor) {
        shown(buttons, List.of(), onlyFor);
    }

    void shown(List<ActionButton> buttons, List<SelectMenu> menus, String onlyFor) {
        if (buttons.isEmpty() && menus.isEmpty()) {
            return;
        }
        messages.addFirst(new Message(List.copyOf(buttons), List.copyOf(menus), onlyFor));
        while (messages.size() > MESSAGES_KEPT) {
            messages.removeLast();
        }
    }

    /**
     * The button of the newest message that has one with this label the user can see, and that
     * message. A label is matched in any case, whole or by its first words: {@code press Resign}
     * after the board's [Resign] has asked "really?" presses the newer [Resign ab3k9] under the
     * question, as a person looking at the channel would; {@code press E4} presses a panel's
     * [E4 · capture a Tott]. Followed by a game's id, the label is that game's button.
     */
    Optional<Pressed> find(String label, String userId) {
        String typed = label.strip().toLowerCase(Locale.ROOT);
        Optional<Pressed> found = find(typed, userId, game -> true);
        if (found.isPresent()) {
            return found;
        }
        // With several games in the channel the newest board may be another game's: a game's id after
        // the label ("Play your turn ab3k9") presses that game's button, as a tap on its own board does.
        int space = typed.lastIndexOf(' ');
        if (space < 0) {
            return Optional.empty();
        }
        String game = typed.substring(space + 1);
        return find(typed.substring(0, space).strip(), userId, game::equals);
    }

    private Optional<Pressed> find(String typed, String userId, Predicate<String> ofGame) {
        for (Message message : messages) {
            if (!message.visibleTo(userId)) {
                continue;
            }
            Optional<Pressed> exact = pressed(message, shown -> shown.equals(typed), ofGame);
            Optional<Pressed> found = exact.isPresent() ? exact
                    : pressed(message, shown -> shown.startsWith(typed + " "), ofGame);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<Pressed> pressed(Message message, Predicate<String> matches, Predicate<String> ofGame) {
        for (ActionButton button : message.buttons()) {
            Optional<String> game = ButtonId.parse(button.id()).map(ButtonId::gameId)
                    .or(() -> ControlId.parse(button.id()).map(ControlId::gameId));
            if (game.isPresent() && ofGame.test(game.get().toLowerCase(Locale.ROOT))
                    && matches.test(button.label().toLowerCase(Locale.ROOT))) {
                return Optional.of(new Pressed(button, message));
            }
        }
        return Optional.empty();
    }

    /**
     * The item of the newest menu the user can see whose value is {@code typed}, or whose label is it
     * whole or begins with it as words ({@code choose F4}, {@code choose "F4 · Tzarra"}), and its menu
     * and message.
     */
    Optional<Picked> pick(String typed, String userId) {
        String wanted = typed.strip().toLowerCase(Locale.ROOT);
        for (Message message : messages) {
            if (!message.visibleTo(userId)) {
                continue;
            }
            for (SelectMenu menu : message.menus()) {
                for (SelectMenu.Item item : menu.items()) {
                    String label = item.label().toLowerCase(Locale.ROOT);
                    if (item.value().toLowerCase(Locale.ROOT).equals(wanted) || label.equals(wanted)
                            || label.startsWith(wanted + " ")) {
                        return Optional.of(new Picked(menu, item, message));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The labels the user can press now, newest first, each once. */
    Set<String> labelsFor(String userId) {
        Set<String> labels = new LinkedHashSet<>();
        for (Message message : messages) {
            if (message.visibleTo(userId)) {
                message.buttons().forEach(button -> labels.add(button.label()));
            }
        }
        return labels;
    }

    /** The values the user can choose now from menus, newest first, each once. */
    Set<String> choicesFor(String userId) {
        Set<String> values = new LinkedHashSet<>();
        for (Message message : messages) {
            if (message.visibleTo(userId)) {
                message.menus().forEach(menu -> menu.items().forEach(item -> values.add(item.value())));
            }
        }
        return values;
    }

    /** Takes the buttons off a message, as the bot does to an answered challenge. */
    void retire(Message message) {
        gone(message);
    }

    /**
     * A public answer about a game ends the turn whose board offered its Pass: the buttons of the channel's
     * boards that offer it go, as the bot retires them ({@link PassBoards}).
     */
    void turnOver(String gameId) {
        messages.removeIf(message -> message.onlyFor() == null && PassBoards.offersPass(message.buttons(), gameId));
    }

    /**
     * A message edited in place (a player's panel moved on), with its new controls: the newest its reader
     * has seen, so first in reach; gone once it has none.
     */
    void replace(Message message, List<ActionButton> buttons, List<SelectMenu> menus) {
        if (gone(message) && !(buttons.isEmpty() && menus.isEmpty())) {
            messages.addFirst(new Message(List.copyOf(buttons), List.copyOf(menus), message.onlyFor()));
        }
    }

    /** Takes this very message out of reach (two panels may look alike); whether it was in reach. */
    private boolean gone(Message message) {
        for (Iterator<Message> it = messages.iterator(); it.hasNext();) {
            if (it.next() == message) {
                it.remove();
                return true;
            }
        }
        return false;
    }

    record Pressed(ActionButton button, Message message) {
    }

    record Picked(SelectMenu menu, SelectMenu.Item item, Message message) {
    }
}
