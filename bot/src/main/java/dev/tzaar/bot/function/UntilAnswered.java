package dev.tzaar.bot.function;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.i18n.Texts;
import java.time.Clock;
import java.time.Instant;
import java.util.function.Consumer;

/**
 * Asks the game function until it answers: a reply that is only a progress line ({@link
 * GameReply#underWay()}, a review's "turn 12 of 38") is shown in place of the answer to come, and the
 * request asked again, resuming ({@link GameRequest#resuming}), until the answer, or until the time the
 * caller can wait runs out (an interaction's token lasts 15 minutes): the player is then told to ask again,
 * and the work goes on where it stopped. The one copy of that loop, for both ways the bot reaches Discord
 * and the console.
 */
public final class UntilAnswered {
    private final FunctionClient function;
    private final Clock clock;

    public UntilAnswered(FunctionClient function, Clock clock) {
        this.function = function;
        this.clock = clock;
    }

    /**
     * The answer to {@code request}, each progress line before it given to {@code inPlace}; asked again only
     * before {@code until}.
     *
     * @throws FunctionClient.FunctionUnavailable as {@link FunctionClient#call} does, at any of the asks
     */
    public GameReply call(GameRequest request, Consumer<GameReply> inPlace, Instant until) {
        GameReply reply = function.call(request);
        while (reply.underWay() != null) {
            if (!clock.instant().isBefore(until)) {
                return GameReply.privately(Texts.forDiscord(request.locale()).text("bot.stillUnderWay"));
            }
            inPlace.accept(reply);
            reply = function.call(request.resuming(reply.underWay()));
        }
        return reply;
    }
}
