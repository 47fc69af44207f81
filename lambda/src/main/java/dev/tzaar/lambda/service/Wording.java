package dev.tzaar.lambda.service;

import dev.tzaar.api.Player;
import dev.tzaar.api.RequestLimits;
import dev.tzaar.engine.Action;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Stack;
import dev.tzaar.engine.Step;
import dev.tzaar.lambda.game.Game;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The sentences players read, in one place so that they say things the same way everywhere. */
final class Wording {
    private Wording() {
    }

    /** A player's name in bold, with Discord's markdown characters made literal. */
    static String name(Player player) {
        return "**" + literal(player.name()) + "**";
    }

    static String literal(String text) {
        return text.replaceAll("([\\\\*_~`|>#\\[\\]()])", "\\\\$1");
    }

    /**
     * Something a player typed, repeated back to them: at most {@value RequestLimits#ECHO}
     * characters (then "…"), on one line, with markdown made literal.
     */
    static String echo(String typed) {
        String line = typed.replaceAll("\\s+", " ").strip();
        int end = line.offsetByCodePoints(0, Math.min(RequestLimits.ECHO, line.codePointCount(0, line.length())));
        return literal(line.substring(0, end)) + (end < line.length() ? "…" : "");
    }

    static String game(Game game) {
        return "game **" + game.id() + "**";
    }

    /** The game named at the start of a sentence: "Game **k7m2q**". */
    static String gameFirst(Game game) {
        return "Game **" + game.id() + "**";
    }

    static String setup(Game game) {
        return switch (game.setup()) {
            case FIXED -> "the fixed setup";
            case RANDOM -> "a random setup";
            case TOURNAMENT -> "the tournament setup (players place their pieces first)";
        };
    }

    /** Who acts next and what they may do: "**Bob** to capture." */
    static String nextUp(Game game) {
        Position position = game.position();
        Player player = game.player(position.sideToMove());
        String colour = " (" + position.sideToMove().displayName() + ")";
        if (position.step() == Step.PLACEMENT) {
            return name(player) + colour + " to place a piece.";
        }
        if (position.step() == Step.SECOND) {
            return "Second action for " + name(player) + colour + ": capture, stack or pass.";
        }
        return name(player) + colour + (position.isOpeningTurn() ? " to make the opening capture." : " to capture.");
    }

    /** One action in words, read against the position it was played in: "F4 captures a Tzaar on E4". */
    static String action(Action action, Position before) {
        if (action instanceof Action.Capture capture) {
            Stack taken = before.stackAt(capture.to()).orElseThrow();
            return capture.from() + " captures " + stack(taken) + " on " + capture.to();
        }
        if (action instanceof Action.Stack stack) {
            int height = before.stackAt(stack.from()).orElseThrow().height()
                    + before.stackAt(stack.to()).orElseThrow().height();
            return stack.from() + " stacks onto " + stack.to() + " (now " + height + " high)";
        }
        if (action instanceof Action.Place place) {
            return "places a " + place.type().displayName() + " on " + place.at();
        }
        return "passes";
    }

    /** The actions of a turn in words, each read against the position before it. */
    static String actions(List<Action> actions, List<Position> positionsBefore) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < actions.size(); i++) {
            text.append(i == 0 ? "" : ", then ").append(action(actions.get(i), positionsBefore.get(i)));
        }
        return text.toString();
    }

    private static String stack(Stack stack) {
        String type = stack.top().displayName();
        return stack.height() == 1 ? "a " + type : "a " + type + " stack of " + stack.height();
    }

    /** "**Alice** (White) wins: Black has no Tzaars left." */
    static String result(Game game, Result result) {
        Player winner = game.player(result.winner());
        return name(winner) + " (" + result.winner().displayName() + ") wins: " + result.reason() + ".";
    }

    /** "**Alice** (White) and **Bob** (Black)". */
    static String players(Game game) {
        return name(game.white()) + " (White) vs " + name(game.black()) + " (Black)";
    }

    static String colour(Side side) {
        return side.displayName();
    }

    /** A list of games for a choice: "**k7m2q** vs Bob, **p3x9a** vs Cy" ("vs anyone": an open challenge). */
    static String games(List<Game> games, String userId) {
        return games.stream()
                .map(g -> "**" + g.id() + "** vs " + (g.otherThan(userId) == null ? "anyone"
                        : literal(g.otherThan(userId).name())))
                .collect(Collectors.joining(", "));
    }

    /** Discord's relative timestamp: renders as "in 3 hours" in each reader's own time zone. */
    static String relative(java.time.Instant when) {
        return "<t:" + when.getEpochSecond() + ":R>";
    }

    static String lower(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }
}
