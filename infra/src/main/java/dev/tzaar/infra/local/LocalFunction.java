package dev.tzaar.infra.local;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * One function as {@link LambdaInvokeServer} hosts it: what Lambda would know from the deployment.
 *
 * <p>It has two versions, as a function deployed with {@code AutoPublishAlias} has: {@code $LATEST}
 * and {@value #PUBLISHED_VERSION}, which {@code alias} points to. Both run the same code here.
 *
 * @param name the function name clients use (also accepted inside an ARN)
 * @param alias the one alias clients may name as qualifier
 * @param region the region written into ARNs, as in {@code arn:aws:lambda:<region>:000000000000:function:<name>}
 * @param memoryMb what {@code Context.getMemoryLimitInMB()} reports
 * @param timeout what {@code Context.getRemainingTimeInMillis()} counts down from (not enforced)
 * @param handlers makes one handler per execution environment (see {@link LambdaInvokeServer}); return the
 *     same thread-safe instance every time to share one
 * @param log where the function's {@code Context.getLogger()} lines and its unhandled errors go
 */
public record LocalFunction(String name, String alias, String region, int memoryMb, Duration timeout,
        Supplier<? extends RequestStreamHandler> handlers, LambdaLogger log) {

    public static final String ACCOUNT = "000000000000";
    public static final String LATEST = "$LATEST";
    public static final String PUBLISHED_VERSION = "1";

    // Lambda's own rules for names and aliases (aliases may not be all digits: those are versions).
    private static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_-]{1,64}");
    /** The alias template.yaml publishes, which SnapStart applies to: the bot invokes it. */
    public static final String TEMPLATE_ALIAS = "live";
    private static final Pattern ALIAS = Pattern.compile("(?!^[0-9]+$)[a-zA-Z0-9_-]{1,128}");

    public LocalFunction {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(alias, "alias");
        Objects.requireNonNull(region, "region");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(handlers, "handlers");
        Objects.requireNonNull(log, "log");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("not a Lambda function name: " + name);
        }
        if (!ALIAS.matcher(alias).matches()) {
            throw new IllegalArgumentException("not a Lambda alias name: " + alias);
        }
        if (memoryMb < 128 || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("memory must be at least 128 MB and the timeout positive");
        }
    }

    /**
     * The function with the settings of {@code template.yaml}'s game function: alias {@value #TEMPLATE_ALIAS},
     * {@value TemplateMemory#GAME_FUNCTION} MB, 10 s.
     */
    public static LocalFunction of(String name, Supplier<? extends RequestStreamHandler> handlers, LambdaLogger log) {
        return new LocalFunction(name, TEMPLATE_ALIAS, "us-east-1", TemplateMemory.GAME_FUNCTION, Duration.ofSeconds(10),
                handlers, log);
    }

    /** The unqualified ARN. */
    public String arn() {
        return "arn:aws:lambda:" + region + ":" + ACCOUNT + ":function:" + name;
    }

    /** The version a qualifier runs, or null when this function has no such version or alias. */
    String versionFor(String qualifier) {
        if (qualifier == null || qualifier.equals(LATEST)) {
            return LATEST;
        }
        if (qualifier.equals(alias) || qualifier.equals(PUBLISHED_VERSION)) {
            return PUBLISHED_VERSION;
        }
        return null;
    }
}
