package dev.tzaar.engine;

/**
 * The three kinds of piece. Only the top piece of a stack has a type that counts: a side that no
 * longer shows a single stack topped by one of these types has lost.
 */
public enum PieceType {
    TZAAR('Z', "Tzaar", "Tzaars", 6),
    TZARRA('A', "Tzarra", "Tzarras", 9),
    TOTT('T', "Tott", "Totts", 15);

    private final char letter;
    private final String displayName;
    private final String pluralName;
    private final int perSide;

    PieceType(char letter, String displayName, String pluralName, int perSide) {
        this.letter = letter;
        this.displayName = displayName;
        this.pluralName = pluralName;
        this.perSide = perSide;
    }

    /** The upper-case letter of position and placement notation: Z, A or T. */
    public char letter() {
        return letter;
    }

    public String displayName() {
        return displayName;
    }

    public String pluralName() {
        return pluralName;
    }

    /** How many pieces of this type each side owns at the start: 6, 9 or 15. */
    public int perSide() {
        return perSide;
    }

    /** The type for a letter in either case, or null when the letter names no type. */
    static PieceType ofLetter(char letter) {
        return switch (Character.toUpperCase(letter)) {
            case 'Z' -> TZAAR;
            case 'A' -> TZARRA;
            case 'T' -> TOTT;
            default -> null;
        };
    }
}
