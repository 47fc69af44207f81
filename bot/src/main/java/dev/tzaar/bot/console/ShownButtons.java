package dev.tzaar.bot.console;

import dev.tzaar.api.ActionButton;
import dev.tzaar.api.ButtonId;
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
 * The buttons under the messages the console has shown, newest message first, as a channel keeps
 * them: a press finds the newest button with that label that the presser can see (a private
 * message's buttons are only its reader's), and an answered challenge's buttons go away.
 */
final class ShownButtons {
    /** A channel scrolls: buttons older than this many messages are out of reach. */
    static final int MESSAGES_KEPT = 50;

    /** The buttons of one message, and who sees them (null: everyone). */
    record Message(List<ActionButton> buttons, String onlyFor) {
        boolean visibleTo(String userId) {
            return onlyFor == null || onlyFor.equals(userId);
        }
    }

    private final Deque<Message> messages = new ArrayDeque<>();

    void shown(List<ActionButton> buttons, String onlyFor) {
        if (buttons.isEmpty()) {
            return;
        }
        messages.addFirst(new Message(List.copyOf(buttons), onlyFor));
        while (messages.size() > MESSAGES_KEPT) {
            messages.removeLast();
        }
    }

    /**
     * The button of the newest message that has one with this label the user can see, and that
     * message. A label is matched in any case, whole or by its first words: {@code press Resign}
     * after the board's [Resign] has asked "really?" presses the newer [Resign ab3k9] under the
     * question, as a person looking at the channel would.
     */
    Optional<Pressed> find(String label, String userId) {
        String typed = label.strip().toLowerCase(Locale.ROOT);
        for (Message message : messages) {
            if (!message.visibleTo(userId)) {
                continue;
            }
            Optional<Pressed> exact = pressed(message, shown -> shown.equals(typed));
            Optional<Pressed> found = exact.isPresent() ? exact
                    : pressed(message, shown -> shown.startsWith(typed + " "));
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static Optional<Pressed> pressed(Message message, Predicate<String> matches) {
        for (ActionButton button : message.buttons()) {
            Optional<ButtonId> id = ButtonId.parse(button.id());
            if (id.isPresent() && matches.test(button.label().toLowerCase(Locale.ROOT))) {
                return Optional.of(new Pressed(id.get(), message));
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

    /** Takes the buttons off a message, as the bot does to an answered challenge. */
    void retire(Message message) {
        for (Iterator<Message> it = messages.iterator(); it.hasNext();) {
            if (it.next() == message) {
                it.remove();
                return;
            }
        }
    }

    record Pressed(ButtonId id, Message message) {
    }
}
