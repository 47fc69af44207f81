package dev.tzaar.bench;

import java.time.Duration;

/**
 * What one Lambda function did for the games measured, and what Lambda would bill for it.
 *
 * <p>Lambda gives a function CPU in proportion to its memory, one whole vCPU at {@value #ONE_VCPU_MB}
 * MB: at 512 MB about 0.29 of one. So the CPU time measured here (on a core of this machine, taken to
 * be as fast as a Graviton vCPU) takes {@code 1 / vCPUs} times as long on Lambda, while the time spent
 * waiting (on the game function, on DynamoDB, on Discord) takes as long whatever the memory. Lambda
 * rounds each invocation's duration up to the millisecond: half a millisecond each on average.
 *
 * @param name the function, as template.yaml names it after the stack
 * @param memoryMb the memory template.yaml gives it
 * @param invocations how many times it ran
 * @param wall their durations as measured here, added up
 * @param cpu the CPU time they used here, added up
 * @param waitAdded waiting that this machine does not do and Lambda would: Discord's answers (assumed)
 */
record FunctionWork(String name, int memoryMb, int invocations, Duration wall, Duration cpu, Duration waitAdded) {
    static final int ONE_VCPU_MB = 1769;

    /** The share of a vCPU Lambda gives the function (one at most: the work here runs on one thread). */
    double vcpus() {
        return Math.min(1.0, memoryMb / (double) ONE_VCPU_MB);
    }

    /** Its invocations' time on Lambda, in seconds, added up. */
    double lambdaSeconds() {
        double cpuSeconds = cpu.toNanos() / 1e9;
        double waitSeconds = Math.max(0, wall.toNanos() / 1e9 - cpuSeconds) + waitAdded.toNanos() / 1e9;
        return cpuSeconds / vcpus() + waitSeconds + invocations * 0.0005;
    }

    /** What Lambda bills for their duration: seconds times the memory in GB (MB / 1024). */
    double gbSeconds() {
        return lambdaSeconds() * memoryMb / 1024.0;
    }

    /** The same work at another memory size. */
    FunctionWork at(int otherMemoryMb) {
        return new FunctionWork(name, otherMemoryMb, invocations, wall, cpu, waitAdded);
    }
}
