package dev.tzaar.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How ./tzaar bench cost turns what was measured here into what Lambda and DynamoDB would bill: CPU
 * time stretched by the share of a vCPU the memory buys, waiting not; GB-seconds of MB / 1024; then
 * AWS's prices, scaled to 1,000 games of 48 actions.
 */
class ActionCostTest {
    private static FunctionWork work(int memoryMb, int invocations, long wallMs, long cpuMs, long addedWaitMs) {
        return new FunctionWork("f", memoryMb, invocations, Duration.ofMillis(wallMs), Duration.ofMillis(cpuMs),
                Duration.ofMillis(addedWaitMs));
    }

    @Test
    void aWholeVcpuRunsTheWorkAsHereAndHalfOfOneTakesTwiceTheCpuButNotTheWaiting() {
        // 100 invocations: 2 s here, 0.5 s of it CPU; each rounded up by half a millisecond on average.
        assertEquals(2.0 + 0.05, work(1769, 100, 2000, 500, 0).lambdaSeconds(), 1e-9);
        assertEquals(1.5 + 0.5 / (884.5 / 1769) + 0.05, work(884, 100, 2000, 500, 0).lambdaSeconds(), 1e-3);
        assertEquals(1.0, work(3538, 1, 1000, 1000, 0).vcpus(), "one thread uses one vCPU at most");
    }

    @Test
    void waitingThisMachineDoesNotDoIsAddedAsItIs() {
        assertEquals(0.1 + 0.25 + 0.0005, work(256, 1, 100, 0, 250).lambdaSeconds(), 1e-9);
    }

    @Test
    void gigabyteSecondsAreSecondsTimesMegabytesOver1024() {
        FunctionWork work = work(512, 1, 1000, 0, 0);
        assertEquals(work.lambdaSeconds() * 0.5, work.gbSeconds(), 1e-12);
    }

    /**
     * 96 actions (two games of 48): one function of 1,024 MB invoked once an action for a second of
     * waiting, and 4 write and 2 read units an action. A thousand games are 48,000 actions.
     */
    @Test
    void theGamesCostIsScaledToAThousandGamesOf48Actions() {
        FunctionWork waiting = work(1024, 96, 96_000, 0, 0);
        ActionCost cost = new ActionCost(AwsPrices.US_EAST_1, 2, 96, List.of(waiting), 192, 384, 0);

        double perAction = (1.0005 * 0.0000133334 + 0.20 / 1e6) + 4 * 0.625 / 1e6 + 2 * 0.125 / 1e6;
        assertEquals(perAction * 48_000, cost.perThousandGames(cost.dollars()), 1e-9);
    }
}
