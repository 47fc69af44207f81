package dev.tzaar.lambda.tournament.trf;

/** A Tournament Report File that cannot be read, with the line and the field at fault. */
public final class TrfException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TrfException(String message) {
        super(message);
    }
}
