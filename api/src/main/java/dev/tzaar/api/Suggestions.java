package dev.tzaar.api;

import dev.tzaar.api.i18n.Texts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Autocomplete choices worked out from a game summary alone, so that the bot (from its cache,
 * within Discord's 3 seconds) and the function (when the bot has nothing cached) offer exactly the
 * same choices. It reads action notation, not the rules: the summary's legal actions are the truth,
 * already best first. The labels speak the user's language (autocomplete is seen by the user alone).
 */
public final class Suggestions {
    private Suggestions() {
    }

    /**
     * Choices for the option being typed in a command about one game, for the user whose action
     * it is. Other users, and options that take no choices, get none.
     *
     * @param typed what the user has typed so far in the focused option
     * @param options the other options as typed so far (the chosen {@code from} narrows {@code to})
     */
    public static List<Choice> forAction(GameSummary game, String userId, String focused, String typed,
            Map<String, String> options) {
        return forAction(game, userId, focused, typed, options, Texts.ENGLISH);
    }

    /** The same, labelled in {@code texts}' language. */
    public static List<Choice> forAction(GameSummary game, String userId, String focused, String typed,
            Map<String, String> options, Texts texts) {
        if (game.toAct() == null || !game.toAct().equals(userId)) {
            return List.of();
        }
        String prefix = typed == null ? "" : typed.strip().toUpperCase(Locale.ROOT);
        List<String> actions = game.legalActions();
        return switch (focused) {
            case Option.FROM -> origins(actions, prefix, texts);
            case Option.TO -> targets(actions, options.getOrDefault(Option.FROM, "").strip().toUpperCase(Locale.ROOT),
                    prefix, texts);
            case Option.AT -> placementCells(actions, options.getOrDefault(Option.TYPE, ""), prefix);
            case Option.TURN -> limit(actions.stream()
                    .filter(a -> a.toUpperCase(Locale.ROOT).startsWith(prefix))
                    .map(a -> new Choice(a, a))
                    .toList());
            default -> List.of();
        };
    }

    /** Choices for the {@code game} option: the user's open games in the channel, named by id. */
    public static List<Choice> forGames(List<GameSummary> games, String userId, String typed) {
        return forGames(games, userId, typed, Texts.ENGLISH);
    }

    /** The same, labelled in {@code texts}' language. */
    public static List<Choice> forGames(List<GameSummary> games, String userId, String typed, Texts texts) {
        String prefix = typed == null ? "" : typed.strip().toLowerCase(Locale.ROOT);
        return limit(games.stream()
                .filter(g -> g.involves(userId) && g.status().isOpen() && g.id().startsWith(prefix))
                .map(g -> new Choice(gameLabel(g, userId, texts), g.id()))
                .toList());
    }

    private static String gameLabel(GameSummary game, String userId, Texts texts) {
        Player other = game.challenger().id().equals(userId) ? game.opponent() : game.challenger();
        String state = texts.text(game.status() == GameStatus.CHALLENGED ? "suggest.challenge"
                : userId.equals(game.toAct()) ? "suggest.yourTurn" : "suggest.theirTurn");
        return clip(texts.text("suggest.game", game.id(), other == null ? texts.text("open.anyone") : other.name(),
                state));
    }

    /** Each cell with a stack that can act, with what it can do: "F4 · 2 captures, 1 stack". */
    private static List<Choice> origins(List<String> actions, String prefix, Texts texts) {
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (String action : actions) {
            int separator = separator(action);
            if (separator < 0) {
                continue;
            }
            int[] count = counts.computeIfAbsent(action.substring(0, separator), k -> new int[2]);
            count[action.charAt(separator) == 'x' ? 0 : 1]++;
        }
        List<Choice> choices = new ArrayList<>();
        counts.forEach((cell, count) -> {
            if (cell.startsWith(prefix)) {
                String can = texts.text("suggest.captures", count[0]);
                if (count[1] > 0) {
                    can = texts.text("suggest.and", can, texts.text("suggest.stacks", count[1]));
                }
                choices.add(new Choice(texts.text("suggest.cell", cell, can), cell));
            }
        });
        return limit(choices);
    }

    /** The cells the chosen stack can move to, or, before one is chosen, every target cell. */
    private static List<Choice> targets(List<String> actions, String from, String prefix, Texts texts) {
        Map<String, String> targets = new LinkedHashMap<>();
        for (String action : actions) {
            int separator = separator(action);
            if (separator < 0 || !from.isEmpty() && !action.substring(0, separator).equals(from)) {
                continue;
            }
            String to = action.substring(separator + 1);
            String what = texts.text(action.charAt(separator) == 'x' ? "suggest.capture" : "suggest.stack");
            // Actions come best first, so the first way to reach a cell is the one to describe.
            targets.putIfAbsent(to, from.isEmpty() ? texts.text("suggest.targetFrom", to, what,
                    action.substring(0, separator)) : texts.text("suggest.cell", to, what));
        }
        List<Choice> choices = new ArrayList<>();
        targets.forEach((cell, label) -> {
            if (cell.startsWith(prefix)) {
                choices.add(new Choice(label, cell));
            }
        });
        return limit(choices);
    }

    /**
     * The empty cells a piece can be placed on; once a type is chosen, only where that type can go:
     * none once all of that type are down, rather than cells where placing it would be refused.
     */
    private static List<Choice> placementCells(List<String> actions, String type, String prefix) {
        String letter = placementLetter(type);
        Map<String, Boolean> cells = new LinkedHashMap<>();
        for (String action : actions) {
            int at = action.indexOf('@');
            boolean ofType = letter.isEmpty() || action.substring(0, Math.max(at, 0)).equals(letter);
            if (at > 0 && ofType && action.substring(at + 1).startsWith(prefix)) {
                cells.put(action.substring(at + 1), true);
            }
        }
        return limit(cells.keySet().stream().map(cell -> new Choice(cell, cell)).toList());
    }

    /** The letter of placement notation for a type as chosen ("Z") or typed ("tzaar"); empty when none or unknown. */
    private static String placementLetter(String type) {
        return switch (type == null ? "" : type.strip().toLowerCase(Locale.ROOT)) {
            case "tzaar", "z" -> "Z";
            case "tzarra", "a" -> "A";
            case "tott", "t" -> "T";
            default -> "";
        };
    }

    /** Where the origin of a capture ({@code x}) or stack ({@code -}) ends, or -1 for other actions. */
    private static int separator(String action) {
        int x = action.indexOf('x');
        return x > 0 ? x : action.indexOf('-');
    }

    private static String clip(String label) {
        return label.length() <= Choice.MAX_LENGTH ? label : label.substring(0, Choice.MAX_LENGTH - 1) + "…";
    }

    private static List<Choice> limit(List<Choice> choices) {
        return choices.size() <= Choice.MAX_CHOICES ? choices : choices.subList(0, Choice.MAX_CHOICES);
    }
}
