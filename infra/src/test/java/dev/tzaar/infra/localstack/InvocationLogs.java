package dev.tzaar.infra.localstack;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;
import software.amazon.awssdk.services.lambda.model.InvokeResponse;

/**
 * What the deployed functions wrote while a suite invoked them (each Invoke's log tail, as Lambda returns
 * it with {@code LogType=Tail}), printed when a test fails: a function's answer alone ("Something went
 * wrong on our side") does not say what went wrong inside it, and its container is gone by then.
 */
final class InvocationLogs implements TestWatcher {
    private final List<String> logs = new ArrayList<>();

    synchronized void keep(String function, InvokeResponse response) {
        Optional.ofNullable(response.logResult())
                .map(tail -> new String(Base64.getMimeDecoder().decode(tail), java.nio.charset.StandardCharsets.UTF_8))
                .ifPresent(text -> logs.add("--- " + function + " ---\n" + text.strip()));
    }

    @Override
    public synchronized void testFailed(ExtensionContext context, Throwable cause) {
        System.out.println("[CLOUD TESTS] " + context.getDisplayName() + " failed; the functions' logs, oldest first:\n"
                + String.join("\n", logs));
    }
}
