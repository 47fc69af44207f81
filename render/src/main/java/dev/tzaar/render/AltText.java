package dev.tzaar.render;

import dev.tzaar.engine.Cell;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Stack;
import dev.tzaar.engine.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a screen reader says for the picture: the turn, the last turn, whose action it is, each
 * side's visible pieces and the tallest stacks. Short, because it is listened to.
 */
final class AltText {
    /** Discord keeps 1024 characters of an attachment's description. */
    static final int MAX_LENGTH = 1000;
    private static final int TALLEST_SHOWN = 3;

    private AltText() {
    }

    static String describe(RenderRequest request) {
        Position position = request.position();
        PictureWords words = PictureWords.of(request);
        List<String> sentences = new ArrayList<>();
        String title = request.turn().isPresent() ? request.flipped() ? "alt.title.turnFlipped" : "alt.title.turn"
                : request.flipped() ? "alt.title.flipped" : "alt.title";
        sentences.add(words.say(title, request.turn().orElse(0)));
        if (request.lastTurn().isPresent()) {
            sentences.add(lastTurn(request, request.lastTurn().get(), words));
        }
        if (request.outcome().isPresent()) {
            Result result = request.outcome().get();
            sentences.add(words.say("alt.over", player(request, result.winner(), words), words.reason(result)));
        } else {
            sentences.add(words.say("alt.now", player(request, position.sideToMove(), words), words.task(position)));
        }
        sentences.add(words.say("alt.visible", counts(position, Side.WHITE, words), counts(position, Side.BLACK, words)));
        if (position.step() == Step.PLACEMENT) {
            sentences.add(words.say("alt.toPlace", inHand(position, Side.WHITE, words),
                    inHand(position, Side.BLACK, words)));
        }
        String tallest = tallest(position, words);
        if (!tallest.isEmpty()) {
            sentences.add(words.say("alt.tallest", tallest));
        }
        if (request.selected().isPresent()) {
            sentences.add(targets(position, request.selected().get(), words));
        }
        String all = String.join(" ", sentences).strip();
        return all.length() <= MAX_LENGTH ? all : all.substring(0, MAX_LENGTH - 1).stripTrailing() + "\u2026";
    }

    private static String player(RenderRequest request, Side side, PictureWords words) {
        String name = words.name(request, side).replaceAll("\\p{Cntrl}", " ").strip();
        return name.isEmpty() || name.equals(words.colour(side)) ? words.colour(side)
                : words.say("alt.player", name, words.colour(side));
    }

    private static String lastTurn(RenderRequest request, LastTurn turn, PictureWords words) {
        TurnTrace trace = new TurnTrace(turn);
        List<String> parts = new ArrayList<>();
        for (TurnTrace.Move move : trace.moves()) {
            String from = move.from().toString();
            String to = move.to().toString();
            parts.add(move.isCapture() ? words.say("alt.took", from, to, words.stack(move.captured().orElseThrow()))
                    : words.say("alt.stacked", from, to, move.landed().height()));
        }
        for (TurnTrace.Placement placement : trace.placements()) {
            parts.add(words.say("alt.placed", words.piece(placement.type()), placement.at().toString()));
        }
        if (trace.passed()) {
            parts.add(words.say("alt.passed"));
        }
        String actions = parts.get(0);
        for (int i = 1; i < parts.size(); i++) {
            actions = words.say("action.then", actions, parts.get(i));
        }
        return words.say("alt.turn", words.turnHeading(turn), player(request, turn.mover(), words), actions);
    }

    private static String counts(Position position, Side side, PictureWords words) {
        List<String> parts = new ArrayList<>();
        for (PieceType type : PieceType.values()) {
            int n = position.visible(side, type);
            String part = words.count(n, type);
            if (n == 1 && position.step() != Step.PLACEMENT) {
                part = words.say("alt.theLast", part);
            }
            parts.add(part);
        }
        return words.say("alt.side", words.colour(side), String.join(", ", parts));
    }

    private static String inHand(Position position, Side side, PictureWords words) {
        List<String> parts = new ArrayList<>();
        for (PieceType type : PieceType.values()) {
            parts.add(words.count(position.inHand(side, type), type));
        }
        return words.say("alt.side", words.colour(side), String.join(", ", parts));
    }

    /** The tallest stacks, tallest first, then in cell order. */
    private static String tallest(Position position, PictureWords words) {
        List<String> parts = new ArrayList<>();
        for (int height = 60; height > 1 && parts.size() < TALLEST_SHOWN; height--) {
            for (Cell cell : Cell.all()) {
                Optional<Stack> stack = position.stackAt(cell);
                if (stack.isPresent() && stack.get().height() == height && parts.size() < TALLEST_SHOWN) {
                    parts.add(words.say("alt.tallest." + stack.get().owner().name().toLowerCase(java.util.Locale.ROOT),
                            words.piece(stack.get().top()), height, cell.toString()));
                }
            }
        }
        return String.join(", ", parts);
    }

    private static String targets(Position position, Cell cell, PictureWords words) {
        List<TargetsPainter.Target> targets = TargetsPainter.targetsOf(position, cell);
        List<String> captures = new ArrayList<>();
        List<String> stacks = new ArrayList<>();
        for (TargetsPainter.Target target : targets) {
            (target.capture() ? captures : stacks).add(target.to().toString());
        }
        String at = cell.toString();
        if (targets.isEmpty()) {
            return words.say("alt.targets.none", at);
        }
        if (stacks.isEmpty()) {
            return words.say("alt.targets.captures", at, String.join(", ", captures));
        }
        return captures.isEmpty() ? words.say("alt.targets.stacks", at, String.join(", ", stacks))
                : words.say("alt.targets.both", at, String.join(", ", captures), String.join(", ", stacks));
    }
}
