package dev.tzaar.bench.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.testkit.fuzz.RequestFuzzer;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build's bounded run of the request fuzzer: 250 requests from a fixed seed, mostly mutated,
 * against the real function on DynamoDB Local. Every answer is a reply the bot can show, and no
 * request answered privately changed a stored game. ({@code ./tzaar fuzz} runs longer ones.)
 */
@Tag("end-to-end")
class RequestFuzzerTest {
    @TempDir
    Path data;

    @Test
    void twoHundredFiftyFuzzedRequestsGetWellFormedRepliesAndRefusalsChangeNothing() throws IOException {
        RequestFuzzer.Report report = LocalFuzzing.run(data, 250, 1, sent -> { });

        assertTrue(report.clean(), () -> String.join("\n", report.findings()));
        // The run reached into the games, or it proved little: games were made and played, requests refused.
        assertTrue(report.changedGames() >= 25, report::toString);
        assertTrue(report.refused() >= 50, report::toString);
        assertTrue(report.mutated() >= 120, report::toString);
    }
}
