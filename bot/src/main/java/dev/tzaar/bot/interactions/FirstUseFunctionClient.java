package dev.tzaar.bot.interactions;

import dev.tzaar.api.ClockSweep;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.UnsentPing;
import dev.tzaar.bot.FirstUse;
import dev.tzaar.bot.function.FunctionClient;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The game function's client, made when it is first needed rather than when the function starts. An
 * instance that Discord's POST starts only acknowledges and hands the relay on: it never calls the game
 * function, and the AWS SDK's client (most of a cold start's class loading) stays unmade on that path.
 * The handed-on work, autocomplete and the clock's sweep make it; so does the SnapStart priming
 * ({@link #make()}), so that a restored snapshot has it ready.
 */
public final class FirstUseFunctionClient implements FunctionClient {
    private final FirstUse<FunctionClient> client;

    public FirstUseFunctionClient(Supplier<? extends FunctionClient> maker) {
        this.client = FirstUse.of(maker);
    }

    /** The client, made now if it was not yet. */
    public FunctionClient make() {
        return client.get();
    }

    @Override
    public GameReply call(GameRequest request) {
        return make().call(request);
    }

    @Override
    public ClockSweep.Notices sweepClocks(ClockSweep sweep) {
        return make().sweepClocks(sweep);
    }

    @Override
    public boolean reportUnsentPing(UnsentPing ping) {
        return make().reportUnsentPing(ping);
    }

    @Override
    public Optional<String> whyNotInvokable() {
        return make().whyNotInvokable();
    }

    @Override
    public void close() {
        client.ifMade().ifPresent(FunctionClient::close);
    }
}
