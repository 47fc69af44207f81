package dev.tzaar.engine.record;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The records in src/test/resources/records (its README says where each comes from). */
final class Fixtures {
    /** littlegolem.net, event tzaar.ch.43.1.1: White "Michael Reitz", Black "ivyed_seer ?". */
    static final String CHAMPIONSHIP_GAME = "littlegolem-tzaar.ch.43.1.1.sgf";
    /** littlegolem.net, game 2558925, event tzaar.ld.RANDOM: White "ivyed_seer ?", Black "SlowBrain". */
    static final String GAME_2558925 = "littlegolem-2558925.sgf";
    /** Our text format's golden file. */
    static final String GOLDEN_GAME = "golden-game.tzaar";

    private Fixtures() {
    }

    static String read(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/records/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource records/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A LittleGolem record as it is written: the file without its final line break. */
    static String sgf(String name) {
        return read(name).strip();
    }
}
