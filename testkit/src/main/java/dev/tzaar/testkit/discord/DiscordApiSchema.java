package dev.tzaar.testkit.discord;

import static dev.tzaar.testkit.discord.DiscordJson.JSON;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Discord's OpenAPI description of its HTTP API, as the reference for what a request body may be: the
 * fake Discord checks each body against the request body schema of the operation its method and path
 * match. The description ships with the fake (see {@code discord-api/README.md} in the test kit's
 * resources), so every run of the fake, the tests' and the benchmarks' alike, checks against it; a fake
 * without it would check nothing, so it refuses to start.
 */
final class DiscordApiSchema {
    static final String RESOURCE = "/discord-api/openapi.json";
    /** The operation whose body an interactions endpoint's answer is: the same as a callback request's. */
    private static final String CALLBACK = "interactions/0/token/callback";

    /** One path template of the description, like {@code /webhooks/{webhook_id}/{webhook_token}}. */
    private record Template(String path, Pattern pattern, int literals, JsonNode operations) {
        static Template of(String path, JsonNode operations) {
            StringBuilder regex = new StringBuilder();
            int literals = 0;
            for (String segment : path.substring(1).split("/")) {
                if (!regex.isEmpty()) {
                    regex.append('/');
                }
                if (segment.startsWith("{") && segment.endsWith("}")) {
                    regex.append("[^/]+");
                } else {
                    regex.append(Pattern.quote(segment));
                    literals++;
                }
            }
            return new Template(path, Pattern.compile(regex.toString()), literals, operations);
        }
    }

    private final JsonNode description;
    private final JsonSchemaChecker checker;
    /** Most literal segments first, so {@code messages/@original} wins over {@code messages/{message_id}}. */
    private final List<Template> templates;

    DiscordApiSchema(JsonNode description) {
        this.description = description;
        this.checker = new JsonSchemaChecker(description, JsonSchemaChecker.Scalars.AS_DISCORD_PARSES);
        List<Template> all = new ArrayList<>();
        for (Map.Entry<String, JsonNode> path : description.path("paths").properties()) {
            all.add(Template.of(path.getKey(), path.getValue()));
        }
        all.sort(Comparator.comparingInt(Template::literals).reversed());
        this.templates = List.copyOf(all);
    }

    /** The description from the class path, where the test kit's jar puts it. */
    static DiscordApiSchema fromClassPath() {
        return fromClassPath(RESOURCE);
    }

    /**
     * @throws IllegalStateException when the resource is not on the class path: the fake must not run
     *     unchecked without saying so
     */
    static DiscordApiSchema fromClassPath(String resource) {
        try (InputStream in = DiscordApiSchema.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Discord's OpenAPI description " + resource + " is not on the class"
                        + " path (it ships in the test kit's resources): the fake Discord would check nothing");
            }
            return new DiscordApiSchema(JSON.readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException("unreadable " + resource, e);
        }
    }

    /**
     * What is wrong with a request's JSON body (for multipart, its {@code payload_json}), one line per
     * violation; empty when it conforms or when the operation takes no body.
     *
     * @param route the path below {@code /api/v10/}, with or without its query
     * @throws IllegalArgumentException when the description has no such operation: Discord would answer 404
     */
    List<String> requestViolations(String method, String route, JsonNode body) {
        JsonNode operation = operation(method, route);
        JsonNode schema = operation.path("requestBody").path("content").path("application/json").path("schema");
        return schema.isMissingNode() ? List.of() : checker.violations(body, schema);
    }

    /**
     * What is wrong with a value as one of the description's components (like {@code UserResponse}):
     * the description has no schema of a whole incoming interaction, but it has those of its parts.
     */
    List<String> componentViolations(String component, JsonNode value) {
        if (!description.path("components").path("schemas").has(component)) {
            throw new IllegalArgumentException("Discord's API describes no " + component);
        }
        return checker.violations(value, JSON.createObjectNode().put("$ref", "#/components/schemas/" + component));
    }

    /** What is wrong with the answer an interactions endpoint gave to an interaction. */
    List<String> interactionResponseViolations(JsonNode body) {
        return requestViolations("POST", CALLBACK, body);
    }

    private JsonNode operation(String method, String route) {
        String path = route.contains("?") ? route.substring(0, route.indexOf('?')) : route;
        for (Template template : templates) {
            if (template.pattern().matcher(path).matches()) {
                JsonNode operation = template.operations().path(method.toLowerCase(Locale.ROOT));
                if (operation.isMissingNode()) {
                    throw new IllegalArgumentException("Discord's API has no " + method + " " + template.path());
                }
                return operation;
            }
        }
        throw new IllegalArgumentException("Discord's API has no route " + path);
    }
}
