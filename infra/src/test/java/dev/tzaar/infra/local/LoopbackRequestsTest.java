package dev.tzaar.infra.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The one rule of every loopback port: this machine's own clients are answered, a web page of another
 * site is not. The heads of the SDK's and the CLI's requests below were logged from the wire (AWS SDK
 * 2.42.28 with the URL-connection client, AWS CLI 1.45.11); a browser's are the Fetch standard's. {@code
 * ./tzaar local}'s own ports are tried with real requests in cli's LoopbackPortsTest.
 */
class LoopbackRequestsTest {
    private static final int PORT = 9001;
    private static final String SIGNATURE = "AWS4-HMAC-SHA256 Credential=local/20261201/us-east-1/lambda/aws4_request, "
            + "SignedHeaders=host;x-amz-date, Signature=0f";

    /** The SDK's LambdaClient invoking with a payload, as the bot's relay and the console do. */
    private static Map<String, List<String>> sdkInvoke() {
        return head("Host", "127.0.0.1:" + PORT, "Content-Type", "application/json", "Authorization", SIGNATURE,
                "X-Amz-Date", "20261201T203121Z", "User-Agent", "aws-sdk-java/2.42.28", "Content-Length", "7");
    }

    @Test
    void theRealClientsOfEachPortAreAnswered() {
        assertEquals(Optional.empty(), LoopbackRequests.SIGNED_ONLY.refusal(PORT, sdkInvoke()));
        // The bot's start-up check (DryRun, no payload): the JDK's HTTP client names an empty body a form.
        assertEquals(Optional.empty(), LoopbackRequests.SIGNED_ONLY.refusal(PORT, head("Host", "127.0.0.1:" + PORT,
                "Authorization", SIGNATURE, "X-Amz-Invocation-Type", "DryRun",
                "Content-type", "application/x-www-form-urlencoded", "Content-Length", "0")));
        // The AWS CLI's Invoke names no content type at all.
        assertEquals(Optional.empty(), LoopbackRequests.SIGNED_ONLY.refusal(PORT, head("Host", "127.0.0.1:" + PORT,
                "Authorization", SIGNATURE, "User-Agent", "aws-cli/1.45.11", "Content-Length", "7")));
        assertEquals(Optional.empty(), LoopbackRequests.SIGNED_ONLY.refusal(8000, head("Host", "localhost:8000",
                "Content-Type", "application/x-amz-json-1.0", "X-Amz-Target", "DynamoDB_20120810.ListTables",
                "Authorization", SIGNATURE, "Content-Length", "2")));
        // The live board's page, fetching from its own origin.
        assertEquals(Optional.empty(), LoopbackRequests.PAGES.refusal(9003, head("Host", "127.0.0.1:9003",
                "Origin", "http://127.0.0.1:9003", "Sec-Fetch-Site", "same-origin", "Content-Type", "text/plain")));
        // The page opened from the link ./tzaar local prints, and a client that is no browser (Discord, curl).
        assertEquals(Optional.empty(), LoopbackRequests.PAGES.refusal(9003, head("Host", "LocalHost:9003",
                "Sec-Fetch-Site", "none")));
        assertEquals(Optional.empty(), LoopbackRequests.PAGES.refusal(9002, head("Host", "127.0.0.1:9002",
                "Content-Type", "application/json", "Content-Length", "300")));
    }

    @Test
    void aPageOfAnotherSiteIsRefusedOnEveryPort() {
        for (LoopbackRequests port : LoopbackRequests.values()) {
            for (String[] foreign : new String[][] {{"Origin", "http://attacker.example"}, {"Origin", "null"},
                    {"Origin", "http://127.0.0.1:8080"}, {"Origin", "http://localhost:" + PORT},
                    {"Sec-Fetch-Site", "cross-site"}, {"Sec-Fetch-Site", "same-site"}}) {
                Map<String, List<String>> head = sdkInvoke();
                head.put(foreign[0], List.of(foreign[1]));
                assertEquals(403, status(port, head), port + " " + String.join(": ", foreign));
            }
        }
    }

    @Test
    void onlyThisMachinesOwnNamesWithThePortAreAnswered() {
        for (String rebound : new String[] {"attacker.example:" + PORT, "attacker.example", "127.0.0.1.nip.io:" + PORT,
                "127.0.0.1:" + (PORT + 1), "localhost", "127.0.0.1", "127.0.0.1:" + PORT + ".attacker.example"}) {
            Map<String, List<String>> head = sdkInvoke();
            head.put("Host", List.of(rebound));
            assertEquals(421, status(LoopbackRequests.SIGNED_ONLY, head), rebound);
            assertEquals(421, status(LoopbackRequests.PAGES, head), rebound);
        }
        Map<String, List<String>> none = sdkInvoke();
        none.remove("Host");
        assertEquals(421, status(LoopbackRequests.SIGNED_ONLY, none));
    }

    @Test
    void twoHostsAreABadRequestWhicheverComesFirst() {
        for (List<String> hosts : List.of(List.of("127.0.0.1:" + PORT, "attacker.example"),
                List.of("attacker.example", "127.0.0.1:" + PORT), List.of("127.0.0.1:" + PORT, "127.0.0.1:" + PORT))) {
            Map<String, List<String>> head = sdkInvoke();
            head.put("Host", hosts);
            assertEquals(400, status(LoopbackRequests.SIGNED_ONLY, head), hosts.toString());
            assertEquals(400, status(LoopbackRequests.PAGES, head), hosts.toString());
        }
        // However the server spells the names.
        Map<String, List<String>> spelt = sdkInvoke();
        spelt.put("host", List.of("attacker.example"));
        assertEquals(400, status(LoopbackRequests.PAGES, spelt));
    }

    @Test
    void moreThanTwoHundredHeaderLinesAreTooMany() {
        Map<String, List<String>> head = sdkInvoke();
        List<String> repeated = new ArrayList<>();
        while (lines(head) + repeated.size() < LoopbackRequests.MOST_HEADERS) {
            repeated.add("x");
        }
        head.put("X-Filler", repeated);
        assertEquals(Optional.empty(), LoopbackRequests.SIGNED_ONLY.refusal(PORT, head), "200 lines are answered");
        head.put("X-One-More", List.of("x"));
        assertEquals(431, status(LoopbackRequests.SIGNED_ONLY, head));
        assertEquals(431, status(LoopbackRequests.PAGES, head));
    }

    @Test
    void theSdkOnlyPortsTakeNoBodyAPageCouldPostWithoutAPreflight() {
        for (String type : new String[] {"text/plain", "Text/Plain; charset=UTF-8", "application/x-www-form-urlencoded",
                "multipart/form-data; boundary=x"}) {
            Map<String, List<String>> head = sdkInvoke();
            head.put("Content-Type", List.of(type));
            LoopbackRequests.Refusal refusal = LoopbackRequests.SIGNED_ONLY.refusal(PORT, head).orElseThrow();
            assertEquals(415, refusal.status(), type);
            assertTrue(refusal.reason().contains("JSON"), refusal.reason());
            head.remove("Content-Length");
            head.put("Transfer-Encoding", List.of("chunked"));
            assertEquals(415, status(LoopbackRequests.SIGNED_ONLY, head), type + ", chunked");
        }
    }

    @Test
    void theSdkOnlyPortsTakeSignedRequestsOnly() {
        Map<String, List<String>> unsigned = sdkInvoke();
        unsigned.remove("Authorization");
        assertEquals(403, status(LoopbackRequests.SIGNED_ONLY, unsigned));
        unsigned.put("Authorization", List.of(" "));
        assertEquals(403, status(LoopbackRequests.SIGNED_ONLY, unsigned));
        unsigned.remove("Authorization");
        assertEquals(Optional.empty(), LoopbackRequests.PAGES.refusal(PORT, unsigned), "the live board signs nothing");
    }

    @Test
    void aRefusalIsAJsonSentence() {
        Map<String, List<String>> head = sdkInvoke();
        head.put("Host", List.of("attacker.example"));
        LoopbackRequests.Refusal refusal = LoopbackRequests.SIGNED_ONLY.refusal(PORT, head).orElseThrow();
        assertEquals("{\"message\":\"This server answers only as 127.0.0.1:9001 or localhost:9001, this machine's own "
                + "names for it.\"}", new String(refusal.json(), java.nio.charset.StandardCharsets.UTF_8));
    }

    private static int status(LoopbackRequests port, Map<String, List<String>> head) {
        return port.refusal(PORT, head).map(LoopbackRequests.Refusal::status).orElse(200);
    }

    private static int lines(Map<String, List<String>> head) {
        return head.values().stream().mapToInt(List::size).sum();
    }

    /** Headers given as name, value, name, value... each once, in a map the test may change. */
    private static Map<String, List<String>> head(String... namesAndValues) {
        Map<String, List<String>> head = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            head.put(namesAndValues[i], List.of(namesAndValues[i + 1]));
        }
        return head;
    }
}
