package dev.tzaar.infra.template;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.AbstractConstruct;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Reads a CloudFormation template into plain maps, lists and scalars, with each short-form
 * intrinsic function ({@code !Ref X}, {@code !GetAtt A.B}, {@code !Sub "..."}, ...) turned into its
 * long form ({@code {Ref: X}}, {@code {Fn::GetAtt: [A, B]}}, {@code {Fn::Sub: "..."}}, ...), so a
 * test compares one form only. (Jackson's YAML reader would silently drop the tags.)
 */
public final class CloudFormationYaml {
    /** Short-form tag to long-form key, for every intrinsic with a short form. */
    static final Map<String, String> INTRINSICS = Map.ofEntries(
            Map.entry("!Ref", "Ref"),
            Map.entry("!Condition", "Condition"),
            Map.entry("!GetAtt", "Fn::GetAtt"),
            Map.entry("!Sub", "Fn::Sub"),
            Map.entry("!Join", "Fn::Join"),
            Map.entry("!If", "Fn::If"),
            Map.entry("!Equals", "Fn::Equals"),
            Map.entry("!Select", "Fn::Select"),
            Map.entry("!Split", "Fn::Split"),
            Map.entry("!FindInMap", "Fn::FindInMap"),
            Map.entry("!ImportValue", "Fn::ImportValue"),
            Map.entry("!Not", "Fn::Not"),
            Map.entry("!And", "Fn::And"),
            Map.entry("!Or", "Fn::Or"),
            Map.entry("!Base64", "Fn::Base64"),
            Map.entry("!Cidr", "Fn::Cidr"),
            Map.entry("!GetAZs", "Fn::GetAZs"));

    private CloudFormationYaml() {
    }

    /** The repository's root, where template.yaml is: Surefire runs in the module's directory. */
    public static Path repositoryRoot() {
        return Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath().getParent();
    }

    @SuppressWarnings("unchecked")
    public static Map<String, Object> read(Path template) throws IOException {
        try (Reader in = Files.newBufferedReader(template, StandardCharsets.UTF_8)) {
            return (Map<String, Object>) new Yaml(new IntrinsicConstructor()).load(in);
        }
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> parse(String yaml) {
        return (Map<String, Object>) new Yaml(new IntrinsicConstructor()).load(yaml);
    }

    /** A node read as a mapping; fails the test, naming the node, when it is not one. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> map(Object value) {
        assertTrue(value instanceof Map, "not a mapping: " + value);
        return (Map<String, Object>) value;
    }

    /**
     * The text of a {@code !Sub}, in either of its forms: a string, or a list of the string and its own
     * variables ({@code !Sub ["... ${Name}", {Name: ...}]}).
     */
    public static String subText(Object node) {
        Object sub = map(node).get("Fn::Sub");
        return sub instanceof List<?> form ? (String) form.get(0) : (String) sub;
    }

    /** The variables a {@code !Sub} of the list form names itself (none for a string). */
    static Map<String, Object> subVariables(Object node) {
        Object sub = map(node).get("Fn::Sub");
        return sub instanceof List<?> form && form.size() > 1 ? map(form.get(1)) : Map.of();
    }

    /** A node read as a list; fails the test, naming the node, when it is not one. */
    @SuppressWarnings("unchecked")
    public static List<Object> list(Object value) {
        assertTrue(value instanceof List, "not a list: " + value);
        return (List<Object>) value;
    }

    /** A safe constructor (no arbitrary classes) that knows the intrinsic tags. */
    private static final class IntrinsicConstructor extends SafeConstructor {
        IntrinsicConstructor() {
            super(new LoaderOptions());
            INTRINSICS.forEach((tag, longForm) -> yamlConstructors.put(new Tag(tag), new Intrinsic(longForm)));
        }

        private final class Intrinsic extends AbstractConstruct {
            private final String longForm;

            Intrinsic(String longForm) {
                this.longForm = longForm;
            }

            @Override
            public Object construct(Node node) {
                return Map.of(longForm, argument(node));
            }

            private Object argument(Node node) {
                if (node instanceof ScalarNode) {
                    String value = constructScalar((ScalarNode) node);
                    // !GetAtt's scalar form is "Resource.Attribute"; its long form is a list of the two.
                    if (longForm.equals("Fn::GetAtt")) {
                        int dot = value.indexOf('.');
                        return dot < 0 ? List.of(value) : List.of(value.substring(0, dot), value.substring(dot + 1));
                    }
                    return value;
                }
                if (node instanceof SequenceNode) {
                    return constructSequence((SequenceNode) node);
                }
                return constructMapping((MappingNode) node);
            }
        }
    }
}
