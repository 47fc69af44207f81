package dev.tzaar.infra.local;

/**
 * The memory template.yaml gives each function, in MB: what a local run reports to the function
 * ({@link LocalFunction#of}) and what {@code ./tzaar bench cost} prices. infra's TemplateTest and
 * InteractionsTemplateTest hold them equal to the template.
 */
public final class TemplateMemory {
    /** The game function: most of a vCPU, for drawing the board (CPU-bound). */
    public static final int GAME_FUNCTION = 1536;
    /** The interactions function: a whole vCPU, for a cold acknowledgement within a second. */
    public static final int INTERACTIONS_FUNCTION = 1769;
    /**
     * The relay function: a relay mostly waits, on the game function and on Discord, and computes a few
     * milliseconds, which a sixth of a vCPU stretches by tens of milliseconds only.
     */
    public static final int RELAY_FUNCTION = 256;

    private TemplateMemory() {
    }
}
