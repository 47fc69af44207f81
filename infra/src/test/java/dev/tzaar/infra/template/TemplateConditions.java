package dev.tzaar.infra.template;

import static dev.tzaar.infra.template.CloudFormationYaml.list;
import static dev.tzaar.infra.template.CloudFormationYaml.map;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The template's conditions as CloudFormation evaluates them for one set of parameters (the others at
 * their defaults): which resources a host's shape of stack deploys. It knows the functions conditions
 * are made of ({@code Fn::And}, {@code Fn::Or}, {@code Fn::Not}, {@code Fn::Equals}, {@code Condition},
 * {@code Ref} to a parameter); anything else fails the test that asks.
 */
final class TemplateConditions {
    private final Map<String, Object> conditions;
    private final Map<String, String> parameters = new HashMap<>();

    TemplateConditions(Map<String, Object> template, Map<String, String> given) {
        conditions = map(template.get("Conditions"));
        map(template.get("Parameters")).forEach((name, parameter) ->
                parameters.put(name, String.valueOf(map(parameter).get("Default"))));
        given.forEach((name, value) -> {
            if (!parameters.containsKey(name)) {
                throw new IllegalArgumentException("no parameter " + name);
            }
            parameters.put(name, value);
        });
    }

    /** Whether the named condition holds. */
    boolean holds(String condition) {
        return truth(Objects.requireNonNull(conditions.get(condition), "no condition " + condition));
    }

    /** Whether the resource (by logical id) is deployed: it has no condition, or its condition holds. */
    boolean deploys(Map<String, Object> template, String resource) {
        Object condition = map(Objects.requireNonNull(map(template.get("Resources")).get(resource), resource))
                .get("Condition");
        return condition == null || holds((String) condition);
    }

    private boolean truth(Object node) {
        Map<String, Object> function = map(node);
        if (function.size() != 1) {
            throw new IllegalArgumentException("not a condition: " + node);
        }
        Map.Entry<String, Object> only = function.entrySet().iterator().next();
        return switch (only.getKey()) {
            case "Condition" -> holds((String) only.getValue());
            case "Fn::And" -> list(only.getValue()).stream().allMatch(this::truth);
            case "Fn::Or" -> list(only.getValue()).stream().anyMatch(this::truth);
            case "Fn::Not" -> !truth(list(only.getValue()).get(0));
            case "Fn::Equals" -> {
                List<Object> sides = list(only.getValue());
                yield value(sides.get(0)).equals(value(sides.get(1)));
            }
            default -> throw new IllegalArgumentException("not understood: " + node);
        };
    }

    private String value(Object node) {
        if (node instanceof Map<?, ?> reference) {
            Object name = map(reference).get("Ref");
            if (name == null || !parameters.containsKey(name)) {
                throw new IllegalArgumentException("not a parameter's Ref: " + node);
            }
            return parameters.get(name);
        }
        return String.valueOf(node);
    }
}
