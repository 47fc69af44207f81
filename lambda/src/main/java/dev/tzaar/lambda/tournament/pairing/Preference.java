package dev.tzaar.lambda.tournament.pairing;

/** How much a player wants a colour (C.04.3 A.6), weakest first. */
enum Preference {
    NONE, MILD, STRONG, ABSOLUTE;

    boolean atLeastStrong() {
        return this == STRONG || this == ABSOLUTE;
    }
}
