package dev.tzaar.bot.function;

import dev.tzaar.api.Capability;
import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The game function's client of a frontend whose host enabled the live board (the Activity): every
 * request says the frontend can open it ({@link Capability#LAUNCH_ACTIVITY}), so the replies about a
 * game in play carry its button. The host turns it on with {@value #VARIABLE}{@code =on} once the
 * application's Activity is set up in Discord's developer portal (docs/hosting.md, "The live board: a host's steps"); the stack
 * sets it on its relay function (which posts the game messages) when it deploys the Activity.
 */
public final class LiveBoardOffer implements FunctionClient {
    /** The environment variable that turns the live board's button on: {@code on} (or {@code true}). */
    public static final String VARIABLE = "TZAAR_ACTIVITY";

    private final FunctionClient function;

    private LiveBoardOffer(FunctionClient function) {
        this.function = function;
    }

    /** Whether the environment turns the live board on. */
    public static boolean enabledIn(Map<String, String> environment) {
        String value = environment.getOrDefault(VARIABLE, "").strip().toLowerCase(Locale.ROOT);
        return value.equals("on") || value.equals("true") || value.equals("1");
    }

    /** {@code function}, offering the live board when {@code enabled}; else {@code function} itself. */
    public static FunctionClient around(FunctionClient function, boolean enabled) {
        return enabled ? new LiveBoardOffer(function) : function;
    }

    @Override
    public GameReply call(GameRequest request) {
        return function.call(request.with(Capability.LAUNCH_ACTIVITY));
    }

    @Override
    public ClockSweep.Notices sweepClocks(ClockSweep sweep) {
        return function.sweepClocks(sweep);
    }

    @Override
    public Optional<String> whyNotInvokable() {
        return function.whyNotInvokable();
    }

    @Override
    public void close() {
        function.close();
    }
}
