package dev.tzaar.infra.localstack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A cloud suite's first entry in the test report names the image it ran against ({@link CloudEmulator#line}),
 * as a test of its own: that the emulator answers LocalStack's health route with the suite's services
 * running.
 */
interface SaysWhichEmulatorRan {
    /** The running emulator's endpoint. */
    URI emulatorEndpoint();

    /** The services the suite uses, as LocalStack's health route names them. */
    java.util.List<String> services();

    @TestFactory
    default Stream<DynamicTest> whichEmulatorRan() {
        return Stream.of(DynamicTest.dynamicTest(CloudEmulator.chosen().line(), () -> {
            HttpResponse<String> health = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(emulatorEndpoint().resolve("/_localstack/health")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, health.statusCode(), health.body());
            for (String service : services()) {
                assertTrue(health.body().matches("(?s).*\"" + service + "\"\\s*:\\s*\"(running|available)\".*"),
                        service + " is not running: " + health.body());
            }
        }));
    }
}
