package dev.tzaar.engine.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Positions where the rule text leaves something open, mostly positions no game reaches. The
 * reference decides as the text most literally says (see the name of each case); the engine must
 * agree: same acceptance, and when accepted the same notation, legal actions, result, opening-turn
 * flag and position after every legal action.
 */
class InterpretationPointsTest {

    static final String START = ReferenceSelfTest.FIXED_START;
    static final String EMPTY = "-----/------/-------/--------/--------/--------/-------/------/-----";

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("b 1 with all 60 pieces down is a single capture too (nothing captured yet)",
                        START.replace(" w 1", " b 1")),
                Arguments.of("b 1 with all 60 pieces down and a stack is a single capture too",
                        START.replace("ttttT/", "t2tt-T/").replace(" w 1", " b 1")),
                Arguments.of("w 2 with all 60 pieces down is an ordinary second action",
                        START.replace(" w 1", " w 2")),
                Arguments.of("b 2 with all 60 pieces down is an ordinary second action",
                        START.replace(" w 1", " b 2")),
                Arguments.of("w 1 with all 60 pieces down, one stack among them, is White's single-capture opening",
                        START.replace("ttttT/", "t2tt-T/")),
                Arguments.of("placement: Black cannot place first", EMPTY + " b p"),
                Arguments.of("placement: White cannot be two pieces ahead", placed(3, 1, "w p")),
                Arguments.of("placement: White cannot be to place when it has placed one more than Black", placed(1, 0, "w p")),
                Arguments.of("placement: Black cannot be to place when counts are equal", placed(3, 3, "b p")),
                Arguments.of("placement: Black cannot be ahead of White (White would place twice at the end)", placed(29, 30, "w p")),
                Arguments.of("placement: White cannot have placed all 30 while Black has 28 (Black would place twice)", placed(30, 28, "b p")),
                Arguments.of("placement: nobody can be to place with nothing in hand", placed(30, 29, "w p")),
                Arguments.of("placement: the 60th piece (Black's) switches to White's opening capture", placed(30, 29, "b p")),
                Arguments.of("placement: the 59th piece (White's)", placed(29, 29, "w p")),
                Arguments.of("placement: there is no step p with all 60 pieces down", START.replace(" w 1", " w p")),
                Arguments.of("placement: no stacks while placing", "T2----/------/-------/--------/--------/--------/-------/------/---t- b p"),
                Arguments.of("placement: nothing ends while a side shows no piece of a type", "Z----/------/-------/--------/--------/--------/-------/------/----- b p"),
                Arguments.of("a side lacking two types loses by the first of Tzaar, Tzarra, Tott (here Tzarra)",
                        "Z----/------/-------/--------/--------/--------/-------/------/zat-- w 1"),
                Arguments.of("a side lacking two types loses by the first of Tzaar, Tzarra, Tott (here Tzaar)",
                        "T----/------/-------/--------/--------/--------/-------/------/zat-- b 2"),
                Arguments.of("a missing type is read before a missing capture",
                        "Z-A--/------/-------/--------/--------/--------/-------/------/z2a2t- w 1"),
                Arguments.of("the side not to move can have lost by a missing type",
                        "Z-A-T/------/-------/--------/--------/--------/-------/------/za--- w 1"),
                Arguments.of("both sides lacking a type is refused",
                        "Z----/------/-------/--------/--------/--------/-------/------/z---- w 1"),
                Arguments.of("more than 30 pieces of a side is refused",
                        "Z29-A-T/------/-------/--------/--------/--------/-------/------/zat-- w 1"),
                Arguments.of("exactly 30 pieces of a side in one tall stack is fine",
                        "Z28-A-T/------/-------/--------/--------/--------/-------/------/zat-- w 2"),
                Arguments.of("seven stacks topped by Tzaars is refused",
                        "ZZZZZ/ZZ----/-------/--------/--------/--------/-------/------/zat-A w 1"),
                Arguments.of("at step 2 with no capture and no stack, only pass is left",
                        "Z-a2--/A-----/T------/--------/--------/--------/------z2/-----t2/----- w 2"),
                Arguments.of("at step 1 without any capture the side to move has lost",
                        "Z-a2--/A-----/T------/--------/--------/--------/------z2/-----t2/----- w 1"),
                Arguments.of("the centre blocks a capture along column E",
                        "A---a/------/-------/--------/---Zz---/--------/-------/------/T---t w 1"),
                Arguments.of("the centre blocks a capture along the line D4-E4-F5... (through E5)",
                        "A---a/------/-------/---Z----/--------/----z---/-------/------/T---t b 1"));
    }

    /** A step-p position with the given numbers of white and black pieces placed (column by column). */
    static String placed(int white, int black, String sideAndStep) {
        Map<RefCell, RefStack> board = new HashMap<>();
        RefKind[] order = new RefKind[30];
        for (int k = 0; k < 30; k++) {
            // each side shows every type as early as possible: Z A T Z A T ...
            order[k] = k < 18 ? RefKind.values()[k % 3] : k < 27 ? (k % 3 == 1 ? RefKind.A : RefKind.T) : RefKind.T;
        }
        int i = 0;
        for (int w = 0; w < white; w++) {
            board.put(RefCell.all().get(i++), new RefStack(RefColour.WHITE, order[w], 1));
        }
        for (int b = 0; b < black; b++) {
            board.put(RefCell.all().get(i++), new RefStack(RefColour.BLACK, order[b], 1));
        }
        String text = RefNotation.format(new RefPosition(board, RefColour.WHITE, '1'));
        return text.substring(0, text.length() - 3) + sideAndStep;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void engineDecidesAsTheReference(String decision, String notation) {
        String refused = null;
        RefPosition ref = null;
        try {
            ref = RefPosition.parse(notation);
        } catch (IllegalArgumentException e) {
            refused = e.getMessage();
        }
        Checked<Position> parsed = Position.parse(notation);
        String where = "position \"" + notation + "\" (" + decision + "): ";
        if (ref == null) {
            assertTrue(!parsed.isOk(), where + "the reference refuses it (" + refused + ") but the engine accepts it: "
                    + (parsed.isOk() ? describe(parsed.value()) : ""));
            assertTrue(EngineAgreesWithReferenceTest.isSentence(parsed.reason()), where + "reason " + parsed.reason());
            return;
        }
        assertTrue(parsed.isOk(), where + "the engine refuses it: " + (parsed.isOk() ? "" : parsed.reason()));
        Position engine = parsed.value();
        List<String> differences = new ArrayList<>();
        if (!notation.equals(engine.toString())) {
            differences.add("notation: engine " + engine);
        }
        if (engine.isOpeningTurn() != ref.isOpeningTurn()) {
            differences.add("opening turn: engine " + engine.isOpeningTurn() + ", reference " + ref.isOpeningTurn());
        }
        String engineResult = Bridge.result(engine.result());
        String refResult = Bridge.referenceResult(ref.result());
        if (!engineResult.equals(refResult)) {
            differences.add("result: engine " + engineResult + ", reference " + refResult);
        }
        Set<String> engineActions = engine.legalActions().stream().map(Object::toString).collect(Collectors.toCollection(TreeSet::new));
        Set<String> refActions = ref.legalActions().stream().map(Object::toString).collect(Collectors.toCollection(TreeSet::new));
        if (!engineActions.equals(refActions)) {
            differences.add("legal actions: engine " + engineActions + ", reference " + refActions);
        }
        for (RefAction action : ref.legalActions()) {
            Checked<Position> after = engine.apply(Bridge.action(action));
            String refAfter = ref.apply(action).notation();
            if (!after.isOk() || !after.value().toString().equals(refAfter)) {
                differences.add("after " + action + ": engine " + (after.isOk() ? after.value() : "refuses: " + after.reason())
                        + ", reference " + refAfter);
                if (differences.size() > 6) {
                    break;
                }
            }
        }
        assertEquals(List.of(), differences, where);
    }

    private static String describe(Position position) {
        return position + ", result " + Bridge.result(position.result()) + ", opening " + position.isOpeningTurn()
                + ", " + position.countLegalActions() + " legal actions";
    }
}
