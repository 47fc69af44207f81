package dev.tzaar.bot.clock;

import dev.tzaar.api.ClockSweep;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.reply.ReplyMessages;
import dev.tzaar.bot.rest.BotRestClient;
import dev.tzaar.bot.rest.WebhookMessage;
import dev.tzaar.bot.threads.GameThreads;
import dev.tzaar.bot.threads.RoundThreads;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The correspondence clocks' sweep as the frontend runs it, on a schedule: asks the game function to
 * act on the clocks that are due ({@link ClockSweep}) and posts what it did (reminders, last
 * warnings, flag falls) in the games' channels with the bot's token, each as the channel's reply
 * would look (the message, then the ping). The same code runs on AWS (EventBridge Scheduler invokes
 * the interactions function) and in {@code ./tzaar local} (a timer).
 *
 * <p>The function has ended a game on time and noted a reminder as sent before it answers, so that
 * a sweep never acts twice. A reminder Discord refuses (403: the bot is no member of the channel, as
 * with a user install; 404: the channel is gone) is reported to the function at once, which keeps it
 * for the channel's next public reply as if there were no token; a report the function could not
 * take goes with the next sweep. Any other failure (a timeout, a 5xx) is not reported: Discord may
 * have posted the notice, and a reminder shown twice is worse than one lost. A flag fall's game is over whether its notice is posted or not.
 *
 * <p>The sweep also posts the servers' daily puzzles the function claimed ({@link ClockSweep.DailyPost}),
 * and reports each message Discord took at once, in another pass, so that the function marks it posted; one
 * Discord refused (403, 404) is reported the same way, and the function switches that server's daily puzzle off
 * rather than offer it to every sweep for ever. A server's day is posted in one sweep of many passes (every
 * pass claims another page while there are more due and the sweep's time lasts), the posts of a pass side by
 * side ({@link #POSTS_AT_ONCE}, each in a channel of its own), so that a sweep a minute posts some 100,000
 * servers' puzzles in a few hours (docs/puzzles.md, "How many servers a day").
 */
public final class ClockReminders {
    private static final Logger LOG = LoggerFactory.getLogger(ClockReminders.class);

    private final FunctionClient function;
    private final BotRestClient rest;
    private final ReplyMessages messages;
    private final int limit;
    /** How long a sweep goes on claiming pages of daily puzzles: the relay's 30 s, less room to report and answer. */
    private final Duration budget;
    /** Games whose notice Discord refused, not yet reported to the function. */
    private final Set<ClockSweep.Unposted> unposted = ConcurrentHashMap.newKeySet();
    /** Daily puzzles Discord took, not yet reported to the function. */
    private final Set<ClockSweep.DailyPosted> dailiesPosted = ConcurrentHashMap.newKeySet();
    /** Daily puzzles Discord refused (403, 404), not yet reported to the function. */
    private final Set<ClockSweep.DailyRefused> dailiesRefused = ConcurrentHashMap.newKeySet();
    /** Whether this sweep's first pass met a refusal (a count could miss it: the pass also reports). */
    private boolean refusedThisSweep;

    public ClockReminders(FunctionClient function, BotRestClient rest, ReplyMessages messages, int limit) {
        this(function, rest, messages, limit, SWEEP_BUDGET);
    }

    /** @param budget how long one sweep goes on claiming more daily puzzles, page after page */
    public ClockReminders(FunctionClient function, BotRestClient rest, ReplyMessages messages, int limit,
            Duration budget) {
        this.function = function;
        this.rest = rest;
        this.messages = messages;
        this.limit = limit;
        this.budget = budget;
    }

    /**
     * The sweep as every frontend runs it ({@code BotCore} wires it; so does {@code ./tzaar local} when
     * it runs no frontend): the function's default batch, each notice worded as the channel's reply.
     *
     * @param rest the bot token's client; without a token ({@link BotRestClient#none()}) nothing is
     *     posted and the function keeps the reminders for the channels' next replies
     */
    public static ClockReminders of(FunctionClient function, BotRestClient rest) {
        return new ClockReminders(function, rest, new ReplyMessages(), ClockSweep.DEFAULT_LIMIT);
    }

    /**
     * How long a sweep claims more: the relay function's timeout is 30 s (template.yaml), and a post tried again
     * after a 5xx may take a call's patience (12 s) past the last claim, which the budget's end does not cut.
     */
    static final Duration SWEEP_BUDGET = Duration.ofSeconds(15);
    /**
     * The daily puzzles of a pass posted at once: each in a channel of its own (its own rate-limit bucket), and
     * at some 300 ms a post, 8 at once is about 25 a second, half of Discord's 50 a second for a bot.
     */
    static final int POSTS_AT_ONCE = 8;
    /** The most passes of one sweep, whatever its budget: 2,500 daily puzzles at 25 a page. */
    private static final int MAX_PASSES = 100;

    /** One sweep: how many notices and daily puzzles were posted. */
    public synchronized int sweep() {
        long endsAt = System.nanoTime() + budget.toNanos();
        int posted = 0;
        for (int pass = 0; pass < MAX_PASSES; pass++) {
            refusedThisSweep = false;
            Pass done = sweepOnce();
            posted += done.posted();
            // Reported now rather than at the next sweep: a refusal, so that the reminder goes with the channel's next
            // reply, and a daily puzzle posted, so that no sweep posts it again. A full page of daily puzzles claimed
            // says more may be due: the next pass reports these and claims the next page, while the budget lasts.
            boolean toReport = refusedThisSweep || !dailiesPosted.isEmpty() || !dailiesRefused.isEmpty();
            boolean moreDue = done.dailiesClaimed() >= limit;
            if ((!toReport && !moreDue) || System.nanoTime() > endsAt) {
                // What is left to report goes with the next sweep's first pass.
                break;
            }
        }
        return posted;
    }

    /** What a pass did: the posts made, and how many daily puzzles the function handed out. */
    private record Pass(int posted, int dailiesClaimed) {
    }

    private Pass sweepOnce() {
        List<ClockSweep.Unposted> reported = unposted.stream().limit(ClockSweep.MAX_UNPOSTED).toList();
        List<ClockSweep.DailyPosted> dailies = dailiesPosted.stream().limit(ClockSweep.MAX_UNPOSTED).toList();
        List<ClockSweep.DailyRefused> refusals = dailiesRefused.stream().limit(ClockSweep.MAX_UNPOSTED).toList();
        ClockSweep.Notices notices = function.sweepClocks(new ClockSweep(limit, rest.canPost(), reported, dailies,
                refusals));
        reported.forEach(unposted::remove);
        dailies.forEach(dailiesPosted::remove);
        refusals.forEach(dailiesRefused::remove);
        int posted = postDailies(notices.dailies());
        int dailiesClaimed = notices.dailies().size();
        for (ClockSweep.Notice notice : notices.notices()) {
            if (!rest.canPost()) {
                // The function kept a reminder for the channel's next public reply.
                LOG.info("No bot token: the clock's notice for game {} in channel {} waits for the next reply there",
                        notice.gameId(), notice.channelId());
                continue;
            }
            try {
                rest.postMessage(notice.channelId(), WebhookMessage.create(messages.message(notice.reply()), false));
            } catch (BotRestClient.PostFailed e) {
                if (!refused(e)) {
                    // A timeout or a 5xx: Discord may have posted it, so the reply must not repeat it.
                    LOG.warn("The clock's notice for game {} may not have been posted in channel {}: {}",
                            notice.gameId(), notice.channelId(), e.getMessage());
                    continue;
                }
                LOG.warn("The clock's notice for game {} was refused in channel {}, so it waits for the next "
                        + "reply there: {}", notice.gameId(), notice.channelId(), e.getMessage());
                unposted.add(notice.unposted());
                refusedThisSweep = true;
                continue;
            } catch (RuntimeException e) {
                LOG.warn("The clock's notice for game {} could not be posted in channel {}: {}",
                        notice.gameId(), notice.channelId(), e.getMessage());
                continue;
            }
            posted++;
            // The notice is there for all to see: a ping Discord will not take goes with the channel's next reply.
            GameThreads.pingOrReport(function, rest, messages, notice.channelId(), notice.reply());
            // A flag fall in a game's own thread: the parent channel gets its one line (best effort).
            GameThreads.announce(rest, messages, notice.reply());
            // A flag fall that ended a tournament's round: its news, and the next round's games in their threads.
            new RoundThreads(function, rest, messages).follow(notice.reply(), notice.channelId(), null);
        }
        return new Pass(posted, dailiesClaimed);
    }

    /**
     * Posts the daily puzzles the function claimed, each with the nonce of its server and day: a post tried
     * again (here after a timeout, or by a later sweep) is the same message. Each one Discord took is reported
     * with the next pass, and so is each one it refused (403, 404); one that failed otherwise is offered again
     * by a later sweep.
     */
    private int postDailies(List<ClockSweep.DailyPost> dailies) {
        if (dailies.isEmpty() || !rest.canPost()) {
            return 0;
        }
        ExecutorService posting = Executors.newFixedThreadPool(Math.min(POSTS_AT_ONCE, dailies.size()), task -> {
            Thread thread = new Thread(task, "tzaar-daily-post");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<Boolean>> posts = new ArrayList<>();
            for (ClockSweep.DailyPost daily : dailies) {
                posts.add(posting.submit(() -> postDaily(daily)));
            }
            int posted = 0;
            for (Future<Boolean> post : posts) {
                posted += post.get() ? 1 : 0;
            }
            return posted;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            posting.shutdown();
        }
    }

    /** One daily puzzle posted with its nonce: true when Discord took it (and it is to be reported posted). */
    private boolean postDaily(ClockSweep.DailyPost daily) {
        try {
            String message = rest.postMessage(daily.channelId(), WebhookMessage.create(
                    messages.message(daily.reply()), false), daily.nonce());
            dailiesPosted.add(daily.posted(message));
            return true;
        } catch (BotRestClient.PostFailed e) {
            if (refused(e)) {
                // Refused again at every sweep, today and every day after: the function switches it off.
                LOG.warn("The daily puzzle of server {} was refused in channel {}, so it is switched off: {}",
                        daily.guildId(), daily.channelId(), e.getMessage());
                dailiesRefused.add(daily.refused());
            } else {
                LOG.warn("The daily puzzle of server {} may not have been posted in channel {}, a later sweep "
                        + "tries again with the same nonce: {}", daily.guildId(), daily.channelId(), e.getMessage());
            }
        } catch (RuntimeException e) {
            LOG.warn("The daily puzzle of server {} could not be posted in channel {}, a later sweep tries again: {}",
                    daily.guildId(), daily.channelId(), e.getMessage());
        }
        return false;
    }

    /** Discord surely did not post it: the bot may not post there (403), or the channel is gone (404). */
    private static boolean refused(BotRestClient.PostFailed e) {
        return e.status() == 403 || e.status() == 404;
    }

    /** A sweep for a timer: a failure is logged, and the next sweep finds the same games due. */
    public void sweepQuietly() {
        try {
            int posted = sweep();
            if (posted > 0) {
                LOG.info("The clock's sweep posted {} notice(s)", posted);
            }
        } catch (RuntimeException e) {
            LOG.warn("The clock's sweep failed: {}", e.getMessage());
        }
    }
}
