package dev.tzaar.infra.localstack;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.Command;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import dev.tzaar.api.Option;
import dev.tzaar.api.Player;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;
import software.amazon.awssdk.services.lambda.model.LogType;

/**
 * Invokes the game function as the bot's {@code LambdaFunctionClient} does (the request written and the
 * reply read by {@link ApiJson}, a synchronous Invoke of the alias, a function error a failure), but waits
 * as long as the emulator takes: each of its invocations is a cold start in a fresh container, without
 * SnapStart, which takes tens of seconds on a busy machine, past the bot's 12 s.
 */
final class ColdStartInvoker {
    private final LambdaClient lambda;
    private final String function;
    private final InvocationLogs logs;

    ColdStartInvoker(LambdaClient lambda, String function, InvocationLogs logs) {
        this.lambda = lambda;
        this.function = function;
        this.logs = logs;
    }

    /**
     * Starts an instance of the function and warms it as SnapStart's snapshot would be (the product's own
     * priming runs before the snapshot, which the emulator does not take): a challenge and its acceptance,
     * the board drawn once, in a channel no test uses. A caller that waits only the bot's 12 s (the relay
     * function) then meets a warm instance, as it would on Lambda.
     */
    void warmUp() {
        Player ann = new Player("100000000000000091", "Warm", false);
        Player bo = new Player("100000000000000092", "Up", false);
        String channel = "1339999999999999999";
        String guild = "900000000000000009";
        GameReply challenge = call(GameRequest.of("1329999999999999991", guild, channel, ann, Command.CHALLENGE,
                Map.of(Option.OPPONENT, bo.id(), Option.SETUP, "fixed")).withMentioned(Map.of(bo.id(), bo)));
        if (challenge.game() == null) {
            throw new IllegalStateException("the warm-up's challenge was refused: " + challenge.text());
        }
        GameReply accepted = call(GameRequest.of("1329999999999999992", guild, channel, bo, Command.ACCEPT,
                Map.of(Option.GAME, challenge.game().id())));
        if (accepted.image() == null) {
            throw new IllegalStateException("the warm-up's game did not start: " + accepted.text());
        }
    }

    GameReply call(GameRequest request) {
        InvokeResponse response = lambda.invoke(b -> b.functionName(function)
                .payload(SdkBytes.fromUtf8String(ApiJson.write(request))).logType(LogType.TAIL));
        logs.keep(function, response);
        if (response.functionError() != null) {
            throw new IllegalStateException("the function failed: " + response.functionError() + ": "
                    + response.payload().asUtf8String());
        }
        try {
            return ApiJson.readReply(response.payload().asUtf8String());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
