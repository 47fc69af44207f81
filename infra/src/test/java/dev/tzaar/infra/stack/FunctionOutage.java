package dev.tzaar.infra.stack;

import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.UnsentPing;
import dev.tzaar.bot.function.FunctionClient;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Cuts a stack's frontend off the function for some commands, as if the network to it failed: the
 * frontend's call throws {@link FunctionClient.FunctionUnavailable}, the function never hears of it.
 * Off until a test cuts a command; the test ends the outage itself (in a {@code finally}), since the
 * stack is shared by the class's tests.
 */
public final class FunctionOutage {
    private final Set<Command> outOfReach = ConcurrentHashMap.newKeySet();
    private final AtomicInteger refused = new AtomicInteger();

    /** From now on, calls with this command do not reach the function; the count of refused calls starts again. */
    public void cutOff(Command command) {
        refused.set(0);
        outOfReach.add(command);
    }

    /** Every command reaches the function again. */
    public void end() {
        outOfReach.clear();
    }

    /** How many calls were kept from the function since the last {@link #cutOff}. */
    public int callsRefused() {
        return refused.get();
    }

    FunctionClient around(FunctionClient real) {
        return new FunctionClient() {
            @Override
            public GameReply call(GameRequest request) {
                if (outOfReach.contains(request.command())) {
                    refused.incrementAndGet();
                    throw new FunctionUnavailable(FunctionUnavailable.NOT_ANSWERED, null);
                }
                return real.call(request);
            }

            @Override
            public ClockSweep.Notices sweepClocks(ClockSweep sweep) {
                return real.sweepClocks(sweep);
            }

            @Override
            public boolean reportUnsentPing(UnsentPing ping) {
                return real.reportUnsentPing(ping);
            }

            @Override
            public Optional<String> whyNotInvokable() {
                return real.whyNotInvokable();
            }
        };
    }
}
