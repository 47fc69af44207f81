package dev.tzaar.testkit.discord;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
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
    private record Template(String path, Pattern pattern, int literals, List<String> methods) {
        static Template of(String path, List<String> methods) {
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
            return new Template(path, Pattern.compile(regex.toString()), literals, methods);
        }
    }

    private final SchemaDocument schemas;
    /** Most literal segments first, so {@code messages/@original} wins over {@code messages/{message_id}}. */
    private final List<Template> templates;

    /** @param description the description as JSON text */
    DiscordApiSchema(String description) {
        this.schemas = new SchemaDocument(description);
        List<Template> all = new ArrayList<>();
        for (String path : schemas.fieldNames("/paths")) {
            all.add(Template.of(path, schemas.fieldNames("/paths/" + SchemaDocument.pointerSegment(path))));
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
            return new DiscordApiSchema(new String(in.readAllBytes(), StandardCharsets.UTF_8));
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
        String operation = operation(method, route);
        String schema = operation + "/requestBody/content/application~1json/schema";
        return schemas.has(schema) ? schemas.violations(body, schema) : List.of();
    }

    /**
     * What is wrong with a value as one of the description's components (like {@code UserResponse}):
     * the description has no schema of a whole incoming interaction, but it has those of its parts.
     */
    List<String> componentViolations(String component, JsonNode value) {
        String schema = "/components/schemas/" + SchemaDocument.pointerSegment(component);
        if (!schemas.has(schema)) {
            throw new IllegalArgumentException("Discord's API describes no " + component);
        }
        return schemas.violations(value, schema);
    }

    /** What is wrong with the answer an interactions endpoint gave to an interaction. */
    List<String> interactionResponseViolations(JsonNode body) {
        return requestViolations("POST", CALLBACK, body);
    }

    /** The JSON pointer of the operation that a method and a route reach. */
    private String operation(String method, String route) {
        String path = route.contains("?") ? route.substring(0, route.indexOf('?')) : route;
        for (Template template : templates) {
            if (template.pattern().matcher(path).matches()) {
                String name = method.toLowerCase(Locale.ROOT);
                if (!template.methods().contains(name)) {
                    throw new IllegalArgumentException("Discord's API has no " + method + " " + template.path());
                }
                return "/paths/" + SchemaDocument.pointerSegment(template.path()) + "/" + name;
            }
        }
        throw new IllegalArgumentException("Discord's API has no route " + path);
    }
}
