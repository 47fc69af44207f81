package dev.tzaar.lambda.handler;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.ai.Ai;
import dev.tzaar.engine.ai.Level;
import dev.tzaar.render.RenderPriming;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.crac.Context;
import org.crac.Resource;

/**
 * Work done before the SnapStart snapshot so that no player waits for it: the classes and JIT of
 * a whole request are warmed by running real, read-only requests through the function (JSON,
 * service, a real read of the table, its index), the renderer draws its sample boards (fonts,
 * Java2D, palette, PNG) and replays of a sample game (the GIF's code: {@link RenderPriming}), the
 * rules' pictures in both languages (kept by the function's pictures), and the AI thinks about the
 * fixed start for a moment. Nothing is written: priming must not leave games behind.
 */
final class Priming implements Resource {
    /** The first 16 of the 17 digits of the priming requests' ids. */
    static final String PRIMING = "1000000000000000";
    static final long AI_WARM_UP_MILLIS = 200;
    private final FunctionWiring wiring;

    Priming(FunctionWiring wiring) {
        this.wiring = wiring;
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) {
        prime();
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) {
        // Nothing: the SDK opens fresh connections as needed, and chance is reseeded by RestoreSafeRandom.
    }

    /** Runs the priming work; public to the package so a benchmark can measure what it saves. */
    void prime() {
        // The sample boards, then a 40-turn replay: the first replay an instance draws is otherwise
        // drawn by cold code, 3.4 s of CPU where a warm one takes 0.64 s (docs/measurements.md).
        RenderPriming.prime();
        // Ids shaped as Discord's (the function refuses others) that no Discord object has: the
        // snowflakes of January 2015, before Discord made any.
        Player nobody = new Player(PRIMING + "0", "priming", false);
        String channel = PRIMING + "9";
        // A game id that is never drawn (ids have five characters): a real read that finds nothing.
        send(GameRequest.of(PRIMING + "1", null, channel, nobody, Command.BOARD, Map.of(Option.GAME, "zzzzz")));
        send(GameRequest.of(PRIMING + "2", null, channel, nobody, Command.SUGGEST, Map.of(Option.FROM, ""))
                .withFocused(Option.FROM));
        send(GameRequest.of(PRIMING + "3", null, channel, nobody, Command.HELP, Map.of()));
        // The rules' pictures are drawn once per language and kept: drawn here, they are in the snapshot.
        send(GameRequest.of(PRIMING + "4", null, channel, nobody, Command.RULES, Map.of()));
        send(GameRequest.of(PRIMING + "5", null, channel, nobody, Command.RULES, Map.of()).withLocales("fr", "fr"));
        // The AI's classes, its tables and a first compilation of the search: 0.1-0.3 s that the
        // first turn of the bot would otherwise spend out of its budget.
        new Ai(Level.HARD, AI_WARM_UP_MILLIS, 0, System::nanoTime).choose(Setup.fixed().position());
    }

    private void send(GameRequest request) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            wiring.function().handle(new ByteArrayInputStream(ApiJson.write(request).getBytes(StandardCharsets.UTF_8)),
                    out, request.interactionId());
            ApiJson.readReply(out.toString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
