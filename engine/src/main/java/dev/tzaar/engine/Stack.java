package dev.tzaar.engine;

/**
 * What stands on a cell: one or more pieces of one side. Only the top piece's type counts, and the
 * height is its strength.
 */
public record Stack(Side owner, PieceType top, int height) {
    public Stack {
        if (height < 1) {
            throw new IllegalArgumentException("a stack has at least one piece");
        }
    }

    /** As in position notation: the type letter (upper case for White) and the height from 2 up. */
    @Override
    public String toString() {
        char letter = owner == Side.WHITE ? top.letter() : Character.toLowerCase(top.letter());
        return height == 1 ? String.valueOf(letter) : letter + String.valueOf(height);
    }
}
