package dev.tzaar.engine;

/** The two players. White acts first. */
public enum Side {
    WHITE('w', "White"),
    BLACK('b', "Black");

    private final char letter;
    private final String displayName;

    Side(char letter, String displayName) {
        this.letter = letter;
        this.displayName = displayName;
    }

    public Side opponent() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The letter used in position notation: {@code w} or {@code b}. */
    public char letter() {
        return letter;
    }

    /** "White" or "Black", for sentences shown to players. */
    public String displayName() {
        return displayName;
    }

    /** "white" or "black", as results are written in records and on the command line. */
    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
