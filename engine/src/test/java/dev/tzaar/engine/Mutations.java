package dev.tzaar.engine;

import java.util.SplittableRandom;

/**
 * Seeded random damage to valid text, for the parsers' fuzz tests: characters inserted (from a
 * pool of the awkward ones too: line separators, bidi marks, unpaired surrogates), removed,
 * replaced, pieces repeated, moved or cut off. The same seed gives the same texts on every run.
 */
public final class Mutations {
    private static final String POOL = "AaBbIiZzTt0123456789-x@/ :;#[]()\\\"'.,\n\r\t\u2028\u2029\u0085\u0000\u202e"
            + "\ufeff\ud83e\udd84\ud800é１";

    private final SplittableRandom random;

    public Mutations(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** The text with one to four random changes; now and then wholly random text instead. */
    public String of(String valid) {
        if (random.nextInt(20) == 0) {
            return noise(random.nextInt(0, 40));
        }
        String text = valid;
        for (int i = random.nextInt(1, 5); i > 0; i--) {
            text = once(text);
        }
        return text;
    }

    private String once(String text) {
        int at = text.isEmpty() ? 0 : random.nextInt(text.length() + 1);
        int end = text.isEmpty() ? 0 : Math.min(text.length(), at + random.nextInt(1, 12));
        return switch (random.nextInt(7)) {
            case 0 -> text.substring(0, at) + pick() + text.substring(at);
            case 1 -> text.substring(0, at) + text.substring(end);
            case 2 -> text.substring(0, at) + pick() + text.substring(end);
            case 3 -> text.substring(0, end) + text.substring(at, end) + text.substring(end);
            case 4 -> text.substring(0, at);
            case 5 -> text.substring(at, end) + text.substring(0, at) + text.substring(end);
            default -> text.substring(0, at) + noise(random.nextInt(1, 6)) + text.substring(at);
        };
    }

    private char pick() {
        return POOL.charAt(random.nextInt(POOL.length()));
    }

    private String noise(int length) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.append(random.nextBoolean() ? pick() : (char) random.nextInt(0x10000));
        }
        return text.toString();
    }
}
