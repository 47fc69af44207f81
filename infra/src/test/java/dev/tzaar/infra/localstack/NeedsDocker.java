package dev.tzaar.infra.localstack;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testcontainers.DockerClientFactory;

/**
 * Skips a cloud suite where no Docker engine answers, or where one answers but no AWS emulator image is
 * there ({@link CloudEmulator}), saying why on the console as well as in the test report: Maven's console
 * shows only how many tests were skipped, and a suite that quietly skips looks like a suite that passed.
 */
final class NeedsDocker implements ExecutionCondition {
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (!DockerClientFactory.instance().isDockerAvailable()) {
            return skipped("no Docker engine answers here, so no AWS emulator can start: " + context.getDisplayName()
                    + " is skipped. The store's contract runs against DynamoDB Local in lambda "
                    + "(DynamoDbLocalGameStoreTest); bash .ci/run starts an engine and runs it here too.");
        }
        if (CloudEmulator.choose().isEmpty()) {
            return skipped(CloudEmulator.whyNone() + ": " + context.getDisplayName() + " is skipped.");
        }
        return ConditionEvaluationResult.enabled("a Docker engine answers and " + CloudEmulator.chosen().image()
                + " is there");
    }

    private static ConditionEvaluationResult skipped(String reason) {
        System.err.println("[SKIPPED] " + reason);
        return ConditionEvaluationResult.disabled(reason);
    }
}
