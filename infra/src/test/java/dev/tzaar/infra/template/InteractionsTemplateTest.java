package dev.tzaar.infra.template;

import static dev.tzaar.infra.template.CloudFormationYaml.list;
import static dev.tzaar.infra.template.CloudFormationYaml.map;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tzaar.bot.function.LiveBoardOffer;
import dev.tzaar.bot.interactions.InteractionWebhook;
import dev.tzaar.bot.interactions.InteractionsLambda;
import dev.tzaar.bot.rest.SecretBotToken;
import dev.tzaar.infra.interactions.InteractionsJarProcess;
import dev.tzaar.infra.local.TemplateMemory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The interactions function's and the relay function's promises in {@code template.yaml}, checked
 * against the bot module's code: their handler, their jar, the environment each reads (exactly what the
 * template gives it), the permissions each uses (the game function's alias; the relay function's alias
 * for the work the interactions function hands on; the bot token's secret for the relay's posts), the
 * public URL on the interactions function's alias, the schedule on the relay function's, their memory,
 * and that none of it exists until the application is named.
 */
class InteractionsTemplateTest {
    private static final Object GAME_ALIAS = Map.of("Ref", "GameFunction.Alias");
    private static final Object OWN_ALIAS = Map.of("Ref", "InteractionsFunction.Alias");
    private static final Object RELAY_ALIAS = Map.of("Ref", "RelayFunction.Alias");
    private static final String CONDITION = "ServeInteractions";

    private static Path root;
    private static Map<String, Object> template;

    @BeforeAll
    static void readTemplate() throws IOException {
        root = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath().getParent();
        template = CloudFormationYaml.read(root.resolve("template.yaml"));
    }

    @Test
    void theHandlerIsTheBotModulesRequestHandlerThatLambdaCanConstruct() throws Exception {
        for (String function : List.of("InteractionsFunction", "RelayFunction")) {
            String[] handler = ((String) properties(function).get("Handler")).split("::");
            assertEquals("handleRequest", handler[1]);
            Class<?> type = Class.forName(handler[0]);
            assertEquals(InteractionsLambda.class, type, function);
            assertTrue(RequestHandler.class.isAssignableFrom(type));
            assertNotNull(type.getConstructor(), "Lambda constructs it without arguments");
        }
    }

    @Test
    void codeUriIsTheJarTheBotModuleShadesAndItHoldsTheHandler() throws Exception {
        assertEquals("bot/target/tzaar-interactions.jar", properties("InteractionsFunction").get("CodeUri"));
        assertEquals("bot/target/tzaar-interactions.jar", properties("RelayFunction").get("CodeUri"), "the same jar");
        assertTrue(Files.readString(root.resolve("bot/pom.xml"))
                .contains("<outputFile>${project.build.directory}/tzaar-interactions.jar</outputFile>"));
        Path jar = root.resolve("bot/target/tzaar-interactions.jar");
        assumeTrue(Files.isRegularFile(jar), "not built: " + jar);
        try (JarFile contents = new JarFile(jar.toFile())) {
            assertNotNull(contents.getEntry(InteractionsLambda.class.getName().replace('.', '/') + ".class"),
                    "stale? ./mvnw -pl bot -am package");
        }
    }

    @Test
    void theEnvironmentIsExactlyWhatTheHandlerReadsAndEnoughToStartIt() {
        Map<String, Object> variables = environment("InteractionsFunction");
        assertEquals(Set.of("DISCORD_APPLICATION_ID", "DISCORD_PUBLIC_KEY", "TZAAR_FUNCTION",
                InteractionsLambda.RELAY_FUNCTION, "AWS_ENDPOINT_URL_LAMBDA", "JAVA_TOOL_OPTIONS"), variables.keySet());
        assertEquals(RELAY_ALIAS, variables.get(InteractionsLambda.RELAY_FUNCTION), "every relay goes there");
        Map<String, Object> relay = environment("RelayFunction");
        assertEquals(Set.of("DISCORD_APPLICATION_ID", "DISCORD_PUBLIC_KEY", "TZAAR_FUNCTION", SecretBotToken.VARIABLE,
                LiveBoardOffer.VARIABLE, "AWS_ENDPOINT_URL_LAMBDA", "JAVA_TOOL_OPTIONS"), relay.keySet(),
                "it hands nothing on");
        assertEquals(Map.of("Ref", "BotTokenSecret"), relay.get(SecretBotToken.VARIABLE));
        // The relay posts the game messages: the live board's button exactly when the stack runs the Activity.
        assertEquals(Map.of("Fn::If", List.of("ServeActivity", "on", "off")), relay.get(LiveBoardOffer.VARIABLE));
        assertTrue(LiveBoardOffer.enabledIn(Map.of(LiveBoardOffer.VARIABLE, "on")));
        assertTrue(!LiveBoardOffer.enabledIn(Map.of(LiveBoardOffer.VARIABLE, "off")));
        for (Map<String, Object> each : List.of(variables, relay)) {
            // Lambda's regional endpoint, where the hand-off (EventInvoker) and the SDK's client both send.
            assertEquals(Map.of("Fn::Sub", "https://lambda.${AWS::Region}.${AWS::URLSuffix}"),
                    each.get("AWS_ENDPOINT_URL_LAMBDA"));
            assertEquals(Map.of("Ref", "DiscordApplicationId"), each.get("DISCORD_APPLICATION_ID"));
            assertEquals(Map.of("Ref", "DiscordPublicKey"), each.get("DISCORD_PUBLIC_KEY"));
            assertEquals(GAME_ALIAS, each.get("TZAAR_FUNCTION"));
            assertEquals(InteractionsJarProcess.TEMPLATE_JAVA_TOOL_OPTIONS, each.get("JAVA_TOOL_OPTIONS"),
                    "the options the deployment jar's test and ./tzaar bench interactions start it with");
        }

        // What Lambda would give each: these values, and the region it sets itself.
        Map<String, String> environment = new HashMap<>(Map.of(
                "DISCORD_APPLICATION_ID", "1309000000000000000",
                "DISCORD_PUBLIC_KEY", "3b6a27bcceb6a42d62a3a8d02a6f0d73653215771de243a63ac048a18b59da29",
                "TZAAR_FUNCTION", "arn:aws:lambda:eu-west-1:123456789012:function:tzaar-GameFunction:live",
                "AWS_REGION", "eu-west-1"));
        Map<String, String> interactions = new HashMap<>(environment);
        interactions.put(InteractionsLambda.RELAY_FUNCTION, "arn:aws:lambda:eu-west-1:123456789012:function:tzaar-relay:live");
        new InteractionsLambda(interactions);
        new InteractionsLambda(environment);
        // The secret's name is read, and the secret itself only when a reminder is to be posted.
        Map<String, String> withSecret = new HashMap<>(environment);
        withSecret.put(SecretBotToken.VARIABLE, "tzaar/bot-token");
        new InteractionsLambda(withSecret);
        // Deployed for the live board alone (ServeRelay without ServeInteractions), the relay has no public
        // key: it checks no signature, and starts without one.
        Map<String, String> keyless = new HashMap<>(withSecret);
        keyless.remove("DISCORD_PUBLIC_KEY");
        new InteractionsLambda(keyless);
        for (String needed : List.of("DISCORD_APPLICATION_ID", "TZAAR_FUNCTION")) {
            Map<String, String> without = new HashMap<>(environment);
            without.remove(needed);
            assertThrows(RuntimeException.class, () -> new InteractionsLambda(without), needed + " is read");
        }
    }

    @Test
    void theInteractionsFunctionMayInvokeTheGameFunctionAndTheRelayFunctionAndNothingElse() {
        List<Object> statements = statements("InteractionsFunction");
        assertEquals(2, statements.size());
        for (Object statement : statements) {
            assertEquals("Allow", map(statement).get("Effect"));
            assertEquals(List.of("lambda:InvokeFunction"), map(statement).get("Action"));
        }
        assertEquals(GAME_ALIAS, map(statements.get(0)).get("Resource"), "autocomplete, when nothing is cached");
        assertEquals(RELAY_ALIAS, map(statements.get(1)).get("Resource"), "the hand-off");
        assertEquals(Map.of("Fn::Sub", "${AWS::StackName}-interactions"),
                properties("InteractionsFunction").get("FunctionName"));
    }

    @Test
    void theRelayFunctionMayInvokeTheGameFunctionAndReadTheBotTokenAndNothingElse() {
        List<Object> statements = statements("RelayFunction");
        assertEquals(2, statements.size());
        assertEquals(Map.of("Sid", "InvokeTheGameFunction", "Effect", "Allow", "Action",
                List.of("lambda:InvokeFunction"), "Resource", GAME_ALIAS), statements.get(0));
        // The second reads the bot token's secret (SecretBotToken: GetSecretValue), only when one is named.
        List<Object> conditional = list(map(statements.get(1)).get("Fn::If"));
        assertEquals("ReadBotToken", conditional.get(0));
        assertEquals(Map.of("Ref", "AWS::NoValue"), conditional.get(2));
        Map<String, Object> secret = map(conditional.get(1));
        assertEquals("Allow", secret.get("Effect"));
        assertEquals(List.of("secretsmanager:GetSecretValue"), secret.get("Action"));
        assertEquals(Map.of("Fn::Sub", "arn:${AWS::Partition}:secretsmanager:${AWS::Region}:${AWS::AccountId}:secret:"
                + "${BotTokenSecret}-??????"), secret.get("Resource"), "that secret alone");
        assertEquals(Map.of("Fn::Sub", "${AWS::StackName}-relay"), properties("RelayFunction").get("FunctionName"));
    }

    @Test
    void everyDeploymentPublishesAVersionBehindTheLiveAliasWithSnapStart() {
        for (String name : List.of("InteractionsFunction", "RelayFunction")) {
            Map<String, Object> function = properties(name);
            assertEquals("live", function.get("AutoPublishAlias"), name);
            assertEquals(Map.of("ApplyOn", "PublishedVersions"), function.get("SnapStart"), name);
            assertEquals(List.of("arm64"), function.get("Architectures"), name);
            assertEquals("java21", function.get("Runtime"), name);
        }
    }

    /**
     * Lambda gives a whole vCPU from 1,769 MB; below it, a cold start that is not restored from the
     * snapshot (about 0.75 s of CPU before it acknowledges) is stretched past the 1 s aim.
     */
    @Test
    void theInteractionsFunctionHasAWholeVcpuForAColdAcknowledgement() {
        int memoryMb = (Integer) properties("InteractionsFunction").get("MemorySize");
        assertTrue(memoryMb >= 1769, "MemorySize " + memoryMb + " MB gives less than one vCPU");
        assertEquals(TemplateMemory.INTERACTIONS_FUNCTION, memoryMb, "what ./tzaar bench cost prices");
    }

    /** A relay mostly waits: it holds a fraction of a vCPU, and ./tzaar bench cost prices and sizes what it holds. */
    @Test
    void theRelayFunctionHoldsAFractionOfAVcpuWhileItWaits() {
        int memoryMb = (Integer) properties("RelayFunction").get("MemorySize");
        assertTrue(memoryMb < 1769, "MemorySize " + memoryMb + " MB: a whole vCPU, mostly waiting");
        assertEquals(TemplateMemory.RELAY_FUNCTION, memoryMb, "what ./tzaar bench cost prices and runs the JVM at");
        assertEquals(300, properties("RelayFunction").get("Timeout"),
                "the game function's 12 s and the webhook's; a tournament round's threads, some 1.3 s a game");
    }

    /**
     * A failed relay is tried again (the game function answers a repeat once, shown in the interaction's
     * own response only), but no event is run so late that it would end past the interaction's token:
     * Lambda's default keeps an event 6 hours, and a move made then could be told to nobody.
     */
    @Test
    void aFailedRelayIsTriedAgainButNeverRunPastTheTimeItsInteractionCanBeAnswered() {
        Map<String, Object> relay = properties("RelayFunction");
        Map<String, Object> config = map(relay.get("EventInvokeConfig"));
        assertEquals(2, config.get("MaximumRetryAttempts"), "Lambda's default, chosen: 1 and 3 minutes after");
        int oldestSeconds = (Integer) config.get("MaximumEventAgeInSeconds");
        int timeoutSeconds = (Integer) relay.get("Timeout");
        assertTrue(oldestSeconds + timeoutSeconds <= InteractionWebhook.ANSWERABLE.toSeconds(),
                "an event " + oldestSeconds + " s old, run for " + timeoutSeconds + " s, ends past "
                        + InteractionWebhook.ANSWERABLE);
        assertTrue(oldestSeconds >= 2 * 60 + 60, "the retries (1, then 2 minutes after a failure) still fit");
    }

    /**
     * SAM hashes the unresolved Environment: without this, a new key would never reach the alias, nor the
     * live board's button once the Activity is deployed.
     */
    @Test
    void aChangedKeyOrApplicationOrLiveBoardPublishesANewVersion() {
        for (String function : List.of("InteractionsFunction", "RelayFunction")) {
            String description = CloudFormationYaml.subText(properties(function).get("VersionDescription"));
            assertTrue(description.contains("${DiscordApplicationId}") && description.contains("${DiscordPublicKey}"),
                    function + ": " + description);
        }
        Object relay = properties("RelayFunction").get("VersionDescription");
        assertTrue(CloudFormationYaml.subText(relay).contains("${LiveBoard}"), CloudFormationYaml.subText(relay));
        assertEquals(Map.of("LiveBoard", Map.of("Fn::If", List.of("ServeActivity", "on", "off"))),
                CloudFormationYaml.subVariables(relay));
    }

    @Test
    void itsPublicUrlIsOnTheAliasWithoutIamAuthBecauseDiscordsSignatureIsChecked() {
        Map<String, Object> url = properties("InteractionsFunctionUrl");
        assertEquals(OWN_ALIAS, url.get("TargetFunctionArn"));
        assertEquals("NONE", url.get("AuthType"));
        Map<String, Object> permission = properties("InteractionsFunctionUrlPermission");
        assertEquals("lambda:InvokeFunctionUrl", permission.get("Action"));
        assertEquals(OWN_ALIAS, permission.get("FunctionName"));
        assertEquals("NONE", permission.get("FunctionUrlAuthType"));
        // Function URLs created since October 2025 need InvokeFunction too, granted only via the URL.
        Map<String, Object> invoke = properties("InteractionsFunctionUrlInvokePermission");
        assertEquals("lambda:InvokeFunction", invoke.get("Action"));
        assertEquals(OWN_ALIAS, invoke.get("FunctionName"));
        assertEquals("*", invoke.get("Principal"));
        assertEquals(Boolean.TRUE, invoke.get("InvokedViaFunctionUrl"));
        Map<String, Object> output = map(map(template.get("Outputs")).get("InteractionsEndpointUrl"));
        assertEquals(Map.of("Fn::GetAtt", List.of("InteractionsFunctionUrl", "FunctionUrl")), output.get("Value"));
    }

    @Test
    void theSchedulerInvokesTheRelayAliasWithTheClockSweepEventEveryMinute() throws IOException {
        Map<String, Object> schedule = properties("ClockSweepSchedule");
        assertEquals("rate(1 minute)", schedule.get("ScheduleExpression"));
        assertEquals(Map.of("Mode", "OFF"), schedule.get("FlexibleTimeWindow"));
        Map<String, Object> target = map(schedule.get("Target"));
        assertEquals(RELAY_ALIAS, target.get("Arn"), "a sweep waits on the game function and Discord, as a relay");
        assertEquals(Map.of("Fn::GetAtt", List.of("ClockSweepSchedulerRole", "Arn")), target.get("RoleArn"));
        Map<?, ?> input = new ObjectMapper().readValue((String) target.get("Input"), Map.class);
        assertEquals(Set.of(InteractionsLambda.CLOCK_SWEEP), input.keySet(), "the event the handler recognises");
    }

    @Test
    void theSchedulersRoleMayOnlyInvokeTheRelayAliasAndOnlyThisAccountsSchedulesTakeIt() {
        Map<String, Object> role = properties("ClockSweepSchedulerRole");
        List<Object> trust = list(map(role.get("AssumeRolePolicyDocument")).get("Statement"));
        assertEquals(1, trust.size());
        assertEquals(Map.of("Service", "scheduler.amazonaws.com"), map(trust.get(0)).get("Principal"));
        assertEquals("sts:AssumeRole", map(trust.get(0)).get("Action"));
        assertEquals(Map.of("StringEquals", Map.of("aws:SourceAccount", Map.of("Ref", "AWS::AccountId"))),
                map(trust.get(0)).get("Condition"));
        assertEquals(null, role.get("ManagedPolicyArns"));
        List<Object> policies = list(role.get("Policies"));
        assertEquals(1, policies.size());
        List<Object> statements = list(map(map(policies.get(0)).get("PolicyDocument")).get("Statement"));
        assertEquals(List.of(Map.of("Effect", "Allow", "Action", List.of("lambda:InvokeFunction"),
                "Resource", RELAY_ALIAS)), statements);
    }

    @Test
    void aChangedTokenSecretPublishesANewVersionOfTheFunctionThatReadsIt() {
        String description = CloudFormationYaml.subText(properties("RelayFunction").get("VersionDescription"));
        assertTrue(description.contains("${BotTokenSecret}"), description);
        assertEquals("", map(map(template.get("Parameters")).get("BotTokenSecret")).get("Default"),
                "no secret unless one is named");
    }

    @Test
    void nothingOfItExistsUntilTheApplicationIsNamed() {
        Map<String, Object> resources = map(template.get("Resources"));
        for (String name : List.of("InteractionsFunction", "InteractionsLogGroup",
                "InteractionsFunctionUrl",
                "InteractionsFunctionUrlPermission", "InteractionsFunctionUrlInvokePermission", "ClockSweepSchedule",
                "ClockSweepSchedulerRole")) {
            assertEquals(CONDITION, map(resources.get(name)).get("Condition"), name);
        }
        assertEquals(CONDITION, map(map(template.get("Outputs")).get("InteractionsEndpointUrl")).get("Condition"));
        // The relay function also comes with the live board and a bot token (ActivityTemplateTest).
        for (String name : List.of("RelayFunction", "RelayLogGroup")) {
            assertEquals("ServeRelay", map(resources.get(name)).get("Condition"), name);
        }
        assertEquals(Map.of("Fn::Or", List.of(Map.of("Condition", CONDITION),
                Map.of("Condition", "ActivityWithBotToken"))), map(template.get("Conditions")).get("ServeRelay"));
        Map<String, Object> parameters = map(template.get("Parameters"));
        assertEquals("", map(parameters.get("DiscordApplicationId")).get("Default"));
        assertEquals("", map(parameters.get("DiscordPublicKey")).get("Default"));
    }

    private static Map<String, Object> environment(String function) {
        return map(map(properties(function).get("Environment")).get("Variables"));
    }

    /** A function's own policy statements: it has no managed policies, only one document of its own. */
    private static List<Object> statements(String function) {
        List<Object> policies = list(properties(function).get("Policies"));
        assertEquals(1, policies.size(), function + ": no managed policies, only its own statements");
        return list(map(policies.get(0)).get("Statement"));
    }

    private static Map<String, Object> properties(String resource) {
        return map(map(map(template.get("Resources")).get(resource)).get("Properties"));
    }
}
