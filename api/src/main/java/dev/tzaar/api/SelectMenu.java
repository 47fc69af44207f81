package dev.tzaar.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Objects;

/**
 * A select menu under a reply, in a row of its own: a player picks one of its items, each a value with
 * a label that says what it is in words (a person who cannot see the picture plays from the labels).
 * Its id is a {@link ControlId} naming the option the choice fills. Discord's limits hold here, so a
 * reply that would break them fails where it is made, in the tests, not in Discord.
 *
 * @param id the custom_id, at most {@link ButtonId#MAX_LENGTH} characters
 * @param placeholder what the menu says before anything is picked
 * @param items 1 to {@link #MAX_ITEMS} items, in the order shown
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record SelectMenu(String id, String placeholder, List<Item> items) {
    /** Discord's limits on a string select menu. */
    public static final int MAX_ITEMS = 25;
    public static final int MAX_PLACEHOLDER = 150;

    public SelectMenu {
        Objects.requireNonNull(id, "id");
        placeholder = placeholder == null ? "" : placeholder;
        items = items == null ? List.of() : List.copyOf(items);
        if (id.isEmpty() || id.length() > ButtonId.MAX_LENGTH) {
            throw new IllegalArgumentException("a menu's id has 1 to " + ButtonId.MAX_LENGTH + " characters: " + id);
        }
        if (placeholder.length() > MAX_PLACEHOLDER) {
            throw new IllegalArgumentException("a placeholder has at most " + MAX_PLACEHOLDER + " characters: "
                    + placeholder);
        }
        if (items.isEmpty() || items.size() > MAX_ITEMS) {
            throw new IllegalArgumentException("a menu has 1 to " + MAX_ITEMS + " items, not " + items.size());
        }
        if (items.stream().map(Item::value).distinct().count() != items.size()) {
            throw new IllegalArgumentException("a menu's values are unique: " + items);
        }
    }

    /**
     * One item of a menu.
     *
     * @param value what the option it fills takes when it is picked
     * @param label what the menu shows
     * @param description a line under the label, or empty
     * @param chosen shown as already picked (the piece whose targets the panel shows)
     */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record Item(String value, String label, String description, boolean chosen) {
        /** Discord's limits on a select option. */
        public static final int MAX_LABEL = 100;
        public static final int MAX_VALUE = 100;
        public static final int MAX_DESCRIPTION = 100;

        public Item {
            Objects.requireNonNull(value, "value");
            Objects.requireNonNull(label, "label");
            description = description == null ? "" : description;
            if (value.isEmpty() || value.length() > MAX_VALUE || label.isEmpty() || label.length() > MAX_LABEL
                    || description.length() > MAX_DESCRIPTION) {
                throw new IllegalArgumentException("an item has a value and a label of 1 to 100 characters and a "
                        + "description of at most 100: " + value + " / " + label + " / " + description);
            }
        }
    }
}
