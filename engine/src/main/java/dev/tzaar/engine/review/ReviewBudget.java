package dev.tzaar.engine.review;

/**
 * How much the AI searches each position of a review: a fixed number of positions visited (nodes),
 * not a time, so that a review is the same on a laptop, on Lambda and on a busy machine, and a golden
 * review can pin its marks. {@link #STANDARD} is what {@code /tzaar analyze} uses; its cost for a
 * 40-turn game is measured in docs/measurements.md.
 *
 * @param nodesPerPosition positions the search visits from each position reviewed
 */
public record ReviewBudget(long nodesPerPosition) {
    /** 60 000 nodes: about 3 to 4 whole turns deep in the middle game, 30 to 60 ms of a core. */
    public static final ReviewBudget STANDARD = new ReviewBudget(60_000);

    public ReviewBudget {
        if (nodesPerPosition < 16) {
            throw new IllegalArgumentException("a review searches at least 16 nodes a position, not " + nodesPerPosition);
        }
    }
}
