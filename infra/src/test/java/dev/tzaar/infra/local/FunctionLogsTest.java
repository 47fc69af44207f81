package dev.tzaar.infra.local;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.amazonaws.services.lambda.runtime.LambdaLogger;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FunctionLogsTest {

    @Test
    void eachMessageIsOneLineWhetherOrNotItEndsInANewline() {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        LambdaLogger log = FunctionLogs.printingTo(new PrintStream(printed, true, StandardCharsets.UTF_8));

        log.log("first");
        log.log("second\n");
        log.log("thïrd".getBytes(StandardCharsets.UTF_8));

        assertEquals("first" + System.lineSeparator() + "second" + System.lineSeparator() + "thïrd"
                + System.lineSeparator(), printed.toString(StandardCharsets.UTF_8));
    }
}
