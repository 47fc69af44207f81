package dev.tzaar.engine;

/** Positions several packages' tests rely on, drawn once. */
public final class TestPositions {
    /**
     * Black wins in one turn, one way only: White's only Tzaar left is the Z2 on F3; no black stack
     * reaches it, but capturing the White Tott on F2 from D1 puts Black's stack next to it: D1xF2 F2xF3.
     */
    public static final Position ONE_TURN_FROM_WINNING = TextDiagram.read("""
                            a
                         A     A
                      T     A     .
                   t     a     .     t
                A     t     .     a     t
                   .     a     .     T2
                T     .     T     t     .
                   t     .     t     t
                t     a     o     a     t
                   A     T     T     .
                T     T     .     .     a
                   T     T     Z2    a
                a     .     t     .     T
                   A     .     A2    t
                      T     .     A
                         z2    .
                            .
            """, "b 1").orElseThrow();

    private TestPositions() {
    }
}
