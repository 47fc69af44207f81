package dev.tzaar.bot.function;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.lambda.LambdaClient;
import software.amazon.awssdk.services.lambda.model.InvocationType;
import software.amazon.awssdk.services.lambda.model.LambdaException;
import software.amazon.awssdk.services.lambda.model.ResourceNotFoundException;

/**
 * Whether the bot can invoke the function, asked once at start so that a wrong setting is one line
 * then rather than "The game service did not answer" to the first player. It is Lambda's own
 * {@code DryRun} invocation: Lambda checks the credentials, the permission and that the function
 * exists, and runs nothing (on AWS and on {@code ./tzaar local}'s loopback endpoint alike).
 */
public final class InvokeCheck {
    private InvokeCheck() {
    }

    /**
     * Empty when {@code function} can be invoked through {@code lambda}; else one line that says what
     * is wrong and what to do.
     *
     * @param where where the function is looked for, for the message ("on AWS (eu-west-1)")
     */
    public static Optional<String> problem(LambdaClient lambda, String function, String where) {
        try {
            // Asked first and alone: the client would retry a chain that found nothing for seconds.
            lambda.serviceClientConfiguration().credentialsProvider().resolveIdentity().join();
        } catch (CompletionException e) {
            return Optional.of(noCredentials(e.getCause() == null ? e : e.getCause()));
        } catch (SdkClientException e) {
            return Optional.of(noCredentials(e));
        }
        try {
            lambda.invoke(b -> b.functionName(function).invocationType(InvocationType.DRY_RUN));
            return Optional.empty();
        } catch (ResourceNotFoundException e) {
            return Optional.of("The function " + function + " was not found " + where + ": set TZAAR_FUNCTION to the "
                    + "stack's GameFunctionAliasArn output (and AWS_REGION to its region).");
        } catch (LambdaException e) {
            return Optional.of(refused(e, function));
        } catch (SdkClientException e) {
            return Optional.of(unreachable(e, where));
        } catch (SdkException e) {
            return Optional.of("The function " + function + " could not be checked: " + firstLine(e.getMessage()));
        }
    }

    private static String refused(LambdaException e, String function) {
        String code = e.awsErrorDetails() == null ? "" : e.awsErrorDetails().errorCode();
        String message = firstLine(e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage());
        if (e.statusCode() == 403 && "AccessDeniedException".equals(code)) {
            return "Access denied invoking " + function + " (" + message + "): attach the stack's BotInvokePolicyArn "
                    + "output to the IAM user or role the bot runs as.";
        }
        if (e.statusCode() == 403 || e.statusCode() == 401) {
            return "AWS refused the bot's credentials (" + code + ": " + message + "): check the profile, keys "
                    + "or SSO session the bot runs with (aws sts get-caller-identity shows whose they are).";
        }
        return "Invoking " + function + " failed (" + code + ", HTTP " + e.statusCode() + "): " + message;
    }

    private static String unreachable(SdkClientException e, String where) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConnectException || cause instanceof UnknownHostException
                    || cause instanceof SocketTimeoutException || cause instanceof ApiCallTimeoutException) {
                return "The function's endpoint " + where + " could not be reached (" + firstLine(cause.getMessage())
                        + "): check the network, or TZAAR_FUNCTION_ENDPOINT / ./tzaar local.";
            }
        }
        return "The function could not be reached " + where + ": " + firstLine(e.getMessage());
    }

    private static String noCredentials(Throwable e) {
        String message = firstLine(e.getMessage());
        if (message.startsWith("Unable to load credentials")) {
            // The rest lists every provider of the chain and why each had nothing.
            message = "none found by the default chain";
        }
        return "No AWS credentials for the bot (" + message + "): set them as the AWS CLI reads them "
                + "(aws configure, AWS_PROFILE for an SSO or assume-role profile, environment variables, "
                + "an instance role).";
    }

    /** The SDK's messages can run to many lines (a credentials chain lists every provider): one line, cut short. */
    private static String firstLine(String message) {
        if (message == null || message.isBlank()) {
            return "no details";
        }
        String line = message.strip().lines().findFirst().orElse("");
        return line.length() <= 300 ? line : line.substring(0, 297) + "...";
    }
}
