package dev.tzaar.infra.template;

import static dev.tzaar.infra.template.CloudFormationYaml.list;
import static dev.tzaar.infra.template.CloudFormationYaml.map;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the template builds from its parameters and from the stack's name fits Lambda's own limits at
 * the worst CloudFormation lets through: else a deploy CloudFormation accepted fails at Lambda, half
 * way, and rolls back. A {@code BotTokenSecret} of 200 characters once passed its pattern and made the
 * interactions function's version description 317 characters long, past Lambda's 256.
 */
class LambdaLimitsTest {
    /** Lambda's limit on a version's Description (PublishVersion). */
    static final int DESCRIPTION_LIMIT = 256;
    /** Lambda's limit on a function's name (the name alone, not its ARN). */
    static final int FUNCTION_NAME_LIMIT = 64;
    /** CloudFormation's limit on a stack's name. */
    static final int STACK_NAME_LIMIT = 128;

    private static final Path ROOT = CloudFormationYaml.repositoryRoot();
    private static Map<String, Object> template;

    @BeforeAll
    static void readTemplate() throws IOException {
        template = CloudFormationYaml.read(ROOT.resolve("template.yaml"));
    }

    @Test
    void everyVersionDescriptionFitsLambdasLimitWithTheLongestValueEachParameterAllows() {
        Map<String, String> longest = new HashMap<>();
        map(template.get("Parameters")).forEach((name, parameter) -> longest.put(name, longestAllowed(name)));
        int described = 0;
        for (Map.Entry<String, Object> entry : functions().entrySet()) {
            Object description = map(entry.getValue()).get("VersionDescription");
            if (description == null) {
                continue;
            }
            described++;
            String resolved = sub(description, longest);
            assertTrue(resolved.length() <= DESCRIPTION_LIMIT, entry.getKey() + "'s version description is "
                    + resolved.length() + " characters at the longest, past Lambda's " + DESCRIPTION_LIMIT + ": "
                    + resolved);
        }
        assertTrue(described > 0, "no function has a version description");
    }

    /**
     * docs/hosting.md gives the longest stack name the functions' names allow, with the interactions endpoint
     * and without it; each is the tightest true one: a name one character longer makes a function's
     * name too long for Lambda.
     */
    @Test
    void theHostsGuideGivesTheLongestStackNameForWhichEveryFunctionsNameFitsLambdasLimit() throws IOException {
        String readme = Files.readString(ROOT.resolve("docs").resolve("hosting.md")).replaceAll("\\s+", " ");
        Matcher limits = Pattern.compile("The stack's name must be at most (\\d+) characters with the interactions "
                + "endpoint \\(at most (\\d+) without it\\)").matcher(readme);
        assertTrue(limits.find(), "docs/hosting.md says how long the stack's name may be");
        int withInteractions = Integer.parseInt(limits.group(1));
        int gameAlone = Integer.parseInt(limits.group(2));

        assertEquals(withInteractions, longestStackName(true), "with the interactions endpoint");
        assertEquals(gameAlone, longestStackName(false), "without it");
    }

    @Test
    void theLongestValueOfAPatternMatchesItAndNoLongerValueDoes() {
        for (String pattern : List.of("^([A-Za-z0-9/_+=.@-]{1,139})?$", "^[1-9][0-9]{0,4}$",
                "^([1-9][0-9]{0,2}|[12][0-9]{3}|3000)$", "^([0-9a-fA-F]{64})?$", "^([0-9]{17,20})?$")) {
            String longest = LongestValue.of(pattern);
            assertTrue(Pattern.matches(pattern, longest), pattern + " given " + longest);
            assertFalse(Pattern.matches(pattern, longest + longest.charAt(longest.length() - 1)), pattern);
        }
        assertEquals(139, LongestValue.of("^([A-Za-z0-9/_+=.@-]{1,139})?$").length());
        assertEquals(4, LongestValue.of("^([1-9][0-9]{0,2}|[12][0-9]{3}|3000)$").length());
        assertThrows(IllegalArgumentException.class, () -> LongestValue.of("^[a-z]+$"), "unbounded");
        assertThrows(IllegalArgumentException.class, () -> LongestValue.of("^[a-z]{3,}$"), "unbounded");
        assertThrows(IllegalArgumentException.class, () -> LongestValue.of("^.{3}$"), "not understood");
    }

    /**
     * The longest stack name for which every function the stack deploys (with or without the
     * interactions endpoint) is named within Lambda's limit.
     */
    private static int longestStackName(boolean withInteractions) {
        int longest = STACK_NAME_LIMIT;
        List<String> named = new ArrayList<>();
        for (Map.Entry<String, Object> entry : map(template.get("Resources")).entrySet()) {
            Map<String, Object> resource = map(entry.getValue());
            boolean deployed = withInteractions || resource.get("Condition") == null;
            Object properties = resource.get("Properties");
            if (!deployed || !isFunction(resource) || !(properties instanceof Map)
                    || map(properties).get("FunctionName") == null) {
                continue;
            }
            named.add(entry.getKey());
            Object name = map(properties).get("FunctionName");
            while (longest > 0 && sub(name, Map.of("AWS::StackName", "s".repeat(longest))).length()
                    > FUNCTION_NAME_LIMIT) {
                longest--;
            }
        }
        assertFalse(named.isEmpty(), "no function is named");
        return longest;
    }

    private static boolean isFunction(Map<String, Object> resource) {
        return "AWS::Serverless::Function".equals(resource.get("Type"))
                || "AWS::Lambda::Function".equals(resource.get("Type"));
    }

    /** The properties of each function, by logical id. */
    private static Map<String, Object> functions() {
        Map<String, Object> functions = new HashMap<>();
        map(template.get("Resources")).forEach((id, resource) -> {
            if (isFunction(map(resource))) {
                functions.put(id, map(map(resource).get("Properties")));
            }
        });
        return functions;
    }

    /** The longest value CloudFormation accepts for the parameter: its pattern's, or its longest allowed value. */
    private static String longestAllowed(String name) {
        Map<String, Object> parameter = map(map(template.get("Parameters")).get(name));
        if (parameter.get("AllowedValues") != null) {
            return list(parameter.get("AllowedValues")).stream().map(String::valueOf)
                    .reduce("", (a, b) -> b.length() > a.length() ? b : a);
        }
        Object pattern = parameter.get("AllowedPattern");
        if (pattern == null) {
            return null; // any length: fine unless a description uses it (sub then fails)
        }
        String longest = LongestValue.of((String) pattern);
        assertTrue(Pattern.matches((String) pattern, longest), name + ": " + longest);
        return longest;
    }

    /** The longest text a !Sub variable can be: a string, or the longer branch of an !If of strings. */
    private static String longestOf(Object value) {
        if (value instanceof String text) {
            return text;
        }
        List<Object> branches = list(map(value).get("Fn::If"));
        return branches.subList(1, 3).stream().map(String::valueOf).reduce("", (a, b) -> b.length() > a.length() ? b : a);
    }

    private static final Pattern VARIABLE = Pattern.compile("\\$\\{([^!}][^}]*)}");

    /**
     * A {@code !Sub} resolved as CloudFormation would, with these values; its own variables (the list form)
     * at their longest: a string, or the longer of an {@code !If}'s two strings.
     */
    private static String sub(Object node, Map<String, String> values) {
        if (!(map(node).get("Fn::Sub") instanceof String) && !(map(node).get("Fn::Sub") instanceof List)) {
            fail("not a !Sub: " + node);
            return null;
        }
        String text = CloudFormationYaml.subText(node);
        Map<String, String> all = new HashMap<>(values);
        CloudFormationYaml.subVariables(node).forEach((name, value) -> all.put(name, longestOf(value)));
        values = all;
        Matcher variable = VARIABLE.matcher(text);
        StringBuilder resolved = new StringBuilder();
        while (variable.find()) {
            String value = values.get(variable.group(1));
            if (value == null) {
                fail("no bound on the length of ${" + variable.group(1) + "} in " + text);
            }
            variable.appendReplacement(resolved, Matcher.quoteReplacement(value));
        }
        variable.appendTail(resolved);
        return resolved.toString();
    }
}
