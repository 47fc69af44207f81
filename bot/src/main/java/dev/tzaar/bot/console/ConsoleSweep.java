package dev.tzaar.bot.console;

import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.GameReply;
import dev.tzaar.bot.function.FunctionClient;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The clocks' sweep as the console's channel needs it (issue 29): what the function hands a sweep that can post,
 * the daily puzzle above all, is posted in the console's channel, as {@code ClockReminders} posts it in a Discord
 * channel with the bot's token. The console has no token and needs none: its channel is the feed that its
 * consoles show ({@link ChannelFeed}). What is for another channel (a Discord server on the same table) is not
 * posted from here: a reminder is reported unposted, so that the function keeps it for that channel's next reply,
 * as with no token; a daily puzzle of another server is left to its claim's retry, with the same nonce, for a bot
 * that can post it.
 *
 * <p>Each puzzle posted is reported at once in a second pass, so that the function marks it posted and no later
 * sweep posts it again; the console's message id is the post's nonce (the server and the day), unique as
 * Discord's ids are.
 */
public final class ConsoleSweep {
    private static final Logger LOG = LoggerFactory.getLogger(ConsoleSweep.class);
    private final FunctionClient function;
    private final Consumer<GameReply> channel;
    private final int limit;

    /** @param channel where a post of the console's channel goes (the feed, or a console itself) */
    public ConsoleSweep(FunctionClient function, Consumer<GameReply> channel) {
        this(function, channel, ClockSweep.DEFAULT_LIMIT);
    }

    ConsoleSweep(FunctionClient function, Consumer<GameReply> channel, int limit) {
        this.function = function;
        this.channel = channel;
        this.limit = limit;
    }

    /** The most passes one sweep makes to report what it posted, as {@code ClockReminders} makes. */
    private static final int PASSES = 4;

    /** One sweep: how many posts it made in the console's channel. */
    public synchronized int sweep() {
        List<ClockSweep.Unposted> unposted = List.of();
        List<ClockSweep.DailyPosted> posted = List.of();
        int shown = 0;
        for (int pass = 0; pass < PASSES; pass++) {
            // Reported with the next pass, not at the next sweep a minute away: meanwhile another console's sweep
            // would be handed the same puzzle again.
            ClockSweep.Notices notices = function.sweepClocks(new ClockSweep(limit, true, unposted, posted, List.of()));
            List<ClockSweep.Unposted> notPosted = new ArrayList<>();
            List<ClockSweep.DailyPosted> dailies = new ArrayList<>();
            for (ClockSweep.DailyPost daily : notices.dailies()) {
                if (Console.GUILD.equals(daily.guildId()) && Console.CHANNEL.equals(daily.channelId())) {
                    channel.accept(daily.reply());
                    dailies.add(daily.posted(daily.nonce()));
                    shown++;
                }
            }
            for (ClockSweep.Notice notice : notices.notices()) {
                if (Console.CHANNEL.equals(notice.channelId())) {
                    channel.accept(notice.reply());
                    shown++;
                } else {
                    notPosted.add(notice.unposted());
                }
            }
            if (dailies.isEmpty() && notPosted.isEmpty()) {
                break;
            }
            unposted = notPosted;
            posted = dailies;
        }
        return shown;
    }

    /** A sweep for a timer: a failure is logged, and the next sweep finds the same puzzle due (its claim's retry). */
    public void sweepQuietly() {
        try {
            sweep();
        } catch (RuntimeException e) {
            LOG.warn("The console's sweep failed: {}", e.getMessage());
        }
    }
}
