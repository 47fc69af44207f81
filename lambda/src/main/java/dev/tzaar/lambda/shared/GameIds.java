package dev.tzaar.lambda.shared;

import java.util.random.RandomGenerator;
import java.util.regex.Pattern;

/**
 * Game ids people can read out and type: five characters from a 31-letter alphabet without the
 * look-alikes 0/o, 1/l/i (about 28 million ids). A new game that draws an id already in use is
 * refused by the store's conditional write and simply draws again.
 */
public final class GameIds {
    static final String ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
    static final int LENGTH = 5;
    private static final Pattern WELL_FORMED = Pattern.compile("[" + ALPHABET + "]{" + LENGTH + "}");

    private GameIds() {
    }

    public static String next(RandomGenerator random) {
        char[] id = new char[LENGTH];
        for (int i = 0; i < LENGTH; i++) {
            id[i] = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
        }
        return new String(id);
    }

    /**
     * An id drawn from {@code seed} alone, the same for the same seed: a tournament board's game, which every
     * call that reaches the board names alike, so that it is created once. It meets a drawn id as rarely as
     * two draws meet.
     */
    public static String derived(String seed) {
        long hash = 1_125_899_906_842_597L;
        for (int i = 0; i < seed.length(); i++) {
            hash = 31 * hash + seed.charAt(i);
        }
        return next(new java.util.SplittableRandom(hash));
    }

    public static boolean isWellFormed(String id) {
        return WELL_FORMED.matcher(id).matches();
    }
}
