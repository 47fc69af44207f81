package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code ./tzaar fuzz}: a bad argument gets one line saying what is wrong, then the usage. (The fuzzing itself is
 * tested in infra's RequestFuzzerTest, which runs 250 requests in the build.)
 */
class FuzzCliCommandTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--requests x     | --requests takes a whole number above 0, not \"x\"",
        "--requests 0     | --requests takes a whole number above 0, not \"0\"",
        "--seed 1.5       | --seed takes a whole number, not \"1.5\"",
        "--requests       | --requests needs a number after it.",
        "--fast           | unknown option --fast (./tzaar fuzz --help lists them)",
    })
    void aBadArgumentIsOneLineSayingWhatIsWrongThenTheUsage(String args, String said) throws Exception {
        CommandLine run = CommandLine.run(("fuzz " + args).split(" "));
        assertEquals(CliCommand.USAGE, run.status());
        assertEquals(List.of("usage: ./tzaar fuzz [--requests N] [--seed S]"), run.err().lines().skip(1).toList(),
                run.err());
        assertTrue(run.err().startsWith("tzaar fuzz: " + said), run.err());
    }
}
