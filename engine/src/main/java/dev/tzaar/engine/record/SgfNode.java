package dev.tzaar.engine.record;

import dev.tzaar.engine.Checked;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One node of an SGF game tree: its properties, each an upper-case identifier with one or more
 * bracketed values ({@code ]} and {@code \} escaped by {@code \} inside a value). Only a single
 * line of play is read: variations are refused, as LittleGolem writes none.
 */
final class SgfNode {
    private final Map<String, List<String>> properties;

    private SgfNode(Map<String, List<String>> properties) {
        this.properties = Collections.unmodifiableMap(properties);
    }

    /** The first value of a property, when the node has it. */
    Optional<String> value(String id) {
        List<String> values = properties.get(id);
        return values == null ? Optional.empty() : Optional.of(values.get(0));
    }

    /** The nodes of {@code (;...;...)}, at least one; white space between the parts is ignored. */
    static Checked<List<SgfNode>> parseGame(String text) {
        return new Parser(text).game();
    }

    private static final class Parser {
        private final String text;
        private int at;

        Parser(String text) {
            this.text = text;
        }

        Checked<List<SgfNode>> game() {
            skipSpace();
            if (peek() != '(') {
                return refused("an SGF record starts with \"(;\"");
            }
            at++;
            List<SgfNode> nodes = new ArrayList<>();
            while (true) {
                skipSpace();
                char c = peek();
                if (c == ';') {
                    at++;
                    Checked<SgfNode> node = node();
                    if (!node.isOk()) {
                        return Checked.refused(node.reason());
                    }
                    nodes.add(node.value());
                } else if (c == ')' && !nodes.isEmpty()) {
                    at++;
                    break;
                } else if (c == '(') {
                    return refused("variations are not read, only a single line of play");
                } else {
                    return refused(c == 0 ? "the record ends before its closing \")\""
                            : nodes.isEmpty() ? "an SGF record starts with \"(;\""
                            : "expected \";\" or \")\", found \"" + c + "\"");
                }
            }
            skipSpace();
            if (at < text.length()) {
                return refused("there is more after the record's closing \")\"");
            }
            return Checked.ok(List.copyOf(nodes));
        }

        private Checked<SgfNode> node() {
            Map<String, List<String>> properties = new LinkedHashMap<>();
            while (true) {
                skipSpace();
                int start = at;
                while (at < text.length() && Character.isUpperCase(text.charAt(at))) {
                    at++;
                }
                if (start == at) {
                    return Checked.ok(new SgfNode(properties));
                }
                String id = text.substring(start, at);
                List<String> values = properties.computeIfAbsent(id, k -> new ArrayList<>());
                skipSpace();
                if (peek() != '[') {
                    return refused("the property " + id + " has no value in [brackets]");
                }
                while (peek() == '[') {
                    at++;
                    StringBuilder value = new StringBuilder();
                    while (at < text.length() && text.charAt(at) != ']') {
                        if (text.charAt(at) == '\\' && at + 1 < text.length()) {
                            at++;
                        }
                        value.append(text.charAt(at++));
                    }
                    if (at == text.length()) {
                        return refused("the value of " + id + " is never closed with \"]\"");
                    }
                    at++;
                    values.add(value.toString());
                    skipSpace();
                }
            }
        }

        private <T> Checked<T> refused(String problem) {
            return Checked.refused("The SGF record cannot be read at character " + (at + 1) + ": " + problem + ".");
        }

        private char peek() {
            return at < text.length() ? text.charAt(at) : 0;
        }

        private void skipSpace() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }
    }
}
