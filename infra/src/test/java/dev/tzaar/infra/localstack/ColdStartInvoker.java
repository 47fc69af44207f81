package dev.tzaar.infra.localstack;

import dev.tzaar.api.ApiJson;
import dev.tzaar.api.GameReply;
import dev.tzaar.api.GameRequest;
import java.io.IOException;
import java.io.UncheckedIOException;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;

/**
 * Invokes the game function as the bot's {@code LambdaFunctionClient} does (the request written and the
 * reply read by {@link ApiJson}, a synchronous Invoke of the alias, a function error a failure), but waits
 * as long as the emulator takes: each of its invocations is a cold start in a fresh container, without
 * SnapStart, which takes tens of seconds on a busy machine, past the bot's 12 s.
 */
final class ColdStartInvoker {
    private final LambdaClient lambda;
    private final String function;

    ColdStartInvoker(LambdaClient lambda, String function) {
        this.lambda = lambda;
        this.function = function;
    }

    GameReply call(GameRequest request) {
        InvokeResponse response = lambda.invoke(b -> b.functionName(function)
                .payload(SdkBytes.fromUtf8String(ApiJson.write(request))));
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
