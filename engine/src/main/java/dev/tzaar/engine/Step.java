package dev.tzaar.engine;

/** Which action of a turn is due: the last field of position notation. */
public enum Step {
    /** The first action of a turn: a capture is compulsory. */
    FIRST('1'),
    /** The second action: capture, stack or pass. */
    SECOND('2'),
    /** Placing pieces in the tournament setup. */
    PLACEMENT('p');

    private final char symbol;

    Step(char symbol) {
        this.symbol = symbol;
    }

    public char symbol() {
        return symbol;
    }

    static Step ofSymbol(char symbol) {
        return switch (Character.toLowerCase(symbol)) {
            case '1' -> FIRST;
            case '2' -> SECOND;
            case 'p' -> PLACEMENT;
            default -> null;
        };
    }
}
