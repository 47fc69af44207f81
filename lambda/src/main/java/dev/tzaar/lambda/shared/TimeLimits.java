package dev.tzaar.lambda.shared;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * How long things last. Defaults suit a Discord server; each can be set from the environment.
 *
 * @param challengeLifetime how long a challenge waits for an answer ({@code TZAAR_CHALLENGE_MINUTES}, 15)
 * @param claimAfter how long a player may keep the opponent waiting before the opponent may claim
 *     the win ({@code TZAAR_CLAIM_HOURS}, 72)
 * @param finishedGameKept how long a finished game stays for its history ({@code TZAAR_FINISHED_DAYS}, 30)
 * @param idleGameKept how long a game in which nobody acts is kept ({@code TZAAR_IDLE_DAYS}, 90)
 * @param replyKept how long the answer to an interaction is kept to answer a repeat of it (1 day)
 */
public record TimeLimits(Duration challengeLifetime, Duration claimAfter, Duration finishedGameKept,
        Duration idleGameKept, Duration replyKept) {

    public static final String CHALLENGE_MINUTES = "TZAAR_CHALLENGE_MINUTES";
    public static final String CLAIM_HOURS = "TZAAR_CLAIM_HOURS";
    public static final String FINISHED_DAYS = "TZAAR_FINISHED_DAYS";
    public static final String IDLE_DAYS = "TZAAR_IDLE_DAYS";
    /** The environment variables the settings are read from, as template.yaml sets them. */
    public static final List<String> VARIABLES = List.of(CHALLENGE_MINUTES, CLAIM_HOURS, FINISHED_DAYS, IDLE_DAYS);
    /**
     * The values a setting may take: a whole number from 1 to 99999, written without a sign, a
     * leading zero or a fraction. template.yaml's parameters allow exactly these (its checks in
     * infra compare the two), so CloudFormation refuses a wrong value before a deploy starts rather
     * than the function failing its init and the stack rolling back. 99999 days is still a date
     * Java and DynamoDB's TTL handle.
     */
    public static final Pattern VALUE = Pattern.compile("[1-9][0-9]{0,4}");
    static final String VALUE_IN_WORDS = "a whole number from 1 to 99999";

    public TimeLimits {
        Objects.requireNonNull(challengeLifetime);
        Objects.requireNonNull(claimAfter);
        Objects.requireNonNull(finishedGameKept);
        Objects.requireNonNull(idleGameKept);
        Objects.requireNonNull(replyKept);
    }

    public static TimeLimits defaults() {
        return new TimeLimits(Duration.ofMinutes(15), Duration.ofHours(72), Duration.ofDays(30), Duration.ofDays(90),
                Duration.ofDays(1));
    }

    /**
     * The defaults, overridden by whichever variables are set.
     *
     * @throws IllegalArgumentException naming the variable, what it must be and what it is, when a
     *     value is not {@link #VALUE} (surrounding blanks aside)
     */
    public static TimeLimits fromEnvironment(Map<String, String> env) {
        TimeLimits d = defaults();
        return new TimeLimits(
                read(env, CHALLENGE_MINUTES, d.challengeLifetime, Duration::ofMinutes),
                read(env, CLAIM_HOURS, d.claimAfter, Duration::ofHours),
                read(env, FINISHED_DAYS, d.finishedGameKept, Duration::ofDays),
                read(env, IDLE_DAYS, d.idleGameKept, Duration::ofDays),
                d.replyKept);
    }

    private static Duration read(Map<String, String> env, String name, Duration fallback,
            java.util.function.LongFunction<Duration> unit) {
        String value = env.get(name);
        if (value == null || value.isBlank()) {
            return fallback;
        }
        if (VALUE.matcher(value.strip()).matches()) {
            return unit.apply(Long.parseLong(value.strip()));
        }
        throw new IllegalArgumentException(name + " must be " + VALUE_IN_WORDS + ", not \"" + value + "\"");
    }
}
