package dev.tzaar.bot.function;

import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/** A game function that answers as told and keeps the requests it got. */
public final class FakeFunction implements FunctionClient {
    public final List<GameRequest> requests = new CopyOnWriteArrayList<>();
    /** The pings the relay reported as never sent. */
    public final List<dev.tzaar.api.UnsentPing> unsentPings = new CopyOnWriteArrayList<>();
    private final Function<GameRequest, GameReply> answer;

    public FakeFunction(Function<GameRequest, GameReply> answer) {
        this.answer = answer;
    }

    public static FakeFunction answering(GameReply reply) {
        return new FakeFunction(request -> reply);
    }

    public static FakeFunction failing(RuntimeException failure) {
        return new FakeFunction(request -> {
            throw failure;
        });
    }

    @Override
    public boolean reportUnsentPing(dev.tzaar.api.UnsentPing ping) {
        unsentPings.add(ping);
        return true;
    }

    @Override
    public GameReply call(GameRequest request) {
        requests.add(request);
        return answer.apply(request);
    }
}
