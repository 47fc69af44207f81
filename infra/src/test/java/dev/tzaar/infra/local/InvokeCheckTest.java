package dev.tzaar.infra.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dev.tzaar.bot.function.FunctionClient;
import dev.tzaar.bot.function.InvokeCheck;
import dev.tzaar.bot.function.LambdaFunctionClient;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.lambda.LambdaClient;

/**
 * The bot asks at start whether it can invoke the function (Lambda's DryRun invocation, which runs
 * nothing) and says in one line what is wrong, here against {@code ./tzaar local}'s real loopback
 * endpoint driven by the bot's own client.
 */
class InvokeCheckTest {
    private final List<String> invocations = new CopyOnWriteArrayList<>();
    private LambdaInvokeServer server;
    private HttpServer refusing;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
        if (refusing != null) {
            refusing.stop(0);
        }
    }

    private URI startFunction() throws IOException {
        server = LambdaInvokeServer.start(LocalFunction.of("tzaar", () -> (in, out, context) -> {
            invocations.add(context.getAwsRequestId());
            out.write("{}".getBytes(StandardCharsets.UTF_8));
        }, FunctionLogs.discarding()), 0);
        return server.endpoint();
    }

    @Test
    void theServedAliasCanBeInvokedAndTheCheckRunsNothing() throws IOException {
        try (FunctionClient client = LambdaFunctionClient.local(startFunction(), "tzaar:live")) {
            assertEquals(Optional.empty(), client.whyNotInvokable());
        }
        assertEquals(List.of(), invocations, "a dry run runs nothing");
    }

    @Test
    void aFunctionThatIsNotThereIsNamedWithWhereToFindTheRightOne() throws IOException {
        URI endpoint = startFunction();
        try (FunctionClient client = LambdaFunctionClient.local(endpoint, "tzaar-game:live")) {
            assertEquals(Optional.of("The function tzaar-game:live was not found on " + endpoint + ": set "
                    + "TZAAR_FUNCTION to the stack's GameFunctionAliasArn output (and AWS_REGION to its region)."),
                    client.whyNotInvokable());
        }
    }

    @Test
    void anEndpointNobodyServesIsUnreachable() throws IOException {
        URI nobody;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            nobody = URI.create("http://127.0.0.1:" + socket.getLocalPort());
        }
        try (FunctionClient client = LambdaFunctionClient.local(nobody, "tzaar:live")) {
            String problem = client.whyNotInvokable().orElseThrow();
            assertTrue(problem.startsWith("The function's endpoint on " + nobody + " could not be reached ("), problem);
            assertEquals(1, problem.lines().count());
        }
    }

    /** Lambda's answer to credentials without the bot's policy (its documented 403 AccessDeniedException). */
    @Test
    void accessDeniedSaysWhichPolicyToAttach() throws IOException {
        refusing = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        refusing.createContext("/", exchange -> {
            byte[] body = ("{\"Type\":\"User\",\"Message\":\"User: arn:aws:iam::123456789012:user/bot is not authorized "
                    + "to perform: lambda:InvokeFunction on resource: tzaar-game:live\"}").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("X-Amzn-ErrorType", "AccessDeniedException");
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(403, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        refusing.start();
        URI endpoint = URI.create("http://127.0.0.1:" + refusing.getAddress().getPort());

        String problem = check(endpoint, StaticCredentialsProvider.create(AwsBasicCredentials.create("a", "b")));

        assertEquals("Access denied invoking tzaar-game:live (User: arn:aws:iam::123456789012:user/bot is not "
                + "authorized to perform: lambda:InvokeFunction on resource: tzaar-game:live): attach the stack's "
                + "BotInvokePolicyArn output to the IAM user or role the bot runs as.", problem);
    }

    /** What the default chain throws when no provider has credentials; no request is sent. */
    @Test
    void noCredentialsSaysWhereTheyAreLookedFor() throws IOException {
        AwsCredentialsProvider none = () -> {
            throw SdkClientException.create("Unable to load credentials from any of the providers in the chain "
                    + "AwsCredentialsProviderChain(credentialsProviders=[SystemPropertyCredentialsProvider(), ...])");
        };

        String problem = check(URI.create("http://127.0.0.1:9"), none);

        assertEquals("No AWS credentials for the bot (none found by the default chain): set them as the AWS CLI reads "
                + "them (aws configure, AWS_PROFILE for an SSO or assume-role profile, environment variables, an "
                + "instance role).", problem);
    }

    private static String check(URI endpoint, AwsCredentialsProvider credentials) {
        try (LambdaClient lambda = LambdaClient.builder().httpClient(UrlConnectionHttpClient.create())
                .region(Region.EU_WEST_1).endpointOverride(endpoint).credentialsProvider(credentials).build()) {
            return InvokeCheck.problem(lambda, "tzaar-game:live", "on " + endpoint).orElseThrow();
        }
    }
}
