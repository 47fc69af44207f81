package dev.tzaar.engine.reference;

/** The three kinds of piece, with how many of each a side owns. Order: Z, A, T. */
public enum RefKind {
    Z(6),
    A(9),
    T(15);

    /** Pieces of this kind each side owns at the start. */
    public final int perSide;

    RefKind(int perSide) {
        this.perSide = perSide;
    }

    /** The upper-case letter: 'Z', 'A' or 'T'. */
    public char letter() {
        return name().charAt(0);
    }

    /** The kind for an upper-case letter, or null. */
    public static RefKind ofLetter(char letter) {
        for (RefKind kind : values()) {
            if (kind.letter() == letter) {
                return kind;
            }
        }
        return null;
    }
}
