package dev.tzaar.engine.reference;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Translations between the reference's values and the engine's public API, for comparing them. */
final class Bridge {

    private Bridge() {
    }

    static Cell cell(RefCell cell) {
        return Cell.of(cell.label());
    }

    static PieceType type(RefKind kind) {
        for (PieceType type : PieceType.values()) {
            if (type.letter() == kind.letter()) {
                return type;
            }
        }
        throw new IllegalArgumentException(kind.name());
    }

    static Action action(RefAction action) {
        if (action instanceof RefAction.Capture c) {
            return new Action.Capture(cell(c.from()), cell(c.to()));
        }
        if (action instanceof RefAction.StackOn s) {
            return new Action.Stack(cell(s.from()), cell(s.to()));
        }
        if (action instanceof RefAction.Place p) {
            return new Action.Place(type(p.kind()), cell(p.at()));
        }
        return Action.PASS;
    }

    /** The engine's result in the words of {@link RefResult#toString()}. */
    static String result(Optional<Result> result) {
        if (result.isEmpty()) {
            return "none";
        }
        Result r = result.get();
        if (r instanceof Result.LastOfType last) {
            return "LastOfType(loser=" + last.loser() + ", type=" + last.type().letter() + ")"
                    + winnerCheck(r);
        }
        if (r instanceof Result.NoCapture none) {
            return "NoCapture(loser=" + none.loser() + ")" + winnerCheck(r);
        }
        return "unexpected " + r;
    }

    private static String winnerCheck(Result r) {
        return r.winner() == r.loser().opponent() && r.winner() != r.loser() ? "" : " [winner " + r.winner() + "?]";
    }

    static String referenceResult(Optional<RefResult> result) {
        return result.map(RefResult::toString).orElse("none");
    }

    /** Every action that can be written: 3600 captures, 3600 stacks, pass, 180 placements. */
    static List<RefAction> universe() {
        List<RefAction> all = new ArrayList<>();
        for (RefCell from : RefCell.all()) {
            for (RefCell to : RefCell.all()) {
                all.add(new RefAction.Capture(from, to));
                all.add(new RefAction.StackOn(from, to));
            }
        }
        all.add(RefAction.PASS);
        for (RefKind kind : RefKind.values()) {
            for (RefCell cell : RefCell.all()) {
                all.add(new RefAction.Place(kind, cell));
            }
        }
        return all;
    }
}
