package dev.tzaar.infra.local;

import com.amazonaws.services.lambda.runtime.ClientContext;
import com.amazonaws.services.lambda.runtime.CognitoIdentity;
import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;

/**
 * The {@link Context} of one local invocation: what a handler may read about itself, with the
 * remaining time counted down from the function's timeout. No identity and no client context: the
 * bot sends neither.
 */
final class LocalContext implements Context {
    private final LocalFunction function;
    private final String requestId;
    private final String version;
    private final String invokedArn;
    private final long deadlineNanos;

    LocalContext(LocalFunction function, String requestId, String version, String qualifier) {
        this.function = function;
        this.requestId = requestId;
        this.version = version;
        // Lambda hands over the ARN the caller used: qualified if the call named a qualifier.
        this.invokedArn = qualifier == null ? function.arn() : function.arn() + ":" + qualifier;
        this.deadlineNanos = System.nanoTime() + function.timeout().toNanos();
    }

    @Override
    public String getAwsRequestId() {
        return requestId;
    }

    @Override
    public String getLogGroupName() {
        return "/aws/lambda/" + function.name();
    }

    @Override
    public String getLogStreamName() {
        return "local/[" + version + "]" + Thread.currentThread().getName();
    }

    @Override
    public String getFunctionName() {
        return function.name();
    }

    @Override
    public String getFunctionVersion() {
        return version;
    }

    @Override
    public String getInvokedFunctionArn() {
        return invokedArn;
    }

    @Override
    public CognitoIdentity getIdentity() {
        return null;
    }

    @Override
    public ClientContext getClientContext() {
        return null;
    }

    @Override
    public int getRemainingTimeInMillis() {
        long left = (deadlineNanos - System.nanoTime()) / 1_000_000;
        return (int) Math.max(0, Math.min(Integer.MAX_VALUE, left));
    }

    @Override
    public int getMemoryLimitInMB() {
        return function.memoryMb();
    }

    @Override
    public LambdaLogger getLogger() {
        return function.log();
    }
}
