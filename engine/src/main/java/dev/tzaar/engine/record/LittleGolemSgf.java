package dev.tzaar.engine.record;

import dev.tzaar.engine.Action;
import dev.tzaar.engine.Cell;
import dev.tzaar.engine.Checked;
import dev.tzaar.engine.PieceType;
import dev.tzaar.engine.Position;
import dev.tzaar.engine.Result;
import dev.tzaar.engine.Setup;
import dev.tzaar.engine.Side;
import dev.tzaar.engine.Stack;
import dev.tzaar.engine.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The SGF-like records of LittleGolem (littlegolem.net), read and written:
 *
 * <pre>
 * (;FF[TZAAR]VA[RANDOM]EV[tzaar.ld.RANDOM]PB[SlowBrain]PW[ivyed_seer ?]POS[acccCBaaAC...]
 *  SO[https://www.littlegolem.net];W[qmrl];B[okol-popn];...;B[osoq-pass];...)
 * </pre>
 *
 * <ul>
 *   <li>A point is two letters {@code k..s} for the axial coordinates x, y = -4..4 of
 *       {@link Cell#x()} and {@link Cell#y()}: {@code qm} is G5, {@code ok} is E9.</li>
 *   <li>{@code POS} lists the 60 pieces of the start, column by column (x ascending), each
 *       column by y ascending (that is from its top row down), the centre skipped: {@code a},
 *       {@code b}, {@code c} for Tzaar, Tzarra, Tott, lower case White, upper case Black.</li>
 *   <li>Each node after the first is a turn, {@code W[...]} or {@code B[...]}: a from-to like
 *       {@code qmrl}, or two joined by {@code -}, the second possibly {@code pass}. White's
 *       opening turn has one. Whether a from-to captures or stacks is read from the board.</li>
 *   <li>{@code PW} and {@code PB} are the players; {@code EV}, {@code SO} and {@code VA} are kept
 *       as the tags {@code Event}, {@code Source} and {@code Variant}. Other properties are
 *       ignored. Reading tolerates spaces and line breaks between nodes and properties.</li>
 * </ul>
 *
 * <p>Writing gives the properties in LittleGolem's order ({@code FF VA EV PB PW POS SO}) with
 * nothing between them, so a LittleGolem record read and written again is the same text. A record
 * from a random setup without a Variant tag is written {@code VA[RANDOM]}; otherwise {@code VA} is
 * written only from the tag. LittleGolem has no placement syntax: a tournament game is written
 * from its position after placement, as {@code POS}, without its placing turns. The format has no
 * room for other tags nor for a time-out, which are left out. A resignation is a last node of the
 * side that resigned, {@code B[resign]}, as LittleGolem's SGF records end a resigned game (its Hex
 * records, say); reading one ends the record so. A record whose start
 * is not 60 single pieces with White to make the opening capture cannot be written.
 */
public final class LittleGolemSgf {
    private static final Pattern FROM_TO = Pattern.compile("[k-s]{4}");
    private static final String RESIGN = "resign";

    private LittleGolemSgf() {
    }

    // ---- points and pieces ----

    private static String point(Cell cell) {
        return "" + (char) ('o' + cell.x()) + (char) ('o' + cell.y());
    }

    private static Optional<Cell> cell(char x, char y) {
        return Cell.atAxial(x - 'o', y - 'o');
    }

    /** The cells in the order POS lists them. */
    private static List<Cell> posOrder() {
        List<Cell> cells = new ArrayList<>();
        for (int x = -4; x <= 4; x++) {
            for (int y = -4; y <= 4; y++) {
                Cell.atAxial(x, y).ifPresent(cells::add);
            }
        }
        return cells;
    }

    private static char pieceLetter(Stack stack) {
        char letter = (char) ('a' + stack.top().ordinal());
        return stack.owner() == Side.WHITE ? letter : Character.toUpperCase(letter);
    }

    // ---- writing ----

    /** The record as LittleGolem writes it, or why it cannot be written so. */
    public static Checked<String> format(GameRecord record) {
        int first = firstActionAfterPlacing(record);
        if (first < 0) {
            return Checked.refused("The pieces are still being placed, and LittleGolem records have no placement: "
                    + "only a game whose pieces are all down can be written.");
        }
        Position start = record.positions().get(first);
        if (!startsWithSinglePieces(start)) {
            return Checked.refused("A LittleGolem record starts from all 60 pieces, single, with White to make the "
                    + "opening capture, and this game starts from " + start + ".");
        }
        StringBuilder text = new StringBuilder("(;FF[TZAAR]");
        variant(record).ifPresent(v -> property(text, "VA", v));
        Map<String, String> tags = record.tags();
        optional(text, "EV", tags.get("Event"));
        optional(text, "PB", record.player(Side.BLACK).orElse(null));
        optional(text, "PW", record.player(Side.WHITE).orElse(null));
        property(text, "POS", posOrder().stream()
                .map(c -> String.valueOf(pieceLetter(start.stackAt(c).orElseThrow())))
                .collect(Collectors.joining()));
        optional(text, "SO", tags.get("Source"));
        for (Turn turn : record.turns()) {
            if (turn.actions().get(0) instanceof Action.Place) {
                continue;
            }
            text.append(';').append(turn.side() == Side.WHITE ? 'W' : 'B').append('[')
                    .append(turn.actions().stream().map(LittleGolemSgf::write).collect(Collectors.joining("-")))
                    .append(']');
        }
        if (record.declaredResult().orElse(null) instanceof Result.Resigned resigned) {
            text.append(';').append(resigned.loser() == Side.WHITE ? 'W' : 'B').append("[" + RESIGN + "]");
        }
        return Checked.ok(text.append(')').toString());
    }

    /** The index of the first action after the placing turns (0 when there are none), or -1 while placing. */
    private static int firstActionAfterPlacing(GameRecord record) {
        List<Position> positions = record.positions();
        for (int i = 0; i < positions.size(); i++) {
            if (positions.get(i).step() != Step.PLACEMENT) {
                return i;
            }
        }
        return -1;
    }

    private static boolean startsWithSinglePieces(Position start) {
        return start.isOpeningTurn() && start.sideToMove() == Side.WHITE
                && Cell.all().stream().allMatch(c -> start.stackAt(c).map(s -> s.height() == 1).orElse(false));
    }

    private static Optional<String> variant(GameRecord record) {
        String tag = record.tags().get("Variant");
        if (tag != null) {
            return Optional.of(tag);
        }
        return record.start() instanceof Start.FromSetup s && s.setup().kind() == Setup.Kind.RANDOM
                ? Optional.of("RANDOM") : Optional.empty();
    }

    private static String write(Action action) {
        if (action instanceof Action.Capture c) {
            return point(c.from()) + point(c.to());
        }
        if (action instanceof Action.Stack s) {
            return point(s.from()) + point(s.to());
        }
        return "pass";
    }

    private static void optional(StringBuilder text, String id, String value) {
        if (value != null) {
            property(text, id, value);
        }
    }

    private static void property(StringBuilder text, String id, String value) {
        text.append(id).append('[').append(value.replace("\\", "\\\\").replace("]", "\\]")).append(']');
    }

    // ---- reading ----

    /**
     * Reads a LittleGolem record and replays it: the record, or the first thing wrong with it
     * (the text, the POS, or an illegal action with its number and turn).
     */
    public static Checked<GameRecord> parse(String text) {
        Checked<List<SgfNode>> nodes = SgfNode.parseGame(text);
        if (!nodes.isOk()) {
            return Checked.refused(nodes.reason());
        }
        SgfNode root = nodes.value().get(0);
        Checked<GameRecord> start = startOf(root);
        if (!start.isOk()) {
            return start;
        }
        List<Replay.WrittenTurn> turns = new ArrayList<>();
        Side resigned = null;
        for (SgfNode node : nodes.value().subList(1, nodes.value().size())) {
            Optional<String> white = node.value("W");
            Optional<String> black = node.value("B");
            if (white.isPresent() && black.isPresent()) {
                return Checked.refused("A node holds both W[" + white.get() + "] and B[" + black.get()
                        + "]: each turn is a node of its own.");
            }
            if (white.isPresent() || black.isPresent()) {
                Side side = white.isPresent() ? Side.WHITE : Side.BLACK;
                String actions = white.isPresent() ? white.get() : black.get();
                if (resigned != null) {
                    return Checked.refused(resigned.displayName() + " resigned, yet the record goes on with "
                            + (side == Side.WHITE ? "W[" : "B[") + actions + "].");
                }
                if (actions.strip().equalsIgnoreCase(RESIGN)) {
                    resigned = side;
                } else {
                    turns.add(new Replay.WrittenTurn(side, List.of(actions.strip().split("-", -1))));
                }
            }
        }
        Checked<GameRecord> played = Replay.replay(start.value(), turns, LittleGolemSgf::read);
        if (resigned == null || !played.isOk()) {
            return played;
        }
        Side loser = resigned;
        return played.flatMap(record -> record.resign(loser));
    }

    private static Checked<GameRecord> startOf(SgfNode root) {
        Optional<String> format = root.value("FF");
        if (format.isPresent() && !format.get().strip().equalsIgnoreCase("TZAAR")) {
            return Checked.refused("FF[" + format.get() + "] is not a TZAAR record: LittleGolem writes FF[TZAAR].");
        }
        Optional<String> pos = root.value("POS");
        if (pos.isEmpty()) {
            return Checked.refused("The record has no POS[...], the start position.");
        }
        Checked<Position> start = readPos(pos.get().strip());
        if (!start.isOk()) {
            return Checked.refused("POS: " + start.reason());
        }
        Checked<GameRecord> record = Checked.ok(GameRecord.from(start.value()));
        record = keep(record, root, "PW", (r, name) -> r.withPlayer(Side.WHITE, name));
        record = keep(record, root, "PB", (r, name) -> r.withPlayer(Side.BLACK, name));
        record = keep(record, root, "VA", (r, value) -> r.withTag("Variant", value));
        record = keep(record, root, "EV", (r, value) -> r.withTag("Event", value));
        return keep(record, root, "SO", (r, value) -> r.withTag("Source", value));
    }

    /** The record with the root's property kept by {@code setter}; an empty property is no property. */
    private static Checked<GameRecord> keep(Checked<GameRecord> record, SgfNode root, String id,
            BiFunction<GameRecord, String, GameRecord> setter) {
        Optional<String> value = root.value(id).filter(v -> !v.isBlank());
        if (!record.isOk() || value.isEmpty()) {
            return record;
        }
        String problem = GameRecord.problemWithValue(value.get());
        return problem == null ? record.map(r -> setter.apply(r, value.get()))
                : Checked.refused(id + "[" + value.get() + "] cannot be kept: " + problem + ".");
    }

    private static Checked<Position> readPos(String pos) {
        List<Cell> order = posOrder();
        if (pos.length() != order.size()) {
            return Checked.refused("it lists " + pos.length() + " pieces; a start has " + order.size() + ".");
        }
        char[] notation = new char[order.size()];
        for (int i = 0; i < pos.length(); i++) {
            char c = pos.charAt(i);
            int type = Character.toLowerCase(c) - 'a';
            if (type < 0 || type > 2) {
                return Checked.refused("\"" + c + "\" is not a piece: write a, b, c (Tzaar, Tzarra, Tott), lower "
                        + "case for White, upper case for Black.");
            }
            char letter = PieceType.values()[type].letter();
            notation[order.get(i).index()] = Character.isLowerCase(c) ? letter : Character.toLowerCase(letter);
        }
        StringBuilder board = new StringBuilder();
        for (Cell cell : Cell.all()) {
            if (cell.index() > 0 && cell.column() != Cell.all().get(cell.index() - 1).column()) {
                board.append('/');
            }
            board.append(notation[cell.index()]);
        }
        return Position.parse(board + " w 1");
    }

    /** Reads {@code pass} or a from-to like {@code qmrl}, a capture or a stack as the board says. */
    private static Checked<Action> read(String written, Position position) {
        String text = written.strip().toLowerCase(Locale.ROOT);
        if (text.equals("pass")) {
            return Checked.ok(Action.PASS);
        }
        if (!FROM_TO.matcher(text).matches()) {
            return Checked.refused("Not a LittleGolem from-to: write two points of two letters k..s, like qmrl, "
                    + "or pass.");
        }
        Optional<Cell> from = cell(text.charAt(0), text.charAt(1));
        Optional<Cell> to = cell(text.charAt(2), text.charAt(3));
        if (from.isEmpty() || to.isEmpty()) {
            return Checked.refused((from.isEmpty() ? text.substring(0, 2) : text.substring(2)) + " is not a point "
                    + "of the board.");
        }
        Optional<Side> mover = position.stackAt(from.get()).map(Stack::owner);
        boolean ontoOwn = mover.isPresent() && mover.equals(position.stackAt(to.get()).map(Stack::owner));
        return Checked.ok(ontoOwn ? new Action.Stack(from.get(), to.get()) : new Action.Capture(from.get(), to.get()));
    }
}
