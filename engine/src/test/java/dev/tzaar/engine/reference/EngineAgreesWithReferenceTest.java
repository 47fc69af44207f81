package dev.tzaar.engine.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.Perft;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Stack;
import dev.tzaar.engine.Step;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The differential test: the engine must agree exactly with the independent reference
 * ({@link RefPosition}) on every position of the {@link Corpus}. Each test compares one thing and
 * reports every disagreement with the position in notation and the differing detail. The quick loop
 * compares a quarter of the corpus ({@link Corpus#quarter()}); the full run compares all of it
 * ({@link EngineAgreesWithReferenceOnTheWholeCorpusTest}).
 */
class EngineAgreesWithReferenceTest {

    private final List<Corpus.Sample> corpus = corpus();

    /** The positions compared. */
    List<Corpus.Sample> corpus() {
        return Corpus.quarter();
    }

    private static Position engine(Corpus.Sample sample) {
        return Position.parse(sample.notation()).orElseThrow();
    }

    private static Set<String> strings(List<?> actions) {
        return actions.stream().map(Object::toString).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Side side(RefColour colour) {
        return colour == RefColour.WHITE ? Side.WHITE : Side.BLACK;
    }

    private static Step step(char step) {
        return switch (step) {
            case '1' -> Step.FIRST;
            case '2' -> Step.SECOND;
            default -> Step.PLACEMENT;
        };
    }

    @Test
    void notationRoundTripsAndBothReadTheSameBoardSideAndStep() {
        Disagreements d = new Disagreements();
        for (Corpus.Sample sample : corpus) {
            d.compared();
            String text = sample.notation();
            Checked<Position> parsed = Position.parse(text);
            if (!parsed.isOk()) {
                d.add(text, "the engine refuses the reference's notation: " + parsed.reason());
                continue;
            }
            Position engine = parsed.value();
            d.check(text.equals(engine.toString()), text, "engine toString() gives \"" + engine + "\"");
            d.check(text.equals(RefPosition.parse(engine.toString()).notation()), text,
                    "reference reads the engine's notation differently");
            RefPosition ref = sample.reference();
            d.check(engine.sideToMove() == side(ref.toMove()), text, "side to move: engine " + engine.sideToMove());
            d.check(engine.step() == step(ref.step()), text, "step: engine " + engine.step());
            for (RefCell cell : RefCell.all()) {
                Optional<Stack> stack = engine.stackAt(Bridge.cell(cell));
                String engineSays = stack.map(Stack::toString).orElse("-");
                String refSays = ref.at(cell).map(RefStack::notation).orElse("-");
                d.check(engineSays.equals(refSays), text, "on " + cell + " engine has " + engineSays + ", reference " + refSays);
            }
            for (RefColour colour : RefColour.values()) {
                d.check(engine.piecesOnBoard(side(colour)) == ref.piecesOf(colour), text,
                        "pieces on board of " + colour + ": engine " + engine.piecesOnBoard(side(colour))
                                + ", reference " + ref.piecesOf(colour));
                for (RefKind kind : RefKind.values()) {
                    PieceType type = Bridge.type(kind);
                    d.check(engine.visible(side(colour), type) == ref.visible(colour, kind), text,
                            "visible " + colour + " " + kind + ": engine " + engine.visible(side(colour), type));
                    d.check(engine.inHand(side(colour), type) == ref.inHand(colour, kind), text,
                            "in hand " + colour + " " + kind + ": engine " + engine.inHand(side(colour), type)
                                    + ", reference " + ref.inHand(colour, kind));
                }
            }
            d.check(engine.isOpeningTurn() == ref.isOpeningTurn(), text,
                    "opening turn: engine " + engine.isOpeningTurn() + ", reference " + ref.isOpeningTurn());
        }
        d.assertNone("notation and what a position shows");
    }

    @Test
    void legalActionSetsAreIdentical() {
        Disagreements d = new Disagreements();
        for (Corpus.Sample sample : corpus) {
            d.compared();
            Position engine = engine(sample);
            Set<String> engineSays = strings(engine.legalActions());
            Set<String> refSays = strings(sample.reference().legalActions());
            if (!engineSays.equals(refSays)) {
                Set<String> onlyEngine = new TreeSet<>(engineSays);
                onlyEngine.removeAll(refSays);
                Set<String> onlyRef = new TreeSet<>(refSays);
                onlyRef.removeAll(engineSays);
                d.add(sample.notation(), "legal actions legal only for the engine " + onlyEngine
                        + ", only for the reference " + onlyRef);
            }
            d.check(engine.countLegalActions() == refSays.size(), sample.notation(),
                    "countLegalActions() = " + engine.countLegalActions() + ", reference " + refSays.size());
        }
        d.assertNone("the set of legal actions");
    }

    @Test
    void legalActionsComeInTheDocumentedOrder() {
        // Position#legalActions: captures, stacks, pass, each by origin then target; placements by type then cell
        Comparator<RefAction> documented = Comparator
                .comparingInt((RefAction a) -> a instanceof RefAction.Capture ? 0
                        : a instanceof RefAction.StackOn ? 1 : a instanceof RefAction.Pass ? 2 : 3)
                .thenComparingInt(a -> a instanceof RefAction.Place p ? p.kind().ordinal() : 0)
                .thenComparingInt(EngineAgreesWithReferenceTest::firstCellIndex)
                .thenComparingInt(EngineAgreesWithReferenceTest::secondCellIndex);
        Disagreements d = new Disagreements();
        for (Corpus.Sample sample : corpus) {
            d.compared();
            List<String> expected = sample.reference().legalActions().stream().sorted(documented)
                    .map(Object::toString).toList();
            List<String> engineSays = engine(sample).legalActions().stream().map(Object::toString).toList();
            if (strings(engineSays).equals(strings(expected))) {
                d.check(engineSays.equals(expected), sample.notation(),
                        "order: engine " + engineSays + ", documented " + expected);
            }
        }
        d.assertNone("the order of legal actions");
    }

    private static int firstCellIndex(RefAction action) {
        if (action instanceof RefAction.Capture c) {
            return RefCell.all().indexOf(c.from());
        }
        if (action instanceof RefAction.StackOn s) {
            return RefCell.all().indexOf(s.from());
        }
        if (action instanceof RefAction.Place p) {
            return RefCell.all().indexOf(p.at());
        }
        return 0;
    }

    private static int secondCellIndex(RefAction action) {
        if (action instanceof RefAction.Capture c) {
            return RefCell.all().indexOf(c.to());
        }
        if (action instanceof RefAction.StackOn s) {
            return RefCell.all().indexOf(s.to());
        }
        return 0;
    }

    @Test
    void resultsAreIdenticalInWinnerAndKind() {
        Disagreements d = new Disagreements();
        for (Corpus.Sample sample : corpus) {
            d.compared();
            Position engine = engine(sample);
            String engineSays = Bridge.result(engine.result());
            String refSays = Bridge.referenceResult(sample.reference().result());
            d.check(engineSays.equals(refSays), sample.notation(), "result: engine " + engineSays + ", reference " + refSays);
            d.check(engine.isOver() == engine.result().isPresent(), sample.notation(), "isOver() differs from result()");
        }
        d.assertNone("the result");
    }

    @Test
    void everyLegalActionLeadsToTheSamePositionAndResult() {
        Disagreements d = new Disagreements();
        for (Corpus.Sample sample : corpus) {
            Position engine = engine(sample);
            RefPosition ref = sample.reference();
            for (RefAction action : ref.legalActions()) {
                d.compared();
                Checked<Position> engineAfter = engine.apply(Bridge.action(action));
                if (!engineAfter.isOk()) {
                    d.add(sample.notation(), "the engine refuses " + action + ": " + engineAfter.reason());
                    continue;
                }
                RefPosition refAfter = ref.apply(action);
                String engineText = engineAfter.value().toString();
                if (!engineText.equals(refAfter.notation())) {
                    d.add(sample.notation(), "after " + action + " engine gives \"" + engineText
                            + "\", reference \"" + refAfter.notation() + "\"");
                    continue;
                }
                Position reread = Position.parse(engineText).orElseThrow();
                d.check(reread.equals(engineAfter.value()) && reread.hashCode() == engineAfter.value().hashCode(),
                        sample.notation(), "after " + action + " the position is not equal (or not of equal hash) to "
                                + "the same position read from its notation \"" + engineText + "\"");
                String engineResult = Bridge.result(engineAfter.value().result());
                String refResult = Bridge.referenceResult(refAfter.result());
                d.check(engineResult.equals(refResult), sample.notation(),
                        "after " + action + " result: engine " + engineResult + ", reference " + refResult);
            }
        }
        d.assertNone("the position and result after each legal action");
    }

    /** Actions that are plausible but mostly illegal: near misses of legal ones, and random ones. */
    private static List<RefAction> candidates(RefPosition ref, Random random) {
        Set<RefAction> candidates = new LinkedHashSet<>();
        List<RefCell> cells = RefCell.all();
        for (int i = 0; i < 30; i++) {
            RefCell a = cells.get(random.nextInt(60));
            RefCell b = random.nextInt(10) == 0 ? a : cells.get(random.nextInt(60));
            candidates.add(new RefAction.Capture(a, b));
            candidates.add(new RefAction.StackOn(a, b));
        }
        for (RefAction legal : ref.moves(false)) {
            RefCell from = legal instanceof RefAction.Capture c ? c.from() : ((RefAction.StackOn) legal).from();
            RefCell to = legal instanceof RefAction.Capture c ? c.to() : ((RefAction.StackOn) legal).to();
            // the other kind of move to the same target, the reverse move, and a jump over the target
            candidates.add(new RefAction.Capture(from, to));
            candidates.add(new RefAction.StackOn(from, to));
            candidates.add(new RefAction.Capture(to, from));
            candidates.add(new RefAction.StackOn(to, from));
            int dx = Integer.signum(to.x() - from.x());
            int dy = Integer.signum(to.y() - from.y());
            if (RefCell.exists(to.x() + dx, to.y() + dy)) {
                RefCell beyond = new RefCell(to.x() + dx, to.y() + dy);
                candidates.add(new RefAction.Capture(from, beyond));
                candidates.add(new RefAction.StackOn(from, beyond));
            }
        }
        // moves onto empty cells next to own stacks
        for (RefCell cell : cells) {
            if (ref.at(cell).isPresent() && random.nextInt(4) == 0) {
                for (RefCell next : cell.neighbours()) {
                    if (ref.at(next).isEmpty()) {
                        candidates.add(new RefAction.Capture(cell, next));
                        candidates.add(new RefAction.StackOn(cell, next));
                    }
                }
            }
        }
        candidates.add(RefAction.PASS);
        for (RefKind kind : RefKind.values()) {
            for (int i = 0; i < 6; i++) {
                candidates.add(new RefAction.Place(kind, cells.get(random.nextInt(60))));
            }
        }
        return new ArrayList<>(candidates);
    }

    @Test
    void illegalCandidateActionsAreRefusedWithASentenceAndLegalOnesAccepted() {
        Disagreements d = new Disagreements();
        int illegal = 0;
        for (Corpus.Sample sample : corpus) {
            Position engine = engine(sample);
            RefPosition ref = sample.reference();
            Set<RefAction> legal = new HashSet<>(ref.legalActions());
            for (RefAction candidate : candidates(ref, new Random(sample.notation().hashCode()))) {
                d.compared();
                boolean refLegal = legal.contains(candidate);
                Action action = Bridge.action(candidate);
                d.check(engine.isLegal(action) == refLegal, sample.notation(),
                        candidate + ": engine isLegal " + engine.isLegal(action) + ", reference " + refLegal);
                Checked<Position> applied = engine.apply(action);
                if (refLegal) {
                    d.check(applied.isOk(), sample.notation(), candidate + " is legal but apply refuses it");
                    continue;
                }
                illegal++;
                if (applied.isOk()) {
                    d.add(sample.notation(), "illegal " + candidate + " accepted by apply, giving \"" + applied.value() + "\"");
                } else {
                    String reason = applied.reason();
                    d.check(isSentence(reason), sample.notation(),
                            "refusal of " + candidate + " is not a sentence: \"" + reason + "\"");
                }
            }
        }
        System.out.println("[agreement] illegal candidate actions refused: " + illegal);
        d.assertNone("legality of candidate actions (isLegal and apply)");
    }

    static boolean isSentence(String reason) {
        String text = reason.strip();
        if (text.length() < 8) {
            return false;
        }
        char first = text.charAt(0);
        char last = text.charAt(text.length() - 1);
        return (Character.isUpperCase(first) || Character.isDigit(first) || first == '"')
                && (last == '.' || last == '!') && text.contains(" ");
    }

    @Test
    void everyWrittenActionIsLegalForBothOrForNeitherOnASampleOfPositions() {
        List<RefAction> universe = Bridge.universe();
        Disagreements d = new Disagreements();
        for (int i = 0; i < corpus.size(); i += 20) {
            Corpus.Sample sample = corpus.get(i);
            Position engine = engine(sample);
            Set<RefAction> legal = new HashSet<>(sample.reference().legalActions());
            for (RefAction action : universe) {
                d.compared();
                boolean engineSays = engine.isLegal(Bridge.action(action));
                d.check(engineSays == legal.contains(action), sample.notation(),
                        action + ": engine isLegal " + engineSays + ", reference " + legal.contains(action));
            }
        }
        d.assertNone("isLegal over all 7 381 written actions");
    }

    @Test
    void perftAgreesOnASampleOfPositions() {
        Disagreements d = new Disagreements();
        int depth3 = 0;
        for (int i = 0; i < corpus.size(); i++) {
            int depth = i % 97 == 0 ? 3 : i % 12 == 0 ? 2 : 0;
            if (depth == 0) {
                continue;
            }
            depth3 += depth == 3 ? 1 : 0;
            d.compared();
            Corpus.Sample sample = corpus.get(i);
            long engineSays = Perft.count(engine(sample), depth);
            long refSays = sample.reference().perft(depth);
            d.check(engineSays == refSays, sample.notation(),
                    "perft(" + depth + "): engine " + engineSays + ", reference " + refSays);
        }
        System.out.println("[agreement] perft compared on " + d.comparedCount() + " positions, " + depth3 + " of them at depth 3");
        d.assertNone("perft");
    }

    @Test
    void typedActionsInAnyCaseAndSeparatorAreReadAsTheLegalAction() {
        Disagreements d = new Disagreements();
        for (int i = 0; i < corpus.size(); i += 4) {
            Corpus.Sample sample = corpus.get(i);
            Position engine = engine(sample);
            RefPosition ref = sample.reference();
            for (RefAction action : ref.legalActions()) {
                String canonical = action.toString();
                List<String> typed = new ArrayList<>(List.of(canonical, canonical.toLowerCase(Locale.ROOT)));
                if (action instanceof RefAction.Capture || action instanceof RefAction.StackOn) {
                    String from = canonical.substring(0, 2);
                    String to = canonical.substring(3);
                    typed.add(from + " " + to);
                    typed.add(from + to);
                    typed.add(from.toLowerCase(Locale.ROOT) + "-" + to.toLowerCase(Locale.ROOT));
                    typed.add(" " + from + "  " + to.toLowerCase(Locale.ROOT) + " ");
                }
                if (action instanceof RefAction.Pass) {
                    typed.add("PASS");
                }
                for (String text : typed) {
                    d.compared();
                    Checked<Action> read = engine.parseAction(text);
                    d.check(read.isOk() && read.value().toString().equals(canonical), sample.notation(),
                            "parseAction(\"" + text + "\") gives " + (read.isOk() ? read.value() : "refusal: " + read.reason())
                                    + ", expected " + canonical);
                }
                Checked<Position> played = engine.play(canonical);
                d.check(played.isOk() && played.value().toString().equals(ref.apply(action).notation()),
                        sample.notation(), "play(\"" + canonical + "\") gives "
                                + (played.isOk() ? played.value() : "refusal: " + played.reason()));
            }
            // a whole turn typed at once
            if (ref.step() == '1' && !ref.isOpeningTurn() && !ref.legalActions().isEmpty()) {
                RefAction first = ref.legalActions().get(0);
                RefPosition middle = ref.apply(first);
                List<RefAction> seconds = middle.legalActions();
                if (!seconds.isEmpty()) {
                    RefAction second = seconds.get(seconds.size() / 2);
                    String text = first + " " + second;
                    d.compared();
                    Checked<Position> played = engine.play(text);
                    String expected = middle.apply(second).notation();
                    d.check(played.isOk() && played.value().toString().equals(expected), sample.notation(),
                            "play(\"" + text + "\") gives " + (played.isOk() ? played.value() : "refusal: " + played.reason())
                                    + ", expected " + expected);
                }
            }
        }
        d.assertNone("reading typed actions");
    }

    /**
     * Single-character mutations of corpus notation. Whatever the reference accepts the engine must
     * read as the same position; whatever the engine accepts must be a position it writes back the
     * same way and that the reference finds possible (the engine may be lenient about spelling);
     * every refusal must be a sentence. Placement counts that break strict alternation are an
     * interpretation point of their own (see InterpretationPointsTest) and are only counted here.
     */
    @Test
    void mutatedNotationIsReadAlikeWhereTheReferenceAcceptsItAndNeverAsAnImpossiblePosition() {
        String alphabet = "-ZATzat0123456789/ wbp12WBPx";
        Random random = new Random(77);
        Disagreements d = new Disagreements();
        int bothAccept = 0;
        int bothRefuse = 0;
        int engineLenient = 0;
        int alternation = 0;
        for (int i = 0; i < corpus.size(); i++) {
            String original = corpus.get(i).notation();
            for (int m = 0; m < 3; m++) {
                StringBuilder text = new StringBuilder(original);
                int at = random.nextInt(text.length());
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                switch (random.nextInt(3)) {
                    case 0 -> text.setCharAt(at, c);
                    case 1 -> text.insert(at, c);
                    default -> text.deleteCharAt(at);
                }
                String mutated = text.toString();
                d.compared();
                RefPosition ref;
                try {
                    ref = RefPosition.parse(mutated);
                } catch (IllegalArgumentException refused) {
                    ref = null;
                }
                Checked<Position> engine = Position.parse(mutated);
                if (ref != null) {
                    bothAccept++;
                    d.check(engine.isOk() && engine.value().toString().equals(ref.notation()), mutated,
                            "reference reads \"" + ref.notation() + "\", engine "
                                    + (engine.isOk() ? "reads \"" + engine.value() + "\"" : "refuses: " + engine.reason()));
                } else if (!engine.isOk()) {
                    bothRefuse++;
                    d.check(isSentence(engine.reason()), mutated, "refusal is not a sentence: \"" + engine.reason() + "\"");
                } else {
                    String written = engine.value().toString();
                    d.check(Position.parse(written).isOk() && Position.parse(written).value().toString().equals(written),
                            mutated, "the engine reads it as \"" + written + "\", which it does not read back alike");
                    try {
                        RefPosition.parse(written);
                        engineLenient++;
                    } catch (IllegalArgumentException impossible) {
                        if (impossible.getMessage().startsWith(RefNotation.ALTERNATION)) {
                            alternation++;
                        } else {
                            d.add(mutated, "the engine accepts it as \"" + written + "\", which the reference refuses: "
                                    + impossible.getMessage());
                        }
                    }
                }
            }
        }
        System.out.println("[agreement] mutated notation: " + bothAccept + " accepted by both, " + bothRefuse
                + " refused by both, " + engineLenient + " accepted only by the (lenient) engine, " + alternation
                + " accepted by the engine with placement counts that break alternation");
        d.assertNone("reading mutated notation");
    }

    @Test
    void randomSetupsAreReproducibleShufflesOfAllSixtyPieces() {
        Set<String> seen = new HashSet<>();
        for (long seed = 0; seed < 300; seed++) {
            String text = dev.tzaar.engine.Setup.random(seed).position().toString();
            assertEquals(text, dev.tzaar.engine.Setup.random(seed).position().toString(), "seed " + seed);
            RefPosition ref = RefPosition.parse(text);
            assertEquals(60, ref.board().size(), text);
            assertEquals('1', ref.step(), text);
            assertEquals(RefColour.WHITE, ref.toMove(), text);
            for (RefColour colour : RefColour.values()) {
                for (RefKind kind : RefKind.values()) {
                    assertEquals(kind.perSide, ref.visible(colour, kind), text);
                }
            }
            assertTrue(seen.add(text), "seed " + seed + " repeats an earlier setup");
        }
        assertEquals(ReferenceSelfTest.FIXED_START, Position.START.toString());
        assertEquals(ReferenceSelfTest.FIXED_START, dev.tzaar.engine.Setup.fixed().position().toString());
        assertEquals("-----/------/-------/--------/--------/--------/-------/------/----- w p",
                dev.tzaar.engine.Setup.tournament().position().toString());
    }

    @Test
    void randomSetupsFromWellMixedSeedsPutEveryKindOfPieceOnEveryCellAboutEquallyOften() {
        assertUniform(i -> i * 0x9E3779B97F4A7C15L, "seeds i * 0x9E3779B97F4A7C15 for i < 3000");
    }

    /** DESIGN: "a uniform shuffle"; a game service may well number its seeds 0, 1, 2... */
    @Test
    void randomSetupsFromConsecutiveSeedsPutEveryKindOfPieceOnEveryCellAboutEquallyOften() {
        assertUniform(i -> i, "seeds 0..2999");
    }

    /** Over 3000 seeds, each (cell, piece) frequency within 6 standard deviations of uniform. */
    private static void assertUniform(java.util.function.LongUnaryOperator seedOf, String seedsUsed) {
        int seeds = 3000;
        Map<String, Integer> counts = new HashMap<>();
        for (long i = 0; i < seeds; i++) {
            Position position = dev.tzaar.engine.Setup.random(seedOf.applyAsLong(i)).position();
            for (Cell cell : Cell.all()) {
                counts.merge(cell + " " + position.stackAt(cell).orElseThrow(), 1, Integer::sum);
            }
        }
        List<String> biased = new ArrayList<>();
        for (RefColour colour : RefColour.values()) {
            for (RefKind kind : RefKind.values()) {
                double p = kind.perSide / 60.0;
                double mean = seeds * p;
                double sigma = Math.sqrt(seeds * p * (1 - p));
                for (RefCell cell : RefCell.all()) {
                    String key = cell + " " + new RefStack(colour, kind, 1).notation();
                    int n = counts.getOrDefault(key, 0);
                    if (Math.abs(n - mean) >= 6 * sigma) {
                        biased.add(String.format("%s in %d setups, expected %.0f (%.1f standard deviations)",
                                key, n, mean, (n - mean) / sigma));
                    }
                }
            }
        }
        assertEquals(List.of(), biased, "Setup.random over " + seedsUsed + " is not uniform");
    }

    @Test
    void referencePerftFromTheFixedStartMatchesDesignAndTheEngine() {
        RefPosition start = RefPosition.parse(Position.START.toString());
        long[] expected = {1, 42, 1797, 260556};
        for (int depth = 0; depth <= 3; depth++) {
            assertEquals(expected[depth], start.perft(depth), "reference perft(" + depth + ")");
            assertEquals(expected[depth], Perft.count(Position.START, depth), "engine perft(" + depth + ")");
        }
    }

    /**
     * Prints what the corpus holds and fails when a kind of position the brief asks for is missing: the whole
     * corpus, of which the quick loop compares a quarter.
     */
    @Test
    void theCorpusCoversEveryKindOfPositionAskedFor() {
        Map<Corpus.Source, Integer> bySource = new EnumMap<>(Corpus.Source.class);
        Map<String, Integer> kinds = new java.util.TreeMap<>();
        int maxHeight = 0;
        for (Corpus.Sample sample : Corpus.standard()) {
            bySource.merge(sample.source(), 1, Integer::sum);
            RefPosition ref = sample.reference();
            kinds.merge("step " + ref.step(), 1, Integer::sum);
            Optional<RefResult> result = ref.result();
            result.ifPresent(r -> kinds.merge("finished: " + r.getClass().getSimpleName(), 1, Integer::sum));
            int tallest = ref.board().values().stream().mapToInt(RefStack::height).max().orElse(0);
            maxHeight = Math.max(maxHeight, tallest);
            if (tallest >= 5) {
                kinds.merge("a stack of height 5..15+", 1, Integer::sum);
            }
            if (tallest >= 10) {
                kinds.merge("a stack of height 10+", 1, Integer::sum);
            }
            if (ref.isOpeningTurn()) {
                kinds.merge("opening turn (w 1, 60 pieces)", 1, Integer::sum);
            }
            if (ref.step() == 'p' && ref.piecesOnBoard() >= 58) {
                kinds.merge("placement with 58-59 pieces down (59th/60th placement)", 1, Integer::sum);
            }
            if (result.isEmpty() && ref.step() != 'p') {
                boolean lastOne = false;
                for (RefColour colour : RefColour.values()) {
                    for (RefKind kind : RefKind.values()) {
                        lastOne |= ref.visible(colour, kind) == 1;
                    }
                }
                if (lastOne) {
                    kinds.merge("in play, a side down to its last piece of a type", 1, Integer::sum);
                }
            }
            for (RefAction action : ref.legalActions()) {
                Optional<RefResult> after = ref.apply(action).result();
                if (after.isPresent() && after.get() instanceof RefResult.LastOfType last) {
                    String what = last.loser() == ref.toMove() ? "action burying the mover's own last piece of a type"
                            : "action capturing the opponent's last piece of a type";
                    kinds.merge(what, 1, Integer::sum);
                }
                if (after.isPresent() && after.get() instanceof RefResult.NoCapture) {
                    kinds.merge("action leaving the opponent without a capture", 1, Integer::sum);
                }
                if (ref.step() == 'p' && ref.piecesOnBoard() == 59) {
                    kinds.merge("60th placement, switching to w 1", 1, Integer::sum);
                }
            }
        }
        StringBuilder summary = new StringBuilder("[agreement] corpus of " + Corpus.standard().size() + " positions\n");
        bySource.forEach((source, n) -> summary.append(String.format("  %5d  %s%n", n, source.description)));
        kinds.forEach((kind, n) -> summary.append(String.format("  %5d  %s%n", n, kind)));
        summary.append("  tallest stack: ").append(maxHeight);
        System.out.println(summary);

        assertTrue(Corpus.standard().size() >= 2000, summary.toString());
        for (Corpus.Source source : Corpus.Source.values()) {
            assertTrue(bySource.getOrDefault(source, 0) >= 100, source + " too few\n" + summary);
        }
        for (String needed : List.of("step 1", "step 2", "step p", "finished: LastOfType", "finished: NoCapture",
                "a stack of height 10+", "opening turn (w 1, 60 pieces)",
                "placement with 58-59 pieces down (59th/60th placement)", "60th placement, switching to w 1",
                "in play, a side down to its last piece of a type",
                "action burying the mover's own last piece of a type",
                "action capturing the opponent's last piece of a type",
                "action leaving the opponent without a capture")) {
            assertTrue(kinds.getOrDefault(needed, 0) >= 10, "too few: " + needed + "\n" + summary);
        }
        assertTrue(maxHeight >= 15, summary.toString());
    }
}
