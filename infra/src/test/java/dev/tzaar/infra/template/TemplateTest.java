package dev.tzaar.infra.template;

import static dev.tzaar.infra.template.CloudFormationYaml.list;
import static dev.tzaar.infra.template.CloudFormationYaml.map;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.amazonaws.services.lambda.runtime.RequestStreamHandler;
import dev.tzaar.bot.gateway.BotSettings;
import dev.tzaar.infra.local.FunctionLogs;
import dev.tzaar.infra.local.LocalFunction;
import dev.tzaar.lambda.shared.AiTime;
import dev.tzaar.lambda.shared.TimeLimits;
import dev.tzaar.lambda.store.GameTable;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/**
 * The promises of {@code template.yaml}, checked against the code they must agree with: the table
 * is {@link GameTable}'s, the handler and the jar are the lambda module's, the permissions are what
 * the store uses and no more, and the bot gets what it needs to invoke the function.
 */
class TemplateTest {
    /** What the store does to the table (checked against its calls by lambda's StoreCallsTest). */
    private static final Set<String> STORE_ACTIONS = dev.tzaar.lambda.store.DynamoDbGameStore.IAM_ACTIONS;
    private static final Object TABLE_ARN = Map.of("Fn::GetAtt", List.of("GameTable", "Arn"));
    private static final Object INDEX_ARNS = Map.of("Fn::Sub", "${GameTable.Arn}/index/*");
    private static final Object ALIAS_ARN = Map.of("Ref", "GameFunction.Alias");
    private static final Set<String> SETTING_VARIABLES = Set.of("TZAAR_CHALLENGE_MINUTES", "TZAAR_CLAIM_HOURS",
            "TZAAR_FINISHED_DAYS", "TZAAR_IDLE_DAYS");

    private static Path root;
    private static Map<String, Object> template;

    @BeforeAll
    static void readTemplate() throws IOException {
        // Surefire runs in the module's directory; the template is at the repository's root.
        root = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath().getParent();
        assertTrue(Files.readString(root.resolve("pom.xml")).contains("<artifactId>tzaar-parent</artifactId>"),
                "not the repository root: " + root);
        template = CloudFormationYaml.read(root.resolve("template.yaml"));
    }

    // ---- the template as a whole

    @Test
    void theTemplateIsASamTemplate() {
        assertEquals("2010-09-09", template.get("AWSTemplateFormatVersion"));
        assertEquals("AWS::Serverless-2016-10-31", template.get("Transform"));
    }

    @Test
    void everyReferenceNamesAParameterOrResourceThatExists() {
        Set<String> known = new HashSet<>();
        known.addAll(map(template.get("Parameters")).keySet());
        known.addAll(resources().keySet());
        known.addAll(Set.of("AWS::Region", "AWS::AccountId", "AWS::StackName", "AWS::Partition", "AWS::URLSuffix",
                "AWS::NoValue", "AWS::StackId"));
        // What SAM makes of AutoPublishAlias, and lets the template refer to.
        known.add("GameFunction.Alias");
        List<String> unknown = new ArrayList<>();
        for (String name : referencedNames(template)) {
            String resource = name.contains(".") && !known.contains(name) ? name.substring(0, name.indexOf('.')) : name;
            if (!known.contains(resource)) {
                unknown.add(name);
            }
        }
        assertEquals(List.of(), unknown);
    }

    @Test
    void everyParameterHasADefaultSoADeployNeedsNoAnswers() {
        map(template.get("Parameters")).forEach((name, parameter) ->
                assertNotNull(map(parameter).get("Default"), name));
    }

    /**
     * docs/hosting.md's list of the stack's parameters ("Parameters, all optional: ...") names every parameter
     * of the template, each with its default in parentheses (or, for an empty default, what empty
     * means), and names no parameter the template lacks.
     */
    @Test
    void theHostsGuidesParameterListNamesEveryParameterWithItsDefault() throws IOException {
        String readme = Files.readString(root.resolve("docs").resolve("hosting.md"));
        int start = readme.indexOf("Parameters, all optional:");
        assertTrue(start >= 0, "docs/hosting.md has no \"Parameters, all optional:\" paragraph");
        int end = readme.indexOf("\n\n", start);
        String paragraph = readme.substring(start, end < 0 ? readme.length() : end).replace('\n', ' ');
        List<String> wrong = new ArrayList<>();
        Map<String, Object> parameters = map(template.get("Parameters"));
        parameters.forEach((name, parameter) -> {
            String value = String.valueOf(map(parameter).get("Default"));
            String listed = value.isEmpty() ? "`" + name + "`" : "`" + name + "` (" + value + ")";
            if (!paragraph.contains(listed)) {
                wrong.add("missing or without its default: " + listed);
            }
        });
        Matcher named = Pattern.compile("`([A-Z][A-Za-z]+)`").matcher(paragraph);
        while (named.find()) {
            if (!parameters.containsKey(named.group(1))) {
                wrong.add("not a parameter of the template: " + named.group(1));
            }
        }
        assertEquals(List.of(), wrong, paragraph);
    }

    // ---- the table

    @Test
    void theTableHasGameTablesKeyAndAttributes() {
        CreateTableRequest wanted = GameTable.createRequest("any");
        Map<String, Object> table = properties("GameTable");

        assertEquals(keys(wanted.keySchema()), table.get("KeySchema"));
        assertEquals(wanted.attributeDefinitions().stream()
                        .map(a -> Map.of("AttributeName", a.attributeName(), "AttributeType", a.attributeTypeAsString()))
                        .collect(Collectors.toSet()), Set.copyOf(list(table.get("AttributeDefinitions"))));
    }

    @Test
    void theTableHasGameTablesIndexesEachWithItsKeysAndProjection() {
        Map<String, Object> expected = new LinkedHashMap<>();
        for (GlobalSecondaryIndex index : GameTable.createRequest("any").globalSecondaryIndexes()) {
            expected.put(index.indexName(), Map.of(
                    "IndexName", index.indexName(), "KeySchema", keys(index.keySchema()),
                    "Projection", Map.of("ProjectionType", index.projection().projectionTypeAsString())));
        }
        Map<String, Object> actual = new LinkedHashMap<>();
        for (Object index : list(properties("GameTable").get("GlobalSecondaryIndexes"))) {
            actual.put((String) map(index).get("IndexName"), index);
        }

        assertEquals(expected, actual);
    }

    /**
     * CloudFormation creates a single index per update of an existing table ("Cannot perform more
     * than one GSI creation or deletion in a single update"), so an instance deployed with the first
     * three indexes must get everything since as one index, or its next sam deploy fails and rolls back.
     */
    @Test
    void aStackDeployedWithTheFirstThreeIndexesGainsAtMostOneIndexPerRelease() {
        Set<String> first = Set.of(GameTable.OPEN_BY_CHANNEL, GameTable.BY_CHALLENGER, GameTable.BY_OPPONENT);
        List<String> added = list(properties("GameTable").get("GlobalSecondaryIndexes")).stream()
                .map(index -> (String) map(index).get("IndexName"))
                .filter(name -> !first.contains(name))
                .toList();

        assertEquals(List.of(GameTable.BY_LIST), added);
    }

    @Test
    void expiredItemsAreDeletedByTtlOnGameTablesExpiresAttribute() {
        assertEquals(Map.of("AttributeName", GameTable.EXPIRES, "Enabled", true),
                properties("GameTable").get("TimeToLiveSpecification"));
    }

    @Test
    void theTableIsOnDemand() {
        Map<String, Object> table = properties("GameTable");

        assertEquals("PAY_PER_REQUEST", table.get("BillingMode"));
        assertFalse(String.valueOf(table).contains("ProvisionedThroughput"));
    }

    @Test
    void theTableCanBeRestoredToAnyPointInTime() {
        assertEquals(Map.of("PointInTimeRecoveryEnabled", true),
                properties("GameTable").get("PointInTimeRecoverySpecification"));
    }

    @Test
    void theGamesOutliveTheStackBeingDeletedOrTheTableReplaced() {
        Map<String, Object> table = resource("GameTable");

        assertEquals("AWS::DynamoDB::Table", table.get("Type"));
        assertEquals("Retain", table.get("DeletionPolicy"));
        assertEquals("Retain", table.get("UpdateReplacePolicy"));
    }

    // ---- the function

    @Test
    void theFunctionRunsOnJava21OnArm64() {
        Map<String, Object> function = properties("GameFunction");

        assertEquals("AWS::Serverless::Function", resource("GameFunction").get("Type"));
        assertEquals("java21", function.get("Runtime"));
        assertEquals(List.of("arm64"), function.get("Architectures"));
    }

    @Test
    void everyDeploymentPublishesAVersionBehindTheLiveAliasWithSnapStart() {
        Map<String, Object> function = properties("GameFunction");

        assertEquals("live", function.get("AutoPublishAlias"));
        assertEquals(Map.of("ApplyOn", "PublishedVersions"), function.get("SnapStart"));
        assertEquals(LocalFunction.of("tzaar", () -> null, FunctionLogs.discarding()).alias(), function.get("AutoPublishAlias"),
                "local runs serve the same alias");
    }

    @Test
    void theFunctionHasTheMemoryAndTimeoutThatLocalRunsReport() {
        LocalFunction local = LocalFunction.of("tzaar", () -> null, FunctionLogs.discarding());
        Map<String, Object> function = properties("GameFunction");

        assertEquals(local.memoryMb(), function.get("MemorySize"));
        assertEquals((int) local.timeout().toSeconds(), function.get("Timeout"));
    }

    @Test
    void theHandlerNamedIsAStreamHandlerOfTheLambdaModuleThatLambdaCanConstruct() {
        String handler = (String) properties("GameFunction").get("Handler");
        String[] parts = handler.split("::");
        assertEquals(2, parts.length, handler);
        assertEquals("handleRequest", parts[1], "RequestStreamHandler's method");

        Class<?> type;
        try {
            type = Class.forName(parts[0], false, getClass().getClassLoader());
        } catch (ClassNotFoundException e) {
            fail("template.yaml names the handler " + parts[0] + ", which is not on the lambda module's classpath");
            return;
        }
        assertTrue(RequestStreamHandler.class.isAssignableFrom(type), parts[0] + " is not a RequestStreamHandler");
        assertTrue(Modifier.isPublic(type.getModifiers()) && !Modifier.isAbstract(type.getModifiers()));
        try {
            assertTrue(Modifier.isPublic(type.getConstructor().getModifiers()));
        } catch (NoSuchMethodException e) {
            fail(parts[0] + " has no public no-argument constructor, which Lambda needs");
        }
    }

    @Test
    void codeUriIsTheJarTheLambdaModuleShades() throws Exception {
        Path codeUri = root.resolve((String) properties("GameFunction").get("CodeUri")).normalize();

        assertEquals(shadedJar(), codeUri);
    }

    /** What sam deploy would upload, when it has been built ({@code ./mvnw verify} builds it first). */
    @Test
    void theShadedJarHoldsTheHandlerAndTheSdksServiceFiles() throws Exception {
        Path jar = shadedJar();
        assumeTrue(Files.isRegularFile(jar), "not built: " + jar);
        String handler = ((String) properties("GameFunction").get("Handler")).split("::")[0];

        try (JarFile contents = new JarFile(jar.toFile())) {
            assertNotNull(contents.getEntry(handler.replace('.', '/') + ".class"),
                    jar + " lacks " + handler + " (stale? ./mvnw -pl lambda -am package)");
            assertNotNull(contents.getEntry("META-INF/services/software.amazon.awssdk.http.SdkHttpService"));
            assertTrue(contents.stream().noneMatch(e -> e.getName().matches("META-INF/[^/]+\\.(SF|RSA|DSA|EC)")),
                    "signature files of the merged jars would make the jar unloadable");
        }
    }

    @Test
    void theFunctionFindsTheTableAndTheSettingsInItsEnvironment() {
        Map<String, Object> variables = map(map(properties("GameFunction").get("Environment")).get("Variables"));

        assertEquals(Map.of("Ref", "GameTable"), variables.get("TZAAR_TABLE"));
        Set<String> settings = variables.keySet().stream()
                .filter(name -> name.startsWith("TZAAR_") && !name.equals("TZAAR_TABLE") && !name.equals(AiTime.MILLIS))
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(SETTING_VARIABLES), settings);
    }

    @Test
    void theSettingsParametersDefaultToTheFunctionsOwnDefaultsAndEachIsReadBySettings() {
        Map<String, Object> variables = map(map(properties("GameFunction").get("Environment")).get("Variables"));
        Map<String, String> defaults = new HashMap<>();
        for (String name : SETTING_VARIABLES) {
            String parameter = (String) map(variables.get(name)).get("Ref");
            defaults.put(name, String.valueOf(map(map(template.get("Parameters")).get(parameter)).get("Default")));
        }

        assertEquals(TimeLimits.defaults(), TimeLimits.fromEnvironment(defaults));
        for (String name : SETTING_VARIABLES) {
            Map<String, String> changed = new HashMap<>(defaults);
            changed.put(name, "1");
            assertNotEquals(TimeLimits.defaults(), TimeLimits.fromEnvironment(changed),
                    name + " is not read by TimeLimits");
        }
    }

    /** The bot's time per turn: the parameter defaults to AiTime's default and allows exactly what AiTime accepts. */
    @Test
    void theBotsTimeParameterDefaultsToTheFunctionsDefaultAndAllowsWhatItAccepts() {
        Map<String, Object> variables = map(map(properties("GameFunction").get("Environment")).get("Variables"));
        String parameterName = (String) map(variables.get(AiTime.MILLIS)).get("Ref");
        Map<String, Object> parameter = map(map(template.get("Parameters")).get(parameterName));
        assertEquals(String.valueOf(AiTime.DEFAULT_MILLIS), parameter.get("Default"));
        Pattern allowed = Pattern.compile((String) parameter.get("AllowedPattern"));
        for (String value : List.of("1", "40", "999", "1500", "2999", "3000", "3001", "9999", "0", "015", "1.5", "-1")) {
            boolean accepted;
            try {
                AiTime.fromEnvironment(Map.of(AiTime.MILLIS, value));
                accepted = true;
            } catch (IllegalArgumentException e) {
                accepted = false;
            }
            assertEquals(accepted, allowed.matcher(value).matches(), parameterName + " and AiTime differ on \"" + value + "\"");
        }
    }

    /**
     * SAM names the version it publishes after a hash of the code and of Environment as written,
     * so {@code !Ref ClaimHours} hashes the same whatever its value, and a changed setting alone would
     * never reach the alias. The version's description is resolved by CloudFormation, and a changed
     * description replaces the version: every parameter the function's properties use must be in it.
     */
    /** Lambda applies these to the function, whichever version runs: they need no new version. */
    private static final Set<String> FUNCTION_LEVEL_PROPERTIES = Set.of("ReservedConcurrentExecutions");

    @Test
    void everyParameterAnAliasedFunctionUsesIsInItsVersionDescriptionSoAChangePublishesAVersion() {
        Set<String> parameters = map(template.get("Parameters")).keySet();
        Map<String, Object> globals = template.get("Globals") == null ? Map.of()
                : map(map(template.get("Globals")).getOrDefault("Function", Map.of()));
        int aliased = 0;
        for (Map.Entry<String, Object> entry : resources().entrySet()) {
            Map<String, Object> resource = map(entry.getValue());
            if (!"AWS::Serverless::Function".equals(resource.get("Type"))) {
                continue;
            }
            Map<String, Object> function = new LinkedHashMap<>(globals);
            function.putAll(map(resource.get("Properties")));
            if (function.get("AutoPublishAlias") == null) {
                continue;
            }
            aliased++;
            Object description = function.remove("VersionDescription");
            // Settings of the function itself, not of a version: a change applies to every version at once.
            FUNCTION_LEVEL_PROPERTIES.forEach(function::remove);
            Set<String> used = referencedNames(function);
            used.retainAll(parameters);
            assertNotNull(description, entry.getKey() + " has no VersionDescription, so a changed " + used
                    + " would publish no version");
            Set<String> described = referencedNames(description);
            used.removeAll(described);
            assertEquals(Set.of(), used, entry.getKey() + "'s VersionDescription leaves out parameters it uses");
        }
        assertTrue(aliased > 0, "no function with AutoPublishAlias");
    }

    /**
     * A Number parameter took 1.5, which the function's init refused while publishing the version,
     * and the stack rolled back: the template allows exactly what {@link TimeLimits} accepts.
     */
    @Test
    void theSettingsParametersAllowExactlyTheValuesTheFunctionAccepts() {
        Map<String, Object> variables = map(map(properties("GameFunction").get("Environment")).get("Variables"));
        List<String> samples = List.of("1", "15", "72", "99999", "100000", "0", "1.5", "-1", "+5", "015", "1e3",
                "", "fifteen", "9223372036854775808");
        for (String name : SETTING_VARIABLES) {
            String parameterName = (String) map(variables.get(name)).get("Ref");
            Map<String, Object> parameter = map(map(template.get("Parameters")).get(parameterName));
            assertEquals("String", parameter.get("Type"), parameterName + ": a Number parameter takes 1.5");
            assertNotNull(parameter.get("ConstraintDescription"), parameterName + " says what it must be");
            Pattern allowed = Pattern.compile((String) parameter.get("AllowedPattern"));
            for (String value : samples) {
                boolean accepted;
                try {
                    TimeLimits.fromEnvironment(Map.of(name, value));
                    accepted = !value.isBlank();
                } catch (IllegalArgumentException e) {
                    accepted = false;
                }
                // CloudFormation matches AllowedPattern against the whole value.
                assertEquals(accepted, allowed.matcher(value).matches(), parameterName + " given \"" + value + "\"");
            }
        }
    }

    /**
     * {@code sam build} has nothing to build (Maven makes the jar), yet it would look for a build
     * manifest for a .jar and leave .aws-sam/build/template.yaml behind, which {@code sam deploy}
     * then prefers to template.yaml however stale: every function deployed from a prebuilt file is
     * marked SkipBuild, deploys name template.yaml, and .aws-sam/ is never committed.
     */
    @Test
    void samBuildIsANoOpAndDeploysAlwaysUseThisTemplate() throws IOException {
        for (Map.Entry<String, Object> entry : resources().entrySet()) {
            Map<String, Object> resource = map(entry.getValue());
            Object codeUri = resource.get("Properties") instanceof Map ? map(resource.get("Properties")).get("CodeUri") : null;
            if ("AWS::Serverless::Function".equals(resource.get("Type")) && codeUri instanceof String
                    && !((String) codeUri).endsWith(".zip")) {
                Object metadata = resource.get("Metadata");
                assertTrue(metadata instanceof Map && Boolean.TRUE.equals(map(metadata).get("SkipBuild")),
                        entry.getKey() + " (CodeUri " + codeUri + ") lacks Metadata SkipBuild: true");
            }
        }
        String samconfig = Files.readString(root.resolve("samconfig.toml"));
        String deploy = samconfig.substring(samconfig.indexOf("[default.deploy.parameters]"));
        deploy = deploy.substring(0, deploy.indexOf("\n[") < 0 ? deploy.length() : deploy.indexOf("\n["));
        assertTrue(deploy.lines().anyMatch(line -> line.strip().equals("template_file = \"template.yaml\"")),
                "samconfig.toml's deploy parameters name template.yaml:\n" + deploy);
        assertTrue(Files.readAllLines(root.resolve(".gitignore")).contains(".aws-sam/"), ".gitignore lacks .aws-sam/");
    }

    /** Without TZAAR_FUNCTION the bot invokes what a stack deployed with samconfig.toml is named. */
    @Test
    void theBotsDefaultFunctionIsTheLiveAliasOfTheFunctionTheDefaultStackNames() throws IOException {
        Matcher stackName = Pattern.compile("(?m)^stack_name\\s*=\\s*\"([^\"]+)\"")
                .matcher(Files.readString(root.resolve("samconfig.toml")));
        assertTrue(stackName.find(), "samconfig.toml names the stack");
        String functionName = (String) map(properties("GameFunction").get("FunctionName")).get("Fn::Sub");

        assertEquals(BotSettings.DEFAULT_FUNCTION, functionName.replace("${AWS::StackName}", stackName.group(1))
                + ":" + properties("GameFunction").get("AutoPublishAlias"));
        assertEquals(Map.of("Fn::Sub", "/aws/lambda/" + functionName), properties("GameLogGroup").get("LogGroupName"),
                "the function logs where Lambda would put its logs by name");
    }

    @Test
    void theJvmCompilesTheAiSearchWithC2() {
        Map<String, Object> variables = map(map(properties("GameFunction").get("Environment")).get("Variables"));

        // The bot's turn is a 1.5 s search in the request: C1 alone would run it 2.6x slower (docs/ai.md).
        assertEquals("-XX:+TieredCompilation", variables.get("JAVA_TOOL_OPTIONS"));
    }

    @Test
    void theFunctionLogsToALogGroupWithRetention() {
        Map<String, Object> logGroup = resource("GameLogGroup");

        assertEquals("AWS::Logs::LogGroup", logGroup.get("Type"));
        assertEquals(Map.of("Ref", "LogRetentionDays"), map(logGroup.get("Properties")).get("RetentionInDays"));
        assertEquals(Map.of("LogGroup", Map.of("Ref", "GameLogGroup")), properties("GameFunction").get("LoggingConfig"));
    }

    // ---- permissions

    @Test
    void theFunctionMayDoExactlyWhatTheStoreDoes() {
        Set<String> actions = new HashSet<>();
        for (Map<String, Object> statement : functionStatements()) {
            assertEquals("Allow", statement.get("Effect"));
            assertFalse(statement.containsKey("NotAction") || statement.containsKey("NotResource"));
            actions.addAll(strings(statement.get("Action")));
        }

        assertEquals(STORE_ACTIONS, actions);
    }

    @Test
    void theFunctionsPermissionsReachOnlyTheTableAndQueriesOnlyItsIndexes() {
        for (Map<String, Object> statement : functionStatements()) {
            List<Object> resources = statement.get("Resource") instanceof List
                    ? list(statement.get("Resource")) : List.of(statement.get("Resource"));
            for (Object resource : resources) {
                assertTrue(resource.equals(TABLE_ARN) || resource.equals(INDEX_ARNS), "resource " + resource);
            }
            if (strings(statement.get("Action")).contains("dynamodb:Query")) {
                assertEquals(List.of(INDEX_ARNS), resources, "Query only on the indexes");
            }
        }
    }

    @Test
    void theFunctionHasNoPoliciesButItsOwnStatements() {
        for (Object policy : list(properties("GameFunction").get("Policies"))) {
            assertTrue(policy instanceof Map && map(policy).keySet().equals(Set.of("Statement")),
                    "a managed or SAM template policy would grant more: " + policy);
        }
    }

    @Test
    void theBotsPolicyAllowsInvokingTheLiveAliasAndNothingElse() {
        Map<String, Object> policy = resource("BotInvokePolicy");
        assertEquals("AWS::IAM::ManagedPolicy", policy.get("Type"));
        List<Object> statements = list(map(map(policy.get("Properties")).get("PolicyDocument")).get("Statement"));

        assertEquals(1, statements.size());
        Map<String, Object> statement = map(statements.get(0));
        assertEquals("Allow", statement.get("Effect"));
        assertEquals(List.of("lambda:InvokeFunction"), strings(statement.get("Action")));
        assertEquals(ALIAS_ARN, statement.get("Resource"));
    }

    // ---- outputs

    @Test
    void theOutputsGiveTheBotTheAliasArnAndThePolicyToAttach() {
        Map<String, Object> outputs = map(template.get("Outputs"));

        assertEquals(ALIAS_ARN, map(outputs.get("GameFunctionAliasArn")).get("Value"));
        assertEquals(Map.of("Ref", "BotInvokePolicy"), map(outputs.get("BotInvokePolicyArn")).get("Value"));
        assertEquals(Map.of("Ref", "GameTable"), map(outputs.get("GameTableName")).get("Value"));
        assertEquals(Map.of("Ref", "AWS::Region"), map(outputs.get("Region")).get("Value"));
    }

    // ---- helpers

    private static Map<String, Object> resources() {
        return map(template.get("Resources"));
    }

    private static Map<String, Object> resource(String name) {
        Object resource = resources().get(name);
        assertNotNull(resource, "no resource " + name);
        return map(resource);
    }

    private static Map<String, Object> properties(String name) {
        return map(resource(name).get("Properties"));
    }

    private static List<Map<String, Object>> functionStatements() {
        List<Map<String, Object>> statements = new ArrayList<>();
        for (Object policy : list(properties("GameFunction").get("Policies"))) {
            for (Object statement : list(map(policy).get("Statement"))) {
                statements.add(map(statement));
            }
        }
        assertFalse(statements.isEmpty());
        return statements;
    }

    private static List<Map<String, String>> keys(List<KeySchemaElement> schema) {
        return schema.stream()
                .map(key -> Map.of("AttributeName", key.attributeName(), "KeyType", key.keyTypeAsString()))
                .collect(Collectors.toList());
    }

    /** The jar the lambda module's shade plugin writes, read from lambda/pom.xml. */
    private static Path shadedJar() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document pom = factory.newDocumentBuilder().parse(root.resolve("lambda/pom.xml").toFile());
        NodeList plugins = pom.getElementsByTagName("plugin");
        for (int i = 0; i < plugins.getLength(); i++) {
            Element plugin = (Element) plugins.item(i);
            if (plugin.getElementsByTagName("artifactId").item(0).getTextContent().equals("maven-shade-plugin")) {
                NodeList outputFile = plugin.getElementsByTagName("outputFile");
                assertEquals(1, outputFile.getLength(), "the shade plugin names one outputFile");
                String path = outputFile.item(0).getTextContent().trim()
                        .replace("${project.build.directory}", "target")
                        .replace("${project.basedir}", ".")
                        .replace("${basedir}", ".");
                assertFalse(path.contains("${"), "a property this test does not know: " + path);
                return root.resolve("lambda").resolve(path).normalize();
            }
        }
        throw new AssertionError("lambda/pom.xml has no maven-shade-plugin");
    }

    /** Every name a Ref, a GetAtt or a ${} in a Sub refers to, anywhere in the tree. */
    private static Set<String> referencedNames(Object node) {
        Set<String> names = new TreeSet<>();
        collect(node, names);
        return names;
    }

    private static final Pattern SUB_VARIABLE = Pattern.compile("\\$\\{([^!}][^}]*)}");

    private static void collect(Object node, Set<String> names) {
        if (node instanceof Map) {
            Map<String, Object> map = map(node);
            if (map.get("Ref") instanceof String) {
                names.add((String) map.get("Ref"));
            }
            if (map.get("Fn::GetAtt") instanceof List) {
                names.add((String) list(map.get("Fn::GetAtt")).get(0));
            }
            if (map.get("Fn::Sub") != null) {
                // A !Sub's own variables (its list form) are no names of the template: their values are.
                Set<String> own = CloudFormationYaml.subVariables(map).keySet();
                Matcher variable = SUB_VARIABLE.matcher(CloudFormationYaml.subText(map));
                while (variable.find()) {
                    if (!own.contains(variable.group(1))) {
                        names.add(variable.group(1));
                    }
                }
                CloudFormationYaml.subVariables(map).values().forEach(value -> collect(value, names));
                map.entrySet().stream().filter(e -> !e.getKey().equals("Fn::Sub"))
                        .forEach(e -> collect(e.getValue(), names));
                return;
            }
            map.values().forEach(value -> collect(value, names));
        } else if (node instanceof List) {
            list(node).forEach(value -> collect(value, names));
        }
    }


    private static List<String> strings(Object value) {
        List<Object> items = value instanceof List ? list(value) : List.of(value);
        return items.stream().map(item -> (String) item).collect(Collectors.toList());
    }
}
