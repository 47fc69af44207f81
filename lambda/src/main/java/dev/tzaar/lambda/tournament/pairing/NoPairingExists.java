package dev.tzaar.lambda.tournament.pairing;

/** No pairing of the round meets the absolute criteria (every pair would be a rematch, say): the round cannot be paired. */
public final class NoPairingExists extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NoPairingExists(String message) {
        super(message);
    }
}
