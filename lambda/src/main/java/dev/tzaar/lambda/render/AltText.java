package dev.tzaar.lambda.render;

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
        StringBuilder text = new StringBuilder("TZAAR board");
        if (request.turn().isPresent()) {
            text.append(", turn ").append(request.turn().getAsInt());
        }
        if (request.flipped()) {
            text.append(", seen from Black's side");
        }
        text.append(". ");
        if (request.lastTurn().isPresent()) {
            text.append(lastTurn(request, request.lastTurn().get())).append(' ');
        }
        if (request.outcome().isPresent()) {
            Result result = request.outcome().get();
            text.append("Game over: ").append(player(request, result.winner())).append(" wins; ")
                    .append(result.reason()).append(". ");
        } else {
            text.append("Now ").append(player(request, position.sideToMove())).append(" to play: ")
                    .append(Wording.task(position)).append(". ");
        }
        text.append("Visible stacks: ").append(counts(position, Side.WHITE)).append("; ")
                .append(counts(position, Side.BLACK)).append(". ");
        if (position.step() == Step.PLACEMENT) {
            text.append("Still to place: ").append(inHand(position, Side.WHITE)).append("; ")
                    .append(inHand(position, Side.BLACK)).append(". ");
        }
        String tallest = tallest(position);
        if (!tallest.isEmpty()) {
            text.append("Tallest: ").append(tallest).append(". ");
        }
        if (request.selected().isPresent()) {
            text.append(targets(position, request.selected().get())).append(' ');
        }
        String all = text.toString().strip();
        return all.length() <= MAX_LENGTH ? all : all.substring(0, MAX_LENGTH - 1).stripTrailing() + "\u2026";
    }

    private static String player(RenderRequest request, Side side) {
        String name = request.players().name(side).replaceAll("\\p{Cntrl}", " ").strip();
        return name.isEmpty() || name.equals(side.displayName()) ? side.displayName()
                : name + " (" + side.displayName() + ")";
    }

    private static String lastTurn(RenderRequest request, LastTurn turn) {
        TurnTrace trace = new TurnTrace(turn);
        List<String> parts = new ArrayList<>();
        for (TurnTrace.Move move : trace.moves()) {
            String what = move.from() + (move.isCapture() ? "x" : "-") + move.to();
            if (move.isCapture()) {
                what += " took " + Wording.stack(move.captured().orElseThrow());
            } else {
                what += " made a stack of " + move.landed().height();
            }
            parts.add(what);
        }
        for (TurnTrace.Placement placement : trace.placements()) {
            parts.add("placed a " + placement.type().displayName() + " on " + placement.at());
        }
        if (trace.passed()) {
            parts.add("passed");
        }
        return Wording.turnHeading(turn) + ", " + player(request, turn.mover()) + ": " + String.join(", then ", parts) + ".";
    }

    private static String counts(Position position, Side side) {
        List<String> parts = new ArrayList<>();
        for (PieceType type : PieceType.values()) {
            int n = position.visible(side, type);
            String part = Wording.count(n, type);
            if (n == 1 && position.step() != Step.PLACEMENT) {
                part += " (the last)";
            }
            parts.add(part);
        }
        return side.displayName() + " " + String.join(", ", parts);
    }

    private static String inHand(Position position, Side side) {
        List<String> parts = new ArrayList<>();
        for (PieceType type : PieceType.values()) {
            parts.add(Wording.count(position.inHand(side, type), type));
        }
        return side.displayName() + " " + String.join(", ", parts);
    }

    /** The tallest stacks, tallest first, then in cell order. */
    private static String tallest(Position position) {
        List<String> parts = new ArrayList<>();
        for (int height = 60; height > 1 && parts.size() < TALLEST_SHOWN; height--) {
            for (Cell cell : Cell.all()) {
                Optional<Stack> stack = position.stackAt(cell);
                if (stack.isPresent() && stack.get().height() == height && parts.size() < TALLEST_SHOWN) {
                    parts.add(Wording.stack(stack.get()).substring(2) + " on " + cell);
                }
            }
        }
        return String.join(", ", parts);
    }

    private static String targets(Position position, Cell cell) {
        List<TargetsPainter.Target> targets = TargetsPainter.targetsOf(position, cell);
        List<String> captures = new ArrayList<>();
        List<String> stacks = new ArrayList<>();
        for (TargetsPainter.Target target : targets) {
            (target.capture() ? captures : stacks).add(target.to().toString());
        }
        StringBuilder text = new StringBuilder("The stack on ").append(cell);
        if (targets.isEmpty()) {
            return text.append(" is marked; it has no move now.").toString();
        }
        text.append(" is marked with where it can go:");
        if (!captures.isEmpty()) {
            text.append(" capture on ").append(String.join(", ", captures));
        }
        if (!stacks.isEmpty()) {
            text.append(captures.isEmpty() ? "" : ";").append(" stack on ").append(String.join(", ", stacks));
        }
        return text.append('.').toString();
    }
}
