package dev.tzaar.bot.core;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where the relay shows its answers on Discord: one lane per channel, whose answers are shown in the
 * order the function gave them, one after the other, and lanes side by side on a pool of their own. A
 * Discord call that hangs or waits for a retry holds its own channel's lane, never the workers that ask the
 * function, nor another channel: an unrelated {@code /tzaar help} is answered as fast as ever.
 *
 * <p>A lane holds at most {@link #LANE_LENGTH} answers waiting; past that (Discord stuck on one channel for
 * a long while), an answer is shown beside the lane rather than wait behind it. A task without a channel
 * (a private answer, which no other message can be out of order with) runs beside every lane.
 */
final class ChannelLanes {
    static final int LANE_LENGTH = 64;
    private static final Logger LOG = LoggerFactory.getLogger(ChannelLanes.class);

    private final Executor pool;
    /** The lanes with work, by channel; a lane leaves the map when it runs dry. */
    private final Map<String, Queue<Runnable>> lanes = new HashMap<>();

    ChannelLanes(Executor pool) {
        this.pool = pool;
    }

    /** Runs {@code task} after the tasks already in {@code channel}'s lane; at once beside them with null. */
    void run(String channel, Runnable task) {
        if (channel == null) {
            execute(task);
            return;
        }
        synchronized (lanes) {
            Queue<Runnable> lane = lanes.get(channel);
            if (lane != null) {
                if (lane.size() < LANE_LENGTH) {
                    lane.add(task);
                    return;
                }
                LOG.warn("The answers of channel {} wait behind a slow Discord: one is shown beside them", channel);
            } else {
                lane = new ArrayDeque<>();
                lane.add(task);
                lanes.put(channel, lane);
                Queue<Runnable> started = lane;
                execute(() -> drain(channel, started));
                return;
            }
        }
        execute(task);
    }

    /** Runs the lane's tasks until none is left, then lets the lane go. */
    private void drain(String channel, Queue<Runnable> lane) {
        while (true) {
            Runnable next;
            synchronized (lanes) {
                next = lane.peek();
                if (next == null) {
                    lanes.remove(channel, lane);
                    return;
                }
            }
            try {
                next.run();
            } catch (RuntimeException e) {
                LOG.error("An answer in channel {} failed to be shown", channel, e);
            } finally {
                synchronized (lanes) {
                    lane.poll();
                }
            }
        }
    }

    private void execute(Runnable task) {
        try {
            pool.execute(task);
        } catch (RejectedExecutionException e) {
            LOG.warn("An answer was not shown: the bot is shutting down");
        }
    }
}
