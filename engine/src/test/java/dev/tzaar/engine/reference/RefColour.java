package dev.tzaar.engine.reference;

/** The two players of the reference. White places and captures first. */
public enum RefColour {
    WHITE('w'),
    BLACK('b');

    /** The letter of position notation. */
    public final char letter;

    RefColour(char letter) {
        this.letter = letter;
    }

    public RefColour other() {
        return this == WHITE ? BLACK : WHITE;
    }
}
