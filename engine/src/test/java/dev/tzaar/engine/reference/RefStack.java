package dev.tzaar.engine.reference;

/** What stands on a cell: one colour, the kind of the top piece, the number of pieces. */
public record RefStack(RefColour owner, RefKind top, int height) {
    public RefStack {
        if (height < 1) {
            throw new IllegalArgumentException("height " + height);
        }
    }

    /** As in position notation: letter (upper case for White) and the height when 2 or more. */
    public String notation() {
        char letter = owner == RefColour.WHITE ? top.letter() : Character.toLowerCase(top.letter());
        return height == 1 ? String.valueOf(letter) : letter + Integer.toString(height);
    }
}
