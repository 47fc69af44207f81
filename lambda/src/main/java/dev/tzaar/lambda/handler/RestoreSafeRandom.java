package dev.tzaar.lambda.handler;

import java.security.SecureRandom;
import java.util.random.RandomGenerator;
import org.crac.Context;
import org.crac.Resource;

/**
 * Chance for game ids, random setups and colours by lot that stays chance under SnapStart: every
 * environment restored from one snapshot would otherwise replay the same "random" sequence (the
 * same game ids, the same setups). It draws from a SecureRandom that is replaced after each restore.
 */
final class RestoreSafeRandom implements RandomGenerator, Resource {
    private volatile SecureRandom source = new SecureRandom();

    @Override
    public long nextLong() {
        return source.nextLong();
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) {
        // Nothing to do: the snapshot may hold the old source, afterRestore replaces it.
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) {
        source = new SecureRandom();
    }
}
