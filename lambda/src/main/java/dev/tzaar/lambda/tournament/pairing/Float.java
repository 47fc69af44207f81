package dev.tzaar.lambda.tournament.pairing;

/** A float a player received in a round (C.04.3 A.4). */
enum Float {
    DOWN, UP, NONE
}
