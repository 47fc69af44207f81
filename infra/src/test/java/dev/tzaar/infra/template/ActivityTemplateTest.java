package dev.tzaar.infra.template;

import static dev.tzaar.infra.template.CloudFormationYaml.list;
import static dev.tzaar.infra.template.CloudFormationYaml.map;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.amazonaws.services.lambda.runtime.RequestHandler;
import dev.tzaar.bot.activity.ActivityLambda;
import dev.tzaar.bot.activity.PageFiles;
import dev.tzaar.bot.function.RelayFunction;
import dev.tzaar.bot.rest.SecretBotToken;
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
 * The Activity function's promises in {@code template.yaml} (the live board), checked against the bot
 * module's code: its handler and the jar that holds it and the page, the environment it reads, the least
 * it may do (invoke the game function's alias and the relay function's, read its client secret, and never
 * the bot's token), its public URL on the alias without IAM
 * auth or CORS, SnapStart, logs that do not cost as much as the polls, and that none of it exists until
 * the application and its client secret are named.
 */
class ActivityTemplateTest {
    private static final Object GAME_ALIAS = Map.of("Ref", "GameFunction.Alias");
    private static final Object OWN_ALIAS = Map.of("Ref", "ActivityFunction.Alias");
    private static final Object RELAY_ALIAS = Map.of("Ref", "RelayFunction.Alias");
    private static final String CONDITION = "ServeActivity";

    private static Path root;
    private static Map<String, Object> template;

    @BeforeAll
    static void readTemplate() throws IOException {
        root = CloudFormationYaml.repositoryRoot();
        template = CloudFormationYaml.read(root.resolve("template.yaml"));
    }

    @Test
    void theHandlerIsTheBotModulesActivityHandlerThatLambdaCanConstruct() throws Exception {
        String[] handler = ((String) properties("ActivityFunction").get("Handler")).split("::");
        assertEquals("handleRequest", handler[1]);
        Class<?> type = Class.forName(handler[0]);
        assertEquals(ActivityLambda.class, type);
        assertTrue(RequestHandler.class.isAssignableFrom(type));
        assertNotNull(type.getConstructor(), "Lambda constructs it without arguments");
    }

    @Test
    void itRunsFromTheBotModulesJarWhichHoldsThePage() throws Exception {
        assertEquals("bot/target/tzaar-interactions.jar", properties("ActivityFunction").get("CodeUri"));
        Path jar = root.resolve("bot/target/tzaar-interactions.jar");
        assumeTrue(Files.isRegularFile(jar), "not built: " + jar);
        try (JarFile contents = new JarFile(jar.toFile())) {
            assertNotNull(contents.getEntry(ActivityLambda.class.getName().replace('.', '/') + ".class"),
                    "stale? ./mvnw -pl bot -am package");
            assertNotNull(contents.getEntry(PageFiles.ROOT + "index.html"), "the page, from tzaar-activity");
            assertTrue(contents.stream().anyMatch(e -> e.getName().startsWith(PageFiles.ROOT + "assets/app-")
                    && e.getName().endsWith(".js")), "the page's script");
        }
    }

    @Test
    void theEnvironmentIsExactlyWhatTheHandlerReadsAndEnoughToStartIt() {
        Map<String, Object> variables = map(map(properties("ActivityFunction").get("Environment")).get("Variables"));
        assertEquals(Set.of("DISCORD_APPLICATION_ID", "TZAAR_FUNCTION", "TZAAR_ACTIVITY_SECRET",
                RelayFunction.VARIABLE, "JAVA_TOOL_OPTIONS"), variables.keySet());
        assertEquals(Map.of("Ref", "DiscordApplicationId"), variables.get("DISCORD_APPLICATION_ID"));
        assertEquals(GAME_ALIAS, variables.get("TZAAR_FUNCTION"));
        assertEquals(Map.of("Ref", "ActivityClientSecret"), variables.get("TZAAR_ACTIVITY_SECRET"));
        assertEquals(Map.of("Fn::If", List.of("ActivityHasRelay", RELAY_ALIAS, "")),
                variables.get(RelayFunction.VARIABLE));

        Map<String, String> environment = new HashMap<>(Map.of(
                "DISCORD_APPLICATION_ID", "1309000000000000000",
                "TZAAR_FUNCTION", "arn:aws:lambda:eu-west-1:123456789012:function:tzaar-game:live",
                "TZAAR_ACTIVITY_SECRET", "tzaar/client-secret",
                "AWS_REGION", "eu-west-1"));
        new ActivityLambda(environment);
        for (String needed : List.of("DISCORD_APPLICATION_ID", "TZAAR_FUNCTION", "AWS_REGION")) {
            Map<String, String> without = new HashMap<>(environment);
            without.remove(needed);
            assertThrows(RuntimeException.class, () -> new ActivityLambda(without), needed + " is read");
        }
    }

    @Test
    void itMayInvokeTheGameFunctionsAliasAndTheRelaysAndReadItsClientSecretAndNothingElse() {
        List<Object> policies = list(properties("ActivityFunction").get("Policies"));
        assertEquals(1, policies.size(), "no managed policies, only its own statements");
        List<Object> statements = list(map(policies.get(0)).get("Statement"));
        assertEquals(3, statements.size());
        assertEquals(List.of("lambda:InvokeFunction"), map(statements.get(0)).get("Action"));
        assertEquals(GAME_ALIAS, map(statements.get(0)).get("Resource"));
        assertEquals(List.of("secretsmanager:GetSecretValue"), map(statements.get(1)).get("Action"));
        assertEquals(Map.of("Fn::Sub", "arn:${AWS::Partition}:secretsmanager:${AWS::Region}:${AWS::AccountId}:secret:"
                + "${ActivityClientSecret}-??????"), map(statements.get(1)).get("Resource"), "that secret alone");
        List<Object> relay = list(map(statements.get(2)).get("Fn::If"));
        assertEquals("ActivityHasRelay", relay.get(0));
        assertEquals(List.of("lambda:InvokeFunction"), map(relay.get(1)).get("Action"));
        assertEquals(RELAY_ALIAS, map(relay.get(1)).get("Resource"), "the relay's alias alone");
        assertEquals(Map.of("Ref", "AWS::NoValue"), relay.get(2));
        for (Object statement : List.of(statements.get(0), statements.get(1), relay.get(1))) {
            assertEquals("Allow", map(statement).get("Effect"));
        }
    }

    /**
     * Its URL is public: what takes the bot's token is asked of the relay function, and nothing of the
     * function, its environment, its permissions or its version names the token's secret.
     */
    @Test
    void itHoldsNoBotTokenAndMayNotReadOne() {
        Map<String, Object> variables = map(map(properties("ActivityFunction").get("Environment")).get("Variables"));
        assertTrue(!variables.containsKey(SecretBotToken.VARIABLE), "no " + SecretBotToken.VARIABLE);
        String whole = map(template.get("Resources")).get("ActivityFunction").toString();
        assertTrue(!whole.contains("BotTokenSecret"), "the token's secret is not named: " + whole);
        List<Object> condition = list(map(map(template.get("Conditions")).get("ActivityHasRelay")).get("Fn::And"));
        assertEquals(List.of(Map.of("Condition", CONDITION), Map.of("Condition", "ServeRelay")), condition,
                "a relay where the stack runs one");
    }

    /**
     * A host whose gateway bot runs elsewhere deploys the Activity alone (no public key, so no interactions
     * endpoint) with the bot's token: the relay function comes with it, holding the token, so that a move
     * made on the board is shown in its channel and spectators may watch; the Activity still holds none.
     * Without a token there is nothing for a relay to post with, and none is deployed.
     */
    @Test
    void theActivityDeployedAloneWithABotTokenHasARelayThatHoldsTheTokenAndItselfHoldsNone() {
        Map<String, String> activityAlone = Map.of("DiscordApplicationId", "1309000000000000000",
                "ActivityClientSecret", "tzaar/client-secret", "BotTokenSecret", "tzaar/bot-token");
        TemplateConditions shape = new TemplateConditions(template, activityAlone);
        assertTrue(!shape.holds("ServeInteractions"), "no public key, no interactions endpoint");
        for (String resource : List.of("ActivityFunction", "RelayFunction", "RelayLogGroup")) {
            assertTrue(shape.deploys(template, resource), resource);
        }
        for (String resource : List.of("InteractionsFunction", "InteractionsFunctionUrl", "ClockSweepSchedule")) {
            assertTrue(!shape.deploys(template, resource), resource + ": the gateway bot's own, elsewhere");
        }
        assertTrue(shape.holds("ActivityHasRelay"), "the Activity is told the relay and may invoke it");
        assertTrue(shape.holds("ReadBotToken"), "the relay may read the token");
        itHoldsNoBotTokenAndMayNotReadOne();

        Map<String, String> withoutToken = new HashMap<>(activityAlone);
        withoutToken.remove("BotTokenSecret");
        TemplateConditions tokenless = new TemplateConditions(template, withoutToken);
        assertTrue(tokenless.deploys(template, "ActivityFunction"));
        assertTrue(!tokenless.deploys(template, "RelayFunction"), "no token to post with");
        assertTrue(!tokenless.holds("ActivityHasRelay"));

        Map<String, String> everything = new HashMap<>(activityAlone);
        everything.put("DiscordPublicKey", "3b6a27bcceb6a42d62a3a8d02a6f0d73653215771de243a63ac048a18b59da29");
        TemplateConditions whole = new TemplateConditions(template, everything);
        for (String resource : List.of("ActivityFunction", "RelayFunction", "InteractionsFunction",
                "ClockSweepSchedule")) {
            assertTrue(whole.deploys(template, resource), resource);
        }
        assertTrue(whole.holds("ActivityHasRelay"));
    }

    @Test
    void itRunsOnArm64WithSnapStartBehindTheLiveAlias() {
        Map<String, Object> function = properties("ActivityFunction");
        assertEquals("java21", function.get("Runtime"));
        assertEquals(List.of("arm64"), function.get("Architectures"));
        assertEquals("live", function.get("AutoPublishAlias"));
        assertEquals(Map.of("ApplyOn", "PublishedVersions"), function.get("SnapStart"));
        assertTrue((Integer) function.get("Timeout") > 12, "longer than the game function's client waits");
    }

    /** About 5,000 polls an hour per open board: Lambda's START, END and REPORT lines would cost as much. */
    @Test
    void itsPlatformLogsAreKeptToWarningsInAGroupWithRetention() {
        Map<String, Object> logging = map(properties("ActivityFunction").get("LoggingConfig"));
        assertEquals("JSON", logging.get("LogFormat"));
        assertEquals("WARN", logging.get("SystemLogLevel"));
        assertEquals(Map.of("Ref", "ActivityLogGroup"), logging.get("LogGroup"));
        assertEquals(Map.of("Ref", "LogRetentionDays"), properties("ActivityLogGroup").get("RetentionInDays"));
    }

    @Test
    void itsPublicUrlIsOnTheAliasWithoutIamAuthOrCorsForDiscordsProxyCallsItFromThePagesOrigin() {
        Map<String, Object> url = properties("ActivityFunctionUrl");
        assertEquals(OWN_ALIAS, url.get("TargetFunctionArn"));
        assertEquals("NONE", url.get("AuthType"));
        assertNull(url.get("Cors"), "same origin: the page and its API both come through Discord's proxy");
        Map<String, Object> permission = properties("ActivityFunctionUrlPermission");
        assertEquals("lambda:InvokeFunctionUrl", permission.get("Action"));
        assertEquals(OWN_ALIAS, permission.get("FunctionName"));
        assertEquals("NONE", permission.get("FunctionUrlAuthType"));
        Map<String, Object> invoke = properties("ActivityFunctionUrlInvokePermission");
        assertEquals("lambda:InvokeFunction", invoke.get("Action"));
        assertEquals(OWN_ALIAS, invoke.get("FunctionName"));
        assertEquals(Boolean.TRUE, invoke.get("InvokedViaFunctionUrl"));
        Map<String, Object> output = map(map(template.get("Outputs")).get("ActivityUrl"));
        assertEquals(Map.of("Fn::GetAtt", List.of("ActivityFunctionUrl", "FunctionUrl")), output.get("Value"));
    }

    @Test
    void nothingOfItExistsUntilTheApplicationAndItsClientSecretAreNamed() {
        Map<String, Object> resources = map(template.get("Resources"));
        for (String name : List.of("ActivityFunction", "ActivityLogGroup", "ActivityFunctionUrl",
                "ActivityFunctionUrlPermission", "ActivityFunctionUrlInvokePermission")) {
            assertEquals(CONDITION, map(resources.get(name)).get("Condition"), name);
        }
        assertEquals(CONDITION, map(map(template.get("Outputs")).get("ActivityUrl")).get("Condition"));
        List<Object> condition = list(map(map(template.get("Conditions")).get(CONDITION)).get("Fn::And"));
        assertEquals(List.of(
                Map.of("Fn::Not", List.of(Map.of("Fn::Equals", List.of(Map.of("Ref", "DiscordApplicationId"), "")))),
                Map.of("Fn::Not", List.of(Map.of("Fn::Equals", List.of(Map.of("Ref", "ActivityClientSecret"), ""))))),
                condition);
        assertEquals("", map(map(template.get("Parameters")).get("ActivityClientSecret")).get("Default"));
    }

    @Test
    void aHostMayCapHowManyInstancesThePublicFunctionRunsAndNoCapIsTheDefault() {
        assertEquals(Map.of("Fn::If", List.of("CapActivity", Map.of("Ref", "ActivityConcurrency"),
                Map.of("Ref", "AWS::NoValue"))), properties("ActivityFunction").get("ReservedConcurrentExecutions"));
        assertEquals(Map.of("Fn::Not", List.of(Map.of("Fn::Equals", List.of(Map.of("Ref", "ActivityConcurrency"), 0)))),
                map(template.get("Conditions")).get("CapActivity"));
        Map<String, Object> parameter = map(map(template.get("Parameters")).get("ActivityConcurrency"));
        assertEquals(0, parameter.get("Default"));
        assertEquals(0, parameter.get("MinValue"));
    }

    private static Map<String, Object> properties(String resource) {
        return map(map(map(template.get("Resources")).get(resource)).get("Properties"));
    }
}
