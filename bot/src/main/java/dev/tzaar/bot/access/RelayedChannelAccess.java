package dev.tzaar.bot.access;

import java.time.Clock;
import java.time.Duration;
import java.util.function.UnaryOperator;

/**
 * Who may view a channel, asked of the function that holds the bot's token ({@link SightQuestion}): the live
 * board's function holds none, since its URL is public. Each answer is kept {@link #KEPT} here, on top of the
 * {@link DiscordChannelAccess#KEPT} the relay keeps Discord's: together, the longest a lost access goes on
 * being answered yes.
 */
public final class RelayedChannelAccess implements ChannelAccess {
    /** How long the relay's answer is kept, for one viewer and one channel. */
    public static final Duration KEPT = Duration.ofSeconds(15);
    private static final int MOST_KEPT = 10_000;

    private record Asked(String user, String channel) {
    }

    private final UnaryOperator<String> relay;
    private final Kept<Asked, Sight> answers;

    /** @param relay the relay's answer to a question, as text; throws when it gave none */
    public RelayedChannelAccess(UnaryOperator<String> relay, Clock clock) {
        this.relay = relay;
        this.answers = new Kept<>(clock, KEPT, MOST_KEPT);
    }

    @Override
    public Sight sight(String user, String channel) {
        return answers.get(new Asked(user, channel), asked -> {
            String answer;
            try {
                answer = relay.apply(SightQuestion.of(asked.user(), asked.channel()));
            } catch (RuntimeException e) {
                throw new Unknown("the relay did not say who may view channel " + asked.channel() + ": "
                        + e.getMessage(), e);
            }
            return SightQuestion.read(answer);
        });
    }
}
