package dev.tzaar.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code ./tzaar fuzz}: a bad argument gets one line saying what is wrong. (The fuzzing itself is
 * tested in infra's RequestFuzzerTest, which runs 250 requests in the build.)
 */
class FuzzCliCommandTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--requests x     | --requests takes a whole number above 0, not \"x\"",
        "--requests 0     | --requests takes a whole number above 0, not \"0\"",
        "--seed 1.5       | --seed takes a whole number, not \"1.5\"",
        "--requests       | \"--requests\" is not an option here",
        "--fast           | \"--fast\" is not an option here",
    })
    void aBadArgumentIsOneLineSayingWhatIsWrong(String args, String said) throws Exception {
        CommandLine run = CommandLine.run(("fuzz " + args).split(" "));
        assertEquals(CliCommand.USAGE, run.status());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("tzaar fuzz: " + said), run.err());
    }
}
