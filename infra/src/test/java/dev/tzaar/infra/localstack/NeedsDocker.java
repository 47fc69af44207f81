package dev.tzaar.infra.localstack;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testcontainers.DockerClientFactory;

/**
 * Skips a Docker suite where no Docker engine answers, saying why on the console as well as in the
 * test report: Maven's console shows only how many tests were skipped, and a suite that quietly
 * skips looks like a suite that passed.
 */
final class NeedsDocker implements ExecutionCondition {
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (DockerClientFactory.instance().isDockerAvailable()) {
            return ConditionEvaluationResult.enabled("a Docker engine answers");
        }
        String reason = "no Docker engine answers here, so LocalStack cannot start: " + context.getDisplayName()
                + " is skipped. The same contract runs against DynamoDB Local in lambda (DynamoDbLocalGameStoreTest).";
        System.err.println("[SKIPPED] " + reason);
        return ConditionEvaluationResult.disabled(reason);
    }
}
